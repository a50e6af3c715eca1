import type { DeliveredFile } from '@ops/contracts';

/** How long a sample file's URL stays usable: a download link the server hands out is short-lived too. */
const URL_LIFETIME_MS = 60_000;

/**
 * A sample file's bytes as a blob: URL made in the page. Downloads are navigations, which Mock Service
 * Worker leaves to the network, so the demo hands out bytes the browser already holds instead of a path.
 */
export function sampleFileUrl(name: string): string {
  const text = `${name}\n\nA sample file of the operations console's demo: the real console streams the delivered file.\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return url;
}

/** A plausible size for a sample file in bytes, the same for the same name. */
function sampleFileSize(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return 120_000 + hash * 7;
}

/** Keys of a file's links that are not formats (an outside link and its label). */
export const NOT_FORMATS = new Set(['external_link', 'external_text']);

/** The formats a file can be downloaded in, with a sample size for each. */
export const downloadFormatsOf = (file: DeliveredFile) =>
  Object.keys(file.links)
    .filter((format) => !NOT_FORMATS.has(format))
    .map((format) => ({ format, size: sampleFileSize(`${file.name}.${format}`) }));
