// Messages are written in the code as ICU MessageFormat with an id; `npm run i18n:extract` (FormatJS) collects
// them into locales/en.json, which translators copy (decision 0042).

/** One message: its catalogue id and its English text in ICU MessageFormat. */
export interface Message {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** Values a message's arguments take. */
export type MessageValues = Record<string, string | number | Date>;

/** Marks one message for extraction. */
export const defineMessage = (message: Message): Message => message;

/** Marks messages for extraction; the name is what the extractor looks for. */
export const defineMessages = <M extends Record<string, Message>>(messages: M): M => messages;

/** The English text of messages without arguments, for the code that speaks English (tests, the console). */
export const englishTexts = <M extends Record<string, Message>>(messages: M) =>
  Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, m.defaultMessage])) as {
    readonly [K in keyof M]: string;
  };
