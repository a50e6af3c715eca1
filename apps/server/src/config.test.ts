import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('demo data', () => {
  it('is made with the embedded database unless turned off', () => {
    expect(loadConfig({}).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: '' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
  });

  it('is never made on a PostgreSQL server unless asked for explicitly', () => {
    const server = { DATABASE_URL: 'postgres://ops@db.example/ops' };
    expect(loadConfig(server).DEMO_DATA).toBe(false);
    expect(loadConfig({ ...server, DEMO_DATA: '' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ ...server, DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
  });

  it('refuses a value that is not a yes or a no', () => {
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });
});

describe('shutdown drain', () => {
  it('lasts 3 s by default, can be turned off, and is never negative', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_SECONDS).toBe(3);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '1.5' }).SHUTDOWN_DRAIN_SECONDS).toBe(1.5);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});
