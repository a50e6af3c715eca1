import toast from 'react-hot-toast';
import { MFA_MESSAGES } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { useGetMfaPolicyQuery, useSetMfaPolicyMutation } from '../api/mfa-api';
import { POLICY_TEXTS } from '../lib/mfa-texts';

/** The OA's choice: every staff account must have a second factor to use the console. */
export function PolicyToggle() {
  const { data } = useGetMfaPolicyQuery();
  const [save, { isLoading }] = useSetMfaPolicyMutation();
  if (!data) return null;

  const change = async (required: boolean) => {
    const result = await save({ required });
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(MFA_MESSAGES.policySaved);
  };

  return (
    <section className="mfa__box" aria-labelledby="mfa-policy-title">
      <h2 id="mfa-policy-title" className="mfa__heading">
        {POLICY_TEXTS.title}
      </h2>
      <label className="mfa__check">
        <input
          type="checkbox"
          checked={data.required}
          disabled={isLoading}
          onChange={(e) => void change(e.target.checked)}
        />
        <span>{POLICY_TEXTS.require}</span>
      </label>
      <p className="mfa__hint">{POLICY_TEXTS.hint}</p>
    </section>
  );
}
