import { describe, expect, it } from 'vitest';
import { isKnownDialCode } from './dial-codes.js';
import { MESSAGES } from './messages.js';
import {
  hasDisallowedSymbols,
  hasDisallowedTextareaSymbols,
  isEmail,
  passwordProblem,
} from './text-rules.js';

describe('password rule', () => {
  it.each(['Abcdef1!', 'Secure#Pass2026', 'x-Y_9zzzz'])('accepts %s', (p) =>
    expect(passwordProblem(p)).toBeNull(),
  );
  it.each(['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1'])('asks more of %s', (p) =>
    expect(passwordProblem(p)).toBe(MESSAGES.passwordRule),
  );
  it.each(['"', ',', '/', '~', '`', '<', '>', ';', '|', "'"])('forbids %s', (c) =>
    expect(passwordProblem(`Abcdef1!${c}`)).toBe(MESSAGES.passwordSymbols),
  );
});

describe('symbol check', () => {
  it('rejects every listed symbol and allows commas only in textareas', () => {
    for (const c of '`~*;"<>|,+=/?\\(){}[]') expect(hasDisallowedSymbols(`a${c}b`)).toBe(true);
    expect(hasDisallowedSymbols("O'Brien & Sons - Ltd. #2")).toBe(false);
    expect(hasDisallowedTextareaSymbols('one, two')).toBe(false);
    expect(hasDisallowedTextareaSymbols('one; two')).toBe(true);
  });
});

it('knows e-mails and dial codes', () => {
  expect(isEmail('a.b@c.co')).toBe(true);
  expect(isEmail('a b@c.co')).toBe(false);
  expect(isKnownDialCode('+91')).toBe(true);
  expect(isKnownDialCode('+1')).toBe(true);
  expect(isKnownDialCode('+999')).toBe(false);
});

describe('isUserFacingMessage', () => {
  it('knows fixed texts and texts with values, and nothing else', async () => {
    const { isUserFacingMessage } = await import('./user-facing.js');
    const { DELIVERY_MESSAGES } = await import('../deliveries/delivery-texts.js');
    expect(isUserFacingMessage(DELIVERY_MESSAGES.noTargetFiles)).toBe(true);
    expect(isUserFacingMessage(DELIVERY_MESSAGES.invalidFormat('report.exe'))).toBe(true);
    expect(isUserFacingMessage(DELIVERY_MESSAGES.reenterSource(3))).toBe(true);
    expect(isUserFacingMessage('Invalid input: expected string, received number')).toBe(false);
    expect(isUserFacingMessage('Invald File Format!! ')).toBe(false);
  });
});
