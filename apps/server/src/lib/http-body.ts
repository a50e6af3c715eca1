import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  formFieldsAsBody,
  jsonAsFormFields,
  MESSAGES,
  refusalMessage,
  type FormFields,
} from '@ops/contracts';
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
  return jsonAsFormFields(body);
}

/** Validates with a schema, answering 400 with its first issue's message by the contracts' refusal rule. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(refusalMessage(parsed.error.issues[0]));
  return parsed.data;
}

/** An older client's form: application/x-www-form-urlencoded, or multipart/form-data (its fields only). */
const isFormRequest = (request: FastifyRequest) =>
  request.isMultipart() || /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');

/**
 * A route-level preValidation hook for a small call whose body the route's schema validates, sent as JSON
 * or, by older clients, as a form: a form's fields become the same JSON-shaped body, `lists` as lists
 * (`name` or `name[]`, repeated) and every other field its last value; a JSON body goes on as it came (an
 * absent one as `{}`). Authentication (onRequest) has answered before any of this is read.
 */
export const formAsJson =
  (lists: readonly string[]) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!isFormRequest(request)) {
      request.body ??= {};
      return;
    }
    request.body = formFieldsAsBody(await readFormFields(request), lists);
  };
