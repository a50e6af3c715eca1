import { describe, expect, it } from 'vitest';
import { SHARE_SUGGESTION_LIMIT, shareSuggestions } from './share-suggestions.js';

const users = [
  { email: 'daniel.brooks@acme.test', name: 'Daniel Brooks' },
  { email: 'kavya.iyer@acme.test', name: 'Kavya Iyer' },
];
const shared = [
  { email: 'finance@acme.test', is_request: false },
  { email: 'Kavya.Iyer@acme.test', is_request: false },
  { email: 'legal@acme.test', is_request: true },
];

describe('shareSuggestions', () => {
  it('lists the users first, then shared addresses that are not users, in the order given', () => {
    expect(shareSuggestions({ users, shared })).toEqual([...users, { email: 'finance@acme.test', name: '' }]);
  });

  it('finds users by e-mail or name and shared addresses by e-mail, in any letter case', () => {
    expect(shareSuggestions({ users, shared, search: 'AN' })).toEqual([
      users[0],
      { email: 'finance@acme.test', name: '' },
    ]);
    expect(shareSuggestions({ users, shared, search: 'iyer' })).toEqual([users[1]]);
  });

  it("leaves out a recipient's requests for colleagues", () => {
    expect(shareSuggestions({ users, shared, search: 'legal' })).toEqual([]);
  });

  it('suggests nothing under two characters', () => {
    expect(shareSuggestions({ users, shared, search: 'a' })).toEqual([]);
    expect(shareSuggestions({ users, shared, search: '' })).toEqual([]);
  });

  it('lists an address shared more than once only once', () => {
    const twice = [...shared, { email: 'finance@acme.test', is_request: false }];
    expect(shareSuggestions({ users: [], shared: twice, search: 'fin' })).toEqual([
      { email: 'finance@acme.test', name: '' },
    ]);
  });

  it(`stops at the limit, ${SHARE_SUGGESTION_LIMIT} unless told, users taking the places first`, () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ email: `u${i}@acme.test`, name: `User ${i}` }));
    expect(shareSuggestions({ users: many, shared })).toEqual(many.slice(0, SHARE_SUGGESTION_LIMIT));
    expect(shareSuggestions({ users, shared, limit: 2 })).toEqual(users);
  });
});
