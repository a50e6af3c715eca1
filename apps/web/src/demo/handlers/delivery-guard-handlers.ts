import { MESSAGES } from '@ops/contracts';
import type { FormFields, Profile, UserType } from '@ops/contracts';
import type { z } from 'zod';
import { Refusal } from '../data/delivery-creation-refusal';
import { failure, forRoles } from './respond';
import type { CallInfo } from './respond';

/**
 * What the delivery-creation handlers share: the role rule of each call, the refusals of the demo's data
 * functions answered as the server answers them, and form bodies read as the server reads them.
 */

/** Runs a call, answering a Refusal with its status and message. */
export async function guarded(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return failure(error.status, error.message);
    throw error;
  }
}

/** The role guard of respond.ts, with the data functions' refusals answered as the server answers them. */
export const guardedForRoles = (
  roles: readonly UserType[],
  resolve: (call: CallInfo, account: Profile) => Response | Promise<Response>,
) => forRoles(roles, (call, account) => guarded(() => resolve(call, account)));

/** Validates with a schema, refusing with its first message (400), as the server's parseOr400. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Refusal(400, parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
}

const isForm = (request: Request) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(
    request.headers.get('content-type') ?? '',
  );

/** A form's fields (files set aside), or a JSON body's values as form values. */
export async function readFormFields(
  request: Request,
  onFile?: (field: string, file: File) => void,
): Promise<FormFields> {
  const fields: FormFields = Object.create(null) as FormFields;
  if (isForm(request)) {
    const form = await request.formData().catch(() => null);
    if (!form) throw new Refusal(400, MESSAGES.uploadIncomplete);
    form.forEach((value, key) => {
      if (typeof value === 'string') (fields[key] ??= []).push(value);
      else onFile?.(key, value);
    });
    return fields;
  }
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object') throw new Refusal(400, MESSAGES.unsupportedBody);
  for (const [key, value] of Object.entries(body)) {
    const list: unknown[] = Array.isArray(value) ? value : [value];
    fields[key] = list.filter((v) => v !== null && v !== undefined).map((v) => String(v));
  }
  return fields;
}

/** A small call's body as one object, JSON or a form: `lists` stay lists, other form fields take their last value. */
export async function readSmallBody(request: Request, lists: string[]): Promise<unknown> {
  if (!isForm(request)) return request.json().catch(() => ({}));
  const body: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(await readFormFields(request))) {
    const name = key.replace(/\[\]$/, '');
    body[name] = lists.includes(name) ? [...((body[name] as string[]) ?? []), ...values] : values.at(-1);
  }
  return body;
}
