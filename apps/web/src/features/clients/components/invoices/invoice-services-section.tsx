import { useFieldArray, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES } from '@ops/contracts';
import type { InvoiceRequest } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
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
      <legend className="form-section__title">Services and invoice prices</legend>
      <p className="field__hint">
        The cumulative discount is measured against the MSLA price when there is one, else the list price.
      </p>
      {fields.map((field, index) => {
        const meta = lines.meta[index];
        if (!meta) return null;
        const n = index + 1;
        const path = `list_of_services.${index}` as const;
        const offered = watched[index]?.offered_price;
        const basis = hasPrice(meta.mslaPrice) ? 'MSLA' : 'list';
        const cumulative = liveCumulativeDiscount(offered, meta.listPrice, meta.mslaPrice);
        const lineErrors = formState.errors.list_of_services?.[index];
        const priceInput = register(`${path}.offered_price`);
        const loading = meta.loading ? 'Loading...' : null;
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
              <Readout label="List price" testId={`${path}.list_price`}>
                {loading ??
                  `${meta.listPrice ?? '0.00'} ${currency}${meta.unitType ? ` / ${meta.unitType}` : ''}`}
              </Readout>
              <Readout label="MSLA price" testId={`${path}.msla_price`}>
                {loading ?? (hasPrice(meta.mslaPrice) ? `${meta.mslaPrice} ${currency}` : 'No MSLA price')}
              </Readout>
              <TextField
                label="Invoice price"
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
              <Readout
                label={`Cumulative discount (against ${basis})`}
                tone="strong"
                testId={`${path}.cumulative_discount`}
              >
                {loading ?? percent(cumulative)}
              </Readout>
              <div className="readout-pair">
                <Readout label="Discount off list" tone="muted" testId={`${path}.cumm_discount_listprice`}>
                  {loading ?? percent(discountAgainst(offered, meta.listPrice))}
                </Readout>
                <Readout label="Discount off MSLA" tone="muted" testId={`${path}.cumm_discount_mslaprice`}>
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
        Add service
      </Button>
    </fieldset>
  );
}
