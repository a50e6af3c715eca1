import { describe, expect, it } from 'vitest';
import { clientUserRequestSchema } from '../clients/client-user.js';
import { entityRequestSchema } from '../clients/entity.js';
import {
  CLIENT_RECORD_CASES,
  clientRecordCompany,
  pickedCompany,
  type ClientRecordWorld,
} from './client-record-cases.js';
import { CLIENT_MESSAGES } from './client-messages.js';
import {
  clientCodeVerdict,
  clientUserRefusal,
  contractContentType,
  contractFileName,
  defaultClient,
  entityCodeCandidates,
  invoiceSaveRefusal,
  isMslaContract,
  orphanedDomain,
  placeRefusal,
  storedEntityFields,
} from './client-records.js';

const WORLD: ClientRecordWorld = {
  clientId: 1,
  clientCode: 'RCX',
  domain: 'case-x.example',
  firstUserEmail: 'first@case-x.example',
  ownEntityId: 10,
  otherEntityId: 20,
};

describe('an entity’s fields from its request', () => {
  it.each(CLIENT_RECORD_CASES.entities)('$name', ({ entity, expected }) => {
    const input = entityRequestSchema.parse(entity(WORLD));
    const listed = { ...storedEntityFields(input), is_msla: isMslaContract(input.contract_file_type) };
    expect(listed).toMatchObject(expected);
    expect(listed).not.toHaveProperty('services');
  });
});

describe('a client user’s refusals', () => {
  it.each(CLIENT_RECORD_CASES.users)('$name', ({ user, refusal }) => {
    const input = clientUserRequestSchema.parse(user(WORLD));
    const answer =
      clientUserRefusal(input, {
        clientFound: true,
        domains: [WORLD.domain],
        emailTaken: input.email === WORLD.firstUserEmail,
        defaultEntityOwn: input.default_entity === null || input.default_entity === WORLD.ownEntityId,
      }) ?? placeRefusal(input.country.toLowerCase() === 'india' ? ['Mumbai'] : null, input.city);
    expect(answer).toEqual(refusal && { refusal: refusal(WORLD) });
  });

  it('refuses an unknown client first, then an edit of another client’s user as not found', () => {
    const facts = { domains: [], emailTaken: true, defaultEntityOwn: false };
    const input = { client_id: 1, email: 'a@b.example' };
    expect(clientUserRefusal(input, { ...facts, clientFound: false, current: null })?.refusal).toBe(
      CLIENT_MESSAGES.clientNotFound,
    );
    expect(clientUserRefusal(input, { ...facts, clientFound: true, current: { client_id: 2 } })).toEqual({
      status: 404,
      refusal: CLIENT_MESSAGES.userNotFound,
    });
  });
});

describe('the other client record rules', () => {
  it('numbers entity codes after the client’s entities, the caller skipping codes in use', () => {
    const inUse = new Set(['ACME-E03']);
    const codes = entityCodeCandidates('ACME', 2);
    const first = [codes.next().value, codes.next().value, codes.next().value];
    expect(first.filter((c) => !inUse.has(c!))).toEqual(['ACME-E04', 'ACME-E05']);
    expect(entityCodeCandidates('ACME', 0).next().value).toBe('ACME-E01');
  });

  it('refuses an invoice whose default entity is not its client’s before a missing invoice', () => {
    const input = { client_id: 1 };
    expect(invoiceSaveRefusal(input, { clientFound: true, defaultEntityOwn: false, current: null })).toEqual({
      refusal: CLIENT_MESSAGES.entityNotOfClient,
    });
    expect(
      invoiceSaveRefusal(input, { clientFound: true, defaultEntityOwn: true, current: null })?.status,
    ).toBe(404);
    expect(invoiceSaveRefusal(input, { clientFound: true, defaultEntityOwn: true })).toBeNull();
  });

  it('answers a contract’s type by its extension', () => {
    expect(contractContentType('contracts/a.b/x.pdf')).toBe('application/pdf');
    expect(contractContentType('contracts/a.pdf/x')).toBe('application/octet-stream');
    expect(contractContentType('contracts/.pdf')).toBe('application/octet-stream');
  });

  it('finds the first domain a user still has, and checks a client code', () => {
    expect(orphanedDomain(['a@x.example', 'b@Y.example'], ['x.example'])).toBe('y.example');
    expect(orphanedDomain(['a@x.example'], ['x.example'])).toBeUndefined();
    expect(clientCodeVerdict(null, false).message).toBe(CLIENT_MESSAGES.clientCodeFormat);
    expect(clientCodeVerdict('ACME', true)).toEqual({
      success: true,
      valid: false,
      message: CLIENT_MESSAGES.clientCodeTaken('ACME'),
    });
    expect(clientCodeVerdict('ACME', false).valid).toBe(true);
  });
});

it('names a company in the pickers’ list', () => {
  const payload = clientRecordCompany('X');
  const row = {
    id: 7,
    ...payload,
    client_name: payload.company_name,
    client_domain_list: payload.company_domain_list,
  };
  expect(defaultClient(row)).toEqual(pickedCompany(payload, 7));
});

describe('an uploaded contract’s stored name', () => {
  it.each(CLIENT_RECORD_CASES.contractNames.filter((c) => c.stored !== null))(
    '$name',
    ({ filename, stored }) => expect(contractFileName(filename)).toBe(stored),
  );
});
