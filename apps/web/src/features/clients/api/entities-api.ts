import {
  API,
  contractPreviewResponseSchema,
  defaultEntitiesResponseSchema,
  entityListResponseSchema,
  entityResponseSchema,
  uploadResponseSchema,
} from '@ops/contracts';
import type { Entity, EntityRequest, StoredFile } from '@ops/contracts';
import { clientAreaApi, query } from './base';
import type { EntityCurrency } from './lookups-api';

interface DefaultEntity {
  id: number;
  entity_name: string;
  entity_code: string;
}
interface EntityAnswer {
  success: true;
  message: string;
  data: Entity;
}
interface ContractPreview {
  success: true;
  url: string;
  filename: string;
  content_type: string;
}

const entitiesApi = clientAreaApi.injectEndpoints({
  endpoints: (build) => ({
    getEntities: build.query<Entity[], number>({
      query: (cid) => ({ url: `${API.requester.entity}${query({ cid })}`, auth: true }),
      rawResponseSchema: entityListResponseSchema,
      transformResponse: (body: { data: Entity[] }) => body.data,
      providesTags: ['Entity'],
    }),
    getEntity: build.query<Entity, number>({
      query: (id) => ({ url: `${API.requester.entityById(id)}${query({ is_update: true })}`, auth: true }),
      rawResponseSchema: entityResponseSchema,
      transformResponse: (body: EntityAnswer) => body.data,
      keepUnusedDataFor: 0,
    }),
    getDefaultEntities: build.query<DefaultEntity[], number>({
      query: (cid) => ({ url: `${API.requester.defaultEntity}${query({ cid })}`, auth: true }),
      rawResponseSchema: defaultEntitiesResponseSchema,
      transformResponse: (body: { data: DefaultEntity[] }) => body.data,
      providesTags: ['Entity'],
    }),
    createEntity: build.mutation<EntityAnswer, EntityRequest>({
      query: (body) => ({ url: API.requester.entity, method: 'POST', body, auth: true }),
      responseSchema: entityResponseSchema,
      invalidatesTags: ['Entity', 'Client'],
    }),
    updateEntity: build.mutation<EntityAnswer, { id: number; body: EntityRequest }>({
      query: ({ id, body }) => ({ url: API.requester.entityById(id), method: 'PUT', body, auth: true }),
      responseSchema: entityResponseSchema,
      invalidatesTags: ['Entity', 'Invoice'],
    }),
    /** Re-prices a saved entity's services in another currency (a GET that changes data). */
    updateEntityCurrency: build.mutation<EntityAnswer, { id: number; currency: EntityCurrency }>({
      query: ({ id, currency }) => ({
        url: `${API.requester.updateCurrency(id)}${query({ currency })}`,
        auth: true,
      }),
      responseSchema: entityResponseSchema,
      invalidatesTags: ['Entity'],
    }),
    uploadContract: build.mutation<{ success: true; message: string; file: StoredFile }, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: API.requester.contractUpload, method: 'POST', body: form, auth: true };
      },
      responseSchema: uploadResponseSchema,
    }),
    getContractPreview: build.query<ContractPreview, number>({
      query: (id) => ({ url: API.requester.entityContract(id), auth: true }),
      responseSchema: contractPreviewResponseSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetEntitiesQuery,
  useLazyGetEntityQuery,
  useGetDefaultEntitiesQuery,
  useCreateEntityMutation,
  useUpdateEntityMutation,
  useUpdateEntityCurrencyMutation,
  useUploadContractMutation,
  useLazyGetContractPreviewQuery,
} = entitiesApi;
