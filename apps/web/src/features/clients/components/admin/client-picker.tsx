import { useMemo } from 'react';
import type { DefaultClient } from '@ops/contracts';
import { ComboField } from '@/shared/ui/combo-field';
import { ADMIN_TEXTS } from '@/features/clients/lib/client-texts';

interface ClientPickerProps {
  clients: readonly DefaultClient[];
  loading: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The client whose entities, invoices or users are shown. */
export function ClientPicker({ clients, loading, value, onChange }: ClientPickerProps) {
  const options = useMemo(
    () => clients.map((c) => ({ value: c.id, label: `${c.company_name} (${c.client_code})` })),
    [clients],
  );
  return (
    <ComboField<number>
      label={ADMIN_TEXTS.picker}
      name="client"
      className="client-picker"
      value={value}
      options={options}
      loading={loading}
      onChange={onChange}
      placeholder={ADMIN_TEXTS.pick}
      noOptionsText={ADMIN_TEXTS.noMatch}
    />
  );
}
