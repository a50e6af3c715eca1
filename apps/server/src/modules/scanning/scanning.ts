import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.js';
import type { Db } from '@/db/client.js';
import type { Clock } from '@/lib/clock.js';
import type { StorageDriver } from '@/storage/storage-driver.js';
import { createInlineScans } from './inline-scan.js';
import { purgeQuarantine } from './quarantine-reader.js';
import { createScanner } from './scanner.js';
import { createUploadScans } from './upload-scans.js';

interface ScanningDeps {
  config: Config;
  db: Db;
  storage: StorageDriver;
  clock: Clock;
}

/** Malware scanning of every upload (decision 0024), wired once per app as `services.scanning`. */
export function createScanning(deps: ScanningDeps, log: FastifyBaseLogger) {
  const scanner = createScanner(deps.config, log);
  const inner = { ...deps, log, scanner };
  const uploads = createUploadScans(inner);
  const inline = createInlineScans(inner);
  return {
    mode: scanner.mode,
    announce: scanner.announce,
    uploads,
    scanBytes: inline.scanBytes,
    scanStored: inline.scanStored,
    purge: () => purgeQuarantine(deps.db, deps.storage, deps.clock.now(), log),
  };
}

export type Scanning = ReturnType<typeof createScanning>;
