/**
 * A download's Content-Disposition (RFC 6266): an ASCII fallback name and the UTF-8 name, as the server's
 * file, export and log routes and the demo's send it.
 */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
