import { MESSAGES } from '@ops/contracts';
import { describe, expect, it } from 'vitest';
import { outageAnswer } from './service-outage.js';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** As the ORM reports a driver's error: its own error, the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('outageAnswer', () => {
  it('answers 503 with a Retry-After when the database cannot be reached, however the error is wrapped', () => {
    const unavailable = {
      statusCode: 503,
      message: MESSAGES.serviceUnavailable,
      headers: { 'retry-after': '5' },
    };
    for (const error of [
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped(failure('terminating connection due to administrator command', '57P01')),
      wrapped(failure('the database system is starting up', '57P03')),
      wrapped(failure('connection failure', '08006')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(outageAnswer(error)).toEqual(unavailable);
    }
  });

  it('answers 507 for a full file store and 503 for a read-only one', () => {
    expect(outageAnswer(failure('no space left on device', 'ENOSPC'))).toMatchObject({
      statusCode: 507,
      message: MESSAGES.storageFull,
    });
    expect(outageAnswer(failure('read-only file system', 'EROFS'))).toMatchObject({
      statusCode: 503,
      message: MESSAGES.storageReadOnly,
    });
  });

  it('leaves every other error to the 500 it is', () => {
    expect(outageAnswer(new Error('boom'))).toBeNull();
    expect(outageAnswer(wrapped(failure('duplicate key value', '23505')))).toBeNull();
    expect(outageAnswer('not an error')).toBeNull();
  });
});
