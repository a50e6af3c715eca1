import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '@/test/hostile-files.js';
import { readSheet, SheetRefusal, type SheetLimits } from './read-sheet.js';

const DEFAULTS: SheetLimits = {
  maxRows: 50_000,
  maxUnpackedBytes: 64 * 1024 * 1024,
  timeoutMs: 20_000,
  memoryMb: 512,
};
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof SheetRefusal ? error.reason : String(error)),
  );

describe('the limited sheet reader', () => {
  it('reads CSV and XLSX alike, cells as trimmed text', async () => {
    expect(await readSheet(Buffer.from('\uFEFFa,b\n 1 ,2\n'), DEFAULTS)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(
      await readSheet(
        xlsxOf([
          ['a', 'b'],
          ['1', ' 2 '],
        ]),
        DEFAULTS,
      ),
    ).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('stops a parse that outgrows its heap, and the server goes on', async () => {
    // About 25 MB of sheet XML: under the unpacked limit, but its strings do not fit in 48 MB of heap.
    const rows = Array.from({ length: 40_000 }, (_, i) =>
      Array.from({ length: 11 }, (_, j) => `cell ${i} ${j} some text`),
    );
    const big = xlsxOf(rows);
    expect(await reason(readSheet(big, { ...DEFAULTS, memoryMb: 48 }))).toBe('memory');
    expect(await reason(readSheet(big, DEFAULTS))).toBe('read');
  });

  it('survives a parse that meets its heap limit in one allocation, which aborts the process holding it', async () => {
    // 34 MB of CSV in 16 MB of heap: V8 aborts with 'Reached heap limit', which in a worker thread took the
    // whole server down (exit 134) whatever its resourceLimits said.
    const csv = Buffer.from('c0,c1,c2,c3,c4,c5,c6,c7,c8,c9,c10\n'.repeat(1_000_000));
    // The same heap reads a small sheet: the process starts within it, so 'memory' above is the sheet's.
    expect(await reason(readSheet(Buffer.from('a,b\n1,2\n'), { ...DEFAULTS, memoryMb: 16 }))).toBe('read');
    expect(await reason(readSheet(csv, { ...DEFAULTS, maxRows: 2_000_000, memoryMb: 16 }))).toBe('memory');
    expect(await reason(readSheet(Buffer.from('a,b\n1,2\n'), DEFAULTS))).toBe('read');
  });

  // A server reading a sheet of three million lines ends: its parsing process must not read on. Its heap limit
  // is generous, so that no out-of-memory end passes for the kill; a child still starting when its parent ends
  // finds the sheet in its pipe and would read it all the same. Linux: the children are read from /proc.
  const parseWhileServerEnds = async (end: string) => {
    const tsx = createRequire(import.meta.url).resolve('tsx/esm');
    const script = `
      import { readFileSync } from 'node:fs';
      const { readSheet } = await import(${JSON.stringify(new URL('./read-sheet.ts', import.meta.url).href)});
      const csv = Buffer.from('a,b,c\\n'.repeat(3_000_000));
      let settled = false;
      readSheet(csv, { maxRows: 1e7, maxUnpackedBytes: 1e9, timeoutMs: 60_000, memoryMb: 2048 }).catch(() => {}).finally(() => (settled = true));
      setTimeout(() => {
        console.log(JSON.stringify({ settled, children: readFileSync('/proc/self/task/' + process.pid + '/children', 'utf8') }));
        ${end};
      }, 1500);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', tsx, '--input-type=module', '-e', script],
      { timeout: 20_000 },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout.trim()) as { settled: boolean; children: string };
    // Still parsing when the server ended, or the test proves nothing.
    expect(report.settled).toBe(false);
    const children = report.children.trim().split(/\s+/).filter(Boolean);
    expect(children.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 800));
    // Gone, or a zombie waiting for the machine's init to reap it: nothing that still runs.
    return children.filter((pid) => {
      try {
        return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    });
  };

  it.skipIf(process.platform !== 'linux')('ends a parse under way when the server exits', async () => {
    expect(await parseWhileServerEnds('process.exit(0)')).toEqual([]);
  });

  // Killed outright, the server says nothing to its children: the parse ends itself once its parent is gone.
  it.skipIf(process.platform !== 'linux')('ends a parse under way when the server is killed', async () => {
    expect(await parseWhileServerEnds("process.kill(process.pid, 'SIGKILL')")).toEqual([]);
  });

  it('refuses what is not a sheet', async () => {
    expect(await reason(readSheet(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 0, 1]), DEFAULTS))).toBe(
      'unreadable',
    );
    expect(await reason(readSheet(Buffer.from('PK\x03\x04 truncated'), DEFAULTS))).toBe('unreadable');
  });
});
