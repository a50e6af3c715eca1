import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/**
 * A local-only channel to a running server on the embedded database, which no second process may open:
 * a Unix socket in DATA_DIR that only the server's own OS user can use (mode 0600), as the data files.
 * `npm run user:create` goes through it while the server runs.
 */
const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

interface AdminRequest {
  email: string;
  userType: string;
  firstName?: string;
  password?: string;
}
type AdminAnswer =
  { ok: true; email: string; userType: string; password?: string } | { ok: false; error: string };

const MAX_BODY = 10_000;

export async function serveAdminSocket(
  dataDir: string,
  createAccount: (input: AdminRequest) => Promise<AdminAnswer>,
) {
  const socket = adminSocketPath(dataDir);
  // This process holds the data folder's lock: a socket file left there belongs to a server that died.
  await rm(socket, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: AdminAnswer) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || request.url !== '/users')
      return answer(404, { ok: false, error: 'Not found.' });
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) request.destroy();
    });
    request.on('end', () => {
      let input: AdminRequest;
      try {
        input = JSON.parse(body) as AdminRequest;
      } catch {
        return answer(400, { ok: false, error: 'Not JSON.' });
      }
      createAccount(input).then(
        (result) => answer(result.ok ? 200 : 400, result),
        (error: Error) => answer(400, { ok: false, error: error.message }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socket, resolve));
  await chmod(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => void rm(socket, { force: true }).then(() => resolve()));
    });
}

/** Asks the server running on `dataDir` to create an account. */
export function callAdminSocket(dataDir: string, input: AdminRequest) {
  return new Promise<AdminAnswer>((resolve, reject) => {
    const request = http.request(
      {
        socketPath: adminSocketPath(dataDir),
        path: '/users',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(body) as AdminAnswer);
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(input));
  });
}
