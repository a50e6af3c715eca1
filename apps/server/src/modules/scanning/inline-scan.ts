import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { SCAN_MESSAGES, fileExtension, type QuarantineSource } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { AppError, badRequest } from '@/lib/app-error.js';
import type { Clock } from '@/lib/clock.js';
import type { StorageDriver } from '@/storage/storage-driver.js';
import { ScannerUnavailable } from './clamd-client.js';
import { quarantine } from './quarantine.js';
import type { Scanner } from './scanner.js';

interface InlineScanDeps {
  db: Db;
  storage: StorageDriver;
  clock: Clock;
  log: FastifyBaseLogger;
  scanner: Scanner;
}

export interface InlineFile {
  name: string;
  source: QuarantineSource;
  userId: number | null;
  delivery?: string;
}

/** clamd unreachable while files must be scanned: the upload is refused for now (fail closed). */
const unavailable = () => new AppError(503, SCAN_MESSAGES.scannerUnavailable, { 'retry-after': '60' });

/**
 * Scans small uploads (contracts, logos, imports, the older combined deliver form) before they are accepted:
 * clean or unscanned (SCAN_MODE off, or warn while clamd is away) passes; infected is quarantined and refused
 * with the signature; clamd unreachable under SCAN_MODE=on refuses with 503.
 */
export function createInlineScans(deps: InlineScanDeps) {
  const { scanner, log } = deps;

  async function verdictOf(file: InlineFile, source: () => Promise<Readable | null>) {
    if (scanner.mode === 'off') return null;
    try {
      const stream = await source();
      return stream ? await scanner.scan(stream) : null;
    } catch (error) {
      if (!(error instanceof ScannerUnavailable)) throw error;
      if (scanner.mode === 'on') {
        log.error({ err: error, file: file.name }, 'clamd unreachable: upload refused');
        throw unavailable();
      }
      log.warn(
        { err: error, file: file.name },
        'clamd unreachable: upload accepted unscanned (SCAN_MODE=warn)',
      );
      return null;
    }
  }

  /** Scans bytes held in memory; infected ones are stored under quarantine/ and refused. */
  async function scanBytes(file: InlineFile, bytes: Buffer): Promise<'clean' | 'unscanned'> {
    const verdict = await verdictOf(file, async () => Readable.from([bytes]));
    if (!verdict) return 'unscanned';
    if (!verdict.infected) return 'clean';
    const key = `quarantine/${randomUUID()}.${fileExtension(file.name).replace(/[^a-z0-9]/g, '') || 'bin'}`;
    await deps.storage.put(key, bytes);
    await record(file, verdict.signature, key, bytes.length);
    throw badRequest(SCAN_MESSAGES.infected(file.name, verdict.signature));
  }

  /** Scans a file already in the store (streamed from it); infected ones stay there, quarantined, and are refused. */
  async function scanStored(file: InlineFile, key: string, size: number): Promise<'clean' | 'unscanned'> {
    const verdict = await verdictOf(file, async () => (await deps.storage.get(key))?.stream ?? null);
    if (!verdict) return 'unscanned';
    if (!verdict.infected) return 'clean';
    await record(file, verdict.signature, key, size);
    throw badRequest(SCAN_MESSAGES.infected(file.name, verdict.signature));
  }

  async function record(file: InlineFile, signature: string, key: string, size: number) {
    log.warn({ file: file.name, signature, source: file.source }, 'infected upload quarantined');
    await quarantine(deps, {
      fileName: file.name,
      signature,
      source: file.source,
      storageKey: key,
      size,
      uploadedBy: file.userId,
      uploadedAt: deps.clock.now(),
      delivery: file.delivery,
    });
  }

  return { scanBytes, scanStored };
}
