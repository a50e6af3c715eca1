// What the recipients' calls answer and their forms refuse (decision 0010), as catalogue messages: the server
// answers in the recipient's language, the portal's forms show the same (decision 0042).
import { defineMessages } from './define-messages.js';

export const recipientAnswerMessages = /* @__PURE__ */ defineMessages({
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
  requestWithdrawn: { id: 'answer.requestWithdrawn', defaultMessage: 'Your request has been withdrawn.' },
  noOpenRequest: { id: 'answer.noOpenRequest', defaultMessage: 'You have no open request for that address.' },
  tooManyRequests: {
    id: 'answer.tooManyRequests',
    defaultMessage: 'You have asked for access for several colleagues already. Please wait for an answer.',
  },
  languageSaved: { id: 'answer.languageSaved', defaultMessage: 'We will write to you in English.' },
  /** The console's own words (part 1), which a recipient's form and calls also answer. */
  invalidEmail: { id: 'answer.invalidEmail', defaultMessage: 'Invalid Email' },
  notFound: { id: 'answer.notFound', defaultMessage: 'Not found.' },
  serverError: {
    id: 'answer.serverError',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
  },
});

/** Answers with arguments; the English views write them by hand, held to these by a test. */
export const recipientAnswerFormats = /* @__PURE__ */ defineMessages({
  waitBeforeRetry: {
    id: 'answer.waitBeforeRetry',
    defaultMessage:
      'Too many tries. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  },
});
