import { describe, expect, it } from 'vitest';
import { entityDataSchema } from '../clients/client.js';
import { ENTITY_DEFAULT_CASES } from './entity-default-cases.js';
import { firstEntityPlace, newEntityRequest } from './entity-defaults.js';

describe('the entity defaults', () => {
  it.each(ENTITY_DEFAULT_CASES)('$name', ({ entity_data, expected }) => {
    const request = newEntityRequest(41, firstEntityPlace(entityDataSchema.parse(entity_data)));
    const { client_id, services, ...listed } = request;
    expect(client_id).toBe(41);
    expect(services).toEqual([]);
    expect(listed).toEqual(expected);
  });
});
