import type { PROFILE_IMAGE_TYPES } from '@ops/contracts';
import { contractTypeOf, onePagePdf } from '@ops/contracts';

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
export const samplePdf = (lines: string[]) =>
  new Blob([onePagePdf(lines, { width: 520, height: 240, fontSize: 14 })], { type: 'application/pdf' });
