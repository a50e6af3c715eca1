import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import { addShareEmail, addShareEmails } from './share-emails';

describe('share e-mail chips (section 5)', () => {
  it('lower-cases and adds a valid address', () => {
    expect(addShareEmail([], ' Ann@Client.COM ')).toEqual({ emails: ['ann@client.com'] });
  });

  it.each(['', '   ', 'ann', 'ann@client', 'a b@c.com'])(
    'refuses %j with the enter-an-email message',
    (raw) => {
      expect(addShareEmail([], raw)).toEqual({ error: DELIVERY_MESSAGES.enterEmail });
    },
  );

  it('refuses duplicates and the eleventh address', () => {
    expect(addShareEmail(['ann@client.com'], 'ANN@client.com')).toEqual({
      error: DELIVERY_MESSAGES.emailAlreadyAdded,
    });
    const ten = Array.from({ length: 10 }, (_, i) => `u${i}@client.com`);
    expect(addShareEmail(ten, 'eleven@client.com')).toEqual({ error: DELIVERY_MESSAGES.onlyTen });
  });

  it('adds a pasted list up to the first refusal', () => {
    expect(addShareEmails([], 'a@x.com, b@x.com; bad')).toEqual({
      emails: ['a@x.com', 'b@x.com'],
      error: DELIVERY_MESSAGES.enterEmail,
    });
  });
});
