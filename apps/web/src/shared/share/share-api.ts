import { API, messageResponseSchema, suggestionResponseSchema } from '@ops/contracts';
import type { MessageResponse, SuggestionResponse } from '@ops/contracts';
import { api } from '../api/api-slice';
import { queryString } from '../api/query-string';

/** Whose addresses to suggest: the wizard names the client and entity, the SHARING tab the delivery. */
export type SuggestionScope = { entity_code: string; client_code: string } | { delivery_id: string };

type SuggestionArgs = { search: string } & SuggestionScope;

/** The calls every share field makes: e-mail suggestions and the password check of the share warning. */
const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailSuggestions: build.query<SuggestionResponse['data'], SuggestionArgs>({
      query: (params) => ({ url: `${API.deliveries.suggestion}${queryString({ ...params })}`, auth: true }),
      rawResponseSchema: suggestionResponseSchema,
      transformResponse: (body: SuggestionResponse) => body.data,
    }),
    validateSharePassword: build.mutation<MessageResponse, { password: string }>({
      query: (body) => ({ url: API.auth.validatePassword, method: 'POST', body, auth: true }),
      responseSchema: messageResponseSchema,
    }),
  }),
});

export const { useGetEmailSuggestionsQuery, useValidateSharePasswordMutation } = shareApi;
