// The schemas of the login page's calls and form, in a chunk of their own (with zod) that loads beside
// the page instead of in its first bundle (issue 23; shared/api/lazy-schema.ts).
export {
  changeTemporaryPasswordResponseSchema,
  loginAnswerSchema,
  loginRequestSchema,
  messageResponseSchema,
  ssoStatusResponseSchema,
} from '@ops/contracts';
