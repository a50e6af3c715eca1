import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { capturingSmtpServer } from '../test/smtp-server.js';

/** An SMTP server on loopback that every node sends to; answers the messages it took, parsed, oldest first. */
export async function startMailSink() {
  const received: Buffer[] = [];
  const smtp = capturingSmtpServer(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const mails = () => Promise.all(received.map((raw) => PostalMime.parse(raw)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to `to` whose subject matches. */
    async to(to: string, subject: RegExp) {
      return (await mails()).filter(
        (m) => m.to?.[0]?.address?.toLowerCase() === to.toLowerCase() && subject.test(m.subject ?? ''),
      );
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
