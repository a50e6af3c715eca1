import { describe, expect, it } from 'vitest';
import { accessLogCsv } from './access-log-csv.js';

describe('a delivery’s access log as CSV', () => {
  it('writes a BOM, the header and one formula-safe line per entry, in the order given', () => {
    const entry = (date: string, text: string, files: string[] = [], users: string[] = []) => ({
      date,
      type: 'shared',
      access_log_string: text,
      platform: 'Windows · Desktop',
      tooltip: { ip: '192.0.2.1', location: 'London, United Kingdom', files, shared_users: users },
    });
    const csv = accessLogCsv([
      entry('2026-01-01T10:00:00.000Z', 'Ada shared it, twice', ['a.pdf', 'b.pdf'], ['x@y.example']),
      entry('2026-01-02T10:00:00.000Z', '=HYPERLINK("x")'),
    ]);
    expect(csv).toBe(
      '\uFEFFDate,Type,Log,Platform,IP,Location,Files,Shared users\n' +
        '2026-01-01T10:00:00.000Z,shared,"Ada shared it, twice",Windows · Desktop,192.0.2.1,"London, United Kingdom",a.pdf; b.pdf,x@y.example\n' +
        `2026-01-02T10:00:00.000Z,shared,"'=HYPERLINK(""x"")",Windows · Desktop,192.0.2.1,"London, United Kingdom",,\n`,
    );
  });
});
