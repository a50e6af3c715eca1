import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleSays, MESSAGES, speakConsole } from '@ops/contracts';
import type * as Contracts from '@ops/contracts';
import { consoleLanguageLoading } from './console-language';
import { formatDate, formatMonth } from '../dates/date-format';
import { formatSize } from '../format/file-size';

// A console catalogue for German, as a file locales/console/de.json would give (only English is shipped).
const { load } = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@ops/contracts', async (original) => ({
  ...(await original<typeof Contracts>()),
  CONSOLE_LOCALES: ['en', 'de'],
  loadConsoleCatalogue: load,
}));

afterEach(() => {
  speakConsole(null);
  document.documentElement.lang = 'en';
  load.mockReset();
});

describe('the console’s language', () => {
  it('is English, with nothing to load, when the browser asks for no language with a catalogue', () => {
    expect(consoleLanguageLoading(['fr-FR', 'en-US'])).toBeNull();
    expect(formatDate('2026-11-26T12:00:00Z', { utc: true })).toBe('26 Nov 2026');
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(consoleLanguageLoading(['it'])).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('is the first of the browser’s languages with a console catalogue, loaded before the app renders', async () => {
    const german = {
      'messages.notFound': 'Nicht gefunden.',
      'messages.tooManyAttempts':
        'Zu viele Versuche. Bitte in {minutes, plural, one {# Minute} other {# Minuten}} erneut versuchen.',
      'elsewhere.only': 'Nur in der Datei.',
    };
    // The English file knows texts this page's code never defined (a lazy page's, a server's answer).
    const english = { 'messages.notFound': 'Not found.', 'elsewhere.only': 'Only in the file.' };
    load.mockImplementation(async (locale: string) => (locale === 'de' ? german : english));
    await consoleLanguageLoading(['fr-FR', 'de-AT', 'en']);
    expect(load).toHaveBeenCalledWith('de');
    expect(MESSAGES.notFound).toBe('Nicht gefunden.');
    expect(MESSAGES.tooManyAttempts(2)).toBe('Zu viele Versuche. Bitte in 2 Minuten erneut versuchen.');
    expect(MESSAGES.forbidden).toBe('You do not have permission to do this.');
    expect(document.documentElement.lang).toBe('de');
    expect(consoleSays('Only in the file.')).toBe('Nur in der Datei.');
    // Dates, months and sizes follow the language spoken.
    expect(formatDate('2026-11-26T12:00:00Z', { utc: true })).toBe('26. November 2026');
    expect(formatMonth('2026-11')).toBe('Nov. 2026');
    expect(formatSize(3.2 * 1024 * 1024)).toBe('3,2 MB');
  });

  it('stays English when the catalogue does not arrive', async () => {
    load.mockRejectedValue(new Error('offline'));
    await consoleLanguageLoading(['de']);
    expect(MESSAGES.notFound).toBe('Not found.');
    expect(document.documentElement.lang).toBe('en');
  });
});
