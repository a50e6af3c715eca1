import { describe, expect, it } from 'vitest';
import { refusalStatus } from './refusal.js';
import { STAFF_RECORD_CASES, staffCaseAccount } from './staff-record-cases.js';
import {
  otherAccountRefusal,
  personName,
  resendInviteRefusal,
  staffName,
  staffStatus,
} from './staff-records.js';

describe('the staff routes’ refusals and statuses', () => {
  it.each(STAFF_RECORD_CASES)('$name', ({ call, target, expected }) => {
    const account = staffCaseAccount(target);
    const refusal =
      otherAccountRefusal(1, account.exists ? { id: account.own ? 1 : 2 } : undefined) ??
      (call === 'resend' ? resendInviteRefusal(account) : null);
    if (refusal) {
      expect({ status: refusalStatus(refusal), message: refusal.refusal }).toEqual(expected);
      return;
    }
    expect(expected.status).toBe(200);
    const deactivated = { deactivate: true, reactivate: false }[call as string] ?? account.deactivated;
    expect(staffStatus({ ...account, deactivated })).toBe(expected.member);
  });
});

describe('a person’s name', () => {
  it('is the first and last name, else the address for a staff member', () => {
    expect(personName({ first_name: 'Ada', last_name: '' })).toBe('Ada');
    expect(personName({ first_name: null, last_name: null })).toBe('');
    expect(staffName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.com' })).toBe('Ada Lovelace');
    expect(staffName({ first_name: '', last_name: '', email: 'a@x.com' })).toBe('a@x.com');
  });
});
