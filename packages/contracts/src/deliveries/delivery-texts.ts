import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';
/** Fixed texts of delivery creation (part 2 sections 2, 5 and 8), verbatim, the spec's spellings included. */
export const DELIVERY_TEXTS = /* @__PURE__ */ consoleTexts('deliveryTexts', {
  /** The wizard's page for an account that reads deliveries only (EMPTY, decision 0013); not in the spec. */
  noCreateAccess: 'This account reads deliveries but does not create or update them.',
  titleNew: 'New Delivery',
  titleUpdate: 'Update Delivery',
  steps: ['Select Assignments', 'Upload Files', 'Deliver'],
  createTitle: 'Create Delivery',
  batchDetailsTitle: 'Enter Batch Details',
  confirmTitle: 'Confirm Delivery',
  assignmentLabel: 'Workspace Assignment ID(s)',
  assignmentPlaceholder: 'Enter Workspace ID',
  loadingSelected: 'Loading selected values...',
  loadingOptions: 'Loading options...',
  noOptions: 'No options found.',
  batchLabel: 'Batch ID',
  batchPlaceholder: 'Enter Batch',
  groupAssignments: 'Group Assignments',
  groupAssignmentsPlaceholder: 'Enter assignments',
  input: 'Input',
  output: 'Output',
  externalLink: 'External File Sharing Link',
  externalText: 'External File Text/Code',
  externalTextPlaceholder: 'Enter Code',
  deliveryNotes: 'Delivery Notes',
  notesPlaceholder: 'Type here...',
  services: 'Services',
  assignmentName: 'Assignment Name',
  sourceFile: 'Source File',
  interimQuestion: 'Is this interim output?',
  attachQuestion: 'Attach the file to the email? (Only up to 25 MB)',
  committedDelivery: 'Committed Delivery',
  upload: 'Upload',
  shareWithClient: 'Share with Client',
  emailAddress: 'Email Address',
  uploadProgressTitle: 'Upload Files Progress',
  targetFiles: 'Target Files',
  sourceFiles: 'Source Files',
  // Button texts and their states (section 2 and 9).
  uploading: 'Uploading...',
  failedUpload: 'Failed to upload!',
  deliver: 'Deliver',
  fetching: 'Fetching.',
  fetched: 'Fetched!!',
  failedDeliver: 'Failed to upload !',
  shared: 'Shared!',
});

