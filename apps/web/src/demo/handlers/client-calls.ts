import { CLIENT_ADMIN_ROLES, idParamsSchema, MESSAGES } from '@ops/contracts';
import type { Profile } from '@ops/contracts';
import type { Refusal } from '../data/client-store';
import { failure, forRoles } from './respond';
import type { CallInfo } from './respond';

type Resolver = (call: CallInfo, account: Profile) => Response | Promise<Response>;

/** A change in the client area: client administrators only, others get 403, as the server's role guard. */
export const clientAdminsOnly = (resolve: Resolver) => forRoles(CLIENT_ADMIN_ROLES, resolve);

/** The record the path names; a path no id could take names no record (the server's 404 for params). */
export function recordId(params: CallInfo['params']): number | null {
  const parsed = idParamsSchema.safeParse(params);
  return parsed.success ? parsed.data.id : null;
}

export const noSuchPath = () => failure(404, MESSAGES.notFound);

/** A save the store turned down, answered with the server's status and message. */
export const refused = (refusal: Refusal) => failure(refusal.status, refusal.message);

/** The first file of a multipart request (the server reads the first file part, whatever its name). */
export async function firstFile(request: Request): Promise<File | null> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return null;
  const form = await request.formData().catch(() => null);
  const file = form && [...form.values()].find((value): value is File => typeof value !== 'string');
  return file ?? null;
}
