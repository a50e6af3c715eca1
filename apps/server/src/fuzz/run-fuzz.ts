import fc from 'fast-check';
import type { Operation } from './api-operations.js';
import { describeRequest, type FuzzRequest } from './fuzz-request.js';
import type { FuzzWorld } from './fuzz-world.js';
import { fuzzRequests } from './request-arbitrary.js';
import { send, type Answer, type Target } from './send-request.js';

/** The slowest answer the fuzzer accepts. */
export const SLOW_MS = 2_000;

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer' | 'not sent';

export interface Failure {
  /** fast-check's path of the run: with the seed, it names the request. */
  path: string;
  reason: string;
  request: string;
  answer: Answer;
  serverErrors: string[];
}

export interface FuzzReport {
  seed: number;
  runs: number;
  seconds: number;
  counts: Record<StatusClass, number>;
  slowest: { ms: number; path: string; request: string } | undefined;
  /** The slowest answer of each target (route or kind), slowest first. */
  slowestTargets: [string, number][];
  /** The most frequent answers, as status and message: how far the requests got. */
  commonAnswers: [string, number][];
  failures: Failure[];
}

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** Replays one run (`FUZZ_PATH`), as fast-check names it, instead of all of them. */
  path?: string;
  /** Server log lines written since the last call (errors the server logged for a request). */
  serverErrors?: () => string[];
  onProgress?: (done: number) => void;
}

const classOf = (status: number): StatusClass =>
  status === -1 ? 'not sent' : status === 0 ? 'no answer' : (`${Math.floor(status / 100)}xx` as StatusClass);

/** The API's message, or the start of whatever else the answer was. */
function messageOf(excerpt: string) {
  try {
    const message = (JSON.parse(excerpt) as { message?: unknown }).message;
    if (typeof message === 'string') return message.slice(0, 70);
  } catch {
    // Not the API's JSON (a file, the metrics, a cut-off body).
  }
  return `(${excerpt.slice(0, 30).replace(/\s+/g, ' ')})`;
}

const LOGOUTS = new Set(['GET /api-ops/auth/v1/logout/', 'POST /api-rcp/v1/logout/']);

/** A request that ended its caller's session (signing out, a revoked key) is followed by a new one. */
function endedSession(request: FuzzRequest, answer: Answer) {
  if (request.credentials !== 'valid' || request.caller === 'anonymous') return false;
  return answer.status === 401 || (LOGOUTS.has(request.target) && answer.status < 300);
}

/**
 * Sends `runs` generated requests one after another (fast-check drives the generation, so a seed and a
 * run's path name its request) and keeps every 5xx, every answer slower than 2 s and every request left
 * without an answer.
 */
export async function runFuzz(
  target: Target,
  world: FuzzWorld,
  operations: Operation[],
  options: FuzzOptions,
): Promise<FuzzReport> {
  const counts: Record<StatusClass, number> = {
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    'no answer': 0,
    'not sent': 0,
  };
  const failures: Failure[] = [];
  const slowestByTarget = new Map<string, number>();
  const answers = new Map<string, number>();
  let slowest: FuzzReport['slowest'];
  let index = options.path ? Number(options.path.split(':')[0]) : 0;
  const started = performance.now();

  const property = fc.asyncProperty(fuzzRequests(operations), async (request) => {
    const path = String(index++);
    options.serverErrors?.();
    const answer = await send(target, request, world);
    const kind = classOf(answer.status);
    counts[kind]++;
    const answerKey = `${answer.status} ${messageOf(answer.excerpt)}`;
    answers.set(answerKey, (answers.get(answerKey) ?? 0) + 1);
    slowestByTarget.set(request.target, Math.max(slowestByTarget.get(request.target) ?? 0, answer.ms));
    if (!slowest || answer.ms > slowest.ms)
      slowest = { ms: answer.ms, path, request: describeRequest(request, world.refs).split('\n')[0]! };
    const reason =
      kind === '5xx' || kind === 'no answer' || kind === 'not sent'
        ? kind
        : answer.ms > SLOW_MS
          ? `slower than ${SLOW_MS} ms`
          : undefined;
    if (reason)
      failures.push({
        path,
        reason,
        request: describeRequest(request, world.refs),
        answer,
        serverErrors: options.serverErrors?.() ?? [],
      });
    if (endedSession(request, answer)) await world.renew(request.caller);
    options.onProgress?.(index);
  });

  const details = await fc.check(property, {
    seed: options.seed,
    numRuns: options.path ? 1 : options.runs,
    path: options.path,
    endOnFailure: true,
  });
  // The property itself throws only on a fuzzer bug (a request it cannot build, a world it cannot renew).
  if (details.failed)
    throw new Error(`fuzzer stopped at path ${details.counterexamplePath}`, { cause: details.errorInstance });

  return {
    seed: options.seed,
    runs: Object.values(counts).reduce((a, b) => a + b, 0),
    seconds: (performance.now() - started) / 1000,
    counts,
    slowest,
    slowestTargets: [...slowestByTarget].sort((a, b) => b[1] - a[1]).slice(0, 8),
    commonAnswers: [...answers].sort((a, b) => b[1] - a[1]).slice(0, 12),
    failures,
  };
}

/** The report as the console shows it: counts by status class, the slowest answers, and each failure with how to replay it. */
export function formatReport(report: FuzzReport) {
  const lines = [
    `fuzz: ${report.runs} requests in ${report.seconds.toFixed(1)} s (seed ${report.seed})`,
    `  by status class: ${Object.entries(report.counts)
      .filter(([kind, n]) => n > 0 || ['2xx', '3xx', '4xx', '5xx'].includes(kind))
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  ];
  if (report.slowest)
    lines.push(
      `  slowest answer: ${report.slowest.ms.toFixed(0)} ms (path ${report.slowest.path}) ${report.slowest.request}`,
    );
  lines.push(
    `  slowest by target: ${report.slowestTargets.map(([t, ms]) => `${t} ${ms.toFixed(0)} ms`).join('; ')}`,
  );
  lines.push(
    '  most frequent answers:',
    ...report.commonAnswers.map(([answer, n]) => `    ${String(n).padStart(7)}  ${answer}`),
  );
  for (const failure of report.failures.slice(0, 20)) {
    lines.push(
      '',
      `FAILED (${failure.reason}): status ${failure.answer.status} in ${failure.answer.ms.toFixed(0)} ms`,
      `  replay: FUZZ_SEED=${report.seed} FUZZ_PATH=${failure.path} npm run fuzz`,
      ...failure.request.split('\n').map((line) => `  ${line}`),
      `  answer: ${JSON.stringify(failure.answer.excerpt.slice(0, 300))}`,
      ...failure.serverErrors.slice(0, 3).map((line) => `  server log: ${line.slice(0, 1500)}`),
    );
  }
  if (report.failures.length > 20) lines.push(`… and ${report.failures.length - 20} more failures`);
  return lines.join('\n');
}
