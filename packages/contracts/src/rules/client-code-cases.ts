/** A generated client code: the company's name, the codes clients already have, the code offered. */
interface ClientCodeCase {
  name: string;
  companyName: string;
  taken: string[];
  expected: string;
}

/**
 * The generated client code's cases. The rule's own test runs them, and so do the server's and the demo's
 * generate-client-code calls after creating companies with the taken codes. The expected codes are written out.
 */
export const CLIENT_CODE_CASES: readonly ClientCodeCase[] = [
  { name: 'the initials of the words', companyName: 'Blue Ridge Partners', taken: [], expected: 'BRP' },
  { name: 'a single word: its first letters', companyName: 'Zephyr', taken: [], expected: 'ZEPH' },
  {
    name: 'common words left out, short initials filled from the first word',
    companyName: 'The Orchid Company Ltd',
    taken: [],
    expected: 'OCRC',
  },
  { name: 'a taken code: numbered on', companyName: 'Quantum Leap Labs', taken: ['QLL'], expected: 'QLL2' },
  {
    name: 'the first free number',
    companyName: 'Harbor View Group',
    taken: ['HVG', 'HVG2'],
    expected: 'HVG3',
  },
];
