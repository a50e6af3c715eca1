import { clientCodeCandidates } from '@ops/contracts';

/** The first code of the company name's candidates that no client has yet. */
export async function generateClientCode(companyName: string, isTaken: (code: string) => Promise<boolean>) {
  for (const candidate of clientCodeCandidates(companyName))
    if (!(await isTaken(candidate))) return candidate;
  throw new Error('No free client code');
}
