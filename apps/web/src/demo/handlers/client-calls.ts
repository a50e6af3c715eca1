import { CLIENT_ADMIN_ROLES, clientIdQuerySchema } from '@ops/contracts';
import type { Profile } from '@ops/contracts';
import type { z } from 'zod';
import { forRoles, pathId, readBody, readQuery, reply, withAccount } from './respond';
import type { CallInfo } from './respond';

type Resolver = (call: CallInfo, account: Profile) => Response | Promise<Response>;
type Record = { id: number; client_id: number };

/** A change in the client area: client administrators only, others get 403, as the server's role guard. */
export const clientAdminsOnly = (resolve: Resolver) => forRoles(CLIENT_ADMIN_ROLES, resolve);

/** A client's records of one kind (?cid=), in id order. */
export const clientRecords = <T extends Record>(schema: z.ZodType, records: () => T[], show = (r: T) => r) =>
  withAccount(({ request }) => {
    const { cid } = readQuery(request, clientIdQuerySchema);
    const data = records()
      .filter((r) => r.client_id === cid)
      .sort((a, b) => a.id - b.id)
      .map(show);
    return reply(schema, { success: true, data });
  });

/** The record the path names, with an empty message. */
export const oneRecord = <T>(schema: z.ZodType, find: (id: number) => T) =>
  withAccount((call) => reply(schema, { success: true, message: '', data: find(pathId(call)) }));

/** A create (no id) or an update (the path's id) of a record with the call's body, answered with the record. */
export const saveRecord = <S extends z.ZodType, T>(
  schema: z.ZodType,
  body: S,
  message: string,
  save: (input: z.output<S>, id?: number) => T,
  withId = false,
) =>
  clientAdminsOnly(async (call) => {
    const id = withId ? pathId(call) : undefined;
    return reply(schema, { success: true, message, data: save(await readBody(call.request, body), id) });
  });

/** The first file of a multipart request (the server reads the first file part, whatever its name). */
export async function firstFile(request: Request): Promise<File | null> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return null;
  const form = await request.formData().catch(() => null);
  const file = form && [...form.values()].find((value): value is File => typeof value !== 'string');
  return file ?? null;
}
