import { http } from 'msw';
import { CLIENT_ADMIN_ROLES, clientIdQuerySchema } from '@ops/contracts';
import type { Profile } from '@ops/contracts';
import type { z } from 'zod';
import { recordAudit } from '../data/audit-events';
import type { DemoState } from '../data/demo-state';
import { forRoles, pathId, readBody, readQuery, reply, withAccount } from './respond';
import type { CallInfo } from './respond';

type Resolver = (call: CallInfo, account: Profile) => Response | Promise<Response>;
type ClientRecord = { id: number; client_id: number };

/** A change in the client area: client administrators only, others get 403, as the server's role guard. */
export const clientAdminsOnly = (resolve: Resolver) => forRoles(CLIENT_ADMIN_ROLES, resolve);

/** A client's records of one kind (?cid=), in id order, answered as `data` unless `answer` says otherwise. */
export const clientRecords = <T extends ClientRecord>(
  schema: z.ZodType,
  records: () => T[],
  answer: (records: T[]) => object = (data) => ({ data }),
) =>
  withAccount(({ request }) => {
    const { cid } = readQuery(request, clientIdQuerySchema);
    const own = records().filter((r) => r.client_id === cid);
    return reply(schema, { success: true, ...answer(own.sort((a, b) => a.id - b.id)) });
  });

/** The record the path names, with an empty message. */
export const oneRecord = <T>(schema: z.ZodType, find: (id: number) => T) =>
  withAccount((call) => reply(schema, { success: true, message: '', data: find(pathId(call)) }));

/** Where a client record's create and edit go on the audit trail, as the server's routes write them. */
interface TrailOf<T> {
  state: DemoState;
  kind: 'entity' | 'invoice' | 'client_user';
  details?: (record: T) => Record<string, unknown>;
}

/**
 * A record's create (POST to the list's path) and edit (PUT or PATCH of the path's id) with the call's body,
 * answered with the record, each on the audit trail.
 */
export function saveCalls<S extends z.ZodType, T extends ClientRecord>(
  [listPath, recordPath]: [string, string],
  schema: z.ZodType,
  body: S,
  message: string,
  save: (input: z.output<S>, id?: number) => T,
  trail: TrailOf<T>,
) {
  const saveCall = (withId: boolean) =>
    clientAdminsOnly(async (call, account) => {
      const id = withId ? pathId(call) : undefined;
      const record = save(await readBody(call.request, body), id);
      recordAudit(trail.state, account, {
        action: `${trail.kind}.${withId ? 'updated' : 'created'}`,
        target: [trail.kind, record.id],
        clientId: record.client_id,
        details: trail.details?.(record),
      });
      return reply(schema, { success: true, message, data: record });
    });
  const edit = saveCall(true);
  return [http.post(listPath, saveCall(false)), http.put(recordPath, edit), http.patch(recordPath, edit)];
}

/**
 * The first file of a multipart request (the server reads the first file part, whatever its field's name;
 * a part without a file name is no file to it).
 */
export async function firstFile(request: Request): Promise<File | null> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return null;
  const form = await request.formData().catch(() => null);
  const files = form && [...form.values()].filter((value): value is File => typeof value !== 'string');
  return files?.find((file) => file.name) ?? null;
}
