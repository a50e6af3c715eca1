import { useState } from 'react';
import toast from 'react-hot-toast';
import { RETENTION_TEXTS, retentionPeriodFormSchema, type RetentionClient } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { TextField } from '@/shared/ui/text-field';
import { useGetRetentionClientsQuery, useSetRetentionPeriodMutation } from '../api/retention-api';

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
            label={`Days for ${client.client_name}`}
            inputMode="numeric"
            placeholder={RETENTION_TEXTS.defaultLabel(defaultDays)}
            value={value}
            error={error}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={isLoading}>
            Save
          </Button>
        </form>
      </td>
      <td data-testid="effective-days" data-label="In force">{`${client.effective_days} days`}</td>
    </tr>
  );
}

export function RetentionPeriods() {
  const { data, error, isLoading } = useGetRetentionClientsQuery();
  if (isLoading) {
    return (
      <p role="status">
        <Spinner /> Loading...
      </p>
    );
  }
  if (error || !data) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <table className="retention__table table-cards">
      <thead>
        <tr>
          <th scope="col">Client</th>
          <th scope="col">Period (days)</th>
          <th scope="col">In force</th>
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
