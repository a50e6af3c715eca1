// How an older client's form and a JSON body meet: the server's body readers and the demo's read both
// through these, so a form field means the same on either side.
import type { FormFields } from '../deliveries/deliver.js';

/** JSON values as form values: arrays stay lists, scalars become one string, null and undefined drop out. */
export function jsonAsFormFields(body: object): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [key, value] of Object.entries(body)) {
    const list: unknown[] = Array.isArray(value) ? value : [value];
    fields[key] = list.filter((v) => v !== null && v !== undefined).map((v) => String(v));
  }
  return fields;
}

/** A small call's form as the object its schema reads: `lists` (sent as `name` or `name[]`) stay lists, other fields take their last value. */
export function formFieldsAsBody(fields: FormFields, lists: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(fields)) {
    const name = key.replace(/\[\]$/, '');
    body[name] = lists.includes(name)
      ? [...((body[name] as string[] | undefined) ?? []), ...values]
      : values.at(-1);
  }
  return body;
}
