// Languages (decision 0042): the translators, the language a request asks for, and what is remembered of a
// recipient's language.
export { translatorFor } from './translators.js';
export { requestLocale } from './request-locale.js';
export {
  clientLanguageOf,
  deliveryClientLanguage,
  recipientLanguageOf,
  recipientTranslator,
  recipientTranslators,
  translatorOfRecipient,
  rememberRecipientLanguage,
} from './recipient-locale.js';
export { localiseAnswers } from './localise-answers.js';
