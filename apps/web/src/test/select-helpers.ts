import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types into a searchable picker and clicks the matching option once it is listed. */
export async function choose(user: UserEvent, input: HTMLElement, option: string) {
  await user.click(input);
  await user.type(input, option);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** What a picker shows as chosen (react-select draws it beside its input). */
export const shownIn = (input: HTMLElement) => input.closest('.field')?.textContent ?? '';
