// The portal's language for the calls it makes (decision 0042). base-query reads it on every call, the login
// page's among them: this module must stay free of the formatter and the catalogues.

/** The recipients' calls; a file request's contact (below it) is spoken to in English. */
const RECIPIENT_CALLS = '/api-rcp/v1/';
const FILE_REQUEST_CALLS = '/api-rcp/v1/requests/';

let current: string | null = null;

/** The portal says which language it shows; null when it is left. */
export function setPortalLocale(locale: string | null) {
  current = locale;
}

/** The Accept-Language of a call: the portal's language on the recipients' calls while it set one. */
export function acceptLanguageFor(url: string): string | null {
  if (!current || !url.startsWith(RECIPIENT_CALLS) || url.startsWith(FILE_REQUEST_CALLS)) return null;
  return current;
}
