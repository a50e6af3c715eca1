import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  describe(): string;
}

/** SMTP when a URL is given, otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      describe: () => `SMTP server ${host}`,
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const id = String(info.messageId).replace(/[^A-Za-z0-9.-]/g, '');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    describe: () => `outbox folder ${options.outboxDir}`,
  };
}
