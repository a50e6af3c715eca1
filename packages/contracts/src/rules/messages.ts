import { consoleMessage, consoleTexts } from '../i18n/console-texts.js';

/** Fixed texts of the specification, verbatim: the UI shows them and the server answers with them. */
export const MESSAGES = /* @__PURE__ */ consoleTexts('messages', {
  invalidEmailLogin: 'Invalid Email!',
  emptyPassword: 'Empty password!',
  emptyEmail: 'Empty email!',
  invalidEmail: 'Invalid Email',
  emptyConfirmPassword: 'Empty confirm password!',
  passwordsDontMatch: "Passwords don't match!",
  enterCurrentPassword: 'Enter Current Password',
  passwordsDontMatchEnterAgain: "Passwords don't match, Enter Again",
  newPasswordSameAsOld: "New password can't be same as old password.",
  incorrectPassword: 'Incorrect Password',
  selectFromList: 'Please select a value from the list!',
  selectFromListShort: 'Please select value from the list!',
  textAndSymbolsNotAllowed: 'Text and symbols not allowed',
  successfullyLoggedIn: 'Successfully Logged in!',
  checkInbox: 'Check your inbox form verification email.',
  // Texts the specification leaves open; chosen here and used everywhere.
  passwordRule:
    'Password must have at least 8 characters, with an upper-case letter, a lower-case letter, a digit and a special character.',
  passwordSymbols: `Password can't contain any of these characters: " , / ~ \` < > ; | '`,
  symbolsNotAllowed: 'Symbols are not allowed.',
  tooLong: 'This value is too long.',
  unstorableText:
    'This text contains a character that cannot be saved (a NUL or a broken Unicode character).',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetLinkSent: 'If an account exists for this e-mail, a reset link is on its way.',
  passwordUpdated: 'Password updated successfully.',
  passwordValid: 'Password verified.',
  profileSaved: 'Profile saved.',
  notAuthenticated: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  passwordAlreadySet: 'Your password is already set. Use Change Password on your profile.',
  mustChangePassword: 'Please change your temporary password first.',
  ownProfileOnly: 'You can only edit your own profile.',
  tooManyAttempts: consoleMessage(
    'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    (minutes: number) => ({ minutes }),
    (minutes) => `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  ),
  imageTypeNotAllowed: 'Please choose an image file (PNG, JPEG, GIF or WebP).',
  imageTooLarge: consoleMessage('The image is too large. The limit is {size}.', (bytes: number) => ({
    size:
      bytes >= 1024 * 1024
        ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
        : `${Math.round(bytes / 1024)} KB`,
  })),
  csrfMissing: 'Your page is out of date. Please reload and try again.',
  notFound: 'Not found.',
  invalidRequest: 'Some of the information sent is not valid. Please check it and try again.',
  invalidJson: 'The request could not be read. Please reload the page and try again.',
  requestTooLarge: 'The request is too large.',
  headersTooLarge: 'The request headers are too large.',
  unreadableRequest: 'The request could not be read.',
  requestTimedOut: 'The request took too long to arrive.',
  unsupportedBody: 'This kind of request is not supported here.',
  formTooLarge: 'The form has more fields or files than expected.',
  uploadIncomplete: 'The upload was incomplete. Please try again.',
  badAddress: 'This address is not valid.',
  linkExpired: 'This link has expired. Please open the file again from the console.',
  shareEnded: 'This link ended with its share: the delivery is no longer shared with you.',
  serverError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  storageFull: 'There is no room left to store files. Please try again later or contact support.',
  storageReadOnly: 'Files cannot be stored right now. Please try again later or contact support.',
});

/** Spec part 1 section 1: shown in the demo build only; kept out of MESSAGES so no other bundle carries it. */
export const DEMO_DATA_NOTICE = 'Turn off dev environment to fetch real data.';
