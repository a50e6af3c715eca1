import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES } from '@ops/contracts';
import type { EntityRequest } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import type { EntityCurrency } from '@/features/clients/api/lookups-api';
import { finalSellPrice, hasPrice } from '@/features/clients/lib/money';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { ENTITY_TEXTS } from '@/features/clients/lib/record-texts';
import { listPriceFailureText, usePriceLookup } from '@/features/clients/lib/price-lookup';
import { ServiceLine } from '../fields/service-line';
import { ServiceSelects } from '../fields/service-selects';
import { Readout } from '../fields/readout';
import type { useLineMeta } from '../common/use-line-meta';
import { emptyEntityLine } from './entity-values';
import type { EntityLineMeta } from './entity-values';

type Lines = ReturnType<typeof useLineMeta<EntityLineMeta>>;

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** Hook for the entity's price lines: choosing a sub-service loads its list price in the entity currency. */
export function useEntityPricing(form: UseFormReturn<EntityRequest>, lines: Lines) {
  const lookup = usePriceLookup();
  const { setValue, getValues } = form;

  const loadPrice = async (key: number, subServiceId: number, currency: EntityCurrency) => {
    const stillCurrent = lines.begin(key);
    lines.patch(key, { listPrice: null, loading: true });
    try {
      const answer = await lookup.listPrice(subServiceId, currency);
      if (!stillCurrent()) return;
      if (!hasPrice(answer.list_price)) throw new Error('No list price');
      lines.patch(key, { listPrice: answer.list_price, unitType: answer.unit_type, loading: false });
    } catch (error) {
      if (!stillCurrent()) return;
      toast.error(listPriceFailureText(error), { id: 'list-price-failure' });
      lines.patch(key, { listPrice: null, loading: false, subServiceName: '' });
      setValue(`services.${lines.indexOf(key)}.service_mapper`, undefined);
      setValue(`services.${lines.indexOf(key)}.discount`, '0');
    }
  };

  return {
    chooseService: (index: number, serviceId: number | null) => {
      const line = lines.latest.current[index];
      if (!line) return;
      lines.begin(line.key);
      lines.patch(line.key, { serviceId, listPrice: null, loading: false, subServiceName: '' });
      setValue(`services.${index}.service_mapper`, undefined);
      setValue(`services.${index}.discount`, '0');
    },
    chooseSubService: (index: number, subServiceId: number | null, label: string) => {
      const line = lines.latest.current[index];
      if (!line) return;
      setValue(`services.${index}.service_mapper`, subServiceId ?? undefined, {
        shouldValidate: form.formState.isSubmitted,
      });
      setValue(`services.${index}.discount`, '0');
      lines.patch(line.key, { subServiceName: label, listPrice: null });
      if (subServiceId) void loadPrice(line.key, subServiceId, getValues('currency') ?? 'USD');
    },
    /** Another currency: every chosen sub-service is priced again; discounts stay. */
    reprice: (currency: EntityCurrency) => {
      lines.latest.current.forEach((line, index) => {
        const subServiceId = idOf(getValues(`services.${index}.service_mapper`));
        if (subServiceId) void loadPrice(line.key, subServiceId, currency);
      });
    },
  };
}

interface EntityServicesSectionProps {
  form: UseFormReturn<EntityRequest>;
  lines: Lines;
  pricing: ReturnType<typeof useEntityPricing>;
}

export function EntityServicesSection({ form, lines, pricing }: EntityServicesSectionProps) {
  const { control, register, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const watched = useWatch({ control, name: 'services' }) ?? [];
  const currency = useWatch({ control, name: 'currency' }) ?? 'USD';

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{ENTITY_TEXTS.services}</legend>
      <p className="field__hint">{ENTITY_TEXTS.servicesHint}</p>
      {fields.map((field, index) => {
        const meta = lines.meta[index];
        if (!meta) return null;
        const n = index + 1;
        const path = `services.${index}` as const;
        const discount = watched[index]?.discount;
        const sell = finalSellPrice(meta.listPrice, discount);
        const discountInput = register(`${path}.discount`);
        const subError = formState.errors.services?.[index]?.service_mapper
          ? CLIENT_MESSAGES.serviceRequired
          : undefined;
        return (
          <ServiceLine
            key={field.id}
            n={n}
            onRemove={() => {
              remove(index);
              lines.removeAt(index);
            }}
          >
            <div className="form-grid">
              <ServiceSelects
                path={path}
                subServiceField="service_mapper"
                serviceId={meta.serviceId}
                subServiceId={idOf(watched[index]?.service_mapper)}
                subServiceName={meta.subServiceName}
                subServiceError={subError}
                onServiceChange={(id) => pricing.chooseService(index, id)}
                onSubServiceChange={(id, label) => pricing.chooseSubService(index, id, label)}
              />
              <Readout label={FIELD_TEXTS.listPrice} testId={`${path}.list_price`}>
                {meta.loading
                  ? FIELD_TEXTS.loading
                  : `${meta.listPrice ?? '0.00'} ${currency}${meta.unitType ? ` / ${meta.unitType}` : ''}`}
              </Readout>
              <TextField
                label={ENTITY_TEXTS.discountPct}
                inputMode="decimal"
                error={formState.errors.services?.[index]?.discount?.message}
                {...discountInput}
                onChange={(event) => {
                  if (!hasPrice(meta.listPrice)) {
                    event.target.value = String(getValues(`${path}.discount`) ?? '0');
                    toast.error(CLIENT_MESSAGES.listPriceNotFoundInvoice, { id: 'no-list-price' });
                    return;
                  }
                  void discountInput.onChange(event);
                }}
              />
              <Readout label={FIELD_TEXTS.finalPrice} tone="strong" testId={`${path}.final_sell_price`}>
                {meta.loading ? FIELD_TEXTS.loading : sell ? `${sell} ${currency}` : '—'}
              </Readout>
            </div>
          </ServiceLine>
        );
      })}
      <Button
        variant="secondary"
        className="btn--small"
        onClick={() => {
          append({ service_mapper: undefined, discount: '0' });
          lines.append(emptyEntityLine());
        }}
      >
        {FIELD_TEXTS.addService}
      </Button>
    </fieldset>
  );
}
