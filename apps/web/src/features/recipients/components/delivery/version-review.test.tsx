import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  API,
  COMPLAINT_MESSAGES,
  COMPLAINT_TEXTS,
  complaintPortalFormats,
  reopenUntil,
} from '@ops/contracts';
import { createTranslator } from '@ops/contracts/i18n';
import { calls, demoState } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';
import { recipientSignIn } from '@/features/recipients/test-kit/recipient-fixtures';

// 1007 (B-ACME-001007) has no approval nor complaint of the sample recipient; on 1004 she approved
// version 2, and a complaint of hers about version 1 was resolved three days ago (demo/data/complaints.ts).
async function openDelivery(id: number, batch: string) {
  recipientSignIn();
  const view = renderApp(`/shared/deliveries/${id}`);
  await screen.findByRole('heading', { name: batch, level: 1 });
  return view;
}

const english = createTranslator('en', {});
const approvedOn = (at: Date) => english.t(complaintPortalFormats.approvedOn, { date: english.date(at) });
const formTitle = (version: number) => english.t(complaintPortalFormats.formTitle, { version });

const versionCard = (n: number) => screen.getByRole('region', { name: `Version ${n}` });

describe('approving a version and complaining about it', () => {
  it('approves a version and says when', async () => {
    const { user } = await openDelivery(1007, 'B-ACME-001007');
    const card = versionCard(2);
    await user.click(within(card).getByRole('button', { name: COMPLAINT_TEXTS.approve }));

    expect(await screen.findByText(COMPLAINT_MESSAGES.approved)).toBeInTheDocument();
    const approved = await within(card).findByText(approvedOn(new Date()));
    // The button gave way to the confirmation, which takes the focus so it is read.
    expect(approved).toHaveFocus();
    expect(within(card).queryByRole('button', { name: COMPLAINT_TEXTS.approve })).toBeNull();
    expect(calls('POST', API.recipients.approve).map((r) => r.body)).toEqual([
      { delivery_id: 1007, version: 2 },
    ]);
    // The other version is not approved.
    expect(within(versionCard(1)).getByRole('button', { name: COMPLAINT_TEXTS.approve })).toBeVisible();
  });

  it('shows an earlier approval instead of the button', async () => {
    await openDelivery(1004, 'B-ACME-001004');
    const approval = demoState().complaints.approvals;
    const [at] = [...approval.values()];
    expect(within(versionCard(2)).getByText(approvedOn(at!))).toBeVisible();
    expect(within(versionCard(2)).queryByRole('button', { name: COMPLAINT_TEXTS.approve })).toBeNull();
  });

  it('raises a complaint about a file and lists it as open', async () => {
    const { user } = await openDelivery(1007, 'B-ACME-001007');
    const card = versionCard(2);
    const raise = within(card).getByRole('button', { name: COMPLAINT_TEXTS.raise });
    expect(raise).toHaveAttribute('aria-expanded', 'false');
    await user.click(raise);
    expect(raise).toHaveAttribute('aria-expanded', 'true');

    const form = within(card).getByRole('form', { name: formTitle(2) });
    const category = within(form).getByRole('combobox', { name: COMPLAINT_TEXTS.categoryLabel });
    // The form starts on its first field.
    expect(category).toHaveFocus();
    await user.selectOptions(category, 'Accuracy');
    await user.type(
      within(form).getByLabelText(COMPLAINT_TEXTS.textLabel),
      'The totals on page 2 are wrong.',
    );
    const files = within(form).getByRole('group', { name: COMPLAINT_TEXTS.filesLabel });
    await user.click(within(files).getByRole('checkbox', { name: 'Investor Update.pdf' }));
    await user.click(within(form).getByRole('button', { name: COMPLAINT_TEXTS.send }));

    expect(await screen.findByText(COMPLAINT_MESSAGES.raised)).toBeInTheDocument();
    expect(calls('POST', API.recipients.complaints).map((r) => r.body)).toEqual([
      {
        delivery_id: 1007,
        version: 2,
        category: 'accuracy',
        text: 'The totals on page 2 are wrong.',
        files: ['Investor Update.pdf'],
      },
    ]);
    const list = await within(card).findByRole('list', { name: COMPLAINT_TEXTS.yourComplaints });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('heading', { name: 'Accuracy' })).toBeVisible();
    // The chip says what it is to a screen reader, and shows the status's word.
    expect(within(item!).getByText('Open')).toHaveTextContent(`${COMPLAINT_TEXTS.status}: Open`);
    expect(within(item!).getByText('The totals on page 2 are wrong.')).toBeVisible();
    expect(within(item!).getByText(/Investor Update\.pdf/)).toBeVisible();
    expect(within(item!).getByText(new RegExp(COMPLAINT_TEXTS.raisedOn))).toHaveTextContent(
      english.date(new Date()),
    );
    expect(within(item!).queryByRole('button', { name: COMPLAINT_TEXTS.reopen })).toBeNull();
    // The form closed and the focus went back to the button that opened it.
    expect(within(card).queryByRole('form', { name: formTitle(2) })).toBeNull();
    expect(raise).toHaveFocus();
  });

  it('says beside the fields what is missing, and sends nothing', async () => {
    const { user } = await openDelivery(1007, 'B-ACME-001007');
    const card = versionCard(1);
    await user.click(within(card).getByRole('button', { name: COMPLAINT_TEXTS.raise }));
    const form = within(card).getByRole('form', { name: formTitle(1) });
    await user.click(within(form).getByRole('button', { name: COMPLAINT_TEXTS.send }));

    const category = within(form).getByRole('combobox', { name: COMPLAINT_TEXTS.categoryLabel });
    await waitFor(() => expect(category).toHaveAccessibleDescription(COMPLAINT_MESSAGES.categoryRule));
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();
    expect(within(form).getByLabelText(COMPLAINT_TEXTS.textLabel)).toHaveAccessibleDescription(
      COMPLAINT_MESSAGES.textRequired,
    );
    expect(calls('POST', API.recipients.complaints)).toHaveLength(0);

    // Cancel closes the form, back on its button.
    await user.click(within(form).getByRole('button', { name: COMPLAINT_TEXTS.cancel }));
    expect(within(card).queryByRole('form', { name: formTitle(1) })).toBeNull();
    expect(within(card).getByRole('button', { name: COMPLAINT_TEXTS.raise })).toHaveFocus();
  });

  it('shows a resolved complaint with the answer, and reopens it with a reason', async () => {
    const { user } = await openDelivery(1004, 'B-ACME-001004');
    const card = versionCard(1);
    const list = within(card).getByRole('list', { name: COMPLAINT_TEXTS.yourComplaints });
    const [item] = within(list).getAllByRole('listitem');
    const row = demoState().complaints.rows.find((r) => r.delivery_id === 1004)!;

    expect(within(item!).getByRole('heading', { name: 'Formatting' })).toBeVisible();
    expect(within(item!).getByText('Resolved')).toHaveTextContent(`${COMPLAINT_TEXTS.status}: Resolved`);
    expect(within(item!).getByText(row.answer!)).toBeVisible();
    expect(within(item!).getByText(row.resolution!)).toBeVisible();
    expect(within(item!).getByText(COMPLAINT_TEXTS.answer)).toBeVisible();
    const form = within(item!).getByRole('form');
    expect(form).toHaveAccessibleDescription(
      english.t(complaintPortalFormats.reopenUntil, {
        date: english.date(reopenUntil(row.resolved_at!), { time: true }),
      }),
    );

    await user.type(
      within(form).getByLabelText(COMPLAINT_TEXTS.reopenReasonLabel),
      'Page 4 still has the old widths.',
    );
    await user.click(within(form).getByRole('button', { name: COMPLAINT_TEXTS.reopen }));

    expect(await screen.findByText(COMPLAINT_MESSAGES.reopened)).toBeInTheDocument();
    // The form goes with the reopening; the focus waits on the complaint's heading.
    await waitFor(() =>
      expect(within(versionCard(1)).getByRole('heading', { name: 'Formatting' })).toHaveFocus(),
    );
    expect(calls('POST', API.recipients.reopenComplaint(row.id)).map((r) => r.body)).toEqual([
      { text: 'Page 4 still has the old widths.' },
    ]);
    await waitFor(() =>
      expect(within(versionCard(1)).getByText('Open')).toHaveTextContent(`${COMPLAINT_TEXTS.status}: Open`),
    );
    expect(within(versionCard(1)).getByText(/Page 4 still has the old widths\./)).toHaveTextContent(
      COMPLAINT_TEXTS.reopenedOn,
    );
    expect(within(versionCard(1)).queryByRole('button', { name: COMPLAINT_TEXTS.reopen })).toBeNull();
  });

  it('offers no reopening of a complaint that is not resolved', async () => {
    await openDelivery(1001, 'B-ACME-001001');
    const list = within(versionCard(1)).getByRole('list', { name: COMPLAINT_TEXTS.yourComplaints });
    expect(within(list).getByText('Open')).toBeVisible();
    expect(within(list).queryByRole('button', { name: COMPLAINT_TEXTS.reopen })).toBeNull();
  });
});
