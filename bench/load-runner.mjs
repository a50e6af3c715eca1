// Runs every call of a mix at once, one autocannon instance per call, and keeps each call's answers by
// status and its exact latencies.
import autocannon from 'autocannon';
import { percentile } from './bench-kit.mjs';

/** Splits `total` connections by share (largest remainder), at least one per call. */
export function allocateConnections(shares, total) {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (share / sum) * total);
  const counts = exact.map((x) => Math.max(1, Math.floor(x)));
  const byRemainder = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < total && k < byRemainder.length; k += 1) {
    counts[byRemainder[k].i] += 1;
  }
  return counts;
}

/** Runs the mix for `seconds` over `connections` in all; answers one result per call. */
export async function runMix(base, mix, { seconds, connections }) {
  const counts = allocateConnections(
    mix.map((c) => c.share),
    connections,
  );
  return Promise.all(mix.map((call, i) => runCall(base, call, counts[i], seconds)));
}

async function runCall(base, call, connections, seconds) {
  const latencies = [];
  const statuses = new Map();
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    ...(call.rate ? { overallRate: call.rate } : {}),
    headers: call.headers,
    requests: call.requests,
  });
  instance.on('response', (_client, status, _bytes, time) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    latencies.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const failed = [...statuses].filter(([status]) => status < 200 || status >= 300);
  return {
    call: call.call,
    connections,
    count: latencies.length,
    rps: latencies.length / seconds,
    // Socket errors and timeouts: requests that got no answer at all.
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: Object.fromEntries(failed),
    serverErrors: failed.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
  };
}
