import { describe, expect, it } from 'vitest';
import { REQUEST_FILE_CASES } from './request-file-cases.js';
import { requestFileRefusal, requestMaxBytes } from './request-files.js';

describe('the request file rule', () => {
  it.each(REQUEST_FILE_CASES)('$name', ({ request, file, refusal }) => {
    expect(requestFileRefusal(request, file)).toBe(refusal);
  });

  it('counts a request size in MiB', () => {
    expect(requestMaxBytes(2)).toBe(2 * 1024 * 1024);
  });
});
