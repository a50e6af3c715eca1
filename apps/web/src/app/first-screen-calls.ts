import type { DeliveryArgs, ListArgs } from '@/features/assignments/api/assignment-urls';

/** The deliveries page's addresses, with an optional delivery id (the build's inline starter uses it too). */
export const FIRST_SCREEN_ADDRESS = /^\/(deliver|ops-archive)(?:\/(\d{1,10}))?\/?$/;
const MAX_ID = 2_147_483_647;

/** The deliveries page's first reads at an address; the profile is read on every signed-in one. */
export interface FirstScreenReads {
  list?: ListArgs;
  delivery?: DeliveryArgs;
}

/**
 * What a signed-in first screen reads (issue 23), with the arguments its components ask with: the sidebar's
 * recent list (ascending, page 1, no search) and the open delivery with its comments. A change in
 * `use-assignment-list.ts`, `assignment-detail.tsx` or `comment-list.tsx` must follow here (a mismatch
 * costs one more call, never wrong data).
 */
export function firstScreenReads(pathname: string, search: string): FirstScreenReads {
  const match = FIRST_SCREEN_ADDRESS.exec(pathname);
  // The archive's list starts from ?search=: its first call is the sidebar's to make.
  if (!match || (match[1] === 'ops-archive' && new URLSearchParams(search).has('search'))) return {};
  const scope = match[1] === 'deliver' ? 'live' : 'archive';
  const list: ListArgs = { scope, sort: 'ascending', page: 1 };
  const id = Number(match[2]);
  if (!match[2] || id < 1 || id > MAX_ID) return { list };
  return { list, delivery: { scope, id } };
}
