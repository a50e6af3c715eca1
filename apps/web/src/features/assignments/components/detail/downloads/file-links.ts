import { formatFileName } from '@ops/contracts';
import type { DeliveredFile, FileDetails } from '@ops/contracts';

/** Keys of a links map that are not formats: an outside link and its label. */
const EXTERNAL_KEYS = new Set(['external_link', 'external_text']);

interface ZipLink {
  name: string;
  link: string;
}

/**
 * One GET on a download link; `all` marks it as part of a download-all. `name` is what the file saves as
 * when the URL it answers names none (a server's streaming link sends its own, which wins).
 */
export interface DownloadJob {
  link: string;
  all: boolean;
  name: string;
}

/** The downloadable formats of a file, as [format, link] pairs in the order the server gave. */
export function downloadFormats(links: Record<string, string>): [string, string][] {
  return Object.entries(links).filter(([key, link]) => !EXTERNAL_KEYS.has(key) && link.trim() !== '');
}

const hasDownloads = (file: DeliveredFile) => downloadFormats(file.links).length > 0;

/** Download All is offered only when every file has at least one downloadable link (part 1 section 5). */
export const allDownloadable = (files: DeliveredFile[]) => files.length > 0 && files.every(hasDownloads);

/** Every format of every file, one job each. */
export const jobsForFiles = (files: DeliveredFile[], all: boolean): DownloadJob[] =>
  files.flatMap((file) =>
    downloadFormats(file.links).map(([format, link]) => ({
      link,
      all,
      name: formatFileName(file.name, format),
    })),
  );

/** The outside link of a file (opened in a new tab), when it is a web address. */
export function externalLink(links: Record<string, string>): { href: string; text: string } | null {
  const href = links.external_link?.trim();
  if (!href) return null;
  try {
    const { protocol } = new URL(href);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return { href, text: links.external_text?.trim() || href };
}

/** The code or text an external delivery sends instead of a link (external_text with no web address). */
export function externalCode(links: Record<string, string>): string | null {
  if (externalLink(links)) return null;
  return links.external_text?.trim() || null;
}

/** The zip of the source files (input_zip_link); tolerated when an older server leaves it out. */
export const inputZipOf = (details: FileDetails): ZipLink | null => details.input_zip_link ?? null;
