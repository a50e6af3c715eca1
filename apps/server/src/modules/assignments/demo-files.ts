import { deflateSync } from 'node:zlib';
import { onePagePdf } from '@ops/contracts';

/** Small but real files, one per format, that the demo deliveries link to. */

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width: number, height: number, rgb: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const row = [0, ...Array.from({ length: width }, () => rgb).flat()];
  const raw = Buffer.from(Array.from({ length: height }, () => row).flat());
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdf = (text: string) => Buffer.from(onePagePdf([text], { width: 612, height: 792, fontSize: 18 }));

const srt = Buffer.from(
  '1\n00:00:00,000 --> 00:00:03,000\nWelcome to the quarterly review.\n\n2\n00:00:03,500 --> 00:00:07,000\nLet us begin with the results.\n',
);

export const DEMO_FILES: Record<string, Buffer> = {
  pdf: pdf('Sample delivery - Operations Console demo'),
  png: png(32, 32, [43, 123, 196]),
  srt,
};
