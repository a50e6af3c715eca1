import { ALLOWED_EXTENSIONS } from '../deliveries/file-rules.js';
import { CLIENT_MESSAGES } from '../rules/client-messages.js';
import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/** The largest size a request may allow, in MB (the server also caps it at its UPLOAD_MAX_FILE_MB). */
export const FILE_REQUEST_MAX_SIZE_MB = 100_000;
/** Uploads one submit may send at most. */
export const FILE_REQUEST_MAX_FILES = 50;
/** The request's types: section 5's list (part 2), the same a delivery takes. */
export const FILE_REQUEST_EXTENSIONS = ALLOWED_EXTENSIONS;

/** What the file-request calls say (issue 24, "File requests"; decision 0039). */
export const FILE_REQUEST_MESSAGES = /* @__PURE__ */ consoleTexts('fileRequestMessages', {
  created: 'File request created. We have e-mailed the link to the contact.',
  fetched: 'File requests fetched.',
  detail: 'File request fetched.',
  closedNow: 'File request closed.',
  /** Every call on a closed or past-due request (the contact's page says the same). */
  closed: 'This request is closed.',
  notFound: 'This file request does not exist.',
  /** The clients' own text (the web's screens and demo still name it here). */
  clientNotFound: CLIENT_MESSAGES.clientNotFound,
  titleRule: 'Please enter a title of up to 200 characters.',
  messageRule: 'Please keep the message within 1,000 characters.',
  noteRule: 'Please keep the note within 2,000 characters.',
  dueDateRule: 'Please choose a due date (YYYY-MM-DD).',
  dueDatePast: 'The due date must be today or later.',
  extensionsRule: 'Please choose at least one allowed file type.',
  extensionUnknown: consoleMessage('{ext} is not a file type a request can allow.', (ext: string) => ({
    ext,
  })),
  maxSizeRule: `The maximum size must be a whole number of MB from 1 to ${FILE_REQUEST_MAX_SIZE_MB.toLocaleString('en-GB')}.`,
  maxSizeOverLimit: consoleMessage(
    'The maximum size can be at most {mb} MB on this server.',
    (mb: string) => ({ mb }),
  ),
  typeNotAllowed: consoleMessage(
    '{name} is not one of the requested file types ({types}).',
    (name: string, types: string) => ({ name, types }),
  ),
  tooLarge: consoleMessage(
    '{name} is larger than the {mb} MB this request allows.',
    (name: string, mb: string) => ({ name, mb }),
  ),
  uploadsRule: `Please send between 1 and ${FILE_REQUEST_MAX_FILES} files.`,
  uploadNotFound: 'One of the files was not uploaded to this request. Please upload it again.',
  uploadNotComplete: consoleMessage('{name} has not finished uploading yet.', (name: string) => ({ name })),
  uploadAlreadySent: consoleMessage('{name} has already been sent.', (name: string) => ({ name })),
  submitted: 'Thank you. Your files have been sent.',
  linkInvalid: 'This link is not valid any more. Please ask the sender for a new one.',
  fileNotFound: 'This file is not part of the request.',
  downloadReady: 'Download ready.',
});

/** The contact's page and the staff screens' wording. */
export const FILE_REQUEST_TEXTS = /* @__PURE__ */ consoleTexts('fileRequestTexts', {
  pageTitle: 'Send files',
  requestedBy: 'Requested by',
  dueDate: 'Due',
  allowedTypes: 'Allowed file types',
  maxSize: 'Largest file',
  noteLabel: 'Note (optional)',
  send: 'Send files',
  closedTitle: 'This request is closed.',
  closedHint: 'Please contact the person who asked you for the files.',
  staffTitle: 'File requests',
  create: 'New file request',
  close: 'Close request',
  copyLink: 'Copy link',
  linkOnce: 'This link is shown once. It has also been e-mailed to the contact.',
  statusOpen: 'Open',
  statusClosed: 'Closed',
  statusExpired: 'Past due',
});
