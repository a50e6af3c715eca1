import type { PROFILE_IMAGE_TYPES } from '@ops/contracts';
import { contractTypeOf } from '@ops/contracts';

const startsWith = (bytes: Uint8Array, ...signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * Which contract type a file is, judged as the server judges it: file-type reads the content (inside an
 * Office file's zip too) and the contracts' contractTypeOf names the type; null for anything else.
 */
export async function contractKind(bytes: Uint8Array, filename: string) {
  const { fileTypeFromBuffer } = await import('file-type/core');
  return contractTypeOf((await fileTypeFromBuffer(bytes))?.mime, filename);
}

/** The server's PROFILE_IMAGE_MAX_BYTES default: it limits a profile image and a client's logo. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An image's type by its content, whatever its name or declared type says (as the server checks a logo or profile image). */
export function imageKind(bytes: Uint8Array): keyof typeof PROFILE_IMAGE_TYPES | null {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (text(0, 4) === 'GIF8') return 'image/gif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** A one-page PDF saying what it stands for: the preview of a sample contract, which has no file of its own. */
export function samplePdf(lines: string[]): Blob {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const content = lines
    .map((line, i) => `BT /F1 14 Tf 40 ${200 - i * 24} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 520 240] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}
