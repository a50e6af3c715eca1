import { SMTPServer } from 'smtp-server';

/** A local SMTP server (not yet listening) that keeps every message it accepts in `received`. */
export function capturingSmtpServer(received: Buffer[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
}
