import { useMemo } from 'react';
import { ComboField } from '@/shared/ui/combo-field';
import { useGetServicesQuery, useGetSubServicesQuery } from '@/features/clients/api/lookups-api';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

interface ServiceSelectsProps {
  /** Field path of the line, for the error test ids. */
  path: string;
  subServiceField: string;
  serviceId: number | null;
  subServiceId: number | null;
  /** Shown while the sub-service list of an edited line is not loaded yet. */
  subServiceName?: string;
  onServiceChange: (serviceId: number | null) => void;
  onSubServiceChange: (subServiceId: number | null, label: string) => void;
  subServiceError?: string;
}

/** The service, then one of its sub-services. */
export function ServiceSelects({
  path,
  subServiceField,
  serviceId,
  subServiceId,
  subServiceName,
  onServiceChange,
  onSubServiceChange,
  subServiceError,
}: ServiceSelectsProps) {
  const { data: services = [], isLoading } = useGetServicesQuery();
  const { data: subServices = [], isFetching } = useGetSubServicesQuery(serviceId ?? 0, { skip: !serviceId });
  const serviceOptions = useMemo(
    () => services.map((s) => ({ value: s.id, label: s.display_txt })),
    [services],
  );
  const subOptions = useMemo(() => {
    const options = subServices.map((s) => ({ value: s.id, label: s.display_txt }));
    if (subServiceId && subServiceName && !options.some((o) => o.value === subServiceId)) {
      options.push({ value: subServiceId, label: subServiceName });
    }
    return options;
  }, [subServiceId, subServiceName, subServices]);

  return (
    <>
      <ComboField<number>
        label={FIELD_TEXTS.service}
        name={`${path}.service`}
        value={serviceId}
        options={serviceOptions}
        loading={isLoading}
        onChange={(next) => {
          if (next !== serviceId) onServiceChange(next);
        }}
      />
      <ComboField<number>
        label={FIELD_TEXTS.subService}
        name={`${path}.${subServiceField}`}
        value={subServiceId}
        options={subOptions}
        loading={isFetching}
        disabled={!serviceId}
        placeholder={serviceId ? FIELD_TEXTS.select : FIELD_TEXTS.serviceFirst}
        error={subServiceError}
        onChange={(next) => {
          if (next === subServiceId) return;
          onSubServiceChange(next, subOptions.find((o) => o.value === next)?.label ?? '');
        }}
      />
    </>
  );
}
