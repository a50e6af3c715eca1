import { http } from 'msw';
import {
  API,
  CLIENT_MESSAGES,
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MIME_BY_EXTENSION,
  contractContentType,
  contractFileName,
  contractPreviewResponseSchema,
  defaultEntitiesResponseSchema,
  entityListResponseSchema,
  entityOption,
  entityQuerySchema,
  entityRequestSchema,
  entityResponseSchema,
  updateCurrencyQuerySchema,
  uploadResponseSchema,
} from '@ops/contracts';
import type { Entity } from '@ops/contracts';
import { nextId } from '../data/client-area';
import { contractKind, samplePdf } from '../data/client-files';
import { changeEntityCurrency, saveEntity } from '../data/client-store';
import type { DemoState } from '../data/demo-state';
import { refuse } from '../data/refusal';
import { clientAdminsOnly, clientRecords, firstFile, saveCalls } from './client-calls';
import { failure, pathId, readQuery, reply, withAccount } from './respond';

/** A client's billing entities, their price terms and contracts. */
export function clientEntityHandlers(state: DemoState) {
  const area = state.clientArea;
  const entity = (id: number) =>
    area.entities.find((e) => e.id === id) ?? refuse(404, CLIENT_MESSAGES.entityNotFound);
  const saved = (data: Entity, message: string) =>
    reply(entityResponseSchema, { success: true, message, data });

  /** A contract's file for the preview: the one uploaded this session, or a stand-in for a sample's. */
  const contractFile = (e: Entity, path: string, type: string) =>
    area.contractFiles.get(path) ??
    (type === CONTRACT_MIME_BY_EXTENSION.pdf
      ? samplePdf([e.contract!.filename, `Contract of ${e.entity_name} (${e.entity_code})`])
      : new Blob([], { type }));

  return [
    http.get(
      API.requester.entity,
      clientRecords(entityListResponseSchema, () => area.entities),
    ),
    // The requester's path and the console's own path answer the same entity.
    ...[API.requester.entityById(':id'), API.client.entityById(':id')].map((path) =>
      http.get(
        path,
        withAccount((call) => {
          const id = pathId(call);
          readQuery(call.request, entityQuerySchema);
          return saved(entity(id), '');
        }),
      ),
    ),
    ...saveCalls(
      [API.requester.entity, API.requester.entityById(':id')],
      entityResponseSchema,
      entityRequestSchema,
      CLIENT_MESSAGES.entitySaved,
      (input, id) => saveEntity(state, input, id && entity(id).id),
      { state, kind: 'entity', details: (saved) => ({ contract_file: saved.contract?.s3_path ?? null }) },
    ),
    http.get(
      API.requester.defaultEntity,
      clientRecords(
        defaultEntitiesResponseSchema,
        () => area.entities,
        (own) => {
          const options = own.map(entityOption);
          return { entities_list: options, data: options };
        },
      ),
    ),
    // A GET that changes data, as the server's: re-prices the entity's services in another currency.
    http.get(
      API.requester.updateCurrency(':id'),
      clientAdminsOnly((call) => {
        const id = pathId(call);
        const { currency } = readQuery(call.request, updateCurrencyQuerySchema);
        return saved(changeEntityCurrency(state, id, currency), CLIENT_MESSAGES.currencyUpdated);
      }),
    ),
    // Multipart: the file is kept in the browser for the preview; an entity may then name its stored path.
    http.post(
      API.requester.contractUpload,
      clientAdminsOnly(async ({ request }) => {
        const file = await firstFile(request);
        if (!file) return failure(400, CLIENT_MESSAGES.fileTypeNotAllowed);
        if (file.size > CONTRACT_FILE_MAX_BYTES) return failure(400, CLIENT_MESSAGES.fileTooLarge);
        const filename = contractFileName(file.name);
        const kind = await contractKind(new Uint8Array(await file.arrayBuffer()), filename);
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
      withAccount((call) => {
        const e = entity(pathId(call));
        if (!e.contract) return failure(404, CLIENT_MESSAGES.contractNotUploaded);
        const type = contractContentType(e.contract.s3_path);
        return reply(contractPreviewResponseSchema, {
          success: true,
          url: URL.createObjectURL(contractFile(e, e.contract.s3_path, type)),
          filename: e.contract.filename,
          content_type: type,
        });
      }),
    ),
  ];
}
