import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const decisions = new URL('../../../docs/decisions/', import.meta.url);

describe('docs/decisions/README.md', () => {
  it('indexes every decision record, each with the date and status its header gives', async () => {
    const files = (await readdir(decisions)).filter((f) => /^\d{4}-.+\.md$/u.test(f)).sort();
    const index = await readFile(new URL('README.md', decisions), 'utf8');
    for (const file of files) {
      const number = file.slice(0, 4);
      const text = await readFile(new URL(file, decisions), 'utf8');
      const header = /^Date: (\d{4}-\d{2}-\d{2})\. Status: (\w+)/mu.exec(text);
      expect(header, `${file} has a "Date: … Status: …" line`).not.toBeNull();
      const row = index.split('\n').find((line) => line.startsWith(`| ${number} |`));
      expect(row, `${file} has a row in the index`).toBeDefined();
      expect(row).toContain(header?.[1]);
      expect(row).toContain(header?.[2]);
      expect(index).toContain(`: ${file}\n`);
    }
  });
});
