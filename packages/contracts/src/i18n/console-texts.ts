// The staff console's words (decision 0043). They are written in English in the code, each under an id
// ('<area>.<key>'), and read through getters, so a catalogue file locales/console/<tag>.json can say them in
// another language without touching the code: the console speaks English, and a language is a file. English
// needs no catalogue and no message formatter, so the login page and /deliver keep their budgets (0034).
import type { MessageValues } from './define-messages.js';
import type { Catalogue } from './locale-files.js';
import { CONSOLE_CATALOGUE_FILES } from './locale-files.js';

/** A text with arguments: ICU MessageFormat for catalogues, and English as the code writes it. */
export interface ConsoleMessage<A extends unknown[]> {
  readonly icu: string;
  values(...args: A): MessageValues;
  english(...args: A): string;
}

/** English of a message whose arguments are all plain `{name}`: the arguments put in, no formatter needed. */
const filled = (icu: string, values: MessageValues) =>
  icu.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/**
 * A text with arguments. `icu` is the English a catalogue translates (what the extraction writes). English is
 * written without a formatter: by putting plain `{name}` arguments in, or, for plurals and choices, by
 * `english`. A test holds both to what FormatJS makes of `icu` for sample values.
 */
// Marked so a bundle drops the messages of texts no page of it reads (Rollup's annotation).
export const consoleMessage = /*#__NO_SIDE_EFFECTS__*/ <A extends unknown[]>(
  icu: string,
  values: (...args: A) => MessageValues,
  english?: (...args: A) => string,
): ConsoleMessage<A> => ({
  icu,
  values,
  english: english ?? ((...args: A) => filled(icu, values(...args))),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a message of any arguments
type AnyMessage = ConsoleMessage<any[]>;
type Texts = { readonly [key: string]: string | readonly string[] | AnyMessage | Texts };
/** What a texts object reads as: strings keep their literal types (schemas and tests name them). */
export type Said<T> =
  T extends ConsoleMessage<infer A>
    ? (...args: A) => string
    : T extends string | readonly string[]
      ? T
      : { readonly [K in keyof T]: Said<T[K]> };

/** The console's language: a catalogue and, for a language other than English, its formatter. */
export interface ConsoleLanguage {
  locale: string;
  catalogue: Catalogue;
  format: (text: string, values: MessageValues) => string;
  /**
   * The English catalogue (locales/console/en.json), so that a server's answer is found whatever texts this
   * page's code defines; without it, only the texts defined so far are.
   */
  english?: Catalogue;
}

let spoken: ConsoleLanguage | null = null;
/** Every console text by id, in English (ICU for texts with arguments): what the extraction writes. */
const english = new Map<string, string>();
/** Every message with arguments by id, for the test that holds its English to FormatJS's. */
const messages = new Map<string, AnyMessage>();

/** Speaks another language from now on (`null`: English). The app does this once, before it renders. */
export function speakConsole(language: ConsoleLanguage | null) {
  spoken = language;
  idOfCatalogued = null;
}

/**
 * The ids of English texts by their English, the first id (by name) for a shared text: from the English
 * catalogue when the language brought it, else from the texts defined so far.
 */
let idOfCatalogued: Map<string, string> | null = null;
function catalogued(text: string): string | undefined {
  if (!idOfCatalogued) {
    idOfCatalogued = new Map();
    const texts = Object.entries(spoken?.english ?? consoleEnglish());
    for (const [id, english] of texts.sort(([a], [b]) => (a < b ? -1 : 1)))
      if (!idOfCatalogued.has(english)) idOfCatalogued.set(english, id);
  }
  return idOfCatalogued.get(text);
}

/** The language the console speaks ('en' until another is spoken): its dates, numbers and sizes follow it. */
export const consoleLocale = (): string => spoken?.locale ?? 'en';

/** The console's languages: English and each file in locales/console/. */
export const CONSOLE_LOCALES: readonly string[] = [
  'en',
  ...Object.keys(CONSOLE_CATALOGUE_FILES).filter((tag) => tag !== 'en'),
];

/** A console language's catalogue (decision 0043). */
export async function loadConsoleCatalogue(locale: string): Promise<Catalogue> {
  const load = CONSOLE_CATALOGUE_FILES[locale];
  if (!load) throw new Error(`No console catalogue for ${locale}`);
  return load();
}

const isMessage = (value: unknown): value is AnyMessage =>
  typeof value === 'object' && value !== null && 'icu' in value && 'english' in value;

const say = (id: string, text: string) => spoken?.catalogue[id] ?? text;

/**
 * The texts of one area of the console, read in the language it speaks. Each string, list item and message
 * is named '<area>.<key>' (list items '<area>.<key>.<n>'), which is its id in the catalogues.
 */
/*#__NO_SIDE_EFFECTS__*/
export function consoleTexts<const T extends Texts>(area: string, texts: T): Said<T> {
  const said: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const id = `${area}.${key}`;
    if (typeof value === 'string') {
      english.set(id, value);
      Object.defineProperty(said, key, { enumerable: true, get: () => say(id, value) });
    } else if (Array.isArray(value)) {
      const items = value as readonly string[];
      items.forEach((item, n) => english.set(`${id}.${n}`, item));
      Object.defineProperty(said, key, {
        enumerable: true,
        get: () => items.map((item, n) => say(`${id}.${n}`, item)),
      });
    } else if (isMessage(value)) {
      english.set(id, value.icu);
      messages.set(id, value);
      said[key] = (...args: unknown[]) => {
        const text = spoken?.catalogue[id];
        if (text === undefined || !spoken) return value.english(...args);
        // A catalogue's mistake (a broken text, an argument renamed) leaves the text English, not the page broken.
        try {
          return spoken.format(text, value.values(...args));
        } catch {
          return value.english(...args);
        }
      };
    } else said[key] = consoleTexts(id, value as Texts);
  }
  return Object.freeze(said) as Said<T>;
}

/** An English text the server or a schema wrote, in the console's language when a catalogue has it. */
export function consoleSays(text: string): string {
  if (!spoken) return text;
  const id = catalogued(text);
  return id === undefined ? text : say(id, text);
}

/** Every console text defined so far, by id, in English: the console catalogue's English. */
export const consoleEnglish = (): Record<string, string> => Object.fromEntries(english);

/** Every console message with arguments defined so far, by id. */
export const consoleMessages = (): ReadonlyMap<string, AnyMessage> => messages;
