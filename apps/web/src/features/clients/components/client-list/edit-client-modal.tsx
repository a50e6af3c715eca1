import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import {
  CLIENT_MESSAGES,
  DEFAULT_LOCALE,
  MESSAGES,
  PROFILE_IMAGE_TYPES,
  updateClientRequestSchema,
} from '@ops/contracts';
import type { Client } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { FieldError } from '@/shared/ui/field-error';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { useUpdateClientMutation, useUploadClientLogoMutation } from '@/features/clients/api/clients-api';
import { LIST_TEXTS } from '@/features/clients/lib/client-texts';
import { failureText } from '@/features/clients/lib/failure';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { checkDomain } from '../client-form/company-section';
import { ChipListField } from '../fields/chip-list-field';
import { PortalLanguageField } from '../fields/portal-language-field';
import { ClientLogo } from './client-logo';

const IMAGE_TYPES: readonly string[] = Object.keys(PROFILE_IMAGE_TYPES);

/** Edit a client's name, domains, portal language and logo; its code never changes. */
export function EditClientModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const [updateClient, updating] = useUpdateClientMutation();
  const [uploadLogo, uploading] = useUploadClientLogoMutation();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(updateClientRequestSchema),
    defaultValues: {
      company_name: client.client_name,
      company_domain_list: client.client_domain_list,
      portal_language: client.portal_language ?? DEFAULT_LOCALE,
    },
  });
  const { errors } = formState;
  const T = LIST_TEXTS.edit;

  const onSubmit = handleSubmit(async (values) => {
    const saved = await updateClient({ id: client.client_id, body: values });
    if (saved.error) {
      toast.error(failureText(saved.error, CLIENT_MESSAGES.failedEditClient));
      return;
    }
    if (logo) {
      const uploaded = await uploadLogo({ id: client.client_id, file: logo });
      if (uploaded.error) {
        toast.error(failureText(uploaded.error, CLIENT_MESSAGES.failedEditClient));
        return;
      }
    }
    toast.success(saved.data.message || CLIENT_MESSAGES.clientUpdated);
    onClose();
  });

  return (
    <Modal title={FIELD_TEXTS.editOf(client.client_name)} onClose={onClose} testId="edit-client-modal">
      <form className="modal-form" onSubmit={onSubmit} noValidate aria-label={T.form}>
        <TextField
          label={FIELD_TEXTS.companyName}
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <TextField
          label={FIELD_TEXTS.clientCode}
          name="client_code_readonly"
          value={client.client_code}
          readOnly
        />
        <Controller
          control={control}
          name="company_domain_list"
          render={({ field }) => (
            <ChipListField
              label={FIELD_TEXTS.domains}
              name="company_domain_list"
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              check={checkDomain}
              duplicateMessage={CLIENT_MESSAGES.domainDuplicate}
              error={errors.company_domain_list?.message}
            />
          )}
        />
        <PortalLanguageField error={errors.portal_language?.message} {...register('portal_language')} />
        <div className="logo-field">
          <ClientLogo name={client.client_name} src={preview ?? client.client_logo} size={56} />
          <div className="field">
            <label className="field__label" htmlFor="client-logo-input">
              {T.logo}
            </label>
            <input
              id="client-logo-input"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                if (file && !IMAGE_TYPES.includes(file.type)) {
                  setLogoError(MESSAGES.imageTypeNotAllowed);
                  setLogo(null);
                  event.target.value = '';
                  return;
                }
                setLogoError(undefined);
                setLogo(file);
              }}
            />
            <FieldError id="client-logo-error" message={logoError} testId="image-error" />
          </div>
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>
            {FIELD_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={updating.isLoading || uploading.isLoading}>
            {T.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
