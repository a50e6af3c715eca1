import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, COMPLAINT_MESSAGES, COMPLAINT_TEXTS, COMPLAINT_TEXT_MAX, staffName } from '@ops/contracts';
import { DEMO_RECIPIENT } from '@/demo/data/recipients';
import { calls, demoProfile, demoState, sentBodies } from '@/test/demo-server';
import { formatDateTime } from '../format';
import { renderDetail } from '../test-kit/render-detail';

/**
 * The demo's samples: on 1001 an open terminology complaint about version 1 (one file named), from the
 * sample recipient; on 1004 a formatting complaint about version 1, answered and resolved. 1010 has none.
 */
const OPEN_ON = 1001;
const RESOLVED_ON = 1004;

const row = (deliveryId: number) => demoState().complaints.rows.find((r) => r.delivery_id === deliveryId)!;
const card = () => screen.findByRole('region', { name: COMPLAINT_TEXTS.cardTitle });
const complaintIn = async (deliveryId: number) =>
  // The items load with the card's own chunk (the forms stay off the first screen): found, not got.
  (await within(await card()).findAllByTestId('complaint')).find(
    (item) => item.dataset.id === String(row(deliveryId).id),
  )!;
const statusOf = (item: HTMLElement) => within(item).getByTestId('complaint-status');

