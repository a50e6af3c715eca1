import { API, recipientLanguageResponseSchema } from '@ops/contracts';
import type { RecipientLanguageRequest } from '@ops/contracts';
import type { z } from 'zod';
import { api } from '../api/api-slice';

type LanguageAnswer = z.infer<typeof recipientLanguageResponseSchema>;

// The portal's own call, beside its language: the recipient's choice, for their e-mails too (decision 0042).
const languageApi = api.injectEndpoints({
  endpoints: (build) => ({
    setRecipientLanguage: build.mutation<LanguageAnswer, RecipientLanguageRequest>({
      query: (body) => ({ url: API.recipients.language, method: 'POST', body, recipient: true }),
      responseSchema: recipientLanguageResponseSchema,
    }),
  }),
});

export const { useSetRecipientLanguageMutation } = languageApi;
