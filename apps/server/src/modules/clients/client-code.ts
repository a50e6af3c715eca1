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

/** The first free code of the base, then the base with 2, 3, ... appended. */
export async function generateClientCode(companyName: string, isTaken: (code: string) => Promise<boolean>) {
  const base = baseClientCode(companyName);
  if (!(await isTaken(base))) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base.slice(0, 10 - String(n).length)}${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error('No free client code');
}