/** Messages of part 2 sections 5 and 8 (toasts and server answers), verbatim. */
export const DELIVERY_MESSAGES = /* @__PURE__ */ consoleTexts('deliveryMessages', {
  provideBatchOrAssignments: 'Please provide either batch id or assignments!',
  batchDetailsFailedNew: 'Cant upload file. Please try again.',
  batchDetailsFailedUpdate: 'Something went wrong. Please try again later!',
  reenterSource: consoleMessage('Please re-enter source files in group {group}.', (group: number) => ({
    group,
  })),
  sourceRemoved: consoleMessage(
    'Source files were removed in {group}. Please re-enter the files.',
    (group: number) => ({ group }),
  ),
  targetRemoved: consoleMessage(
    'Target files were removed in {group}. Please re-enter the files.',
    (group: number) => ({ group }),
  ),
  noTargetFiles: 'No Target files uploaded. Please enter atleast one file to target.',
  invalidLink: consoleMessage(
    'Please check and enter a valid link in group {group}. Links look like https://example.com/files or http://example.com.',
    (group: number) => ({ group }),
  ),
  externalCode: consoleMessage('Please enter the external code in group {group}.', (group: number) => ({
    group,
  })),
  reenterTarget: consoleMessage('Please re-enter target files in group {group}.', (group: number) => ({
    group,
  })),
  attachmentNeedsTarget: consoleMessage(
    'To send file in email you need to enter a target file in group {group}.',
    (group: number) => ({ group }),
  ),
  attachmentTooLarge: consoleMessage(
    'Total file size of target files in group {group} is too large to send in email.',
    (group: number) => ({ group }),
  ),
  sourceAttachmentTooLarge: consoleMessage(
    'Total file size of source files in group {group} is too large to send in email.',
    (group: number) => ({ group }),
  ),
  committedRequired: consoleMessage(
    'Please enter the committed delivery in group {group}.',
    (group: number) => ({ group }),
  ),
  invalidFormat: consoleMessage('Invald File Format!! {fileName}', (fileName: string) => ({ fileName })),
  emailAlreadyAdded: 'Email already added.',
  enterEmail: 'Please enter an email.',
  enterEmailBang: 'Please enter an email!',
  onlyTen: 'Only 10 names can be shared at a time.',
  moreThanTen: 'More than 10 names shared.',
  noNewTargets: 'No new Target Files present.',
  clearShareErrors: 'Please clear the share field errors.',
  noEmailsForSharing: 'No emails added for sharing!',
  failedUploadLinks: 'Failed to fetch upload links!',
  cannotShareOutside: 'Assignment can not be shared outside organisation',
  refreshAndRetry: 'Please refresh and try again or contact Tech Team.',
  deliveryChanged: 'This delivery was updated by someone else meanwhile. Please refresh and try again.',
  legacyUploadDone: 'File upload done.',
  // Texts the specification leaves open; chosen here and used everywhere.
  sameRequesterAndClient: 'All assignments of a delivery must have the same requester and client code.',
  assignmentUnknown: consoleMessage('Workspace assignment {id} was not found.', (id: string) => ({ id })),
  assignmentDelivered: consoleMessage(
    'Workspace assignment {id} has already been delivered. Use Update Delivery on its delivery.',
    (id: string) => ({ id }),
  ),
  assignmentInOtherDelivery: consoleMessage(
    'Workspace assignment {id} belongs to another delivery.',
    (id: string) => ({ id }),
  ),
  batchExists: consoleMessage(
    'Batch {batch} has already been delivered. Use Update Delivery on it.',
    (batch: string) => ({ batch }),
  ),
  batchHasNoAssignments: consoleMessage(
    'No workspace assignments were found for batch {batch}.',
    (batch: string) => ({ batch }),
  ),
  batchIdRule: 'A batch id has 1 to 40 letters, digits, dots, dashes or underscores.',
  assignmentIdRule: 'An assignment id has 1 to 40 letters, digits, dots, dashes or underscores.',
  clientMissing: 'The client of these assignments is not set up yet. Add it under client administration.',
  entityMissing: 'These assignments have no billing entity. Set their entity code and import them again.',
  reservedFileName: consoleMessage(
    '{fileName} cannot be used as a file name: Windows reserves it (CON, PRN, AUX, NUL, COM1-9, LPT1-9). Please rename the file.',
    (fileName: string) => ({ fileName }),
  ),
  fileNameRule:
    'File names may not contain slashes, control characters or start with a dot, and are at most 200 characters.',
  fileEmpty: consoleMessage(
    '{fileName} is empty. Please choose a file with content.',
    (fileName: string) => ({ fileName }),
  ),
  fileTooLarge: consoleMessage(
    '{fileName} is larger than the limit of {limit}.',
    (fileName: string, limit: string) => ({ fileName, limit }),
  ),
  chunkSizeRule: 'Chunk size must be between 5 MB and 5 GB (a number of MB, or of bytes).',
  tooManyParts: 'This file would need more than 10,000 parts. Please use a larger chunk size.',
  uploadNotFound: 'This upload was not found. Please upload the file again.',
  uploadNotYours: 'This upload belongs to another user or delivery.',
  uploadFinished: 'This upload is already finished.',
  uploadAborted: 'This upload was cancelled because it was left unfinished. Please upload the file again.',
  partLinkInvalid: 'This upload link is invalid or has expired. Please ask for a new one.',
  partOutOfRange: 'This part number is not part of the upload.',
  partWrongSize: consoleMessage(
    'This part must be {expected} bytes long; {got} bytes were sent.',
    (expected: number, got: number) => ({ expected, got }),
  ),
  partsMissing: consoleMessage(
    'The upload is missing {count, plural, one {part {parts}. Please send it again.} other {parts {parts}. Please send them again.}}',
    (numbers: number[]) => ({
      count: numbers.length,
      parts: `${numbers.slice(0, 20).join(', ')}${numbers.length > 20 ? ', ...' : ''}`,
    }),
    (numbers) =>
      `The upload is missing part${numbers.length === 1 ? '' : 's'} ${numbers.slice(0, 20).join(', ')}${numbers.length > 20 ? ', ...' : ''}. Please send ${numbers.length === 1 ? 'it' : 'them'} again.`,
  ),
  partMismatch: consoleMessage(
    'Part {part} does not match what was stored. Please send it again.',
    (part: number) => ({ part }),
  ),
  completeNameMismatch: 'The file name does not match the upload.',
  storeFailed: 'The file store did not accept the upload. Please try again.',
  fileNotUploaded: consoleMessage(
    '{fileName} has not been uploaded for this delivery. Please upload it again before delivering.',
    (fileName: string) => ({ fileName }),
  ),
  groupMissing: consoleMessage('Group {group} is missing or has no assignments.', (group: number) => ({
    group,
  })),
  totalGroupRule: 'total_group must be a whole number from 1 to 50.',
  deliveryTimeRule: 'current_delivery_time must be a date and time.',
  deliveryNotesTooLong: 'Delivery notes are at most 5,000 characters.',
  committedDeliveryRule: 'Please enter a valid committed delivery.',
  externalCodeTooLong: 'The external code is at most 500 characters.',
  committedWindow: consoleMessage(
    'The committed delivery must be between {from} and {to}.',
    (from: string, to: string) => ({ from, to }),
  ),
  outsideNeedsPassword: 'Sharing outside the organisation needs your password.',
  deliveryNotFound: 'This delivery was not found.',
  batchDetailsReady: 'Batch details fetched.',
  assignmentOptionsReady: 'Assignments fetched.',
  suggestionsReady: 'Suggestions fetched.',
  shareAllowed: 'These addresses can be shared with.',
  deliveryShared: 'The delivery is shared.',
  shareExpiryRule: 'The end of access must be a date in the future.',
  downloadLimitRule: 'The download limit must be a whole number from 1 to 1,000.',
  shareRevoked: 'Access revoked.',
  requestDeclined: 'Request declined.',
  secureKeyMade: 'A new secure key is made. Copy it now: it is shown only once.',
  secureKeySent: 'A new secure key is made and e-mailed to everyone the delivery is shared with.',
  noPendingRequest: 'There is no pending request for that address.',
  notSharedWith: 'This delivery is not shared with that address.',
  noEmailToRevoke: 'Please choose whose access to revoke.',
  groupMismatch: consoleMessage(
    "Group {group} does not match the delivery's existing groups. Keep each existing group's assignments together.",
    (group: number) => ({ group }),
  ),
  assignmentTwice: consoleMessage('Workspace assignment {id} is in more than one group.', (id: string) => ({
    id,
  })),
  assignmentNotInBatch: consoleMessage(
    'Workspace assignment {id} is not part of this delivery.',
    (id: string) => ({ id }),
  ),
  delivered: 'Delivered successfully.',
  versionDelivered: consoleMessage('Version {version} delivered successfully.', (version: number) => ({
    version,
  })),
  leaveWhileUploading: 'Files are still uploading. Leave this page and stop the upload?',
  resumeOffer: consoleMessage(
    '{count, plural, one {# file was uploading when this page closed. Choose the same file again to resume.} other {# files were uploading when this page closed. Choose the same files again to resume.}}',
    (count: number) => ({ count }),
    (count) =>
      `${count} file${count === 1 ? ' was' : 's were'} uploading when this page closed. Choose the same file${count === 1 ? '' : 's'} again to resume.`,
  ),
});

