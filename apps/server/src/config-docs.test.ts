import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configSchema } from './config.js';

const root = new URL('../../../', import.meta.url);

/** The variable names in a document's tables: the first cell of each row, in backticks. */
async function tableVariables(file: string): Promise<string[]> {
  const text = await readFile(new URL(file, root), 'utf8');
  return [...text.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gmu)].map((m) => m[1] ?? '');
}

describe('the configuration documents', () => {
  it('list every setting once: the README the first ones, docs/deployment.md the rest', async () => {
    const settings = Object.keys(configSchema.in.shape).sort();
    const readme = await tableVariables('README.md');
    const reference = await tableVariables('docs/deployment.md');
    expect(readme.length, 'the README keeps a short table').toBeLessThanOrEqual(20);
    const documented = [...readme, ...reference];
    expect(new Set(documented).size, 'each setting in one table only').toBe(documented.length);
    expect([...documented].sort()).toEqual(settings);
  });
});
