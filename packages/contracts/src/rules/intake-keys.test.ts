import { describe, expect, it } from 'vitest';
import { INTAKE_KEY_CASES } from './intake-key-cases.js';
import { sentIntegrationKey } from './intake-keys.js';

const issued = `ik_a1b2c3d4_${'x'.repeat(43)}`;

describe('the intake key sent', () => {
  it.each(INTAKE_KEY_CASES)('$name', ({ headers, refusal }) => {
    const sent = headers(issued);
    const answer = sentIntegrationKey(sent['x-integration-key'], sent.authorization);
    // The rule knows no store: a well-formed key no one issued is refused by the look-up that follows.
    if (refusal === null) expect(answer).toEqual({ key: issued });
    else if ('key' in answer) expect(answer.key).not.toBe(issued);
    else expect(answer).toEqual({ refusal });
  });
});
