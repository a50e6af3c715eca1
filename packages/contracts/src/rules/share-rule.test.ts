import { describe, expect, it } from 'vitest';
import { classifyShareEmails } from './share-rule.js';
import { SHARE_RULE_CASES } from './share-rule-cases.js';

describe('the share rule', () => {
  it.each(SHARE_RULE_CASES)('$name', ({ organisation, emails, expected }) => {
    expect(classifyShareEmails(emails, organisation)).toEqual(expected);
  });
});
