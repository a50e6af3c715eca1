// Every e-mail a recipient gets, as catalogue messages (decision 0042). Dates arrive written in the recipient's
// locale, in UTC with the zone named.
import { defineMessages } from './define-messages.js';

export const recipientMailMessages = /* @__PURE__ */ defineMessages({
  hello: { id: 'mail.hello', defaultMessage: 'Hello,' },
  shareSubject: { id: 'mail.share.subject', defaultMessage: 'Delivery of batch {batchId} shared with you' },
  shareIntro: {
    id: 'mail.share.intro',
    defaultMessage: '{sender} shared the delivery of batch {batchId} with you.',
  },
  shareHowTo: {
    id: 'mail.share.howTo',
    defaultMessage: 'Open it with your personal link below. We will e-mail you a code to confirm it is you.',
  },
  shareEnds: { id: 'mail.share.ends', defaultMessage: 'Your access ends on {date}.' },
  shareKeep: {
    id: 'mail.share.keep',
    defaultMessage:
      'This link is for you alone; please do not forward it. A colleague can ask for access from the delivery page.',
  },
  shareOpen: { id: 'mail.share.open', defaultMessage: 'Open batch {batchId}' },
  codeSubject: { id: 'mail.code.subject', defaultMessage: 'Your code to open your delivery' },
  codeIs: { id: 'mail.code.is', defaultMessage: 'Your code is {code}' },
  codeValid: {
    id: 'mail.code.valid',
    defaultMessage: 'It is valid for {minutes, plural, one {# minute} other {# minutes}} and works once.',
  },
  codeIgnore: {
    id: 'mail.code.ignore',
    defaultMessage: 'If you did not ask for it, you can ignore this e-mail.',
  },
  endingSubject: { id: 'mail.ending.subject', defaultMessage: 'Access to batch {batchId} ends soon' },
  endingWhen: {
    id: 'mail.ending.when',
    defaultMessage: 'Your access to the delivery of batch {batchId} ends on {date}.',
  },
  endingHint: {
    id: 'mail.ending.hint',
    defaultMessage: 'Download what you need before then, or ask the sender to extend it.',
  },
  keySubject: { id: 'mail.key.subject', defaultMessage: 'New secure key for batch {batchId}' },
  keyIntro: {
    id: 'mail.key.intro',
    defaultMessage: '{sender} made a new secure key for the delivery of batch {batchId}:',
  },
  keyHint: {
    id: 'mail.key.hint',
    defaultMessage:
      'Enter it on the delivery page instead of the e-mailed code. It replaces any earlier key.',
  },
  answerSubject: {
    id: 'mail.complaint.answerSubject',
    defaultMessage: 'Answer to your complaint about batch {batchId}',
  },
  resolvedSubject: {
    id: 'mail.complaint.resolvedSubject',
    defaultMessage: 'Your complaint about batch {batchId} is resolved',
  },
  answered: {
    id: 'mail.complaint.answered',
    defaultMessage: 'We have answered your complaint about batch {batchId} (version {version, number}):',
  },
  resolved: {
    id: 'mail.complaint.resolved',
    defaultMessage: 'We have resolved your complaint about batch {batchId} (version {version, number}):',
  },
  answerHint: {
    id: 'mail.complaint.answerHint',
    defaultMessage: 'You can read it with the delivery, through your personal link.',
  },
  resolvedHint: {
    id: 'mail.complaint.resolvedHint',
    defaultMessage:
      'If it is not resolved for you, you can reopen it from the delivery page within {days, plural, one {# day} other {# days}}.',
  },
});

/** The mail a client address gets when a batch, or a new version of it, is delivered (staff read it in English). */
export const deliveryMailMessages = /* @__PURE__ */ defineMessages({
  subjectFirst: { id: 'mail.delivery.subjectFirst', defaultMessage: 'Batch {batchId} delivered' },
  subjectVersion: {
    id: 'mail.delivery.subjectVersion',
    defaultMessage: 'Batch {batchId}: version {version, number} delivered',
  },
  deliveredFirst: {
    id: 'mail.delivery.deliveredFirst',
    defaultMessage: '{sender} delivered batch {batchId}.',
  },
  deliveredVersion: {
    id: 'mail.delivery.deliveredVersion',
    defaultMessage: '{sender} delivered version {version, number} of batch {batchId}.',
  },
  group: { id: 'mail.delivery.group', defaultMessage: 'Group {n, number}' },
  groupInterim: { id: 'mail.delivery.groupInterim', defaultMessage: 'Group {n, number} (interim output)' },
  linkLine: { id: 'mail.delivery.linkLine', defaultMessage: 'Link: {link}' },
  codeLine: { id: 'mail.delivery.codeLine', defaultMessage: 'Code: {code}' },
  notesLine: { id: 'mail.delivery.notesLine', defaultMessage: 'Notes: {notes}' },
  attachedLine: { id: 'mail.delivery.attachedLine', defaultMessage: 'Attached: {files}' },
  openConsole: { id: 'mail.delivery.openConsole', defaultMessage: 'Open the delivery in the console:' },
  openPersonal: {
    id: 'mail.delivery.openPersonal',
    defaultMessage: 'Open it with your personal link. We will e-mail you a code to confirm it is you:',
  },
  openPortal: {
    id: 'mail.delivery.openPortal',
    defaultMessage: 'Open it in the portal (with the personal link you were sent, if you are not signed in):',
  },
  openLabel: { id: 'mail.delivery.openLabel', defaultMessage: 'Open the delivery' },
});
