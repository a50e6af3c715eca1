// The recipient answers that staff pages' code also gives (a recipient call without a session, the text rules
// every form shares): each on its own, so the console's first screen carries these and not the portal's other
// messages (decision 0034).
import { defineMessage } from './define-messages.js';

export const sessionEndedMessage = /* @__PURE__ */ defineMessage({
  id: 'answer.sessionEnded',
  defaultMessage: 'Your access has ended. Please open the link from your e-mail again.',
});

export const textNotStorableMessage = /* @__PURE__ */ defineMessage({
  id: 'answer.textNotStorable',
  defaultMessage: 'Please remove the control characters from the text.',
});

export const textTooLongMessage = /* @__PURE__ */ defineMessage({
  id: 'answer.textTooLong',
  defaultMessage: 'Please keep it within {max} characters.',
});

/** A client's portal language must be one we speak: the console's client forms give it too. */
export const languageRuleMessage = /* @__PURE__ */ defineMessage({
  id: 'answer.languageRule',
  defaultMessage: 'Please choose one of the offered languages.',
});

/** textTooLongMessage's English, written out for the schemas (held to the message by a test). */
export const textTooLong = (max: number) => `Please keep it within ${max} characters.`;
