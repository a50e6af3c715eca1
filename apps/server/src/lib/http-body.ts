import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, type FormFields } from '@ops/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.js';
import { assertStorableText } from './storable-text.js';

/** Route-level form limits: 50 groups with their assignments, file names and settings fit easily. */
export const FORM_LIMITS = { fields: 20_000, parts: 20_000, fieldSize: 20_000, files: 0 } as const;
export const FORM_BODY_LIMIT = 8 * 1024 * 1024;

/** Form fields by name, without a prototype: a field named `__proto__` or `constructor` is a field like any other. */
export const newFormFields = (): FormFields => Object.create(null) as FormFields;

/** Form bodies of older clients: application/x-www-form-urlencoded, every value kept in order. */
export function acceptUrlEncoded(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields = newFormFields();
      for (const [key, value] of new URLSearchParams(body as string)) (fields[key] ??= []).push(value);
      done(null, fields);
    },
  );
}

/** JSON values as form values: arrays stay lists, scalars become one string. */
function jsonToFields(body: Record<string, unknown>): FormFields {
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    const list = Array.isArray(value) ? value : [value];
    fields[key] = list.filter((v) => v !== null && v !== undefined).map((v) => String(v));
  }
  return fields;
}

/** Multipart parser errors (cut-off bodies, limits) as answers the UI can show. */
export function formError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const { statusCode } = error as { statusCode?: number };
  if (statusCode && statusCode < 500) return error as Error;
  return badRequest(MESSAGES.uploadIncomplete);
}

/** The fields of a multipart, urlencoded or JSON body; file parts are not read here. */
export async function readFormFields(request: FastifyRequest): Promise<FormFields> {
  if (request.isMultipart()) {
    const fields = newFormFields();
    try {
      for await (const part of request.parts({ limits: FORM_LIMITS })) {
        if (part.type === 'field') (fields[part.fieldname] ??= []).push(String(part.value));
      }
    } catch (error) {
      throw formError(error);
    }
    assertStorableText(fields);
    return fields;
  }
  const body = request.body;
  if (!body || typeof body !== 'object') throw badRequest(MESSAGES.unsupportedBody);
  const values = Object.values(body);
  // The urlencoded parser above already answers lists of strings.
  if (values.every((v) => Array.isArray(v) && v.every((s) => typeof s === 'string')))
    return body as FormFields;
  return jsonToFields(body as Record<string, unknown>);
}

/** Validates with a schema, answering 400 with its first message (a library default becomes the generic one). */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, { error: () => MESSAGES.invalidRequest });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
  return parsed.data;
}

/**
 * A small call's body as one object, whether JSON or a form: `lists` stay lists, other form fields take
 * their last value.
 */
export async function readBody(request: FastifyRequest, lists: string[]): Promise<unknown> {
  const isForm =
    request.isMultipart() ||
    /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');
  if (!isForm) return request.body ?? {};
  const fields = await readFormFields(request);
  const body: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(fields)) {
    const name = key.replace(/\[\]$/, '');
    body[name] = lists.includes(name) ? [...((body[name] as string[]) ?? []), ...values] : values.at(-1);
  }
  return body;
}
