import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderApp } from '@/test/render-app';
import { renderLoginFirstPaint } from './first-paint';

// React's generated ids, the attributes that hold the first paint still, and an empty starting value.
const IGNORED = new Set(['id', 'for', 'aria-controls', 'readonly', 'disabled', 'value']);

/** The page's markup as the eye meets it: attributes in one order, without the ignored ones. */
function comparable(root: Element) {
  const copy = root.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const kept = [...element.attributes]
      .filter(({ name }) => !IGNORED.has(name))
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
    for (const [name, value] of kept) element.setAttribute(name, value);
  }
  return copy.outerHTML;
}

/** The served page's #root, in the document. */
function firstPaint() {
  const served = document.createElement('div');
  served.innerHTML = renderLoginFirstPaint();
  document.body.append(served);
  onTestFinished(() => served.remove());
  return served;
}

describe('the login page as the server first sends it (decision 0034)', () => {
  it('shows the form, which nothing can be typed into or sent from until the app has replaced it', () => {
    const page = within(firstPaint());
    expect(page.getByRole('heading', { name: 'Operations Login' })).toBeInTheDocument();
    expect(page.getByLabelText('Work e-mail')).toHaveAttribute('readonly');
    expect(page.getByLabelText('Password')).toHaveAttribute('readonly');
    expect(page.getByLabelText('Stay logged in')).toBeDisabled();
    expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    // A plain link: it works before the app's code has arrived.
    expect(page.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/oppsforgotpassword',
    );
  });

  it('is the markup the app then draws, so nothing moves when it is replaced', async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Operations Login' });
    const drawn = heading.closest('.auth');
    expect(drawn).not.toBeNull();
    expect(screen.getByLabelText('Work e-mail')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(comparable(drawn!)).toBe(comparable(firstPaint().firstElementChild!));
  });
});
