import { useState } from 'react';
import toast from 'react-hot-toast';
import { RETENTION_TEXTS, retentionPeriodFormSchema, type RetentionClient } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { useGetRetentionClientsQuery, useSetRetentionPeriodMutation } from '../api/retention-api';
import { RETENTION_PAGE_TEXTS as T } from '../lib/retention-texts';

/** One client's period: days, or empty for the default. */
function PeriodRow({ client, defaultDays }: { client: RetentionClient; defaultDays: number }) {
  const [value, setValue] = useState(client.retention_days === null ? '' : String(client.retention_days));
  const [error, setError] = useState<string>();
  const [save, { isLoading }] = useSetRetentionPeriodMutation();
  const submit = async () => {
    const parsed = retentionPeriodFormSchema.safeParse({ days: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const days = parsed.data.days;
    const result = await save({ id: client.id, retention_days: days === '' ? null : Number(days) });
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  return (
    <tr data-testid="retention-row" data-client={client.client_code}>
      <th scope="row">
        {client.client_name} <span className="retention__code">{client.client_code}</span>
      </th>
      <td>
        <form
          className="retention__period"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={T.daysFor(client.client_name)}
            inputMode="numeric"
            placeholder={RETENTION_TEXTS.defaultLabel(defaultDays)}
            value={value}
            error={error}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={isLoading}>
            {T.save}
          </Button>
        </form>
      </td>
      <td data-testid="effective-days" data-label={T.inForce}>
        {T.days(client.effective_days)}
      </td>
    </tr>
  );
}

export function RetentionPeriods() {
  const { data, error, isLoading } = useGetRetentionClientsQuery();
  if (isLoading) {
    return (
      <p role="status">
        <Spinner /> {T.loading}
      </p>
    );
  }
  if (error || !data) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <table className="retention__table table-cards">
      <thead>
        <tr>
          <th scope="col">{T.client}</th>
          <th scope="col">{T.period}</th>
          <th scope="col">{T.inForce}</th>
        </tr>
      </thead>
      <tbody>
        {data.data.map((client) => (
          <PeriodRow key={client.id} client={client} defaultDays={data.default_days} />
        ))}
      </tbody>
    </table>
  );
}
