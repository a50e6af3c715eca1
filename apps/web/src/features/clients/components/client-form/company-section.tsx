import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { CLIENT_MESSAGES, DEFAULT_LOCALE, MESSAGES, domainSchema } from '@ops/contracts';
import type { CreateClientRequest } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { ComboField } from '@/shared/ui/combo-field';
import { TextField } from '@/shared/ui/text-field';
import { useGetDefaultClientsQuery } from '@/features/clients/api/clients-api';
import { CLIENT_FORM_TEXTS as T } from '@/features/clients/lib/client-texts';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { ChipListField } from '../fields/chip-list-field';
import type { ChipCheck } from '../fields/chip-list-field';
import { PortalLanguageField } from '../fields/portal-language-field';
import { useClientCode } from './use-client-code';

export const checkDomain: ChipCheck = (entry) => {
  const parsed = domainSchema.safeParse(entry);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: CLIENT_MESSAGES.domainInvalid };
};

type Mode = 'new' | 'existing';

/**
 * A new company (name, generated and verified code, domains, portal language) or an existing one picked from
 * the list.
 */
export function CompanySection({ form }: { form: UseFormReturn<CreateClientRequest> }) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const [mode, setMode] = useState<Mode>('new');
  const { data: clients = [], isLoading } = useGetDefaultClientsQuery();
  const code = useClientCode(form);
  const existing = mode === 'existing';
  const validate = { shouldValidate: formState.isSubmitted };

  const switchTo = (next: Mode) => {
    setMode(next);
    // Either way the company fields start over: a new company clears domains and code (section 4).
    setValue('client_id', null);
    setValue('company_name', '', validate);
    setValue('client_code', '', validate);
    setValue('company_domain_list', [], validate);
    // An existing company keeps its portal language (changed in its edit); a new one starts in English.
    setValue('portal_language', next === 'new' ? DEFAULT_LOCALE : undefined);
  };
  const pick = (id: number | null) => {
    const client = clients.find((c) => c.id === id);
    setValue('client_id', client?.id ?? null);
    setValue('company_name', client?.company_name ?? '', validate);
    setValue('client_code', client?.client_code ?? '', validate);
    setValue('company_domain_list', client?.company_domain_list ?? [], validate);
  };

  const pickedId: unknown = useWatch({ control, name: 'client_id' });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{T.company}</legend>
      <div className="segmented" role="radiogroup" aria-label={T.companyType}>
        {(['new', 'existing'] as const).map((m) => (
          <label key={m} className={`segmented__item${mode === m ? ' is-active' : ''}`}>
            <input type="radio" name="company-mode" checked={mode === m} onChange={() => switchTo(m)} />
            {m === 'new' ? T.newCompany : T.existing}
          </label>
        ))}
      </div>
      <div className="form-grid">
        {existing && (
          <ComboField<number>
            label={T.selectCompany}
            name="client_id"
            className="form-grid__full"
            value={typeof pickedId === 'number' ? pickedId : null}
            options={clients.map((c) => ({ value: c.id, label: `${c.company_name} (${c.client_code})` }))}
            loading={isLoading}
            onChange={pick}
            error={errors.company_name ? MESSAGES.selectFromList : undefined}
          />
        )}
        <TextField
          label={FIELD_TEXTS.companyName}
          readOnly={existing}
          error={existing ? undefined : errors.company_name?.message}
          {...register('company_name')}
        />
        <div className="code-field">
          <TextField
            label={FIELD_TEXTS.clientCode}
            className="code-field__input"
            readOnly={existing}
            autoComplete="off"
            error={existing ? undefined : errors.client_code?.message}
            {...register('client_code')}
          />
          {!existing && (
            <div className="code-field__actions">
              <Button
                variant="secondary"
                className="btn--small"
                loading={code.generating}
                onClick={() => void code.generateCode()}
              >
                {T.generate}
              </Button>
              <Button
                variant="secondary"
                className="btn--small"
                loading={code.verifying}
                onClick={() => void code.verifyCode()}
              >
                {T.verify}
              </Button>
            </div>
          )}
        </div>
        <div className="form-grid__full">
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
                readOnly={existing}
                placeholder="example.com"
                error={existing ? undefined : errors.company_domain_list?.message}
              />
            )}
          />
        </div>
        {!existing && (
          <PortalLanguageField error={errors.portal_language?.message} {...register('portal_language')} />
        )}
      </div>
    </fieldset>
  );
}
