import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { CONTRACT_TYPES, SHARE_TYPE_LABELS, SHARE_TYPE_VALUES } from '@ops/contracts';
import type { EntityRequest, StoredFile } from '@ops/contracts';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { emptyAsNull } from '@/features/clients/lib/form-values';
import { ENTITY_TEXTS as T } from '@/features/clients/lib/record-texts';
import { ContractFileField } from './contract-file-field';

interface SectionProps {
  form: UseFormReturn<EntityRequest>;
}

/** Registration and tax numbers with their validity, external sharing and the charge code. */
export function EntityRegistrationSection({ form }: SectionProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const isExternal = useWatch({ control, name: 'is_external' }) ?? false;
  const usesChargeCode = useWatch({ control, name: 'uses_charge_code' }) ?? false;
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{T.registration}</legend>
      <div className="form-grid">
        <TextField label={T.regNo} error={errors.company_reg_no?.message} {...register('company_reg_no')} />
        <TextField
          label={T.regValidity}
          type="date"
          error={errors.company_reg_validity?.message}
          {...register('company_reg_validity', emptyAsNull)}
        />
        <TextField label={T.taxNo} error={errors.tax_reg_no?.message} {...register('tax_reg_no')} />
        <TextField
          label={T.taxValidity}
          type="date"
          error={errors.tax_validity?.message}
          {...register('tax_validity', emptyAsNull)}
        />
        <CheckboxField label={T.external} className="form-grid__full" {...register('is_external')} />
        <TextField
          label={T.platform}
          error={errors.file_sharing_platform?.message}
          {...register('file_sharing_platform', { disabled: !isExternal })}
        />
        <SelectField
          label={T.shareType}
          options={SHARE_TYPE_VALUES.map((value) => ({ value, label: SHARE_TYPE_LABELS[value] }))}
          emptyOption={FIELD_TEXTS.notSet}
          error={errors.file_shared_type?.message}
          {...register('file_shared_type', { ...emptyAsNull, disabled: !isExternal })}
        />
        <CheckboxField label={T.usesCharge} className="form-grid__full" {...register('uses_charge_code')} />
        <TextField
          label={T.chargeCode}
          error={errors.charge_code?.message}
          {...register('charge_code', { ...emptyAsNull, disabled: !usesChargeCode })}
        />
      </div>
    </fieldset>
  );
}

interface ContractSectionProps extends SectionProps {
  entityId: number | null;
  savedContract: StoredFile | null;
}

/** Contract type (NDA by default; MSLA makes an MSLA entity), the contract file and its validity. */
export function EntityContractSection({ form, entityId, savedContract }: ContractSectionProps) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const contractType = useWatch({ control, name: 'contract_file_type' }) ?? 'NDA';
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{T.contract}</legend>
      <div className="form-grid">
        <SelectField
          label={T.contractType}
          options={CONTRACT_TYPES}
          error={errors.contract_file_type?.message}
          {...register('contract_file_type')}
        />
        <CheckboxField label={T.msla} checked={contractType === 'MSLA'} readOnly disabled hint={T.mslaHint} />
        <div className="form-grid__full">
          <Controller
            control={control}
            name="contract"
            render={({ field }) => (
              <ContractFileField
                value={field.value}
                onChange={field.onChange}
                entityId={entityId}
                savedContract={savedContract}
                error={errors.contract?.message}
              />
            )}
          />
        </div>
        <TextField
          label={T.validFrom}
          type="date"
          error={errors.contract_validity_start?.message}
          {...register('contract_validity_start', emptyAsNull)}
        />
        <TextField
          label={T.validUntil}
          type="date"
          error={errors.contract_validity_end?.message}
          {...register('contract_validity_end', emptyAsNull)}
        />
      </div>
    </fieldset>
  );
}
