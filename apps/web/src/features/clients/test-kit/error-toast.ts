import { expect } from 'vitest';
import { screen } from '@testing-library/react';

/** A toast with this text, drawn in the error style (orange, section 2). */
export async function expectErrorToast(text: string) {
  const message = await screen.findByText(text);
  const bar = message.closest<HTMLElement>('[style*="background"]');
  expect(bar?.style.background).toMatch(/#ffedd5|255, 237, 213/i);
}
