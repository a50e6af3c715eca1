import { describe, expect, it } from 'vitest';
import { firstScreenReads } from './first-screen-calls';

describe('the reads of a signed-in first screen', () => {
  it.each([
    ['/deliver', '', { list: { scope: 'live', sort: 'ascending', page: 1 } }],
    [
      '/deliver/42',
      '',
      { list: { scope: 'live', sort: 'ascending', page: 1 }, delivery: { scope: 'live', id: 42 } },
    ],
    [
      '/ops-archive/7/',
      '',
      { list: { scope: 'archive', sort: 'ascending', page: 1 }, delivery: { scope: 'archive', id: 7 } },
    ],
    // The archive's search is the sidebar's first call to make, with its own arguments.
    ['/ops-archive', '?search=NWL', {}],
    // Ids outside what the API takes open no delivery.
    ['/deliver/0', '', { list: { scope: 'live', sort: 'ascending', page: 1 } }],
    ['/deliver/2147483648', '', { list: { scope: 'live', sort: 'ascending', page: 1 } }],
    ['/staff', '', {}],
    ['/', '', {}],
    ['/deliver/12/extra', '', {}],
  ])('%s%s', (pathname, search, reads) => {
    expect(firstScreenReads(pathname, search)).toEqual(reads);
  });
});
