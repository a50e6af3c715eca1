import { formFieldsAsBody, jsonAsFormFields, MESSAGES } from '@ops/contracts';
import type { FormFields } from '@ops/contracts';
import { refuse } from '../data/refusal';
import { refuseUnstorable } from './respond';

/** The wizard's calls also take the forms older clients send: their bodies read as the server reads them. */

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
    const form = (await request.formData().catch(() => null)) ?? refuse(400, MESSAGES.uploadIncomplete);
    form.forEach((value, key) => {
      if (typeof value === 'string') (fields[key] ??= []).push(value);
      else onFile?.(key, value);
    });
    // The server's form reader runs its text guard on a form's fields (a JSON body meets it before).
    refuseUnstorable(fields);
    return fields;
  }
  const body: unknown = await request.json().catch(() => null);
  refuseUnstorable(body);
  return body && typeof body === 'object' ? jsonAsFormFields(body) : refuse(400, MESSAGES.unsupportedBody);
}

/** A small call's body as one object, JSON or a form: `lists` stay lists, other form fields take their last value. */
export async function readSmallBody(request: Request, lists: string[]): Promise<unknown> {
  if (!isForm(request)) {
    const body: unknown = await request.json().catch(() => ({}));
    refuseUnstorable(body);
    return body;
  }
  return formFieldsAsBody(await readFormFields(request), lists);
}
