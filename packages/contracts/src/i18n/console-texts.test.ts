import { afterEach, describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { consoleMessage, consoleSays, consoleTexts, speakConsole } from './console-texts.js';
import { MESSAGES } from '../rules/messages.js';
import { DELIVERY_TEXTS, UPLOAD_TEXTS } from '../deliveries/delivery-texts.js';

const format = (locale: string) => (text: string, values: Record<string, unknown>) =>
  String(new IntlMessageFormat(text, locale).format(values as never));

afterEach(() => speakConsole(null));

describe('the console’s texts', () => {
  const texts = consoleTexts('test.area', {
    title: 'Clients',
    steps: ['One', 'Two'],
    nested: { save: 'Save' },
    files: consoleMessage(
      '{count, plural, one {# file} other {# files}} from {name}',
      (count: number, name: string) => ({ count, name }),
      (count, name) => `${count} file${count === 1 ? '' : 's'} from ${name}`,
    ),
    hello: consoleMessage('Hello {name}', (name: string) => ({ name })),
  });

  it('speak English from the code, with no catalogue and no formatter', () => {
    expect(texts.title).toBe('Clients');
    expect(texts.steps).toEqual(['One', 'Two']);
    expect(texts.nested.save).toBe('Save');
    expect(texts.files(2, 'Ann')).toBe('2 files from Ann');
    expect(texts.hello('Ann')).toBe('Hello Ann');
    expect(MESSAGES.tooManyAttempts(1)).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('speak a catalogue’s language once it is spoken, texts it lacks staying English', () => {
    speakConsole({
      locale: 'de',
      format: format('de'),
      catalogue: {
        'test.area.title': 'Kunden',
        'test.area.steps.1': 'Zwei',
        'test.area.files': '{count, plural, one {# Datei} other {# Dateien}} von {name}',
        'messages.notFound': 'Nicht gefunden.',
        'deliveryTexts.steps.0': 'Aufträge wählen',
        'uploadTexts.resumeNoMatch':
          '{names} {count, plural, one {passt} other {passen}} zu keinem unterbrochenen Hochladen.',
      },
    });
    expect(texts.title).toBe('Kunden');
    expect(texts.steps).toEqual(['One', 'Zwei']);
    expect(texts.nested.save).toBe('Save');
    expect(texts.files(1, 'Ann')).toBe('1 Datei von Ann');
    expect(texts.hello('Ann')).toBe('Hello Ann');
    expect(MESSAGES.notFound).toBe('Nicht gefunden.');
    expect(DELIVERY_TEXTS.steps[0]).toBe('Aufträge wählen');
    expect(UPLOAD_TEXTS.resumeNoMatch(['a.txt', 'b.txt'])).toBe(
      'a.txt, b.txt passen zu keinem unterbrochenen Hochladen.',
    );
  });

  it('say an English answer of the server in the spoken language when it is a known text', () => {
    expect(consoleSays('Not found.')).toBe('Not found.');
    speakConsole({
      locale: 'de',
      format: format('de'),
      catalogue: { 'messages.notFound': 'Nicht gefunden.' },
    });
    expect(consoleSays('Not found.')).toBe('Nicht gefunden.');
    expect(consoleSays('Something nobody wrote')).toBe('Something nobody wrote');
  });

  it('keeps a message English when the catalogue’s text for it cannot be formatted', () => {
    speakConsole({
      locale: 'de',
      format: format('de'),
      catalogue: { 'test.area.files': '{count, plural, one {# Datei} other {# Dateien} von {name}' },
    });
    expect(texts.files(2, 'Ann')).toBe('2 files from Ann');
  });
});
