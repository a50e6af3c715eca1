import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, localeName, negotiateLocale } from './locales.js';
import { loadCatalogue } from './catalogues.js';
import { catalogueFilesIn } from './locale-files.js';
import { CONSOLE_LOCALES, loadConsoleCatalogue } from './console-texts.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const packageRoot = join(here, '..', '..');

/** Every argument a message names, with its kind ('argument', 'number', 'plural', …). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, number>()) {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal) into.set(String(element.value), element.type);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

describe('the message catalogues', () => {
  it('hold exactly the messages English has, so a language lacks none and keeps none that left', async () => {
    const english = Object.keys(await loadCatalogue('en')).sort();
    for (const locale of LOCALES) {
      const keys = Object.keys(await loadCatalogue(locale)).sort();
      expect({ locale, missing: english.filter((k) => !keys.includes(k)) }).toEqual({ locale, missing: [] });
      expect({ locale, extra: keys.filter((k) => !english.includes(k)) }).toEqual({ locale, extra: [] });
    }
  });

  it('are valid ICU MessageFormat and use the same arguments as English', async () => {
    const english = await loadCatalogue('en');
    for (const locale of LOCALES) {
      const catalogue = await loadCatalogue(locale);
      for (const [id, text] of Object.entries(english)) {
        const theirs = catalogue[id] ?? '';
        const expected = [...argumentsOf(parse(text)).keys()].sort();
        expect({ locale, id, args: [...argumentsOf(parse(theirs)).keys()].sort() }).toEqual({
          locale,
          id,
          args: expected,
        });
      }
    }
  });

  // Single words may be the same ('Client' and 'Notes' are French too); a sentence may not.
  it('are translations, not English copies of sentences', async () => {
    const english = await loadCatalogue('en');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const catalogue = await loadCatalogue(locale);
      const copied = Object.entries(english).filter(
        ([id, text]) =>
          catalogue[id] === text && (text.replace(/\{[^}]*\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).length >= 3,
      );
      expect({ locale, copied: copied.map(([id]) => id) }).toEqual({ locale, copied: [] });
    }
  });

  it('English is what the code says: locales/en.json is the extractor’s output, up to date', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
    execFileSync(
      'npx',
      ['formatjs', 'extract', 'src/i18n/*-messages.ts', '--format', 'simple', '--out-file', out],
      { cwd: packageRoot, stdio: 'pipe' },
    );
    const committed = readFileSync(join(here, 'locales', 'en.json'), 'utf8');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(committed));
  });
});

describe('a language is its file', () => {
  it('speaks the languages whose catalogues are in locales/, English first', () => {
    const files = readdirSync(join(here, 'locales'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect([...LOCALES].sort()).toEqual(files.sort());
    expect(LOCALES).toEqual(['en', 'de', 'es', 'fr', 'ja']);
    expect(LOCALES.map(localeName)).toEqual(['English', 'Deutsch', 'Español', 'Français', '日本語']);
  });

  it('adds a language with a file, named in itself, and reads its catalogue (the server’s way)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'locales-'));
    for (const file of readdirSync(join(here, 'locales')).filter((f) => f.endsWith('.json')))
      copyFileSync(join(here, 'locales', file), join(folder, file));
    writeFileSync(join(folder, 'pt-BR.json'), JSON.stringify({ 'portal.language': 'Idioma' }));
    for (const stray of ['notes.txt', 'pt_BR.json', 'en-12.json', 'de.old.json', 'EN.json'])
      writeFileSync(join(folder, stray), '{}');
    const files = catalogueFilesIn(new URL(`file://${folder}/`));
    expect(Object.keys(files).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt-BR']);
    expect(await files['pt-BR']!()).toEqual({ 'portal.language': 'Idioma' });
    expect(localeName('pt-BR')).toBe('Português (Brasil)');
  });

  it('matches a browser’s tags by the exact tag or its language, in any case', () => {
    expect(negotiateLocale(['it-IT', 'DE-at', 'ja'])).toBe('de');
    expect(negotiateLocale(['ja_JP'])).toBe('ja');
    expect(negotiateLocale(['it', 'pt'])).toBeUndefined();
  });
});

/** What a console catalogue gets wrong against English: ids it lacks or adds, messages with other arguments. */
function consoleGaps(english: Record<string, string>, catalogue: Record<string, string>) {
  const argumentsIn = (text: string) => {
    try {
      return [...argumentsOf(parse(text)).keys()].sort().join(',');
    } catch {
      return null; // a plain text, shown as written
    }
  };
  return {
    missing: Object.keys(english).filter((id) => !(id in catalogue)),
    extra: Object.keys(catalogue).filter((id) => !(id in english)),
    arguments: Object.keys(english).filter(
      (id) =>
        id in catalogue &&
        english[id]!.includes('{') &&
        argumentsIn(english[id]!) !== argumentsIn(catalogue[id]!),
    ),
  };
}

describe('the console’s catalogues (decision 0043)', () => {
  const folder = join(here, 'locales', 'console');

  it('are the files in locales/console/, English first', () => {
    const files = readdirSync(folder).map((f) => f.replace(/\.json$/, ''));
    expect([...CONSOLE_LOCALES].sort()).toEqual(files.sort());
    expect(CONSOLE_LOCALES[0]).toBe('en');
  });

  it('hold exactly the texts English has, each message with English’s arguments', async () => {
    const english = await loadConsoleCatalogue('en');
    expect(Object.keys(english).length).toBeGreaterThan(1000);
    for (const locale of CONSOLE_LOCALES) {
      expect({ locale, ...consoleGaps(english, await loadConsoleCatalogue(locale)) }).toEqual({
        locale,
        missing: [],
        extra: [],
        arguments: [],
      });
    }
    // What the check finds in a catalogue that lacks a text, keeps a removed one and renames an argument.
    const { 'messages.notFound': _left, ...lacking } = english;
    const wrong = { ...lacking, 'messages.gone': 'Weg', 'messages.tooManyAttempts': 'In {minuten} Minuten.' };
    expect(consoleGaps(english, wrong)).toEqual({
      missing: ['messages.notFound'],
      extra: ['messages.gone'],
      arguments: ['messages.tooManyAttempts'],
    });
  });

  it('gain a language with a file (the server’s way of reading the folder)', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'console-locales-'));
    for (const file of readdirSync(folder)) copyFileSync(join(folder, file), join(copy, file));
    writeFileSync(join(copy, 'de.json'), JSON.stringify({ 'messages.notFound': 'Nicht gefunden.' }));
    const files = catalogueFilesIn(new URL(`file://${copy}/`));
    expect(Object.keys(files).sort()).toEqual(['de', 'en']);
    expect(await files.de!()).toEqual({ 'messages.notFound': 'Nicht gefunden.' });
  });
});
