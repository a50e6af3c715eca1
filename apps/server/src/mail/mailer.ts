import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter, TransportOptions as SmtpOptions } from 'nodemailer';
import type { Options as StreamOptions } from 'nodemailer/lib/stream-transport/index.js';
import type { Options as SmtpUrlOptions } from 'nodemailer/lib/smtp-transport/index.js';
import type { Readable } from 'node:stream';
import type { Clock } from '../lib/clock.js';
import type { MailContent } from '../lib/mail-content.js';

export interface MailAttachment {
  filename: string;
  /** A stream is read once, while the message is sent. */
  content: Buffer | Readable;
  contentType?: string;
}

export interface MailMessage extends MailContent {
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  describe(): string;
}

type TransportOptions = SmtpOptions | SmtpUrlOptions | StreamOptions;

/** nodemailer is loaded with the first message, not at boot: many servers send few mails. */
function lazyTransport(options: TransportOptions) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
}

/**
 * How long one send may wait on the mail server (nodemailer's defaults are 2 minutes to connect and 10 of
 * silence): a server that stalls fails the send soon, its retry waits, and the mail worker's batch of five
 * (jobs/job-queue.ts) stays well inside its jobs' 15-minute expiry. Settings in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP when a URL is given, otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  clock: Clock;
}): Mailer {
  if (options.smtpUrl) {
    const host = new URL(options.smtpUrl).host;
    const transport = lazyTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
      describe: () => `SMTP server ${host}`,
    };
  }

  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const id = String(info.messageId).replace(/[^A-Za-z0-9.-]/g, '');
      // Names sort in the order sent, also when the clock stands still (tests) or two share a millisecond.
      const name = `${options.clock.now().toISOString().replace(/[:.]/g, '-')}-${String(++sent).padStart(9, '0')}-${id}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    describe: () => `outbox folder ${options.outboxDir}`,
  };
}
