import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { NOTIFICATION_TEXTS, digestSettingsSchema } from '@ops/contracts';
import type { DigestSettings } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import {
  useGetDigestSettingsQuery,
  useSaveDigestSettingsMutation,
} from '@/features/navigation/api/notifications-api';
import { DIGEST_TEXTS } from '../nav-texts';

const OFF = 'off';
const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const zones = () => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes('UTC') ? all : ['UTC', ...all];
};

function DigestForm({ saved }: { saved: DigestSettings }) {
  const [save, { isLoading }] = useSaveDigestSettingsMutation();
  const [hour, setHour] = useState(saved.digest_hour === null ? OFF : String(saved.digest_hour));
  // Never chosen: the browser's own time zone is the likeliest one.
  const [zone, setZone] = useState(
    saved.digest_hour === null && saved.time_zone === 'UTC' ? browserZone() : saved.time_zone,
  );
  const [errors, setErrors] = useState<{ digest_hour?: string; time_zone?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = digestSettingsSchema.safeParse({
      digest_hour: hour === OFF ? null : Number(hour),
      time_zone: zone,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await save(parsed.data);
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  return (
    <form className="digest-form" onSubmit={onSubmit} noValidate aria-label={NOTIFICATION_TEXTS.digestTitle}>
      <SelectField
        label={NOTIFICATION_TEXTS.digestHour}
        options={[{ value: OFF, label: NOTIFICATION_TEXTS.digestOff }, ...HOURS]}
        value={hour}
        error={errors.digest_hour}
        onChange={(event) => setHour(event.target.value)}
      />
      <SelectField
        label={NOTIFICATION_TEXTS.timeZone}
        options={zones()}
        value={zone}
        error={errors.time_zone}
        onChange={(event) => setZone(event.target.value)}
      />
      <Button type="submit" loading={isLoading}>
        {DIGEST_TEXTS.save}
      </Button>
    </form>
  );
}

/** The profile's Notifications tab: the daily e-mail summary (decision 0037). */
export function DigestSettingsSection() {
  const { data, error } = useGetDigestSettingsQuery();
  return (
    <section className="digest" aria-labelledby="digest-title">
      <h2 id="digest-title" className="digest__title">
        {NOTIFICATION_TEXTS.digestTitle}
      </h2>
      <p className="digest__hint">{NOTIFICATION_TEXTS.digestHint}</p>
      {data ? (
        <DigestForm saved={data} />
      ) : error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : (
        <p role="status">{DIGEST_TEXTS.loading}</p>
      )}
    </section>
  );
}
