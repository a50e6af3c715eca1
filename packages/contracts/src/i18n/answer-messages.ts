// What the recipients' calls answer and their forms refuse (decision 0010), as catalogue messages: the server
// answers in the recipient's language, the portal's forms show the same (decision 0042).
import { defineMessages } from './define-messages.js';

export const recipientAnswerMessages = defineMessages({
  downloadLimitReached: {
    id: 'answer.downloadLimitReached',
    defaultMessage:
      'You have used every download this share allows for this version. Please ask the sender to share it again.',
  },
  linkInvalid: {
    id: 'answer.linkInvalid',
    defaultMessage: 'This link is not valid any more. Please ask the sender to share the delivery again.',
  },
  codeSent: {
    id: 'answer.codeSent',
    defaultMessage: 'We have e-mailed you a code. It is valid for 10 minutes.',
  },
  codeRequired: { id: 'answer.codeRequired', defaultMessage: 'Please enter the code from the e-mail.' },
  codeWrong: {
    id: 'answer.codeWrong',
    defaultMessage: 'That code is not right or has expired. Please try again or ask for a new code.',
  },
  codeSpent: {
    id: 'answer.codeSpent',
    defaultMessage: 'Too many wrong tries: this code no longer works. Please ask for a new code.',
  },
  signedIn: { id: 'answer.signedIn', defaultMessage: 'Welcome.' },
  sessionEnded: {
    id: 'answer.sessionEnded',
    defaultMessage: 'Your access has ended. Please open the link from your e-mail again.',
  },
  deliveryNotFound: {
    id: 'answer.deliveryNotFound',
    defaultMessage: 'This delivery is not shared with you.',
  },
  deliveriesReady: { id: 'answer.deliveriesReady', defaultMessage: 'Deliveries fetched.' },
  ratingRule: { id: 'answer.ratingRule', defaultMessage: 'Please choose a rating from 1 to 5 stars.' },
  feedbackSaved: { id: 'answer.feedbackSaved', defaultMessage: 'Thank you for your feedback.' },
  colleagueEmailRule: {
    id: 'answer.colleagueEmailRule',
    defaultMessage: 'Please enter your colleague’s e-mail address.',
  },
  requestSent: {
    id: 'answer.requestSent',
    defaultMessage: 'Your request has been sent. You will hear from us once it is answered.',
  },
  alreadyShared: {
    id: 'answer.alreadyShared',
    defaultMessage: 'This delivery is already shared with that address.',
  },
  signedOut: { id: 'answer.signedOut', defaultMessage: 'Signed out.' },
  textNotStorable: {
    id: 'answer.textNotStorable',
    defaultMessage: 'Please remove the control characters from the text.',
  },
  requestWithdrawn: { id: 'answer.requestWithdrawn', defaultMessage: 'Your request has been withdrawn.' },
  noOpenRequest: { id: 'answer.noOpenRequest', defaultMessage: 'You have no open request for that address.' },
  tooManyRequests: {
    id: 'answer.tooManyRequests',
    defaultMessage: 'You have asked for access for several colleagues already. Please wait for an answer.',
  },
  languageSaved: { id: 'answer.languageSaved', defaultMessage: 'We will write to you in English.' },
});

/** Answers with arguments; the English views write them by hand, held to these by a test. */
export const recipientAnswerFormats = defineMessages({
  waitBeforeRetry: {
    id: 'answer.waitBeforeRetry',
    defaultMessage:
      'Too many tries. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  },
  textTooLong: {
    id: 'answer.textTooLong',
    defaultMessage: 'Please keep it within {max} characters.',
  },
});

export const complaintAnswerMessages = defineMessages({
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
export const complaintAnswerFormats = defineMessages({
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
