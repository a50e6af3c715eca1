// What complaints say and sort by, in a file without schemas: the first screen's notification texts and the
// refusal rule read them (decision 0040).
import { RECIPIENT_MESSAGES } from '../recipients/recipient-texts.js';

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

export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  accuracy: 'Accuracy',
  terminology: 'Terminology',
  style: 'Style',
  formatting: 'Formatting',
  completeness: 'Completeness',
  deadline: 'Deadline',
};

/** open: waiting for staff; answered: staff replied, not closed yet; resolved: closed with a resolution. */
export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  resolved: 'Resolved',
};

export const COMPLAINT_TEXT_MAX = 4000;
/** Files a complaint may name: a version holds at most this many that a person would list. */
export const COMPLAINT_FILES_MAX = 200;

export const COMPLAINT_MESSAGES = {
  categoryRule: 'Please choose what the complaint is about.',
  textRequired: 'Please describe the problem.',
  answerRequired: 'Please write your answer.',
  resolutionRequired: 'Please write how the complaint was resolved.',
  textTooLong: RECIPIENT_MESSAGES.textTooLong(COMPLAINT_TEXT_MAX),
  fileNotInVersion: (name: string) => `“${name}” is not a file of this version.`,
  notFound: 'This complaint was not found.',
  alreadyResolved: 'This complaint is already resolved.',
  notResolved: 'Only a resolved complaint can be reopened.',
  reopenWindowOver: (days: number) =>
    `A complaint can be reopened within ${days} days of its resolution. Please raise a new one.`,
  raised: 'Your complaint has been sent. We will answer you by e-mail.',
  reopened: 'Your complaint is open again. We will answer you by e-mail.',
  approved: 'Thank you. The version is marked approved.',
  answered: 'Your answer has been sent to the client.',
  resolved: 'The complaint is resolved. The client has been told.',
} as const;

/** The words of the portal's and the console's complaint pieces. */
export const COMPLAINT_TEXTS = {
  approve: 'Approve this version',
  approvedOn: (date: string) => `You approved this version on ${date}.`,
  raise: 'Raise a complaint',
  formTitle: (version: number) => `Complaint about version ${version}`,
  categoryLabel: 'What is it about?',
  chooseCategory: 'Choose a category',
  textLabel: 'What is wrong?',
  filesLabel: 'Files concerned (optional)',
  filesConcerned: 'Files concerned',
  send: 'Send complaint',
  cancel: 'Cancel',
  yourComplaints: 'Your complaints',
  status: 'Status',
  raisedOn: 'Raised on',
  answer: 'Our answer',
  resolution: 'Resolution',
  reopen: 'Reopen',
  reopenReasonLabel: 'Why is it not resolved? (optional)',
  reopenUntil: (date: string) => `You can reopen it until ${date}.`,
  reopenedOn: 'Reopened on',
  allFiles: 'All files',
  // The console
  cardTitle: 'Complaints',
  itemTitle: (category: string, version: number) => `${category} – Version ${version}`,
  answerFormName: (title: string) => `Answer: ${title}`,
  resolveFormName: (title: string) => `Resolve: ${title}`,
  openBadge: (n: number) => `${n} open complaint${n === 1 ? '' : 's'}`,
  from: 'From',
  answerLabel: 'Answer to the client',
  sendAnswer: 'Send answer',
  resolutionLabel: 'Resolution',
  resolve: 'Resolve',
  answeredBy: (name: string, date: string) => `Answered by ${name} on ${date}`,
  resolvedBy: (name: string, date: string) => `Resolved by ${name} on ${date}`,
} as const;
