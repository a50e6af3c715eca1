/** The personal link's token from a fragment like `#t=<token>`; null when there is none. */
export function linkTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t')?.trim();
  return token ? token : null;
}
