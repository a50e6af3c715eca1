// The uploaders of npm run bench:upload -- --wan, each driven the way its own code runs: the console's
// engine (apps/web's upload engine, bundled from source with esbuild, its part PUTs through the real
// xhr-put.ts over a Node XMLHttpRequest), tus-js-client, Uppy's S3 client, and the link reference.
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpSync, createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { build } from 'esbuild';
import * as tus from 'tus-js-client';
import { browserAgent, NodeXMLHttpRequest } from './node-xhr.mjs';

globalThis.XMLHttpRequest ??= NodeXMLHttpRequest;
// A file's parts all listen to its abort signal (more than 10 with eight slots): browsers do not warn, Node does.
setMaxListeners(0);

const UPLOAD_DIR = path.join(import.meta.dirname, '../../apps/web/src/shared/upload');
const CATALOGUES_DIR = path.join(import.meta.dirname, '../../packages/contracts/src/i18n/locales');
const MiB = 1024 * 1024;

/** The web engine's own modules, bundled from source (contracts included) for Node. */
export async function loadEngine() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ops-wan-engine-'));
  const outfile = path.join(dir, 'engine.mjs');
  await build({
    stdin: {
      contents: `export { UploadEngine } from './upload-engine.ts';\nexport { xhrPutPart } from './xhr-put.ts';\nexport { UploadError } from './upload-error.ts';`,
      resolveDir: UPLOAD_DIR,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    conditions: ['source'],
    outfile,
    logLevel: 'error',
  });
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  // The contracts list their catalogues beside the module that reads them (locale-files.ts), here the bundle.
  cpSync(CATALOGUES_DIR, path.join(dir, 'locales'), { recursive: true });
  return import(pathToFileURL(outfile).href);
}

// BENCH_WAN_JSON_POOL=own (tuning only) gives the JSON calls 6 connections of their own, as a browser would if
// the part URLs were on another origin than the API.
const jsonAgent =
  process.env.BENCH_WAN_JSON_POOL === 'own'
    ? new http.Agent({ keepAlive: true, maxSockets: 6 })
    : browserAgent;

