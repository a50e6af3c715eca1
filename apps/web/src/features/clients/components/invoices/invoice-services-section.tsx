import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES } from '@ops/contracts';
import type { InvoiceRequest } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { INVOICE_TEXTS } from '@/features/clients/lib/record-texts';
import { discountAgainst, hasPrice, liveCumulativeDiscount } from '@/features/clients/lib/money';
import { Readout } from '../fields/readout';
import { ServiceLine } from '../fields/service-line';
import { ServiceSelects } from '../fields/service-selects';
import type { useLineMeta } from '../common/use-line-meta';
import { idOf } from './use-invoice-pricing';
import type { useInvoicePricing } from './use-invoice-pricing';
import { emptyInvoiceLine } from './invoice-values';
import type { InvoiceLineMeta } from './invoice-values';

interface InvoiceServicesSectionProps {
  form: UseFormReturn<InvoiceRequest>;
  lines: ReturnType<typeof useLineMeta<InvoiceLineMeta>>;
  pricing: ReturnType<typeof useInvoicePricing>;
}

const percent = (value: string | null) => (value === null ? '—' : `${value}%`);

export function InvoiceServicesSection({ form, lines, pricing }: InvoiceServicesSectionProps) {
  const { control, register, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'list_of_services' });
  const watched = useWatch({ control, name: 'list_of_services' }) ?? [];
  const currency = useWatch({ control, name: 'currency_used' }) ?? 'USD';

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{INVOICE_TEXTS.services}</legend>
      <p className="field__hint">{INVOICE_TEXTS.servicesHint}</p>
      {fields.map((field, index) => {
        const meta = lines.meta[index];
        if (!meta) return null;
        const n = index + 1;
        const path = `list_of_services.${index}` as const;
        const offered = watched[index]?.offered_price;
        const cumulativeLabel = hasPrice(meta.mslaPrice)
          ? INVOICE_TEXTS.cumulativeMsla
          : INVOICE_TEXTS.cumulativeList;
        const cumulative = liveCumulativeDiscount(offered, meta.listPrice, meta.mslaPrice);
        const lineErrors = formState.errors.list_of_services?.[index];
        const priceInput = register(`${path}.offered_price`);
        const loading = meta.loading ? FIELD_TEXTS.loading : null;
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
                subServiceField="sub_service"
                serviceId={meta.serviceId}
                subServiceId={idOf(watched[index]?.sub_service)}
                subServiceName={meta.subServiceName}
                subServiceError={lineErrors?.sub_service ? CLIENT_MESSAGES.serviceRequired : undefined}
                onServiceChange={(id) => pricing.chooseService(index, id)}
                onSubServiceChange={(id, label) => pricing.chooseSubService(index, id, label)}
              />
              <Readout label={FIELD_TEXTS.listPrice} testId={`${path}.list_price`}>
                {loading ??
                  `${meta.listPrice ?? '0.00'} ${currency}${meta.unitType ? ` / ${meta.unitType}` : ''}`}
              </Readout>
              <Readout label={FIELD_TEXTS.mslaPrice} testId={`${path}.msla_price`}>
                {loading ??
                  (hasPrice(meta.mslaPrice) ? `${meta.mslaPrice} ${currency}` : INVOICE_TEXTS.noMsla)}
              </Readout>
              <TextField
                label={INVOICE_TEXTS.price}
                inputMode="decimal"
                error={lineErrors?.offered_price?.message}
                {...priceInput}
                onChange={(event) => {
                  if (!hasPrice(meta.listPrice)) {
                    event.target.value = String(getValues(`${path}.offered_price`) ?? '0');
                    toast.error(CLIENT_MESSAGES.listPriceNotFoundInvoice, { id: 'no-list-price' });
                    return;
                  }
                  void priceInput.onChange(event);
                }}
              />
              <Readout label={cumulativeLabel} tone="strong" testId={`${path}.cumulative_discount`}>
                {loading ?? percent(cumulative)}
              </Readout>
              <div className="readout-pair">
                <Readout
                  label={INVOICE_TEXTS.offList}
                  tone="muted"
                  testId={`${path}.cumm_discount_listprice`}
                >
                  {loading ?? percent(discountAgainst(offered, meta.listPrice))}
                </Readout>
                <Readout
                  label={INVOICE_TEXTS.offMsla}
                  tone="muted"
                  testId={`${path}.cumm_discount_mslaprice`}
                >
                  {loading ?? percent(discountAgainst(offered, meta.mslaPrice))}
                </Readout>
              </div>
            </div>
          </ServiceLine>
        );
      })}
      <Button
        variant="secondary"
        className="btn--small"
        onClick={() => {
          append({ sub_service: undefined, offered_price: '0' });
          lines.append(emptyInvoiceLine());
        }}
      >
        {FIELD_TEXTS.addService}
      </Button>
    </fieldset>
  );
}
