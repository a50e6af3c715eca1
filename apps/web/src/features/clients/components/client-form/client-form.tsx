import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import {
  CLIENT_MESSAGES,
  DEFAULT_CITY_COUNTRY,
  INDUSTRIES,
  JOB_FUNCTIONS,
  USER_CATEGORIES,
  createClientRequestSchema,
} from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import { TextareaField } from '@/shared/ui/textarea-field';
import { useCreateClientMutation } from '@/features/clients/api/clients-api';
import { emailDomainProblem } from '@/features/clients/lib/email-domain';
import { failureText } from '@/features/clients/lib/failure';
import { CLIENT_FORM_TEXTS as T } from '@/features/clients/lib/client-texts';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { emptyAsNull } from '@/features/clients/lib/form-values';
import { CountryCityFields } from '../fields/country-city-fields';
import { PhoneListField } from '../fields/phone-list-field';
import { CompanySection } from './company-section';
import { emptyClient } from './client-values';

/** Section 2 client form: company, entity data and user data, with the three confirmation toggles. */
export function ClientForm({ onClear }: { onClear: () => void }) {
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(createClientRequestSchema), defaultValues: emptyClient() });
  const { register, control, handleSubmit, formState, setValue, setError, reset } = form;
  const { errors } = formState;
  const [createClient, { isLoading }] = useCreateClientMutation();

  const copyAddress = useWatch({ control, name: 'copy_address' }) ?? false;
  const entityCountry = useWatch({ control, name: 'entity_data.entity_country' });
  const entityCity = useWatch({ control, name: 'entity_data.entity_city' });
  // While 'Copy address to user' is on, the user's country and city follow the entity's.
  useEffect(() => {
    if (!copyAddress) return;
    setValue('user_data.user_country', entityCountry);
    setValue('user_data.user_city', entityCity);
  }, [copyAddress, entityCountry, entityCity, setValue]);

  const copyToggle = register('copy_address', {
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) return;
      setValue('user_data.user_country', DEFAULT_CITY_COUNTRY);
      setValue('user_data.user_city', '');
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const problem = emailDomainProblem(values.user_data.user_email, values.company_domain_list);
    if (problem) {
      setError('user_data.user_email', { message: problem }, { shouldFocus: true });
      return;
    }
    const result = await createClient(values);
    if (result.error) {
      toast.error(failureText(result.error, CLIENT_MESSAGES.failedCreateClient));
      return;
    }
    toast.success(result.data.message || CLIENT_MESSAGES.clientCreated);
    reset(emptyClient());
    await navigate('/requester', { state: { createdClientId: result.data.data.client_id } });
  });

  return (
    <form className="record-form" onSubmit={onSubmit} noValidate aria-label={T.form}>
      <CompanySection form={form} />
      <fieldset className="form-section">
        <legend className="form-section__title">{T.entityData}</legend>
        <div className="form-grid">
          <TextField
            label={FIELD_TEXTS.entityName}
            error={errors.entity_data?.entity_name?.message}
            {...register('entity_data.entity_name')}
          />
          <TextField
            label={FIELD_TEXTS.zipCode}
            error={errors.entity_data?.entity_zip_code?.message}
            {...register('entity_data.entity_zip_code')}
          />
          <TextareaField
            label={FIELD_TEXTS.address1}
            error={errors.entity_data?.address_1?.message}
            {...register('entity_data.address_1')}
          />
          <TextareaField
            label={FIELD_TEXTS.address2}
            error={errors.entity_data?.address_2?.message}
            {...register('entity_data.address_2')}
          />
          <CountryCityFields
            control={control}
            countryName="entity_data.entity_country"
            cityName="entity_data.entity_city"
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{T.userData}</legend>
        <CheckboxField label={T.copyAddress} hint={T.copyHint} {...copyToggle} />
        <div className="form-grid">
          <TextField
            label={FIELD_TEXTS.userName}
            autoComplete="off"
            error={errors.user_data?.user_name?.message}
            {...register('user_data.user_name')}
          />
          <TextField
            label={FIELD_TEXTS.userEmail}
            type="email"
            autoComplete="off"
            error={errors.user_data?.user_email?.message}
            {...register('user_data.user_email')}
          />
          <div className="form-grid__full">
            <PhoneListField control={control} register={register} name="user_data.user_phone_no" />
          </div>
          <CountryCityFields
            control={control}
            countryName="user_data.user_country"
            cityName="user_data.user_city"
            countryLabel={T.userCountry}
            cityLabel={T.userCity}
            disabled={copyAddress}
          />
          <TextField
            label={FIELD_TEXTS.designation}
            error={errors.user_data?.user_designation?.message}
            {...register('user_data.user_designation')}
          />
          <SelectField
            label={FIELD_TEXTS.industry}
            options={INDUSTRIES}
            emptyOption={FIELD_TEXTS.notSet}
            {...register('user_data.user_industry', emptyAsNull)}
          />
          <SelectField
            label={FIELD_TEXTS.category}
            options={USER_CATEGORIES}
            emptyOption={FIELD_TEXTS.notSet}
            {...register('user_data.user_category', emptyAsNull)}
          />
          <SelectField
            label={FIELD_TEXTS.jobFunction}
            options={JOB_FUNCTIONS}
            emptyOption={FIELD_TEXTS.notSet}
            {...register('user_data.user_job_function', emptyAsNull)}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{T.confirmations}</legend>
        <CheckboxField
          label={T.readNote}
          hint={T.note}
          error={errors.note_understood?.message}
          {...register('note_understood')}
        />
        <CheckboxField
          label={T.readInstructions}
          hint={T.instructions}
          error={errors.instruction_understood?.message}
          {...register('instruction_understood')}
        />
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={onClear}>
          {FIELD_TEXTS.clearForm}
        </Button>
        <Button type="submit" loading={isLoading || formState.isSubmitting}>
          {T.create}
        </Button>
      </div>
    </form>
  );
}