/** Texts of the upload progress dialog, status icons and resume offer (chosen here; the spec leaves them open). */
export const UPLOAD_TEXTS = /* @__PURE__ */ consoleTexts('uploadTexts', {
  group: consoleMessage('GROUP {id}', (id: number | string) => ({ id })),
  submit: 'submit',
  redo: 'Redo',
  inQueue: 'In queue',
  uploading: consoleMessage('Uploading {percent}%', (percent: number) => ({ percent })),
  uploaded: 'Uploaded',
  failed: 'Failed',
  overall: 'All files',
  speed: consoleMessage('{perSecond}/s', (perSecond: string) => ({ perSecond })),
  timeLeft: consoleMessage('{duration} left', (duration: string) => ({ duration })),
  chooseFiles: 'Choose files',
  discard: 'Discard',
  resumeRegion: 'Unfinished uploads',
  partFailed: consoleMessage(
    '{fileName} could not be uploaded. Use Redo to continue from where it stopped.',
    (fileName: string) => ({ fileName }),
  ),
  resumeNoMatch: consoleMessage(
    '{names} {count, plural, one {does} other {do}} not match an unfinished upload (same name, size and date are needed).',
    (names: string[]) => ({ names: names.join(', '), count: names.length }),
    (names) =>
      `${names.join(', ')} ${names.length === 1 ? 'does' : 'do'} not match an unfinished upload (same name, size and date are needed).`,
  ),
});

/** Texts of the SHARING tab's actions that the specification does not quote (decision 0010). */
export const SHARING_TEXTS = /* @__PURE__ */ consoleTexts('sharingTexts', {
  share: 'Share',
  shareTitle: 'Share Assignment',
  revoke: 'Revoke',
  revokeTitle: 'Revoke access',
  revokeQuestion: consoleMessage(
    "Revoke {email}'s access? Their link and any open page stop working at once.",
    (email: string) => ({ email }),
  ),
  requests: 'Access requests',
  requestedBy: 'Requested by',
  accept: 'Accept',
  decline: 'Decline',
  secureKey: 'Secure key',
  copySecureKeyTitle: 'Copy secure key',
  secureKeyHelp:
    'Recipients can open the delivery with its secure key instead of the e-mailed code. A new key replaces the old one.',
  newKey: 'Make a new key',
  newKeyAndMail: 'Make a new key and e-mail it',
  copy: 'Copy',
  exportCsv: 'Export CSV',
  accessEnds: 'Access ends (optional)',
  downloadLimit: 'Downloads allowed per version (optional)',
  expires: consoleMessage('Expires {day}', (day: string) => ({ day })),
  copied: 'Copied!',
});
