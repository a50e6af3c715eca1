import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalFormats, portalMessages, RECIPIENT_MESSAGES } from '@ops/contracts';
import { useTranslator } from './language-context';

describe('the translator outside the portal', () => {
  it('speaks English from the code’s messages, with the console’s dates and sizes', () => {
    const { result } = renderHook(() => useTranslator());
    const english = result.current;
    expect(english.locale).toBe('en');
    expect(english.t(portalMessages.title)).toBe('Your deliveries');
    expect(english.t(portalFormats.stars, { count: 1 })).toBe('1 star');
    expect(english.text(RECIPIENT_MESSAGES.waitBeforeRetry(8))).toBe(RECIPIENT_MESSAGES.waitBeforeRetry(8));
    expect(english.date('2026-11-12T10:00:00.000Z', { utc: true })).toBe('12 Nov 2026');
    expect(english.date(new Date(2026, 10, 26, 17, 58), { time: true })).toBe('26 Nov 2026, 17:58');
    expect(english.size(3.2 * 1024 * 1024)).toBe('3.2 MB');
    expect(english.maybeText(undefined)).toBeUndefined();
  });

  it('shows a dash for a missing or broken date', () => {
    const { result } = renderHook(() => useTranslator());
    expect(result.current.date(null)).toBe('-');
    expect(result.current.date('not a date')).toBe('-');
  });

  it('offers no other language and changes nothing when one is chosen', () => {
    function Probe() {
      const { t, chooseLanguage } = useTranslator();
      return (
        <button type="button" onClick={() => chooseLanguage('de')}>
          {t(portalMessages.language)}
        </button>
      );
    }
    render(<Probe />);
    screen.getByRole('button').click();
    expect(screen.getByRole('button')).toHaveTextContent('Language');
    expect(localStorage.getItem('portal-language')).toBeNull();
  });
});
