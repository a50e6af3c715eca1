import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.js';
import { parseClamdAddress, scanStream, ScannerUnavailable, type ScanVerdict } from './clamd-client.js';

export type ScanMode = Config['SCAN_MODE'];

/**
 * The configured scanner: clamd at CLAMD_SOCKET under SCAN_MODE. `scan` answers clamd's verdict or throws
 * ScannerUnavailable; what that means (hold, or pass with a warning) is the callers' rule by `mode`.
 */
export function createScanner(config: Config, log: FastifyBaseLogger) {
  const mode: ScanMode = config.SCAN_MODE;
  const address = config.CLAMD_SOCKET ? parseClamdAddress(config.CLAMD_SOCKET) : null;
  const timeoutMs = config.CLAMD_TIMEOUT_SECONDS * 1000;
  return {
    mode,
    async scan(source: Readable): Promise<ScanVerdict> {
      if (!address) {
        source.destroy();
        throw new ScannerUnavailable('CLAMD_SOCKET is not set');
      }
      return scanStream({ address, timeoutMs }, source);
    },
    /** Said once when the app starts, so an operator sees how uploads are treated. */
    announce() {
      if (mode === 'off')
        log.warn('Malware scanning is off (no CLAMD_SOCKET, or SCAN_MODE=off): uploads are not scanned.');
      else if (!address) log.error(`SCAN_MODE=${mode} without CLAMD_SOCKET: no upload can be scanned.`);
      else log.info(`Malware scanning through clamd at ${config.CLAMD_SOCKET} (SCAN_MODE=${mode}).`);
    },
  };
}

export type Scanner = ReturnType<typeof createScanner>;
