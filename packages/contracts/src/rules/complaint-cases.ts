import { COMPLAINT_MESSAGES, type ComplaintStatus } from '../feedback/complaint.js';
import { COMPLAINT_REOPEN_DAYS } from './complaint-rules.js';

const DAY = 24 * 3_600_000;

/**
 * What may happen to a complaint next (rules/complaint-rules.ts). Each case starts from a complaint the
 * author raised about version 1 of a delivery shared with the author and a colleague, put in the `given`
 * status (resolved `resolvedMsAgo` before the call), makes one call, and states the answer and the status
 * after it. The rule's own test, the server's routes and the demo's handlers run every case.
 */
export const COMPLAINT_CASES: readonly {
  name: string;
  given: ComplaintStatus;
  resolvedMsAgo?: number;
  call: 'answer' | 'resolve' | 'reopen' | 'reopen by colleague';
  status: 200 | 400 | 404;
  /** The refusal's message; null when the call is answered with success. */
  refusal: string | null;
  after: ComplaintStatus;
}[] = [
  {
    name: 'an open one is answered',
    given: 'open',
    call: 'answer',
    status: 200,
    refusal: null,
    after: 'answered',
  },
  {
    name: 'an answered one is answered again',
    given: 'answered',
    call: 'answer',
    status: 200,
    refusal: null,
    after: 'answered',
  },
  {
    name: 'an open one is resolved',
    given: 'open',
    call: 'resolve',
    status: 200,
    refusal: null,
    after: 'resolved',
  },
  {
    name: 'an answered one is resolved',
    given: 'answered',
    call: 'resolve',
    status: 200,
    refusal: null,
    after: 'resolved',
  },
  {
    name: 'a resolved one takes no answer',
    given: 'resolved',
    resolvedMsAgo: DAY,
    call: 'answer',
    status: 400,
    refusal: COMPLAINT_MESSAGES.alreadyResolved,
    after: 'resolved',
  },
  {
    name: 'a resolved one is not resolved twice',
    given: 'resolved',
    resolvedMsAgo: DAY,
    call: 'resolve',
    status: 400,
    refusal: COMPLAINT_MESSAGES.alreadyResolved,
    after: 'resolved',
  },
  {
    name: 'an open one cannot be reopened',
    given: 'open',
    call: 'reopen',
    status: 400,
    refusal: COMPLAINT_MESSAGES.notResolved,
    after: 'open',
  },
  {
    name: 'an answered one cannot be reopened',
    given: 'answered',
    call: 'reopen',
    status: 400,
    refusal: COMPLAINT_MESSAGES.notResolved,
    after: 'answered',
  },
  {
    name: 'its author reopens it a day after its resolution',
    given: 'resolved',
    resolvedMsAgo: DAY,
    call: 'reopen',
    status: 200,
    refusal: null,
    after: 'open',
  },
  {
    name: 'its author reopens it on the last moment of the window',
    given: 'resolved',
    resolvedMsAgo: COMPLAINT_REOPEN_DAYS * DAY,
    call: 'reopen',
    status: 200,
    refusal: null,
    after: 'open',
  },
  {
    name: 'a second after the window it stays resolved',
    given: 'resolved',
    resolvedMsAgo: COMPLAINT_REOPEN_DAYS * DAY + 1000,
    call: 'reopen',
    status: 400,
    refusal: COMPLAINT_MESSAGES.reopenWindowOver(COMPLAINT_REOPEN_DAYS),
    after: 'resolved',
  },
  {
    name: 'a colleague with the same delivery cannot reopen it',
    given: 'resolved',
    resolvedMsAgo: DAY,
    call: 'reopen by colleague',
    status: 404,
    refusal: COMPLAINT_MESSAGES.notFound,
    after: 'resolved',
  },
];
