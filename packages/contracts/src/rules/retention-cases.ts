import { RETENTION_MESSAGES } from '../retention/retention.js';

/** A client's period as saved, and the one that then applies ('default': the server's RETENTION_DAYS). */
export const RETENTION_PERIOD_CASES: {
  name: string;
  retention_days: number | null;
  effective: number | 'default';
}[] = [
  { name: 'a client of its own period', retention_days: 30, effective: 30 },
  { name: 'a client back to the default', retention_days: null, effective: 'default' },
];

/** Whose address an erasure is asked for: a staff account's, or one nothing names. */
export const RECIPIENT_ERASURE_CASES: {
  name: string;
  address: 'staff' | 'unknown';
  expected: { status: 400 | 404; message: string };
}[] = [
  {
    name: 'a staff address is no recipient’s',
    address: 'staff',
    expected: { status: 400, message: RETENTION_MESSAGES.staffAddress },
  },
  {
    name: 'an address nothing names',
    address: 'unknown',
    expected: { status: 404, message: RETENTION_MESSAGES.nothingToErase },
  },
];

/** Whether a log line names the address: as a whole word only, whatever its case. */
export const ADDRESS_PATTERN_CASES: { name: string; email: string; line: string; names: boolean }[] = [
  {
    name: 'the address itself',
    email: 'ann@acme.example',
    line: 'Shared with ann@acme.example.',
    names: true,
  },
  { name: 'in other case', email: 'ann@acme.example', line: 'ANN@Acme.Example opened it', names: true },
  {
    name: 'the tail of a longer address',
    email: 'ann@acme.example',
    line: 'joann@acme.example',
    names: false,
  },
  {
    name: 'the head of a longer domain',
    email: 'ann@acme.example',
    line: 'ann@acme.example.org',
    names: false,
  },
  { name: 'a dot is not any character', email: 'ann@acme.example', line: 'ann@acmeXexample', names: false },
];
