import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../test/build-app.js';
import { readOperations, type OpenApiDocument } from './api-operations.js';
import { buildFuzzWorld } from './fuzz-world.js';
import type { FuzzOptions } from './run-fuzz.js';

/**
 * The real app on a fresh database (in-memory PGlite, or the PostgreSQL database TEST_DATABASE_URL names,
 * emptied first), listening on loopback, with the fuzzer's world in it and its error log kept for the report.
 */
export async function startFuzzTarget() {
  const errors: string[] = [];
  const t = await buildTestApp({
    // Load shedding answers 503 by design when the event loop lags, as it can on a CI machine running other
    // suites beside this one; the fuzzer looks for answers to bad input, and the shedding has its own tests.
    env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '60000' },
    logger: { level: 'error', stream: { write: (line: string) => void errors.push(line.trim()) } },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  // One connection, kept alive: requests go one at a time, so each answer's time is the server's alone.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let world: Awaited<ReturnType<typeof buildFuzzWorld>>;
  try {
    world = await buildFuzzWorld(t.app);
  } catch (error) {
    // A call of the world answered 500 (seen once on PostgreSQL): the server's own log says why.
    const logged = errors.slice(0, 3).map((line) => `\n  server log: ${line.slice(0, 1500)}`);
    agent.destroy();
    await t.close();
    throw new Error(`${(error as Error).message}${logged.join('')}`, { cause: error });
  }
  return {
    target: { host: '127.0.0.1', port, agent },
    world,
    operations: readOperations(t.app.swagger() as unknown as OpenApiDocument),
    serverErrors: (() => errors.splice(0)) satisfies FuzzOptions['serverErrors'],
    async close() {
      agent.destroy();
      await t.close();
    },
  };
}
