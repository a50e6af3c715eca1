import type { FastifyBaseLogger } from 'fastify';

/** One named task of the hourly upkeep. */
export type UpkeepTask = readonly [name: string, run: () => Promise<unknown>];

/**
 * The hourly upkeep runs the tasks it is given (app.ts composes them: upkeep-tasks.ts). Each task runs even
 * when another fails; the failures are logged and the job reports them.
 */
export async function runUpkeep(tasks: readonly UpkeepTask[], log: FastifyBaseLogger) {
  const failed: string[] = [];
  for (const [name, task] of tasks) {
    await task().catch((err: unknown) => {
      log.warn({ err }, `${name} failed`);
      failed.push(name);
    });
  }
  if (failed.length) throw new Error(`upkeep: ${failed.join(', ')} failed`);
}
