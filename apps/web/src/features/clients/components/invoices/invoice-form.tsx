import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  CLIENT_MESSAGES,
  DISCOUNT_TYPES,
  INVOICE_CURRENCIES,
  INVOICE_TAX_TYPES,
  MESSAGES,
  invoiceRequestSchema,
  plainTextSchema,
} from '@ops/contracts';
import type { Invoice } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { TextareaField } from '@/shared/ui/textarea-field';
import { useGetDefaultEntitiesQuery } from '@/features/clients/api/entities-api';
import { useCreateInvoiceMutation, useUpdateInvoiceMutation } from '@/features/clients/api/invoices-api';
import type { InvoiceCurrency } from '@/features/clients/api/lookups-api';
import { failureText } from '@/features/clients/lib/failure';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { INVOICE_TEXTS } from '@/features/clients/lib/record-texts';
import { useLineMeta } from '../common/use-line-meta';
import { ChipListField } from '../fields/chip-list-field';
import type { ChipCheck } from '../fields/chip-list-field';
import { DefaultEntityField } from '../fields/default-entity-field';
import { TaxRowsField } from '../fields/tax-rows-field';
import { InvoiceServicesSection } from './invoice-services-section';
import { useInvoicePricing } from './use-invoice-pricing';
import type { InvoiceFormStart, InvoiceLineMeta } from './invoice-values';

const codeSchema = plainTextSchema(40);
const checkCode: ChipCheck = (entry) => {
  const parsed = codeSchema.safeParse(entry);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.symbolsNotAllowed };
};

interface InvoiceFormProps {
  clientId: number;
  start: InvoiceFormStart;
  editing: Invoice | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function InvoiceForm({ clientId, start, editing, onSaved, onCancel }: InvoiceFormProps) {
  const form = useForm({ resolver: zodResolver(invoiceRequestSchema), defaultValues: start.values });
  const { register, control, handleSubmit, formState, getValues, setValue } = form;
  const { errors } = formState;
  const lines = useLineMeta<InvoiceLineMeta>(start.lines);
  const pricing = useInvoicePricing(form, lines);
  const { data: entities = [] } = useGetDefaultEntitiesQuery(clientId);
  const [createInvoice, created] = useCreateInvoiceMutation();
  const [updateInvoice, updated] = useUpdateInvoiceMutation();

  // A new invoice bills the client's first entity unless another is picked.
  const firstEntity = entities[0]?.id;
  useEffect(() => {
    if (!editing && firstEntity && !getValues('default_entity')) setValue('default_entity', firstEntity);
  }, [editing, firstEntity, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    if (lines.latest.current.some((l) => l.loading)) return;
    const result = editing
      ? await updateInvoice({ id: editing.id, body: values })
      : await createInvoice(values);
    if (result.error) {
      const fallback = editing ? CLIENT_MESSAGES.failedUpdateInvoice : CLIENT_MESSAGES.failedCreateInvoice;
      toast.error(failureText(result.error, fallback));
      return;
    }
    toast.success(result.data.message || CLIENT_MESSAGES.invoiceSaved);
    onSaved();
  });

  const currency = register('currency_used', {
    onChange: (event: { target: { value: string } }) =>
      pricing.reprice(event.target.value as InvoiceCurrency),
  });

  return (
    <form
      className="record-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? INVOICE_TEXTS.edit : INVOICE_TEXTS.add}
    >
      <h2 className="record-form__title">{editing ? INVOICE_TEXTS.editOf(editing.id) : INVOICE_TEXTS.add}</h2>
      <fieldset className="form-section">
        <legend className="form-section__title">{INVOICE_TEXTS.validity}</legend>
        <div className="form-grid">
          <TextField
            label={INVOICE_TEXTS.validFrom}
            type="date"
            error={errors.invoice_validity_start?.message}
            {...register('invoice_validity_start')}
          />
          <TextField
            label={INVOICE_TEXTS.validUntil}
            type="date"
            error={errors.invoice_validity_end?.message}
            {...register('invoice_validity_end')}
          />
          <DefaultEntityField control={control} name="default_entity" clientId={clientId} />
          <SelectField
            label={FIELD_TEXTS.currency}
            options={INVOICE_CURRENCIES}
            error={errors.currency_used?.message}
            {...currency}
          />
          <fieldset className="check-group form-grid__full">
            <legend className="field__label">{INVOICE_TEXTS.discountTypes}</legend>
            {DISCOUNT_TYPES.map((type) => (
              <label key={type} className="check-group__item">
                <input type="checkbox" value={type} {...register('types_of_discounts')} />
                {type}
              </label>
            ))}
            <FieldError
              id="types-of-discounts-error"
              message={errors.types_of_discounts?.message}
              testId="types_of_discounts-error"
            />
          </fieldset>
          <div className="form-grid__full">
            <TaxRowsField
              control={control}
              register={register}
              name="taxes_list"
              types={INVOICE_TAX_TYPES}
              max={5}
            />
          </div>
        </div>
      </fieldset>
      <InvoiceServicesSection form={form} lines={lines} pricing={pricing} />
      <fieldset className="form-section">
        <legend className="form-section__title">{INVOICE_TEXTS.codesAndComments}</legend>
        <div className="form-grid">
          <Controller
            control={control}
            name="invoice_codes_list"
            render={({ field }) => (
              <ChipListField
                label={INVOICE_TEXTS.codes}
                name="invoice_codes_list"
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                check={checkCode}
                duplicateMessage={CLIENT_MESSAGES.codeDuplicate}
                error={errors.invoice_codes_list?.message}
              />
            )}
          />
          <TextareaField
            label={FIELD_TEXTS.comments}
            rows={3}
            error={errors.comments?.message}
            {...register('comments')}
          />
        </div>
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {editing ? FIELD_TEXTS.cancelEdit : FIELD_TEXTS.clearForm}
        </Button>
        <Button type="submit" loading={created.isLoading || updated.isLoading || formState.isSubmitting}>
          {INVOICE_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
