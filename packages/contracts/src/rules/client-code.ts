/** A client code from a company name: initials of its words, or the first letters of a single word. */
function baseClientCode(companyName: string): string {
  const words = companyName
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['THE', 'AND', 'OF', 'LTD', 'LLC', 'INC', 'PVT', 'GMBH', 'CO'].includes(w));
  if (words.length === 0) return 'CL';
  const initials = words.map((w) => w[0]).join('');
  const code = initials.length >= 3 ? initials : (initials + words[0]!.slice(1)).slice(0, 4);
  return code.slice(0, 6).padEnd(2, 'X');
}

/**
 * The client codes to offer for a company name, in order: the base code, then the base with 2, 3, ...
 * appended (at most 10 characters). The caller takes the first one not taken.
 */
export function* clientCodeCandidates(companyName: string): Generator<string> {
  const base = baseClientCode(companyName);
  yield base;
  for (let n = 2; n < 1000; n++) yield `${base.slice(0, 10 - String(n).length)}${n}`;
}

/** The first of the company name's codes that no client has yet (the caller says which are taken). */
export async function firstFreeClientCode(
  companyName: string,
  isTaken: (code: string) => boolean | Promise<boolean>,
): Promise<string> {
  for (const candidate of clientCodeCandidates(companyName))
    if (!(await isTaken(candidate))) return candidate;
  throw new Error('No free client code');
}
