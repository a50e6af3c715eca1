/**
 * The world's records and secrets appear in generated requests as placeholders (`«name»`, and `«#name»`
 * for numbers), filled in just before sending: what is generated depends on the seed alone, so a seed and
 * a path name the same request on every run, whatever ids and tokens that run's world got.
 */
export const NUMBER_REFS = [
  'adminId',
  'opsId',
  'clientA',
  'clientB',
  'entityA',
  'entityA2',
  'entityB',
  'invoiceA',
  'clientUserA',
  'deliveryA',
  'deliveryArchived',
  'deliveryB',
  'integrationKeyId',
  'webhookId',
  'fileRequestId',
] as const;

export const STRING_REFS = [
  'clientCodeA',
  'entityCodeA',
  'clientDomainA',
  'batchA',
  'assignmentA',
  'recipientEmail',
  'adminEmail',
  'uploadId',
  'uploadFileName',
  'uploadRef',
  'grant',
  'fileToken',
  'zipToken',
  'partToken',
  'integrationKey',
] as const;

export type NumberRef = (typeof NUMBER_REFS)[number];
export type StringRef = (typeof STRING_REFS)[number];
export type Refs = Record<NumberRef, number> & Record<StringRef, string>;

export const numberRef = (name: NumberRef) => `«#${name}»`;
export const stringRef = (name: StringRef) => `«${name}»`;

const PLACEHOLDER = /"«#(\w+)»"|«#?(\w+)»/g;

/**
 * Fills the placeholders of a text (before any escaping for where it lands). In JSON a quoted number
 * placeholder becomes the bare number. Unknown names stay as they are.
 */
export function fillPlaceholders(text: string, refs: Refs) {
  if (!text.includes('«')) return text;
  return text.replace(PLACEHOLDER, (whole, quoted: string | undefined, bare: string | undefined) => {
    const value = (refs as Record<string, string | number>)[quoted ?? bare ?? ''];
    if (value === undefined) return whole;
    return String(value);
  });
}
