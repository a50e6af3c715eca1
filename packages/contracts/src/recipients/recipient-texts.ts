/** What the recipients' pages and calls say (beyond the spec: decision 0010). */
export const RECIPIENT_MESSAGES = {
  downloadLimitReached:
    'You have used every download this share allows for this version. Please ask the sender to share it again.',
  /** One answer for an unknown, revoked and expired link, so a link says nothing about why it fails. */
  linkInvalid: 'This link is not valid any more. Please ask the sender to share the delivery again.',
  codeSent: 'We have e-mailed you a code. It is valid for 10 minutes.',
  codeRequired: 'Please enter the code from the e-mail.',
  codeWrong: 'That code is not right or has expired. Please try again or ask for a new code.',
  /** A code is spent after too many wrong tries in all (decision 0010), so guesses per code stay few. */
  codeSpent: 'Too many wrong tries: this code no longer works. Please ask for a new code.',
  waitBeforeRetry: (seconds: number) =>
    `Too many tries. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  signedIn: 'Welcome.',
  sessionEnded: 'Your access has ended. Please open the link from your e-mail again.',
  deliveryNotFound: 'This delivery is not shared with you.',
  deliveriesReady: 'Deliveries fetched.',
  ratingRule: 'Please choose a rating from 1 to 5 stars.',
  feedbackSaved: 'Thank you for your feedback.',
  colleagueEmailRule: 'Please enter your colleague’s e-mail address.',
  requestSent: 'Your request has been sent. You will hear from us once it is answered.',
  alreadyShared: 'This delivery is already shared with that address.',
  signedOut: 'Signed out.',
  textTooLong: (max: number) => `Please keep it within ${max} characters.`,
  textNotStorable: 'Please remove the control characters from the text.',
  requestWithdrawn: 'Your request has been withdrawn.',
  noOpenRequest: 'You have no open request for that address.',
  tooManyRequests: 'You have asked for access for several colleagues already. Please wait for an answer.',
} as const;

export const RECIPIENT_TEXTS = {
  title: 'Your deliveries',
  openTitle: 'Open your delivery',
  sendCode: 'E-mail me a code',
  codeLabel: 'Code from the e-mail',
  secureKeyLabel: 'Or the secure key you were given',
  open: 'Open',
  empty: 'Nothing is shared with you at the moment.',
  download: 'Download',
  downloadAll: 'Download all files of this version',
  rate: 'Rate this version',
  commentLabel: 'Comment (optional)',
  sendFeedback: 'Send feedback',
  requestAccess: 'Request access for a colleague',
  colleagueLabel: 'Colleague’s e-mail',
  sendRequest: 'Send request',
  withdraw: 'Withdraw',
  signOut: 'Sign out',
} as const;

/** The recipients' pages' own wording around RECIPIENT_TEXTS and RECIPIENT_MESSAGES (decision 0010). */
export const PORTAL_TEXTS = {
  openIntro:
    'For your security, we e-mail a one-time code to the address this link was sent to. Enter it here to see what was shared with you.',
  sendAgain: 'E-mail me a new code',
  useKey: 'I have a secure key',
  useCode: 'Use an e-mailed code instead',
  linkHint: 'Please open the complete link from your e-mail.',
  endedTitle: 'Access ended',
  endedHint:
    'For your security, access lasts a few hours. The link in your e-mail keeps working as long as the delivery is shared with you.',
  signedOutTitle: 'Signed out',
  signedOutHint: 'To see your deliveries again, open the link from your e-mail.',
  signedInAs: 'Signed in as',
  otherAddress:
    'You opened a link while signed in. If it was sent to another address, sign out and open it again.',
  loading: 'Loading…',
  retry: 'Try again',
  back: `Back to ${RECIPIENT_TEXTS.title.toLowerCase()}`,
  notAvailable: 'Delivery not available',
  client: 'Client',
  currentVersion: 'Current version',
  sharedBy: 'Shared by',
  sharedOn: 'Shared on',
  accessEnds: 'Access ends',
  downloadsAllowed: 'Downloads allowed',
  perVersion: (limit: number) => `${limit} per version`,
  version: (n: number) => `Version ${n}`,
  latest: 'Latest',
  delivered: 'Delivered',
  notes: 'Notes',
  files: 'Files',
  noFiles: 'No files in this version.',
  yourFeedback: 'Your feedback',
  feedbackOn: (n: number) => `Feedback on version ${n}`,
  yourRating: (rating: number) => `Your rating: ${rating} out of 5`,
  downloadFile: (name: string, format: string, size: string) => `Download ${name} as ${format} (${size})`,
  openRequests: 'Waiting for an answer',
  withdrawRequest: (email: string) => `Withdraw the request for ${email}`,
  requestedOn: 'asked on',
  accessIntro: 'We will ask the person who shared this delivery to share it with your colleague too.',
} as const;

/** Digits of the e-mailed one-time code, and how long it is valid. */
export const RECIPIENT_CODE_DIGITS = 6;
export const RECIPIENT_CODE_MINUTES = 10;
