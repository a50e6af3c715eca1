import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  CLIENT_MESSAGES,
  DEFAULT_CITY_COUNTRY,
  INDUSTRIES,
  JOB_FUNCTIONS,
  USER_CATEGORIES,
  clientUserRequestSchema,
} from '@ops/contracts';
import type { ClientUser, ClientUserRequest, DefaultClient } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/select-field';
import { TextField } from '@/shared/ui/text-field';
import {
  useCreateClientUserMutation,
  useUpdateClientUserMutation,
} from '@/features/clients/api/client-users-api';
import { emailDomainProblem } from '@/features/clients/lib/email-domain';
import { failureText } from '@/features/clients/lib/failure';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { emptyAsNull } from '@/features/clients/lib/form-values';
import { USER_TEXTS } from '@/features/clients/lib/record-texts';
import { CountryCityFields } from '../fields/country-city-fields';
import { DefaultEntityField } from '../fields/default-entity-field';
import { PhoneListField } from '../fields/phone-list-field';

function userValues(clientId: number, user: ClientUser | null): ClientUserRequest {
  return {
    client_id: clientId,
    username: user?.username ?? '',
    email: user?.email ?? '',
    phone_number_list: user?.phone_number_list.map((p) => ({ ext: p.ext, number: p.number })) ?? [],
    country: user?.country ?? DEFAULT_CITY_COUNTRY,
    city: user?.city ?? '',
    category: user?.category ?? null,
    designation: user?.designation ?? '',
    industry: user?.industry ?? null,
    job_function: user?.job_function ?? null,
    default_entity: user?.default_entity ?? null,
  };
}

interface UserFormProps {
  client: DefaultClient;
  editing: ClientUser | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** A client user; the e-mail must use one of the client's domains. */
export function UserForm({ client, editing, onSaved, onCancel }: UserFormProps) {
  const form = useForm({
    resolver: zodResolver(clientUserRequestSchema),
    defaultValues: userValues(client.id, editing),
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const { errors } = formState;
  const [createUser, created] = useCreateClientUserMutation();
  const [updateUser, updated] = useUpdateClientUserMutation();

  const onSubmit = handleSubmit(async (values) => {
    const problem = emailDomainProblem(values.email, client.company_domain_list);
    if (problem) {
      setError('email', { message: problem }, { shouldFocus: true });
      return;
    }
    const result = editing ? await updateUser({ id: editing.id, body: values }) : await createUser(values);
    if (result.error) {
      const fallback = editing ? CLIENT_MESSAGES.failedUpdateUser : CLIENT_MESSAGES.failedCreateUser;
      toast.error(failureText(result.error, fallback));
      return;
    }
    toast.success(result.data.message || CLIENT_MESSAGES.userSaved);
    onSaved();
  });

  return (
    <form
      className="record-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? USER_TEXTS.edit : USER_TEXTS.add}
    >
      <h2 className="record-form__title">
        {editing ? FIELD_TEXTS.editOf(editing.username) : USER_TEXTS.add}
      </h2>
      <p className="field__hint">{USER_TEXTS.domains(client.company_domain_list.join(', '))}</p>
      <fieldset className="form-section">
        <legend className="form-section__title">{USER_TEXTS.user}</legend>
        <div className="form-grid">
          <TextField
            label={FIELD_TEXTS.userName}
            autoComplete="off"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={FIELD_TEXTS.userEmail}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="form-grid__full">
            <PhoneListField control={control} register={register} name="phone_number_list" />
          </div>
          <CountryCityFields control={control} countryName="country" cityName="city" />
          <TextField
            label={FIELD_TEXTS.designation}
            error={errors.designation?.message}
            {...register('designation')}
          />
          <SelectField
            label={FIELD_TEXTS.category}
            options={USER_CATEGORIES}
            emptyOption={FIELD_TEXTS.notSet}
            error={errors.category?.message}
            {...register('category', emptyAsNull)}
          />
          <SelectField
            label={FIELD_TEXTS.industry}
            options={INDUSTRIES}
            emptyOption={FIELD_TEXTS.notSet}
            error={errors.industry?.message}
            {...register('industry', emptyAsNull)}
          />
          <SelectField
            label={FIELD_TEXTS.jobFunction}
            options={JOB_FUNCTIONS}
            emptyOption={FIELD_TEXTS.notSet}
            error={errors.job_function?.message}
            {...register('job_function', emptyAsNull)}
          />
          <DefaultEntityField control={control} name="default_entity" clientId={client.id} optional />
        </div>
      </fieldset>
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {editing ? FIELD_TEXTS.cancelEdit : FIELD_TEXTS.clearForm}
        </Button>
        <Button type="submit" loading={created.isLoading || updated.isLoading || formState.isSubmitting}>
          {USER_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
