import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import {
  CLIENT_MESSAGES,
  clientCodeSchema,
  consoleSays,
  generateClientCodeQuerySchema,
} from '@ops/contracts';
import type { CreateClientRequest } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import {
  useLazyGenerateClientCodeQuery,
  useLazyVerifyClientCodeQuery,
} from '@/features/clients/api/clients-api';

const nameSchema = generateClientCodeQuerySchema.shape.com;

/** 'Generate code' from the company name and 'Verify code' against the server (section 5, client code). */
export function useClientCode(form: UseFormReturn<CreateClientRequest>) {
  const { getValues, setValue, setError, clearErrors } = form;
  const [generate, generating] = useLazyGenerateClientCodeQuery();
  const [verify, verifying] = useLazyVerifyClientCodeQuery();

  const generateCode = async () => {
    const name = nameSchema.safeParse(getValues('company_name'));
    if (!name.success) {
      setError('company_name', { message: name.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    clearErrors('company_name');
    const result = await generate(name.data);
    if (result.data) {
      setValue('client_code', result.data.client_code, { shouldValidate: true });
      clearErrors('client_code');
    } else toast.error(errorMessage(result.error));
  };

  const verifyCode = async () => {
    const code = clientCodeSchema.safeParse(getValues('client_code'));
    if (!code.success) {
      setError('client_code', { message: code.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    clearErrors('client_code');
    setValue('client_code', code.data);
    const result = await verify(code.data);
    if (!result.data) {
      toast.error(errorMessage(result.error));
      return;
    }
    // The spec shows a valid code's confirmation in the error style too.
    toast.error(
      result.data.valid
        ? CLIENT_MESSAGES.companyCodeUpdated
        : `${consoleSays(result.data.message)}${CLIENT_MESSAGES.enterNewCompanyCode}`,
      { id: 'client-code-check' },
    );
  };

  return {
    generateCode,
    verifyCode,
    generating: generating.isFetching,
    verifying: verifying.isFetching,
  };
}
