// The console's English catalogue is what the code says (decision 0043): every `consoleTexts` object of the
// contracts and of the app's `*texts.ts` files, by id. `npm run i18n:extract:console -w @ops/web` writes it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleEnglish, consoleMessages } from '@ops/contracts';
import { messageFormatter } from '@ops/contracts/i18n';

// Tests run in the web workspace (npm's -w, or vitest from apps/web).
const CATALOGUE = join(process.cwd(), '../../packages/contracts/src/i18n/locales/console/en.json');
// Importing a texts file defines its texts.
import.meta.glob(['/src/**/*texts.ts', '!/src/**/*.test.ts'], { eager: true });

/** Arguments to try a message with: a name, a key of the code's ('accuracy', a complaint category), one and
 * two (for plurals), file names. */
const SAMPLES: unknown[] = ['Ann', 'accuracy', 1, 2, ['a.txt'], ['a.txt', 'b.txt']];
const combinations = (size: number): unknown[][] =>
  size === 0 ? [[]] : combinations(size - 1).flatMap((rest) => SAMPLES.map((sample) => [...rest, sample]));
const nonsense = /undefined|NaN|\[object|null/;

describe('the console’s English catalogue', () => {
  it('is every console text of the code, by id (locales/console/en.json up to date)', () => {
    const english = Object.fromEntries(
      Object.entries(consoleEnglish()).sort(([a], [b]) => a.localeCompare(b)),
    );
    if (process.env.UPDATE_CONSOLE_CATALOGUE)
      writeFileSync(CATALOGUE, `${JSON.stringify(english, null, 2)}\n`);
    expect(JSON.parse(readFileSync(CATALOGUE, 'utf8'))).toEqual(english);
  });

  it('writes each message’s English as FormatJS writes its ICU text', () => {
    const format = messageFormatter('en');
    for (const [id, message] of consoleMessages()) {
      let tried = 0;
      for (const args of combinations(message.values.length)) {
        let english: string;
        let icu: string;
        try {
          const values = message.values(...args);
          // A list given where a message takes a name or a number is not a call the code makes.
          if (Object.values(values).some((value) => typeof value === 'object')) continue;
          english = message.english(...args);
          icu = format(message.icu, values);
        } catch {
          continue;
        }
        if (nonsense.test(english) || nonsense.test(icu)) continue;
        tried += 1;
        expect({ id, args, english }).toEqual({ id, args, english: icu });
      }
      expect({ id, tried: tried > 0 }).toEqual({ id, tried: true });
    }
  });
});
