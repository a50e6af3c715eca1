import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { SHARE_POLICY_TEXTS, sharePolicySchema } from '@ops/contracts';
import type { Client, SharePolicy } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import {
  useGetClientSharePolicyQuery,
  useSaveClientSharePolicyMutation,
} from '@/shared/share/share-policy-api';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { LIST_TEXTS } from '@/features/clients/lib/client-texts';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

const days = (text: string) => (text.trim() === '' ? null : Number(text));

function PolicyForm({ client, saved, onClose }: { client: Client; saved: SharePolicy; onClose: () => void }) {
  const [save, { isLoading }] = useSaveClientSharePolicyMutation();
  const [defaultDays, setDefaultDays] = useState(saved.default_days?.toString() ?? '');
  const [maxDays, setMaxDays] = useState(saved.max_days?.toString() ?? '');
  const [outside, setOutside] = useState(saved.outside_allowed);
  const [errors, setErrors] = useState<Partial<Record<keyof SharePolicy, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sharePolicySchema.safeParse({
      default_days: days(defaultDays),
      max_days: days(maxDays),
      outside_allowed: outside,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof SharePolicy] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await save({ clientId: client.client_id as number, policy: parsed.data });
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message);
    onClose();
  };

  return (
    <form className="share-policy-form" onSubmit={submit} noValidate aria-label={SHARE_POLICY_TEXTS.title}>
      <TextField
        label={SHARE_POLICY_TEXTS.defaultDays}
        type="number"
        inputMode="numeric"
        min={1}
        value={defaultDays}
        error={errors.default_days}
        onChange={(e) => setDefaultDays(e.target.value)}
      />
      <TextField
        label={SHARE_POLICY_TEXTS.maxDays}
        type="number"
        inputMode="numeric"
        min={1}
        value={maxDays}
        error={errors.max_days}
        onChange={(e) => setMaxDays(e.target.value)}
      />
      <CheckboxField
        label={SHARE_POLICY_TEXTS.outsideAllowed}
        checked={outside}
        onChange={(e) => setOutside(e.target.checked)}
      />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {FIELD_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={isLoading}>
          {LIST_TEXTS.policy.save}
        </Button>
      </div>
    </form>
  );
}

/** An operations admin's view of a client's share policy (decision 0038). */
export function SharePolicyModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const { data, error } = useGetClientSharePolicyQuery(client.client_id as number);
  return (
    <Modal title={`${SHARE_POLICY_TEXTS.title}: ${client.client_name}`} onClose={onClose}>
      {data ? (
        <PolicyForm client={client} saved={data} onClose={onClose} />
      ) : error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : (
        <p role="status">{FIELD_TEXTS.loading}</p>
      )}
    </Modal>
  );
}
