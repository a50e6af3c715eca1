import { describe, expect, it } from 'vitest';
import { formFieldsAsBody, jsonAsFormFields } from './form-fields.js';

describe('a form and a JSON body read alike', () => {
  it('reads JSON values as form values: lists stay lists, empty values drop out', () => {
    expect({
      ...jsonAsFormFields({ emails: ['a@x.example', null], delivery_id: 7, note: undefined }),
    }).toEqual({
      emails: ['a@x.example'],
      delivery_id: ['7'],
      note: [],
    });
  });

  it('keeps a field named like an object property as a field', () => {
    const fields = jsonAsFormFields(JSON.parse('{"__proto__": "x", "constructor": "y"}') as object);
    expect(Object.keys(fields).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('gathers listed fields sent as name or name[] and takes the last value of the others', () => {
    const body = formFieldsAsBody(
      { 'emails[]': ['a@x.example'], emails: ['b@x.example'], delivery_id: ['6', '7'] },
      ['emails'],
    );
    expect(body).toEqual({ emails: ['a@x.example', 'b@x.example'], delivery_id: '7' });
  });
});
