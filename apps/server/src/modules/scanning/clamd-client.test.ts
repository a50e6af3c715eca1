import { describe, expect, it } from 'vitest';
import { parseClamdAddress, parseReply, ScannerUnavailable } from './clamd-client.js';

describe('clamd replies and addresses', () => {
  it('reads OK, FOUND with its signature, and treats anything else as no verdict', () => {
    expect(parseReply('stream: OK')).toEqual({ infected: false });
    expect(parseReply('stream: Win.Test.EICAR_HDB-1 FOUND')).toEqual({
      infected: true,
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(() => parseReply('INSTREAM size limit exceeded. ERROR')).toThrow(ScannerUnavailable);
    expect(() => parseReply('')).toThrow(ScannerUnavailable);
  });

  it('takes a socket path or tcp://host:port', () => {
    expect(parseClamdAddress('/run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(parseClamdAddress('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(() => parseClamdAddress('tcp://clamd')).toThrow(/no port/);
  });
});
