import { MESSAGES } from '@ops/contracts';
import { notFound } from '@/lib/app-error.js';
import type { Services } from '@/services.js';
import { zipEntries } from './delivery-zip.js';

/** How long the streaming URL a download is answered with stays valid. */
const STREAM_LINK_SECONDS = 5 * 60;

/**
 * The short-lived URL that streams one stored object (an S3 presigned GET when the store has them, else the
 * server's own signed link), or a version's zip (always built by the server as it streams), with the names
 * of the files it holds. 404 when the bytes are gone. A link issued under a recipient's share names it and
 * is always the server's own, which checks the share at every use: a revoke ends it at once, where a
 * presigned GET would live on for its minutes (decision 0019).
 */
export async function streamUrl(
  services: Pick<Services, 'db' | 'clock' | 'links' | 'storage'>,
  target: { key: string; name: string } | { delivery: number; version: number; name: string },
  issuedUnder: { share?: number } = {},
): Promise<{ url: string; files: string[] }> {
  const { db, clock, links, storage } = services;
  const exp = Math.floor(clock.now().getTime() / 1000) + STREAM_LINK_SECONDS;
  const { name } = target;
  const { share } = issuedUnder;
  if ('key' in target) {
    if (!(await storage.exists(target.key))) throw notFound(MESSAGES.notFound);
    const url =
      storage.downloadUrl && share === undefined
        ? await storage.downloadUrl(target.key, { name, seconds: STREAM_LINK_SECONDS })
        : `/files/${links.sign({ key: target.key, name, exp, disposition: 'attachment', share })}`;
    return { url, files: [name] };
  }
  const entries = await zipEntries(db, target.delivery, target.version);
  if (entries.length === 0) throw notFound(MESSAGES.notFound);
  const zip = { delivery: target.delivery, version: target.version };
  const url = `/zips/${links.sign({ zip, name, exp, share })}`;
  return { url, files: entries.map((entry) => entry.name) };
}
