import {
  API,
  messageResponseSchema,
  mfaPolicyResponseSchema,
  mfaStatusResponseSchema,
  recoveryCodesResponseSchema,
  totpBeginResponseSchema,
  webauthnOptionsResponseSchema,
} from '@ops/contracts';
import type {
  MessageResponse,
  MfaPasswordRequest,
  MfaPolicy,
  MfaPolicyResponse,
  MfaStatusResponse,
  RecoveryCodesResponse,
  TotpBeginResponse,
  TotpConfirmRequest,
  AddPasskeyRequest,
  WebauthnOptionsResponse,
} from '@ops/contracts';
import { api } from '@/shared/api/api-slice';

type Status = MfaStatusResponse['data'];

const mfaApi = api.enhanceEndpoints({ addTagTypes: ['SecondFactor', 'MfaPolicy'] }).injectEndpoints({
  endpoints: (build) => ({
    getSecondFactors: build.query<Status, void, MfaStatusResponse>({
      query: () => ({ url: API.mfa.status, auth: true }),
      rawResponseSchema: mfaStatusResponseSchema,
      transformResponse: (body) => body.data,
      providesTags: ['SecondFactor'],
    }),
    beginTotp: build.mutation<TotpBeginResponse, void>({
      query: () => ({ url: API.mfa.totp, method: 'POST', auth: true }),
      responseSchema: totpBeginResponseSchema,
    }),
    // The status is refreshed when the recovery codes have been seen (the panel's Done), not now:
    // refetching would redraw the section under the codes shown once.
    confirmTotp: build.mutation<RecoveryCodesResponse, TotpConfirmRequest>({
      query: (body) => ({ url: API.mfa.totpConfirm, method: 'POST', body, auth: true }),
      responseSchema: recoveryCodesResponseSchema,
    }),
    disableTotp: build.mutation<MessageResponse, MfaPasswordRequest>({
      query: (body) => ({ url: API.mfa.totpDisable, method: 'POST', body, auth: true }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['SecondFactor'],
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodesResponse, MfaPasswordRequest>({
      query: (body) => ({ url: API.mfa.recoveryCodes, method: 'POST', body, auth: true }),
      responseSchema: recoveryCodesResponseSchema,
    }),
    passkeyRegistrationOptions: build.mutation<WebauthnOptionsResponse, void>({
      query: () => ({ url: API.mfa.passkeyOptions, method: 'POST', auth: true }),
      responseSchema: webauthnOptionsResponseSchema,
    }),
    // Like the app's confirm: the status refreshes once any recovery codes shown have been put away.
    addPasskey: build.mutation<RecoveryCodesResponse, AddPasskeyRequest>({
      query: (body) => ({ url: API.mfa.passkeys, method: 'POST', body, auth: true }),
      responseSchema: recoveryCodesResponseSchema,
    }),
    removePasskey: build.mutation<MessageResponse, MfaPasswordRequest & { id: number }>({
      query: ({ id, password }) => ({
        url: API.mfa.removePasskey(id),
        method: 'POST',
        body: { password },
        auth: true,
      }),
      responseSchema: messageResponseSchema,
      invalidatesTags: ['SecondFactor'],
    }),
    getMfaPolicy: build.query<MfaPolicy, void, MfaPolicyResponse>({
      query: () => ({ url: API.mfa.policy, auth: true }),
      rawResponseSchema: mfaPolicyResponseSchema,
      transformResponse: (body) => body.data,
      providesTags: ['MfaPolicy'],
    }),
    setMfaPolicy: build.mutation<MfaPolicyResponse, MfaPolicy>({
      query: (body) => ({ url: API.mfa.policy, method: 'PUT', body, auth: true }),
      responseSchema: mfaPolicyResponseSchema,
      invalidatesTags: ['MfaPolicy', 'SecondFactor'],
    }),
  }),
});

export const {
  useGetSecondFactorsQuery,
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useRegenerateRecoveryCodesMutation,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useGetMfaPolicyQuery,
  useSetMfaPolicyMutation,
} = mfaApi;

/** Refreshes the status once the recovery codes shown once have been put away. */
export const secondFactorsChanged = () => mfaApi.util.invalidateTags(['SecondFactor']);
