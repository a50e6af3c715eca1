/** A mail as the templates write it, kept in the outbox table until sent (so db/ and mail/ both name it). */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}
