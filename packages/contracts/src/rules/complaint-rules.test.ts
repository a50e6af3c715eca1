import { describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES } from '../feedback/complaint.js';
import { COMPLAINT_CASES } from './complaint-cases.js';
import { complaintAnswer, complaintFiles, nextComplaintStatus, reopenUntil } from './complaint-rules.js';

const AUTHOR = 'author@client.test';
const NOW = new Date('2026-11-29T12:00:00Z');

describe('what a complaint may do next', () => {
  it.each(COMPLAINT_CASES)('$name', ({ given, resolvedMsAgo, call, refusal, status, after }) => {
    const facts = {
      status: given,
      email: AUTHOR,
      resolved_at: resolvedMsAgo === undefined ? null : new Date(NOW.getTime() - resolvedMsAgo),
    };
    const step =
      call === 'answer' || call === 'resolve'
        ? { action: call }
        : { action: 'reopen' as const, by: call === 'reopen' ? AUTHOR : 'colleague@client.test', now: NOW };
    const next = nextComplaintStatus(facts, step);
    if (refusal === null) expect(next).toEqual({ status: after });
    else expect(next).toEqual(status === 404 ? { refusal, status } : { refusal });
  });
});

describe('the files a complaint names', () => {
  it('keeps each once, in the order named', () => {
    expect(complaintFiles(['b.docx', 'a.pdf', 'b.docx'], ['a.pdf', 'b.docx'])).toEqual({
      files: ['b.docx', 'a.pdf'],
    });
  });
  it('refuses a name the version does not hold', () => {
    expect(complaintFiles(['a.pdf', 'c.txt'], ['a.pdf'])).toEqual({
      refusal: COMPLAINT_MESSAGES.fileNotInVersion('c.txt'),
    });
  });
});

describe('a complaint as answered', () => {
  it('says until when a resolved one may be reopened, and nothing for the others', () => {
    const row = {
      id: 1,
      delivery_id: 2,
      version: 1,
      email: AUTHOR,
      category: 'style' as const,
      text: 't',
      files: [],
      created_at: NOW,
      answer: null,
      answered_by: null,
      answered_at: null,
      resolution: 'r',
      resolved_by: 'Olivia',
      resolved_at: NOW,
      reopened_at: null,
      reopen_reason: null,
    };
    expect(complaintAnswer({ ...row, status: 'resolved' }).reopen_until).toBe(reopenUntil(NOW).toISOString());
    expect(complaintAnswer({ ...row, status: 'answered' }).reopen_until).toBeNull();
  });
});
