import { http } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MIME_BY_EXTENSION,
  clientIdQuerySchema,
  contractPreviewResponseSchema,
  defaultEntitiesResponseSchema,
  entityListResponseSchema,
  entityQuerySchema,
  entityRequestSchema,
  entityResponseSchema,
  updateCurrencyQuerySchema,
  uploadResponseSchema,
} from '@ops/contracts';
import type { Entity } from '@ops/contracts';
import { nextId } from '../data/client-area';
import { contractKind, safeFileName, samplePdf } from '../data/client-files';
import { changeEntityCurrency, Refusal, saveEntity } from '../data/client-store';
import type { DemoState } from '../data/demo-state';
import { clientAdminsOnly, firstFile, noSuchPath, recordId, refused } from './client-calls';
import { failure, readBody, readQuery, reply, withAccount } from './respond';

/** A client's billing entities, their price terms and contracts. */
export function clientEntityHandlers(state: DemoState) {
  const area = state.clientArea;
  const ofClient = (cid: number) =>
    area.entities.filter((e) => e.client_id === cid).sort((a, b) => a.id - b.id);
  const saved = (result: Entity | Refusal, message: string) =>
    result instanceof Refusal
      ? refused(result)
      : reply(entityResponseSchema, { success: true, message, data: result });

  /** A contract's file for the preview: the one uploaded this session, or a stand-in for a sample's. */
  const contractFile = (entity: Entity, path: string, type: string) =>
    area.contractFiles.get(path) ??
    (type === CONTRACT_MIME_BY_EXTENSION.pdf
      ? samplePdf([entity.contract!.filename, `Contract of ${entity.entity_name} (${entity.entity_code})`])
      : new Blob([], { type }));

  // The requester's path and the console's own path answer the same entity.
  const byId = [API.requester.entityById(':id'), API.client.entityById(':id')].map((path) =>
    http.get(
      path,
      withAccount(({ request, params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const query = readQuery(request, entityQuerySchema);
        if ('refusal' in query) return query.refusal;
        const entity = area.entities.find((e) => e.id === id);
        return entity ? saved(entity, '') : failure(404, CLIENT_MESSAGES.entityNotFound);
      }),
    ),
  );

  return [
    http.get(
      API.requester.entity,
      withAccount(({ request }) => {
        const query = readQuery(request, clientIdQuerySchema);
        if ('refusal' in query) return query.refusal;
        return reply(entityListResponseSchema, { success: true, data: ofClient(query.data.cid) });
      }),
    ),
    ...byId,
    http.post(
      API.requester.entity,
      clientAdminsOnly(async ({ request }) => {
        const body = await readBody(request, entityRequestSchema);
        if ('refusal' in body) return body.refusal;
        return saved(saveEntity(state, body.data), CLIENT_MESSAGES.entitySaved);
      }),
    ),
    ...(['put', 'patch'] as const).map((method) =>
      http[method](
        API.requester.entityById(':id'),
        clientAdminsOnly(async ({ request, params }) => {
          const id = recordId(params);
          if (id === null) return noSuchPath();
          const body = await readBody(request, entityRequestSchema);
          if ('refusal' in body) return body.refusal;
          if (!area.entities.some((e) => e.id === id)) return failure(404, CLIENT_MESSAGES.entityNotFound);
          return saved(saveEntity(state, body.data, id), CLIENT_MESSAGES.entitySaved);
        }),
      ),
    ),
    http.get(
      API.requester.defaultEntity,
      withAccount(({ request }) => {
        const query = readQuery(request, clientIdQuerySchema);
        if ('refusal' in query) return query.refusal;
        const list = ofClient(query.data.cid).map((e) => ({
          id: e.id,
          entity_name: e.entity_name,
          entity_code: e.entity_code,
        }));
        return reply(defaultEntitiesResponseSchema, { success: true, entities_list: list, data: list });
      }),
    ),
    // A GET that changes data, as the server's: re-prices the entity's services in another currency.
    http.get(
      API.requester.updateCurrency(':id'),
      clientAdminsOnly(({ request, params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const query = readQuery(request, updateCurrencyQuerySchema);
        if ('refusal' in query) return query.refusal;
        return saved(changeEntityCurrency(state, id, query.data.currency), CLIENT_MESSAGES.currencyUpdated);
      }),
    ),
    // Multipart: the file is kept in the browser for the preview; an entity may then name its stored path.
    http.post(
      API.requester.contractUpload,
      clientAdminsOnly(async ({ request }) => {
        const file = await firstFile(request);
        if (!file) return failure(400, CLIENT_MESSAGES.fileTypeNotAllowed);
        if (file.size > CONTRACT_FILE_MAX_BYTES) return failure(400, CLIENT_MESSAGES.fileTooLarge);
        const filename = safeFileName(file.name);
        const kind = contractKind(new Uint8Array(await file.slice(0, 8).arrayBuffer()), filename);
        if (!kind) return failure(400, CLIENT_MESSAGES.fileTypeNotAllowed);
        const s3_path = `contracts/demo-upload-${nextId(area, 'upload')}.${kind.extension}`;
        area.uploads.add(s3_path);
        area.contractFiles.set(s3_path, new Blob([file], { type: kind.mime }));
        return reply(uploadResponseSchema, {
          success: true,
          message: CLIENT_MESSAGES.contractUploaded,
          file: { filename, s3_path },
        });
      }),
    ),
    // The server answers a signed link to itself; the demo a link to the file in the browser.
    http.get(
      API.requester.entityContract(':id'),
      withAccount(({ params }) => {
        const id = recordId(params);
        if (id === null) return noSuchPath();
        const entity = area.entities.find((e) => e.id === id);
        if (!entity) return failure(404, CLIENT_MESSAGES.entityNotFound);
        if (!entity.contract) return failure(404, CLIENT_MESSAGES.contractNotUploaded);
        const extension = entity.contract.s3_path.split('.').pop() ?? '';
        const type = CONTRACT_MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
        return reply(contractPreviewResponseSchema, {
          success: true,
          url: URL.createObjectURL(contractFile(entity, entity.contract.s3_path, type)),
          filename: entity.contract.filename,
          content_type: type,
        });
      }),
    ),
  ];
}
