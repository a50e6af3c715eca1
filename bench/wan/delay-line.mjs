// A user-space delay line in front of one server (this kernel has no netem). Per direction it shares one
// bottleneck link of `mbit` (bytes leave it in order, one after the other), then delays every byte by half
// the round trip; each connection may have at most a TCP-like window unacknowledged, an acknowledgement
// arriving half a round trip after the bytes do. The window starts at 10 segments, grows by the bytes
// acknowledged (so doubles per round trip, slow start) up to 4 MiB, and falls back to 10 segments when the
// connection sent nothing for a round trip (Linux's restart after idle). It can also cut a fraction of the
// request bodies (PUT and PATCH) mid-way by closing both sides. Not modelled: loss, retransmission and
// congestion avoidance (no packet is ever dropped, so the queue at the bottleneck grows to the sum of the
// windows instead of making senders back off), the receiver's window, Nagle and delayed ACKs.
import net from 'node:net';

const MSS = 1460;
const INITIAL_WINDOW = 10 * MSS;
const MAX_WINDOW = 4 * 1024 * 1024;
/** Bytes read ahead of the window before the source socket is paused (its kernel buffers hold the rest). */
const READ_AHEAD = 256 * 1024;

/** One direction's bottleneck: bytes leave in order at `bytesPerMs`, then travel `delayMs`. */
function link(bytesPerMs, delayMs) {
  let freeAt = 0;
  return {
    /** When `n` bytes sent now reach the far end (ms, performance.now()); later sends never arrive sooner. */
    send(n) {
      freeAt = Math.max(performance.now(), freeAt) + n / bytesPerMs;
      return freeAt + delayMs;
    },
  };
}

/** A tiny deterministic generator (mulberry32), so a run's cuts can be replayed with the same seed. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bytes from `src` to `dst` through `line`, at most the connection's window unacknowledged. */
function pipe(src, dst, line, rttMs, onBytes) {
  const queue = [];
  let queued = 0;
  let inflight = 0;
  let window = INITIAL_WINDOW;
  let lastSent = performance.now();
  let ended = false;
  let closed = false;
  // Bytes on the way, in order: timers of nearly the same time may fire out of order, so each one delivers
  // every chunk due by then, oldest first, and acknowledges it half a round trip later.
  const onTheWay = [];
  const arrive = () => {
    const now = performance.now();
    while (onTheWay.length && onTheWay[0].at <= now + 1 && !closed) {
      const { chunk } = onTheWay.shift();
      dst.write(chunk);
      setTimeout(() => {
        inflight -= chunk.length;
        window = Math.min(MAX_WINDOW, window + chunk.length);
        pump();
      }, rttMs / 2);
    }
    if (onTheWay.length && onTheWay[0].at > now + 1) setTimeout(arrive, onTheWay[0].at - now);
  };
  const pump = () => {
    while (queue.length && inflight < window && !closed) {
      // Nothing sent for a round trip and nothing unacknowledged: slow start again.
      if (inflight === 0 && performance.now() - lastSent >= rttMs) window = INITIAL_WINDOW;
      let chunk = queue[0];
      const room = window - inflight;
      if (chunk.length > room) {
        queue[0] = chunk.subarray(room);
        chunk = chunk.subarray(0, room);
      } else queue.shift();
      queued -= chunk.length;
      inflight += chunk.length;
      lastSent = performance.now();
      const at = line.send(chunk.length);
      onTheWay.push({ at, chunk });
      setTimeout(arrive, at - lastSent);
    }
    if (queued < READ_AHEAD && src.isPaused()) src.resume();
    if (ended && !queue.length && inflight === 0 && !closed) dst.end();
  };
  src.on('data', (chunk) => {
    if (onBytes?.(chunk) === false) return;
    queue.push(chunk);
    queued += chunk.length;
    if (queued >= READ_AHEAD) src.pause();
    pump();
  });
  src.on('end', () => {
    ended = true;
    pump();
  });
  return {
    close() {
      closed = true;
    },
  };
}

/**
 * Watches a connection's requests (HTTP/1.1, Content-Length bodies) and answers false for the chunk at
 * which a body chosen for cutting reached its cut point.
 */
function requestWatcher(stats, cutter, next) {
  let head = Buffer.alloc(0);
  let body = 0;
  let cutAt = -1;
  let http = true;
  return (chunk) => {
    if (!http) return true;
    let data = chunk;
    while (data.length) {
      if (body > 0) {
        const take = Math.min(body, data.length);
        if (cutAt >= 0 && take > cutAt) return false;
        if (cutAt >= 0) cutAt -= take;
        body -= take;
        data = data.subarray(take);
        continue;
      }
      head = Buffer.concat([head, data]);
      const end = head.indexOf('\r\n\r\n');
      // No HTTP head within 64 KiB: a plain stream (the link reference), passed on unwatched.
      if (end < 0 && head.length > 65536) http = false;
      if (end < 0) return true;
      const text = head.subarray(0, end).toString('latin1');
      data = head.subarray(end + 4);
      head = Buffer.alloc(0);
      const [method = '', url = ''] = text.split(' ');
      body = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
      cutAt = -1;
      stats.requests.push({ method, url, bytes: body });
      // Every 1/cutFraction-th body is cut (the first half way there), so a run cuts round(n × fraction).
      if ((method === 'PUT' || method === 'PATCH') && body > 0 && (cutter.owed += cutter.fraction) >= 1) {
        cutter.owed -= 1;
        cutAt = Math.floor(body * (0.1 + 0.8 * next()));
        stats.cuts.push({ method, url, bytes: body, at: cutAt });
      }
    }
    return true;
  };
}

/**
 * Starts a delay line on 127.0.0.1:`port` in front of 127.0.0.1:`target`. `rttMs` round trip, `mbit` per
 * direction; `cutFraction` of the request bodies cut mid-way (seeded). Answers { stats, close }.
 */
export async function startDelayLine({ port, target, rttMs, mbit, cutFraction = 0, seed = 21 }) {
  const bytesPerMs = (mbit * 1e6) / 8 / 1000;
  const up = link(bytesPerMs, rttMs / 2);
  const down = link(bytesPerMs, rttMs / 2);
  const next = random(seed);
  const stats = { requests: [], cuts: [], connections: 0 };
  const cutter = { fraction: cutFraction, owed: 0.5 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    stats.connections++;
    const upstream = net.connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      s.setNoDelay(true);
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const watch = requestWatcher(stats, cutter, next);
    let cut = false;
    const toServer = pipe(client, upstream, up, rttMs, (chunk) => {
      if (cut) return false;
      if (watch(chunk)) return true;
      // The cut: both ends see the connection drop with the body part sent.
      cut = true;
      toServer.close();
      toClient.close();
      client.destroy();
      upstream.destroy();
      return false;
    });
    const toClient = pipe(upstream, client, down, rttMs);
    const drop = () => {
      toServer.close();
      toClient.close();
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    stats,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(resolve);
      }),
  };
}
