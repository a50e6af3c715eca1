import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES, ENTITY_CURRENCIES, ENTITY_TAX_TYPES, entityRequestSchema } from '@ops/contracts';
import type { Entity } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { TextareaField } from '@/shared/ui/textarea-field';
import { useCreateEntityMutation, useUpdateEntityMutation } from '@/features/clients/api/entities-api';
import type { EntityCurrency } from '@/features/clients/api/lookups-api';
import { failureText } from '@/features/clients/lib/failure';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { ENTITY_TEXTS } from '@/features/clients/lib/record-texts';
import { CountryCityFields } from '../fields/country-city-fields';
import { TaxRowsField } from '../fields/tax-rows-field';
import { useLineMeta } from '../common/use-line-meta';
import { EntityServicesSection, useEntityPricing } from './entity-services-section';
import { EntityContractSection, EntityRegistrationSection } from './entity-terms-section';
import type { EntityFormStart, EntityLineMeta } from './entity-values';

interface EntityFormProps {
  start: EntityFormStart;
  /** The entity being edited, or null for a new one. */
  editing: Entity | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Every field of a billing entity (section 3); save returns to the list. */
export function EntityForm({ start, editing, onSaved, onCancel }: EntityFormProps) {
  const form = useForm({ resolver: zodResolver(entityRequestSchema), defaultValues: start.values });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const lines = useLineMeta<EntityLineMeta>(start.lines);
  const pricing = useEntityPricing(form, lines);
  const [createEntity, created] = useCreateEntityMutation();
  const [updateEntity, updated] = useUpdateEntityMutation();

  const onSubmit = handleSubmit(async (values) => {
    if (lines.latest.current.some((l) => l.loading)) return;
    // Switched-off inputs are disabled, and react-hook-form leaves disabled fields out: send them empty.
    const body = {
      ...values,
      charge_code: values.uses_charge_code ? (values.charge_code ?? null) : null,
      file_sharing_platform: values.is_external ? (values.file_sharing_platform ?? '') : '',
      file_shared_type: values.is_external ? (values.file_shared_type ?? null) : null,
    };
    const result = editing ? await updateEntity({ id: editing.id, body }) : await createEntity(body);
    if (result.error) {
      const fallback = editing ? CLIENT_MESSAGES.failedUpdateEntity : CLIENT_MESSAGES.failedCreateEntity;
      toast.error(failureText(result.error, fallback));
      return;
    }
    toast.success(result.data.message || CLIENT_MESSAGES.entitySaved);
    onSaved();
  });

  const currency = register('currency', {
    onChange: (event: { target: { value: string } }) => pricing.reprice(event.target.value as EntityCurrency),
  });

  return (
    <form
      className="record-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? ENTITY_TEXTS.edit : ENTITY_TEXTS.add}
    >
      <h2 className="record-form__title">
        {editing ? FIELD_TEXTS.editOf(editing.entity_name) : ENTITY_TEXTS.add}
      </h2>
      {editing && <p className="record-form__code">{ENTITY_TEXTS.code(editing.entity_code)}</p>}
      <fieldset className="form-section">
        <legend className="form-section__title">{ENTITY_TEXTS.address}</legend>
        <div className="form-grid">
          <TextField
            label={FIELD_TEXTS.entityName}
            error={errors.entity_name?.message}
            {...register('entity_name')}
          />
          <TextField label={FIELD_TEXTS.zipCode} error={errors.zip_code?.message} {...register('zip_code')} />
          <TextareaField
            label={FIELD_TEXTS.address1}
            error={errors.address1?.message}
            {...register('address1')}
          />
          <TextareaField
            label={FIELD_TEXTS.address2}
            error={errors.address2?.message}
            {...register('address2')}
          />
          <CountryCityFields control={control} countryName="country" cityName="city" />
        </div>
      </fieldset>
      <EntityRegistrationSection form={form} />
      <EntityContractSection
        form={form}
        entityId={editing?.id ?? null}
        savedContract={editing?.contract ?? null}
      />
      <fieldset className="form-section">
        <legend className="form-section__title">{ENTITY_TEXTS.billing}</legend>
        <div className="form-grid">
          <SelectField
            label={FIELD_TEXTS.currency}
            options={ENTITY_CURRENCIES}
            error={errors.currency?.message}
            {...currency}
          />
          <TextField
            label={ENTITY_TEXTS.duration}
            type="number"
            min={1}
            max={3650}
            error={errors.file_duration?.message}
            {...register('file_duration')}
          />
          <div className="form-grid__full">
            <TaxRowsField
              control={control}
              register={register}
              name="tax_list"
              types={ENTITY_TAX_TYPES}
              max={10}
            />
          </div>
        </div>
      </fieldset>
      <EntityServicesSection form={form} lines={lines} pricing={pricing} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {editing ? FIELD_TEXTS.cancelEdit : FIELD_TEXTS.clearForm}
        </Button>
        <Button type="submit" loading={created.isLoading || updated.isLoading || formState.isSubmitting}>
          {ENTITY_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
