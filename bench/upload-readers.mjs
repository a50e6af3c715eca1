// The readers of npm run bench:upload, in their own process: the month listing, one request at a time, as a
// person paging months would. Apart from the process that sends the upload, so a reader's time is the
// server's answer and not the wait for an event loop busy sending parts. The parent sends
// { base, authorization, paths } and then 'stop'; this answers the p50, p95 and count of the reads between.
import http from 'node:http';
import { percentile } from './bench-kit.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** A month listing's time to its last byte (ms); throws on anything but 200. */
const read = (url, authorization) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers: { authorization } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`month listing: ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on('error', reject);
  });

let stopped = false;
process.on('message', async (message) => {
  if (message === 'stop') {
    stopped = true;
    return;
  }
  const { base, authorization, paths } = message;
  const latencies = [];
  // Bounded by the parent's stop, which follows its upload's end or its time limit.
  for (let i = 0; !stopped; i++)
    latencies.push(await read(`${base}${paths[i % paths.length]}`, authorization));
  latencies.sort((a, b) => a - b);
  process.send({
    p95: percentile(latencies, 0.95),
    p50: percentile(latencies, 0.5),
    count: latencies.length,
  });
  process.disconnect();
});
