import { consoleMessage, consoleTexts } from '@ops/contracts';

/** The profile page's words: its tabs, the profile form and the password form. */
export const PROFILE_TEXTS = /* @__PURE__ */ consoleTexts('profile.page', {
  settings: 'Account settings',
  profileTab: 'Profile Information',
  profileHint: 'Your name, organisation and contact numbers.',
  passwordTab: 'Change Password',
  passwordHint: 'Update the password you sign in with.',
  loading: 'Loading your profile…',
  unavailable: 'Profile unavailable.',
  cancel: 'Cancel',
  save: 'Save',
  saved: 'Saved',
});

export const PROFILE_FORM_TEXTS = /* @__PURE__ */ consoleTexts('profile.form', {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  organisation: 'Organisation',
  phone: 'Phone',
  whatsApp: 'WhatsApp',
  countryCode: consoleMessage('{label} country code', (label: string) => ({ label })),
  number: consoleMessage('{label} number', (label: string) => ({ label })),
  preview: 'Profile image preview',
  image: 'Profile image',
  upload: 'Upload image',
  another: 'Choose another image',
  remove: 'Remove',
  imageHint: 'PNG, JPEG, GIF or WebP.',
});

export const PASSWORD_TEXTS = /* @__PURE__ */ consoleTexts('profile.password', {
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm password',
  hint: 'Use 8 or more characters with upper- and lower-case letters, a digit and a special character.',
});
