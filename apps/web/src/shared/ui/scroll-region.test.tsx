import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region';

// vitest-own-page: jsdom decides :focus-visible from the page's focus history, which other files change.
describe('ScrollRegion', () => {
  const scrollIntoView = vi.fn();
  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('is a named region a keyboard can reach, so a keyboard can scroll it', async () => {
    render(
      <ScrollRegion label="Shared with">
        <table />
      </ScrollRegion>,
    );
    await userEvent.setup().tab();
    expect(screen.getByRole('region', { name: 'Shared with' })).toHaveFocus();
  });

  it('brings a control inside wholly into view when the keyboard focuses it', async () => {
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <ScrollRegion label="Shared with">
        <button type="button">Revoke</button>
      </ScrollRegion>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Revoke' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('button', { name: 'Revoke' }));
  });
});
