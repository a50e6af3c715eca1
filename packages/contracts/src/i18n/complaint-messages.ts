// The complaint pieces a recipient sees in the portal (decision 0040), as catalogue messages (decision 0042).
import { defineMessages } from './define-messages.js';

export const complaintCategoryMessages = /* @__PURE__ */ defineMessages({
  accuracy: { id: 'complaint.category.accuracy', defaultMessage: 'Accuracy' },
  terminology: { id: 'complaint.category.terminology', defaultMessage: 'Terminology' },
  style: { id: 'complaint.category.style', defaultMessage: 'Style' },
  formatting: { id: 'complaint.category.formatting', defaultMessage: 'Formatting' },
  completeness: { id: 'complaint.category.completeness', defaultMessage: 'Completeness' },
  deadline: { id: 'complaint.category.deadline', defaultMessage: 'Deadline' },
});

export const complaintStatusMessages = /* @__PURE__ */ defineMessages({
  open: { id: 'complaint.status.open', defaultMessage: 'Open' },
  answered: { id: 'complaint.status.answered', defaultMessage: 'Answered' },
  resolved: { id: 'complaint.status.resolved', defaultMessage: 'Resolved' },
});

export const complaintPortalMessages = /* @__PURE__ */ defineMessages({
  approve: { id: 'complaint.approve', defaultMessage: 'Approve this version' },
  raise: { id: 'complaint.raise', defaultMessage: 'Raise a complaint' },
  categoryLabel: { id: 'complaint.categoryLabel', defaultMessage: 'What is it about?' },
  chooseCategory: { id: 'complaint.chooseCategory', defaultMessage: 'Choose a category' },
  textLabel: { id: 'complaint.textLabel', defaultMessage: 'What is wrong?' },
  filesLabel: { id: 'complaint.filesLabel', defaultMessage: 'Files concerned (optional)' },
  send: { id: 'complaint.send', defaultMessage: 'Send complaint' },
  cancel: { id: 'complaint.cancel', defaultMessage: 'Cancel' },
  yourComplaints: { id: 'complaint.yourComplaints', defaultMessage: 'Your complaints' },
  status: { id: 'complaint.statusLabel', defaultMessage: 'Status' },
  raisedOn: { id: 'complaint.raisedOn', defaultMessage: 'Raised on' },
  answer: { id: 'complaint.answer', defaultMessage: 'Our answer' },
  resolution: { id: 'complaint.resolution', defaultMessage: 'Resolution' },
  reopen: { id: 'complaint.reopen', defaultMessage: 'Reopen' },
  reopenReasonLabel: {
    id: 'complaint.reopenReasonLabel',
    defaultMessage: 'Why is it not resolved? (optional)',
  },
  reopenedOn: { id: 'complaint.reopenedOn', defaultMessage: 'Reopened on' },
  allFiles: { id: 'complaint.allFiles', defaultMessage: 'All files' },
});

/** Messages with arguments. */
export const complaintPortalFormats = /* @__PURE__ */ defineMessages({
  raisedOn: { id: 'complaint.raisedOnDate', defaultMessage: 'Raised on {date}' },
  reopenedOn: { id: 'complaint.reopenedOnDate', defaultMessage: 'Reopened on {date}' },
  approvedOn: { id: 'complaint.approvedOn', defaultMessage: 'You approved this version on {date}.' },
  formTitle: { id: 'complaint.formTitle', defaultMessage: 'Complaint about version {version, number}' },
  reopenUntil: { id: 'complaint.reopenUntil', defaultMessage: 'You can reopen it until {date}.' },
});

// What a complaint's calls answer the recipient (the portal's form refuses the same).
export const complaintAnswerMessages = /* @__PURE__ */ defineMessages({
  categoryRule: {
    id: 'answer.complaint.categoryRule',
    defaultMessage: 'Please choose what the complaint is about.',
  },
  textRequired: { id: 'answer.complaint.textRequired', defaultMessage: 'Please describe the problem.' },
  notFound: { id: 'answer.complaint.notFound', defaultMessage: 'This complaint was not found.' },
  notResolved: {
    id: 'answer.complaint.notResolved',
    defaultMessage: 'Only a resolved complaint can be reopened.',
  },
  raised: {
    id: 'answer.complaint.raised',
    defaultMessage: 'Your complaint has been sent. We will answer you by e-mail.',
  },
  reopened: {
    id: 'answer.complaint.reopened',
    defaultMessage: 'Your complaint is open again. We will answer you by e-mail.',
  },
  approved: { id: 'answer.complaint.approved', defaultMessage: 'Thank you. The version is marked approved.' },
});

/** Answers with arguments; the English views write them by hand, held to these by a test. */
export const complaintAnswerFormats = /* @__PURE__ */ defineMessages({
  fileNotInVersion: {
    id: 'answer.complaint.fileNotInVersion',
    defaultMessage: '“{name}” is not a file of this version.',
  },
  reopenWindowOver: {
    id: 'answer.complaint.reopenWindowOver',
    defaultMessage:
      'A complaint can be reopened within {days, number} days of its resolution. Please raise a new one.',
  },
});
