import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '@ops/contracts';
import {
  SAMPLE,
  file,
  loadWizardModules,
  openConfirm,
  openDetails,
  renderWizard,
} from '@/features/delivery-creation/test-kit/fixtures';

vi.mock(
  '@/features/delivery-creation/upload',
  () => import('@/features/delivery-creation/test-kit/upload-mock'),
);

beforeAll(loadWizardModules);

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const card = (n: number) => screen.getByRole('article', { name: `Group ${n}` });
const toastOf = (message: string) => screen.findByText(message, { selector: '[role="status"]' });

/** The step's heading has focus and the page scrolled to its top after the first `scrollsBefore` scrolls. */
async function expectStepFocused(title: string, scrollsBefore: number) {
  const heading = await screen.findByRole('heading', { name: title, level: 2 });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(scrollTo.mock.calls.length).toBeGreaterThan(scrollsBefore);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
}

describe('Wizard steps for keyboard and screen-reader users', () => {
  it('moves focus to each step heading and scrolls to the top, forward and back', async () => {
    const { user } = await openConfirm('/addnew');
    await expectStepFocused('Confirm Delivery', 0);
    // The stepper's word stays beside the step's own title (both are the spec's).
    expect(screen.getByRole('heading', { name: 'Confirm Delivery' })).toHaveAccessibleDescription(
      'Step 3 of 3: Deliver',
    );

    let seen = scrollTo.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStepFocused('Enter Batch Details', seen);
    expect(screen.getByRole('heading', { name: 'Enter Batch Details' })).toHaveAccessibleDescription(
      'Step 2 of 3: Upload Files',
    );

    seen = scrollTo.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStepFocused('Create Delivery', seen);
    expect(screen.getByRole('heading', { name: 'Create Delivery' })).toHaveAccessibleDescription(
      'Step 1 of 3: Select Assignments',
    );

    seen = scrollTo.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectStepFocused('Enter Batch Details', seen);
  });

  it('does not take focus from the page when the wizard first opens', async () => {
    renderWizard('/addnew');
    const heading = await screen.findByRole('heading', { name: 'Create Delivery' });
    expect(heading).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows each Next message beside the field it concerns until that field changes', async () => {
    const { user } = await openDetails('/addnew');
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    const input = () => within(card(1)).getByLabelText('Input');
    const output = () => within(card(1)).getByLabelText('Output');
    // The dialog's word for the same files is said with the wizard's.
    expect(input()).toHaveAccessibleDescription('Source Files');
    expect(output()).toHaveAccessibleDescription('Target Files');

    await next();
    const reenter = DELIVERY_MESSAGES.reenterSource(1);
    expect(await toastOf(reenter)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(`Source Files ${reenter}`);
    expect(output()).not.toHaveAttribute('aria-invalid');

    await user.upload(input(), file('in.docx'));
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).toHaveAccessibleDescription('Source Files');

    await next();
    expect(await toastOf(DELIVERY_MESSAGES.noTargetFiles)).toBeInTheDocument();
    expect(output()).toHaveAttribute('aria-invalid', 'true');
    expect(output()).toHaveAccessibleDescription(`Target Files ${DELIVERY_MESSAGES.noTargetFiles}`);
    // Another field's change leaves the message where it is.
    await user.type(within(card(1)).getByLabelText('Delivery Notes'), 'x');
    expect(output()).toHaveAttribute('aria-invalid', 'true');
    await user.upload(output(), file('out.pdf'));
    expect(output()).not.toHaveAttribute('aria-invalid');
  });

  it('update flow: a missing committed delivery is shown beside that group’s date and time', async () => {
    const { user } = await openDetails(`/update-delivery/${SAMPLE.delivery}`);
    await user.upload(within(card(1)).getByLabelText('Output'), file('v2.pdf'));
    await user.upload(within(card(2)).getByLabelText('Input'), file('a3.docx'));
    const time = within(card(2)).getByLabelText('Committed Delivery time of group 2');
    await user.clear(time);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const message = DELIVERY_MESSAGES.committedRequired(2);
    expect(await toastOf(message)).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(message);
    expect(within(card(1)).getByLabelText('Committed Delivery time of group 1')).not.toHaveAttribute(
      'aria-invalid',
    );
    await user.type(time, '10:30');
    expect(time).not.toHaveAttribute('aria-invalid');
  });
});
