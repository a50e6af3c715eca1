// What the recipients' pages say (decision 0010), as catalogue messages (decision 0042).
import { defineMessages } from './define-messages.js';

export const portalMessages = /* @__PURE__ */ defineMessages({
  title: { id: 'portal.title', defaultMessage: 'Your deliveries' },
  openTitle: { id: 'portal.openTitle', defaultMessage: 'Open your delivery' },
  sendCode: { id: 'portal.sendCode', defaultMessage: 'E-mail me a code' },
  codeLabel: { id: 'portal.codeLabel', defaultMessage: 'Code from the e-mail' },
  secureKeyLabel: { id: 'portal.secureKeyLabel', defaultMessage: 'Or the secure key you were given' },
  open: { id: 'portal.open', defaultMessage: 'Open' },
  empty: { id: 'portal.empty', defaultMessage: 'Nothing is shared with you at the moment.' },
  downloadAll: { id: 'portal.downloadAll', defaultMessage: 'Download all files of this version' },
  rate: { id: 'portal.rate', defaultMessage: 'Rate this version' },
  commentLabel: { id: 'portal.commentLabel', defaultMessage: 'Comment (optional)' },
  sendFeedback: { id: 'portal.sendFeedback', defaultMessage: 'Send feedback' },
  requestAccess: { id: 'portal.requestAccess', defaultMessage: 'Request access for a colleague' },
  colleagueLabel: { id: 'portal.colleagueLabel', defaultMessage: 'Colleague’s e-mail' },
  sendRequest: { id: 'portal.sendRequest', defaultMessage: 'Send request' },
  withdraw: { id: 'portal.withdraw', defaultMessage: 'Withdraw' },
  signOut: { id: 'portal.signOut', defaultMessage: 'Sign out' },
  openIntro: {
    id: 'portal.openIntro',
    defaultMessage:
      'For your security, we e-mail a one-time code to the address this link was sent to. Enter it here to see what was shared with you.',
  },
  sendAgain: { id: 'portal.sendAgain', defaultMessage: 'E-mail me a new code' },
  useKey: { id: 'portal.useKey', defaultMessage: 'I have a secure key' },
  useCode: { id: 'portal.useCode', defaultMessage: 'Use an e-mailed code instead' },
  linkHint: { id: 'portal.linkHint', defaultMessage: 'Please open the complete link from your e-mail.' },
  endedTitle: { id: 'portal.endedTitle', defaultMessage: 'Access ended' },
  endedHint: {
    id: 'portal.endedHint',
    defaultMessage:
      'For your security, access lasts a few hours. The link in your e-mail keeps working as long as the delivery is shared with you.',
  },
  signedOutTitle: { id: 'portal.signedOutTitle', defaultMessage: 'Signed out' },
  signedOutHint: {
    id: 'portal.signedOutHint',
    defaultMessage: 'To see your deliveries again, open the link from your e-mail.',
  },
  signedInAs: { id: 'portal.signedInAs', defaultMessage: 'Signed in as' },
  otherAddress: {
    id: 'portal.otherAddress',
    defaultMessage:
      'You opened a link while signed in. If it was sent to another address, sign out and open it again.',
  },
  loading: { id: 'portal.loading', defaultMessage: 'Loading…' },
  retry: { id: 'portal.retry', defaultMessage: 'Try again' },
  back: { id: 'portal.back', defaultMessage: 'Back to your deliveries' },
  breadcrumb: { id: 'portal.breadcrumb', defaultMessage: 'Breadcrumb' },
  notAvailable: { id: 'portal.notAvailable', defaultMessage: 'Delivery not available' },
  client: { id: 'portal.client', defaultMessage: 'Client' },
  currentVersion: { id: 'portal.currentVersion', defaultMessage: 'Current version' },
  sharedBy: { id: 'portal.sharedBy', defaultMessage: 'Shared by' },
  sharedOn: { id: 'portal.sharedOn', defaultMessage: 'Shared on' },
  accessEnds: { id: 'portal.accessEnds', defaultMessage: 'Access ends' },
  downloadsAllowed: { id: 'portal.downloadsAllowed', defaultMessage: 'Downloads allowed' },
  latest: { id: 'portal.latest', defaultMessage: 'Latest' },
  notes: { id: 'portal.notes', defaultMessage: 'Notes' },
  files: { id: 'portal.files', defaultMessage: 'Files' },
  noFiles: { id: 'portal.noFiles', defaultMessage: 'No files in this version.' },
  yourFeedback: { id: 'portal.yourFeedback', defaultMessage: 'Your feedback' },
  openRequests: { id: 'portal.openRequests', defaultMessage: 'Waiting for an answer' },
  accessIntro: {
    id: 'portal.accessIntro',
    defaultMessage: 'We will ask the person who shared this delivery to share it with your colleague too.',
  },
  language: { id: 'portal.language', defaultMessage: 'Language' },
  showCharacters: { id: 'portal.showCharacters', defaultMessage: 'Show characters' },
  hideCharacters: { id: 'portal.hideCharacters', defaultMessage: 'Hide characters' },
});

/** Messages with arguments: the portal formats them in its language. */
export const portalFormats = /* @__PURE__ */ defineMessages({
  deliveredOn: { id: 'portal.deliveredOn', defaultMessage: 'Delivered {date}' },
  requestedOn: { id: 'portal.requestedOnDate', defaultMessage: 'asked on {date}' },
  filesLine: { id: 'portal.filesLine', defaultMessage: 'Files: {files}' },
  perVersion: { id: 'portal.perVersion', defaultMessage: '{limit, number} per version' },
  version: { id: 'portal.version', defaultMessage: 'Version {n, number}' },
  feedbackOn: { id: 'portal.feedbackOn', defaultMessage: 'Feedback on version {n, number}' },
  yourRating: { id: 'portal.yourRating', defaultMessage: 'Your rating: {rating, number} out of 5' },
  stars: {
    id: 'portal.stars',
    defaultMessage: '{count, plural, one {# star} other {# stars}}',
  },
  downloadFile: { id: 'portal.downloadFile', defaultMessage: 'Download {name} as {format} ({size})' },
  withdrawRequest: { id: 'portal.withdrawRequest', defaultMessage: 'Withdraw the request for {email}' },
  downloadsUsed: {
    id: 'portal.downloadsUsed',
    defaultMessage: '{used, number} of {limit, plural, one {# download} other {# downloads}}',
  },
});