describe('Complaints card', () => {
  it('lists an open complaint: category, version, status, sender, date, text and files', async () => {
    renderDetail({ id: OPEN_ON });
    const open = row(OPEN_ON);
    const item = await complaintIn(OPEN_ON);
    expect(within(await card()).getByText(COMPLAINT_TEXTS.openBadge(1))).toBeInTheDocument();
    expect(within(item).getByRole('heading', { level: 4 })).toHaveTextContent('Terminology – Version 1');
    expect(item).toHaveAccessibleName('Terminology – Version 1');
    expect(statusOf(item)).toHaveTextContent(/^Open$/);
    expect(within(item).getByText(COMPLAINT_TEXTS.status).nextElementSibling).toBe(
      statusOf(item).parentElement,
    );
    expect(within(item).getByText(COMPLAINT_TEXTS.from).nextElementSibling).toHaveTextContent(
      DEMO_RECIPIENT.email,
    );
    expect(within(item).getByText(COMPLAINT_TEXTS.raisedOn).nextElementSibling).toHaveTextContent(
      formatDateTime(open.created_at),
    );
    expect(within(item).getByText(open.text)).toBeInTheDocument();
    expect(
      within(within(item).getByRole('list', { name: 'Files concerned' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(open.files);
    expect(within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.answerLabel })).toBeInTheDocument();
    expect(within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.resolutionLabel })).toBeInTheDocument();
  });

  it('shows a resolved complaint with its answer and resolution, and no forms', async () => {
    renderDetail({ id: RESOLVED_ON });
    const done = row(RESOLVED_ON);
    const item = await complaintIn(RESOLVED_ON);
    expect(statusOf(item)).toHaveTextContent(/^Resolved$/);
    expect(within(await card()).queryByText(/open complaint/)).not.toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: COMPLAINT_TEXTS.answer })).toBeInTheDocument();
    expect(within(item).getByText(done.answer!)).toBeInTheDocument();
    expect(
      within(item).getByText(COMPLAINT_TEXTS.answeredBy(done.answered_by!, formatDateTime(done.answered_at))),
    ).toBeInTheDocument();
    expect(within(item).getByText(done.resolution!)).toBeInTheDocument();
    expect(
      within(item).getByText(COMPLAINT_TEXTS.resolvedBy(done.resolved_by!, formatDateTime(done.resolved_at))),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when and why a complaint was reopened', async () => {
    const reopened = row(RESOLVED_ON);
    Object.assign(reopened, {
      status: 'open',
      reopened_at: new Date(demoState().now),
      reopen_reason: 'Page 4 still has the old widths.',
    });
    renderDetail({ id: RESOLVED_ON });
    const item = await complaintIn(RESOLVED_ON);
    expect(statusOf(item)).toHaveTextContent(/^Open$/);
    expect(
      within(item).getByRole('heading', {
        name: `${COMPLAINT_TEXTS.reopenedOn} ${formatDateTime(reopened.reopened_at)}`,
      }),
    ).toBeInTheDocument();
    expect(within(item).getByText('Page 4 still has the old widths.')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: COMPLAINT_TEXTS.resolve })).toBeInTheDocument();
  });

  it('is left out when the delivery has no complaints', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Feedback' });
    await waitFor(() => expect(calls('GET', API.assignments.complaints(1010))).toHaveLength(1));
    expect(screen.queryByRole('region', { name: COMPLAINT_TEXTS.cardTitle })).not.toBeInTheDocument();
  });

  it('sends an answer: the toast says so, the complaint reads Answered, the field empties', async () => {
    const { user } = renderDetail({ id: OPEN_ON });
    const item = await complaintIn(OPEN_ON);
    const field = within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.answerLabel });
    await user.type(field, '  We will keep the product names in English.  ');
    await user.click(within(item).getByRole('button', { name: COMPLAINT_TEXTS.sendAnswer }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.answered)).toBeInTheDocument();
    await waitFor(() => expect(statusOf(item)).toHaveTextContent(/^Answered$/));
    expect(sentBodies('POST', API.assignments.answerComplaint(row(OPEN_ON).id))).toEqual([
      { answer: 'We will keep the product names in English.' },
    ]);
    expect(within(item).getByText('We will keep the product names in English.')).toBeInTheDocument();
    const answeredAt = formatDateTime(row(OPEN_ON).answered_at);
    expect(
      within(item).getByText(COMPLAINT_TEXTS.answeredBy(staffName(demoProfile()), answeredAt)),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    // Answered is not resolved: the card still counts it, and it can be resolved.
    expect(within(await card()).getByText(COMPLAINT_TEXTS.openBadge(1))).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: COMPLAINT_TEXTS.resolve })).toBeInTheDocument();
  });

  it('resolves a complaint: Resolved, the forms give way and the focus goes to the complaint', async () => {
    const { user } = renderDetail({ id: OPEN_ON });
    const item = await complaintIn(OPEN_ON);
    await user.type(
      within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.resolutionLabel }),
      'Version 2 keeps the names in English.',
    );
    await user.click(within(item).getByRole('button', { name: COMPLAINT_TEXTS.resolve }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.resolved)).toBeInTheDocument();
    await waitFor(() => expect(statusOf(item)).toHaveTextContent(/^Resolved$/));
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(item).getByText('Version 2 keeps the names in English.')).toBeInTheDocument();
    expect(
      within(item).getByText(
        COMPLAINT_TEXTS.resolvedBy(staffName(demoProfile()), formatDateTime(row(OPEN_ON).resolved_at)),
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByRole('heading', { level: 4 })).toHaveFocus());
    expect(within(await card()).queryByText(/open complaint/)).not.toBeInTheDocument();
    // What it shows is the server's, asked again after the call (the list's badge: complaints-in-list).
    expect(calls('GET', API.assignments.complaints(OPEN_ON))).toHaveLength(2);
  });

  it('says beside the field what is missing, and sends nothing', async () => {
    const { user } = renderDetail({ id: OPEN_ON });
    const item = await complaintIn(OPEN_ON);
    const answer = within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.answerLabel });
    await user.type(answer, '   ');
    await user.click(within(item).getByRole('button', { name: COMPLAINT_TEXTS.sendAnswer }));
    expect(await within(item).findByText(COMPLAINT_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(COMPLAINT_MESSAGES.answerRequired);
    expect(answer).toHaveFocus();
    await user.click(within(item).getByRole('button', { name: COMPLAINT_TEXTS.resolve }));
    const resolution = within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.resolutionLabel });
    expect(resolution).toHaveAccessibleDescription(COMPLAINT_MESSAGES.resolutionRequired);
    expect(calls('POST', API.assignments.answerComplaint(row(OPEN_ON).id))).toHaveLength(0);
    expect(calls('POST', API.assignments.resolveComplaint(row(OPEN_ON).id))).toHaveLength(0);
    expect(answer).toHaveAttribute('maxLength', String(COMPLAINT_TEXT_MAX));
  });

  it("shows the server's refusal and reloads: a colleague resolved it meanwhile", async () => {
    const { user } = renderDetail({ id: OPEN_ON });
    const item = await complaintIn(OPEN_ON);
    // A colleague resolves it after the page has loaded.
    Object.assign(row(OPEN_ON), {
      status: 'resolved',
      resolution: 'Done.',
      resolved_by: 'Sam Lee',
      resolved_at: new Date(demoState().now),
    });
    await user.type(within(item).getByRole('textbox', { name: COMPLAINT_TEXTS.answerLabel }), 'Noted.');
    await user.click(within(item).getByRole('button', { name: COMPLAINT_TEXTS.sendAnswer }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.alreadyResolved)).toBeInTheDocument();
    await waitFor(() => expect(statusOf(item)).toHaveTextContent(/^Resolved$/));
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a read-only account the complaints without the forms', async () => {
    renderDetail({ id: OPEN_ON, as: 'EMPTY' });
    const item = await complaintIn(OPEN_ON);
    expect(statusOf(item)).toHaveTextContent(/^Open$/);
    await waitFor(() => expect(within(item).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item).getByText(row(OPEN_ON).text)).toBeInTheDocument();
  });

  it('is there in the archive too', async () => {
    // 1013 is archived; a complaint about it came after.
    const sample = row(OPEN_ON);
    demoState().complaints.rows.push({ ...sample, id: 99, delivery_id: 1013, category: 'style' });
    renderDetail({ scope: 'archive' });
    const item = within(await card()).getByTestId('complaint');
    expect(within(item).getByRole('heading', { level: 4 })).toHaveTextContent('Style – Version 1');
  });
});