/** A JSON POST of the console API over the browser agent (the same 6 connections as the part PUTs). */
function postJson(base, auth, urlPath, payload) {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${urlPath}`,
      {
        method: 'POST',
        agent: jsonAgent,
        headers: { ...auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
          if (res.statusCode !== 200 || !answer.success)
            reject(
              Object.assign(new Error(`${urlPath}: ${res.statusCode} ${answer.message}`), {
                status: res.statusCode,
              }),
            );
          else resolve(answer);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The headers of a signed-in browser: bearer token and the CSRF pair. */
export const authHeaders = (token, csrf) => ({
  authorization: `Bearer ${token}`,
  cookie: `csrftoken=${csrf}`,
  'x-csrftoken': csrf,
});

/** A Blob range that looks like a picked File to the engine (name, size, lastModified, slice). */
const fileOf = (blob, name) => ({
  name,
  size: blob.size,
  lastModified: 1_764_000_000_000,
  type: '',
  slice: (a, b) => blob.slice(a, b),
});

/**
 * Uploads the files with the console's engine as the browser runs it (its concurrency, slots, part plan and
 * retries); answers the upload ids in order. Throws if a file fails.
 */
export async function engineUpload(engineModule, base, auth, files, batch) {
  const { UploadEngine, xhrPutPart, UploadError } = engineModule;
  const transport = {
    getUrls: (body, _flow, _signal) =>
      postJson(base, auth, '/api-ops/ops/v1/upload-get-url/', body).catch((e) => {
        throw new UploadError('links', e.message);
      }),
    resume: (uploadId) =>
      postJson(base, auth, '/api-ops/ops/v1/upload-resume/', { upload_id: uploadId }).catch((e) => {
        throw new UploadError(e.status === 400 || e.status === 404 ? 'gone' : 'failed', e.message);
      }),
    // The server answers part URLs as paths of its own origin, as a browser resolves them.
    putPart: (part) => xhrPutPart({ ...part, url: new URL(part.url, base).href }),
    complete: (body) =>
      postJson(base, auth, '/api-ops/ops/v1/multipart-complete/', body).then(
        (a) => a.details,
        (e) => {
          throw new UploadError('failed', e.message);
        },
      ),
  };
  const store = { list: () => [], save: () => undefined, remove: () => undefined };
  // BENCH_WAN_PARTS and BENCH_WAN_RAMP try another number of part slots, or another ramp of them (ms), than
  // the engine's own (for tuning only).
  const parts = Number(process.env.BENCH_WAN_PARTS);
  const ramp = process.env.BENCH_WAN_RAMP;
  const engine = new UploadEngine({
    transport,
    store,
    ...(parts > 0 ? { partsInFlight: parts } : {}),
    ...(ramp ? { slotRampMs: Number(ramp) } : {}),
  });
  const items = files.map((f, i) => ({
    fileId: `f${i}`,
    groupId: 'G_1',
    fileType: 'target_files',
    fileTypeId: `target_file_${i + 1}`,
    file: fileOf(f.blob, f.name),
  }));
  const finished = new Promise((resolve) => {
    engine.subscribe(() => {
      const { overall } = engine.getSnapshot();
      if (overall === 'success' || overall === 'failed') resolve(overall);
    });
  });
  engine.start(items, {
    flow: 'new',
    deliveryId: batch,
    time: new Date().toISOString(),
    interimByGroup: {},
  });
  const overall = await finished;
  const snapshot = engine.getSnapshot();
  if (overall !== 'success')
    throw new Error(`engine upload failed: ${snapshot.files.find((f) => f.status === 'failed')?.message}`);
  return Object.values(snapshot.records).map((r) => r.upload_id);
}

/** tus-js-client as bench/upload.mjs drives it: 10 MiB chunks, one request at a time per file, 3 files at once. */
export async function tusUpload(base, files) {
  const one = (f) =>
    new Promise((resolve, reject) => {
      const upload = new tus.Upload(createReadStream(f.path), {
        endpoint: `${base}/files`,
        chunkSize: 10 * MiB,
        retryDelays: [0, 1000, 3000],
        storeFingerprintForResuming: false,
        metadata: { filename: f.name },
        onError: reject,
        onSuccess: resolve,
      });
      upload.start();
    });
  await pool(files, 3, one);
}

/**
 * Uppy's S3 client (@uppy/aws-s3 with @uppy/core, its defaults: 6 files at once, parts one after the other
 * per file) against the console's part URLs. Uppy speaks S3's XML API; a small loopback facade in front of
 * the console's JSON calls plays S3's create and complete (each one call through the delay line, as a
 * signing backend would make), and the part PUTs go straight to the console's signed part URLs.
 */
export async function uppyUpload(base, auth, files, batch, facadePort, chunkOf) {
  const { default: Uppy } = await import('@uppy/core');
  const { default: AwsS3 } = await import('@uppy/aws-s3');
  const urls = new Map();
  const facade = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const url = new URL(req.url, 'http://x');
        const key = decodeURIComponent(url.pathname.slice(1));
        const [size, ...rest] = key.split('/');
        const name = rest.join('/');
        if (url.searchParams.has('uploads')) {
          const answer = await postJson(base, auth, '/api-ops/ops/v1/upload-get-url/', {
            delivery_id: batch,
            group: 'G_1',
            file_type: 'target_files',
            file_name: name,
            file_size: Number(size),
            chunk_size: chunkOf(Number(size)),
          });
          urls.set(answer.upload_id, answer.urls);
          res.setHeader('content-type', 'application/xml');
          return res.end(
            `<InitiateMultipartUploadResult><Key>${key}</Key><UploadId>${answer.upload_id}</UploadId></InitiateMultipartUploadResult>`,
          );
        }
        const body = Buffer.concat(chunks).toString('utf8');
        const parts = [...body.matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]*)<\/ETag>/g)].map(
          (m) => ({
            PartNumber: Number(m[1]),
            ETag: m[2],
          }),
        );
        await postJson(base, auth, '/api-ops/ops/v1/multipart-complete/', {
          upload_id: url.searchParams.get('uploadId'),
          file_name: name,
          parts,
        });
        res.setHeader('content-type', 'application/xml');
        res.end(
          `<CompleteMultipartUploadResult><Location>${base}/${key}</Location><Key>${key}</Key><ETag>x</ETag></CompleteMultipartUploadResult>`,
        );
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    });
  });
  await new Promise((resolve) => facade.listen(facadePort, '127.0.0.1', resolve));
  const facadeBase = `http://127.0.0.1:${facadePort}`;
  try {
    const uppy = new Uppy({ autoProceed: false });
    uppy.use(AwsS3, {
      shouldUseMultipart: true,
      getChunkSize: (file) => chunkOf(file.size),
      generateObjectKey: (file) => `${file.size}/${file.name}`,
      signRequest: (request) => {
        const key = encodeURIComponent(request.key);
        if (request.method === 'PUT' && request.partNumber)
          return { url: new URL(urls.get(request.uploadId)[request.partNumber - 1], base).href };
        if (request.uploadId) return { url: `${facadeBase}/${key}?uploadId=${request.uploadId}` };
        return { url: `${facadeBase}/${key}?uploads` };
      },
    });
    for (const f of files) uppy.addFile({ name: f.name, type: 'application/zip', data: f.blob });
    const result = await uppy.upload();
    if (result.failed?.length) throw new Error(`uppy: ${result.failed[0].error}`);
  } finally {
    await new Promise((resolve) => facade.close(resolve));
  }
}

/**
 * The link reference: the same bytes as one plain stream per connection over 4 connections to a sink that
 * answers once it has them all, through the same delay line.
 */
export async function bulkTransfer(port, bytes, source) {
  const per = Math.ceil(bytes / 4);
  await Promise.all(
    [0, 1, 2, 3].map(
      (i) =>
        new Promise((resolve, reject) => {
          const length = Math.max(0, Math.min(per, bytes - i * per));
          const socket = net.connect(port, '127.0.0.1');
          socket.on('error', reject);
          socket.once('data', () => {
            socket.destroy();
            resolve();
          });
          socket.write(`${length}\n`);
          let sent = 0;
          const pump = () => {
            while (sent < length) {
              const n = Math.min(source.length, length - sent);
              sent += n;
              if (!socket.write(source.subarray(0, n))) return void socket.once('drain', pump);
            }
          };
          pump();
        }),
    ),
  );
}

/** The sink of the link reference: reads the announced number of bytes, answers one byte. */
export async function startSink(port) {
  const server = net.createServer((socket) => {
    let want = -1;
    let got = 0;
    let head = '';
    socket.on('data', (chunk) => {
      let data = chunk;
      if (want < 0) {
        head += chunk.toString('latin1');
        const nl = head.indexOf('\n');
        if (nl < 0) return;
        want = Number(head.slice(0, nl));
        data = Buffer.from(head.slice(nl + 1), 'latin1');
      }
      got += data.length;
      if (got >= want) socket.write('k');
    });
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

async function pool(items, width, job) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
