// The schemas of the calls every signed-in page makes (api-slice.ts, csrf.ts), loaded with their first answer so
// that the login page's first bundle need not carry zod (issue 23; lazy-schema.ts).
export { csrfResponseSchema, getProfileResponseSchema, logoutResponseSchema } from '@ops/contracts';
