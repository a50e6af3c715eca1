import { describe, expect, it } from 'vitest';
import { CLIENT_CODE_CASES } from './client-code-cases.js';
import { firstFreeClientCode } from './client-code.js';

describe('a generated client code', () => {
  it.each(CLIENT_CODE_CASES)('$name', async ({ companyName, taken, expected }) => {
    expect(await firstFreeClientCode(companyName, (code) => taken.includes(code))).toBe(expected);
    expect(await firstFreeClientCode(companyName, async (code) => taken.includes(code))).toBe(expected);
  });
});
