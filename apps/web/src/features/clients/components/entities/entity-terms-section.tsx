import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { CONTRACT_TYPES, SHARE_TYPES } from '@ops/contracts';
import type { EntityRequest, StoredFile } from '@ops/contracts';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { emptyAsNull } from '@/features/clients/lib/form-values';
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
      <legend className="form-section__title">Registration, sharing and charge code</legend>
      <div className="form-grid">
        <TextField
          label="Company registration number"
          error={errors.company_reg_no?.message}
          {...register('company_reg_no')}
        />
        <TextField
          label="Registration validity"
          type="date"
          error={errors.company_reg_validity?.message}
          {...register('company_reg_validity', emptyAsNull)}
        />
        <TextField
          label="Tax registration number"
          error={errors.tax_reg_no?.message}
          {...register('tax_reg_no')}
        />
        <TextField
          label="Tax validity"
          type="date"
          error={errors.tax_validity?.message}
          {...register('tax_validity', emptyAsNull)}
        />
        <CheckboxField label="External sharing" className="form-grid__full" {...register('is_external')} />
        <TextField
          label="File sharing platform"
          error={errors.file_sharing_platform?.message}
          {...register('file_sharing_platform', { disabled: !isExternal })}
        />
        <SelectField
          label="Share type"
          options={SHARE_TYPES}
          emptyOption="Not set"
          error={errors.file_shared_type?.message}
          {...register('file_shared_type', { ...emptyAsNull, disabled: !isExternal })}
        />
        <CheckboxField
          label="Uses charge code"
          className="form-grid__full"
          {...register('uses_charge_code')}
        />
        <TextField
          label="Charge code"
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
      <legend className="form-section__title">Contract</legend>
      <div className="form-grid">
        <SelectField
          label="Contract type"
          options={CONTRACT_TYPES}
          error={errors.contract_file_type?.message}
          {...register('contract_file_type')}
        />
        <CheckboxField
          label="MSLA entity"
          checked={contractType === 'MSLA'}
          readOnly
          disabled
          hint="Follows the contract type."
        />
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
          label="Contract valid from"
          type="date"
          error={errors.contract_validity_start?.message}
          {...register('contract_validity_start', emptyAsNull)}
        />
        <TextField
          label="Contract valid until"
          type="date"
          error={errors.contract_validity_end?.message}
          {...register('contract_validity_end', emptyAsNull)}
        />
      </div>
    </fieldset>
  );
}
