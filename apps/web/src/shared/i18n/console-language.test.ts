import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, speakConsole } from '@ops/contracts';
import type * as Contracts from '@ops/contracts';
import { consoleLanguageLoading } from './console-language';

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
    expect(consoleLanguageLoading(['it'])).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('is the first of the browser’s languages with a console catalogue, loaded before the app renders', async () => {
    load.mockResolvedValue({
      'messages.notFound': 'Nicht gefunden.',
      'messages.tooManyAttempts':
        'Zu viele Versuche. Bitte in {minutes, plural, one {# Minute} other {# Minuten}} erneut versuchen.',
    });
    await consoleLanguageLoading(['fr-FR', 'de-AT', 'en']);
    expect(load).toHaveBeenCalledWith('de');
    expect(MESSAGES.notFound).toBe('Nicht gefunden.');
    expect(MESSAGES.tooManyAttempts(2)).toBe('Zu viele Versuche. Bitte in 2 Minuten erneut versuchen.');
    expect(MESSAGES.forbidden).toBe('You do not have permission to do this.');
    expect(document.documentElement.lang).toBe('de');
  });

  it('stays English when the catalogue does not arrive', async () => {
    load.mockRejectedValue(new Error('offline'));
    await consoleLanguageLoading(['de']);
    expect(MESSAGES.notFound).toBe('Not found.');
    expect(document.documentElement.lang).toBe('en');
  });
});
