import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadablePage } from './preloadable-page';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderWithFallback(Page: ComponentType<{ name: string }>) {
  const fallback = vi.fn(() => <p>Loading…</p>);
  const Fallback = fallback;
  render(
    <Suspense fallback={<Fallback />}>
      <Page name="Lena" />
    </Suspense>,
  );
  return fallback;
}

describe('a preloadable page', () => {
  it('renders at once, without its fallback, when its chunk arrived before', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Page, preload } = preloadablePage(load);
    await preload();
    const fallback = renderWithFallback(Page);
    expect(screen.getByText('Hello Lena')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends as any lazy page while its chunk is on its way, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Page, preload } = preloadablePage(load);
    const fallback = renderWithFallback(Page);
    expect(fallback).toHaveBeenCalled();
    expect(await screen.findByText('Hello Lena')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
