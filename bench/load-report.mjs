// What the load bench prints: each call's answers and latencies, each instance's cost per request, and the
// two-instance figures against the single instance's.
import os from 'node:os';

/** Two instances' cost per request may exceed one instance's by at most this factor (issue 21). */
const MAX_RATIO = 1.1;
const ms = (x) => Number(x.toFixed(1));
/** Requests of the calls' results that got no answer or one other than 2xx. */
export const failures = (list) =>
  list.reduce((sum, r) => sum + r.errors + Object.values(r.non2xx).reduce((a, b) => a + b, 0), 0);

/** Prints the calls' table and totals; answers how many requests failed (warm-up included). */
export function printCalls(results, warmup, seconds) {
  const statuses = (non2xx) =>
    Object.entries(non2xx)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || '-';
  console.table(
    results.map((r) => ({
      call: r.call,
      connections: r.connections,
      requests: r.count,
      'req/s': Math.round(r.rps),
      errors: r.errors,
      'non-2xx by status': statuses(r.non2xx),
      'p50 ms': ms(r.p50),
      'p95 ms': ms(r.p95),
      'p99 ms': ms(r.p99),
      'max ms': ms(r.max),
    })),
  );
  const total = results.reduce((sum, r) => sum + r.count, 0);
  const serverErrors = results.reduce((sum, r) => sum + r.serverErrors, 0);
  console.log(
    `All calls: ${total.toLocaleString('en')} requests, ${Math.round(total / seconds)} req/s; ` +
      `${results.reduce((sum, r) => sum + r.errors, 0)} errors, ${serverErrors} 5xx, ` +
      `${failures(results)} failed in all (warm-up: ${failures(warmup)} failed).`,
  );
  return failures(results) + failures(warmup);
}

/** An instance's costs per request: CPU ms, PostgreSQL ms (execution and planning), statements, buffers. */
const perRequest = (x) => ({
  cpuMs: (1000 * x.cpuSeconds) / x.requests,
  pgMs: x.pgMs / x.requests,
  pgCalls: x.pgCalls / x.requests,
  pgBlocks: x.pgBlocks / x.requests,
});

/** Each instance's requests (HAProxy's count of its answers), memory, CPU and PostgreSQL time per request. */
export function printInstances(instances, seconds) {
  console.table(
    instances.map((x) => {
      const per = perRequest(x);
      return {
        instance: x.name,
        requests: x.requests,
        'req/s': Math.round(x.requests / seconds),
        'RSS idle MiB': Math.round(x.idleRss),
        'RSS mean MiB': Math.round(x.used.meanSample),
        'RSS max MiB': Math.round(x.used.highestSample),
        'VmHWM MiB': Math.round(x.used.peak),
        'CPU s': Number(x.cpuSeconds.toFixed(1)),
        'CPU ms/req': Number(per.cpuMs.toFixed(3)),
        'PostgreSQL ms/req': Number(per.pgMs.toFixed(3)),
        'statements/req': Number(per.pgCalls.toFixed(2)),
        'buffers/req': Number(per.pgBlocks.toFixed(1)),
      };
    }),
  );
  console.log(
    `RSS sampled every 250 ms; VmHWM is the peak over the process's life. CPU from /proc/<pid>/stat, ` +
      `PostgreSQL time (execution and planning) and buffers (hit or read) from pg_stat_statements by the ` +
      `instance's role. The machine's ${os.availableParallelism()} cores were ` +
      `${(100 * instances[0].used.machineBusy).toFixed(0)}% busy.`,
  );
}

/** Sums each instance's requests and costs over rounds. */
function combine(rounds) {
  const byName = new Map();
  for (const x of rounds.flatMap((round) => round.instances)) {
    const sum = byName.get(x.name) ?? {
      name: x.name,
      requests: 0,
      cpuSeconds: 0,
      pgMs: 0,
      pgCalls: 0,
      pgBlocks: 0,
    };
    for (const key of ['requests', 'cpuSeconds', 'pgMs', 'pgCalls', 'pgBlocks']) sum[key] += x[key];
    byName.set(x.name, sum);
  }
  return [...byName.values()].map((x) => ({ name: x.name, requests: x.requests, ...perRequest(x) }));
}

/**
 * Prints each instance's costs per request with both instances working against its own alone (each summed
 * over its rounds); answers whether CPU and PostgreSQL time stay within the target.
 */
export function compareInstances(rounds) {
  const alone = combine(rounds.filter((round) => !round.together));
  const together = combine(rounds.filter((round) => round.together));
  const rows = [];
  for (const x of together) {
    const single = alone.find((y) => y.name === x.name);
    for (const [figure, key, target] of [
      ['CPU ms/req', 'cpuMs', true],
      ['PostgreSQL ms/req', 'pgMs', true],
      ['PostgreSQL buffers/req', 'pgBlocks', false],
    ]) {
      const ratio = x[key] / single[key];
      rows.push({
        instance: x.name,
        figure,
        alone: Number(single[key].toFixed(3)),
        'both working': Number(x[key].toFixed(3)),
        ratio: Number(ratio.toFixed(2)),
        [`target <= ${MAX_RATIO}`]: target ? (ratio <= MAX_RATIO ? 'PASS' : 'FAIL') : '(shown)',
      });
    }
  }
  const requests = (list) => list.map((x) => `${x.name} ${x.requests}`).join(', ');
  console.log(
    `\nCost per request of each instance with both working against the same instance alone, at the same ` +
      `rate per instance, over the rounds above (requests alone: ${requests(alone)}; both working: ` +
      `${requests(together)}). Two instances show no more throughput here: they share two cores with ` +
      `HAProxy, PostgreSQL and the load generator. A flat cost per request shows that nothing is contended ` +
      `across instances. Buffers per request show the work (they move with the share of searches ` +
      `HAProxy's leastconn gives each instance), PostgreSQL ms its wall time.`,
  );
  console.table(rows);
  return rows.every((row) => row[`target <= ${MAX_RATIO}`] !== 'FAIL');
}
