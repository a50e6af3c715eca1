// What complaints say and sort by, in a file without schemas: the first screen's notification texts and the
// refusal rule read them (decision 0040).
import { textTooLong } from '../i18n/shared-answer-messages.js';
import { englishTexts } from '../i18n/define-messages.js';
import {
  complaintAnswerMessages,
  complaintCategoryMessages,
  complaintPortalMessages,
  complaintStatusMessages,
} from '../i18n/complaint-messages.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/** What a complaint is about, as XTRF's complaint model sorts them. */
export const COMPLAINT_CATEGORIES = [
  'accuracy',
  'terminology',
  'style',
  'formatting',
  'completeness',
  'deadline',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> =
  englishTexts(complaintCategoryMessages);

/** open: waiting for staff; answered: staff replied, not closed yet; resolved: closed with a resolution. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = englishTexts(complaintStatusMessages);

export const COMPLAINT_TEXT_MAX = 4000;
/** Files a complaint may name: a version holds at most this many that a person would list. */
export const COMPLAINT_FILES_MAX = 200;

/** The recipient's answers come from the catalogue (decision 0042); the staff's are the console's English. */
export const COMPLAINT_MESSAGES = /* @__PURE__ */ consoleTexts('complaintMessages', {
  ...englishTexts(complaintAnswerMessages),
  answerRequired: 'Please write your answer.',
  resolutionRequired: 'Please write how the complaint was resolved.',
  textTooLong: textTooLong(COMPLAINT_TEXT_MAX),
  // Written out, held to the catalogue's by a test.
  fileNotInVersion: consoleMessage('“{name}” is not a file of this version.', (name: string) => ({ name })),
  alreadyResolved: 'This complaint is already resolved.',
  reopenWindowOver: consoleMessage(
    'A complaint can be reopened within {days} days of its resolution. Please raise a new one.',
    (days: number) => ({ days }),
  ),
  answered: 'Your answer has been sent to the client.',
  resolved: 'The complaint is resolved. The client has been told.',
});

/** The words of the portal's complaint pieces (from the catalogue) and the console's (English only). */
export const COMPLAINT_TEXTS = /* @__PURE__ */ consoleTexts('complaintTexts', {
  ...englishTexts(complaintPortalMessages),
  filesConcerned: 'Files concerned',
  // The console
  cardTitle: 'Complaints',
  itemTitle: consoleMessage('{category} – Version {version}', (category: string, version: number) => ({
    category,
    version,
  })),
  answerFormName: consoleMessage('Answer: {title}', (title: string) => ({ title })),
  resolveFormName: consoleMessage('Resolve: {title}', (title: string) => ({ title })),
  openBadge: consoleMessage(
    '{n, plural, one {# open complaint} other {# open complaints}}',
    (n: number) => ({ n }),
    (n) => `${n} open complaint${n === 1 ? '' : 's'}`,
  ),
  from: 'From',
  answerLabel: 'Answer to the client',
  sendAnswer: 'Send answer',
  resolutionLabel: 'Resolution',
  resolve: 'Resolve',
  answeredBy: consoleMessage('Answered by {name} on {date}', (name: string, date: string) => ({
    name,
    date,
  })),
  resolvedBy: consoleMessage('Resolved by {name} on {date}', (name: string, date: string) => ({
    name,
    date,
  })),
});
