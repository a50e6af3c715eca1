import { z, type ZodType } from 'zod';
import {
  API,
  deliverInputSchema,
  deliverInputToFields,
  legacyDeliverFieldsSchema,
  updateProfileFieldsSchema,
  type DeliverRequest,
} from '@ops/contracts';
import type { JsonSchema } from './schema-arbitrary.js';

/** A multipart route's form, from the contracts: its fields' schema, how a value becomes fields, its file part. */
export interface FormSpec {
  fields?: JsonSchema;
  toFields?: (value: unknown) => [string, string][];
  /** The file part's field name and the kind of bytes the route reads. */
  file?: { field: string; kind: 'image' | 'document' | 'sheet' | 'delivery' };
}

export interface Operation {
  key: string;
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  form?: FormSpec;
  /** A part PUT: its body is raw bytes. */
  bytes?: boolean;
}

const toSchema = (schema: ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A form value as the browser sends it: lists as repeated fields, everything else as text. */
export function flattenFields(value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [['value', String(value)]];
  return Object.entries(value).flatMap(([name, v]): [string, string][] =>
    Array.isArray(v)
      ? v.map((item): [string, string] => [
          name,
          typeof item === 'object' ? JSON.stringify(item) : String(item),
        ])
      : [[name, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)]],
  );
}

const deliverFields = (flow: 'new' | 'update') => (value: unknown) => {
  try {
    return deliverInputToFields(value as DeliverRequest, flow);
  } catch {
    // A value off the contract's shape (an odd one) goes as it is.
    return flattenFields(value);
  }
};

/**
 * Routes whose body is a form: multipart routes that read it themselves (no body in the API description), and
 * the deliver calls, sent as the wizard's numbered form (their description shows the gathered JSON shape).
 */
const FORMS: Record<string, FormSpec> = {
  [`PUT ${API.ops.profileById('{id}')}`]: {
    fields: toSchema(updateProfileFieldsSchema),
    file: { field: 'image', kind: 'image' },
  },
  [`POST ${API.requester.companyLogo('{id}')}`]: { file: { field: 'image', kind: 'image' } },
  [`POST ${API.requester.contractUpload}`]: { file: { field: 'file', kind: 'document' } },
  [`POST ${API.deliveries.assignmentImport}`]: { file: { field: 'file', kind: 'sheet' } },
  [`POST ${API.deliveries.uploadNewDelivery}`]: {
    fields: toSchema(deliverInputSchema),
    toFields: deliverFields('new'),
  },
  [`POST ${API.deliveries.updateDelivery}`]: {
    fields: toSchema(deliverInputSchema),
    toFields: deliverFields('update'),
  },
  [`POST ${API.deliveries.legacyNewAssignment}`]: {
    fields: toSchema(legacyDeliverFieldsSchema),
    file: { field: 'target_file', kind: 'delivery' },
  },
  [`POST ${API.deliveries.legacyUpdateAssignment}`]: {
    fields: toSchema(legacyDeliverFieldsSchema),
    file: { field: 'target_file', kind: 'delivery' },
  },
};

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the API description (the routes' own zod schemas), HEAD aside. */
export function readOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, op]): Operation => {
        const key = `${method.toUpperCase()} ${path}`;
        const parameters = op.parameters ?? [];
        return {
          key,
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          body: op.requestBody?.content?.['application/json']?.schema,
          form: FORMS[key],
          bytes: key === `PUT ${API.deliveries.uploadPart('{token}')}`,
        };
      }),
  );
}
