import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '@/test/demo-server';
import { loadSignedInLayout, renderApp } from '@/test/render-app';

beforeAll(loadSignedInLayout);

async function openDeliver() {
  signInAs('OA');
  const app = renderApp('/deliver');
  await waitFor(() => expect(app.pathname()).toMatch(/^\/deliver\/\d+$/));
  const heading = await screen.findByRole('heading', { level: 2, name: /^Delivery / });
  const cards = await screen.findAllByTestId('assignment-card');
  const other = cards.find((card) => `/deliver/${card.dataset.id}` !== app.pathname())!;
  return { ...app, heading, other };
}

const detailHeading = () => screen.findByRole('heading', { level: 2, name: /^Delivery / });

describe('the delivery detail for keyboards and screen readers', () => {
  it('has an h2 naming the delivery, between the list’s h1 and the cards’ h3', async () => {
    const { heading } = await openDeliver();
    expect(screen.getByRole('article', { name: heading.textContent! })).toContainElement(heading);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('does not take the focus when the first delivery opens by itself', async () => {
    const { heading } = await openDeliver();
    expect(heading).not.toHaveFocus();
  });

  it('offers a skip link to the detail that focuses its heading', async () => {
    const { user, heading } = await openDeliver();
    const links = screen.getAllByRole('link', { name: /^Skip to / });
    expect(links.map((link) => link.textContent)).toEqual([
      'Skip to main content',
      'Skip to delivery detail',
    ]);
    await user.click(links[1]!);
    expect(heading).toHaveFocus();
  });

  it('moves the focus to the detail’s heading when a card is opened by click', async () => {
    const { user, pathname, other } = await openDeliver();
    await user.click(other);
    await waitFor(() => expect(pathname()).toBe(`/deliver/${other.dataset.id}`));
    await waitFor(async () => expect(await detailHeading()).toHaveFocus());
  });

  it('moves the focus to the detail’s heading when a card is opened with Enter', async () => {
    const { user, pathname, other } = await openDeliver();
    other.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe(`/deliver/${other.dataset.id}`));
    await waitFor(async () => expect(await detailHeading()).toHaveFocus());
  });

  it('has no detail skip link where no detail is shown', async () => {
    signInAs('OA');
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to delivery detail' })).not.toBeInTheDocument();
  });
});
