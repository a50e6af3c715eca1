// Apart from the schemas (and zod): every page's call code needs them, the login page's first bundle too.

/** Name of the header and cookie of the double-submit cross-site-request-forgery check. */
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_COOKIE = 'csrftoken';
