import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, COMMENT_MESSAGES } from '@ops/contracts';
import { calls, demoState, server } from '@/test/demo-server';
import { ARCHIVED_ID, LIVE_ID, renderDetail } from '../test-kit/render-detail';

const paths = API.assignments;
/** The demo's comments on a delivery: one of each kind (notification, receive, send, feedback, legacy-note). */
const commentsOf = (id: number) => demoState().comments.get(id)!;

describe('comments', () => {
  it('renders each comment type in its own way, as text', async () => {
    // The demo's feedback comment is given an operations rating and markup in its text.
    const feedbackComment = commentsOf(LIVE_ID)[3]!;
    feedbackComment.feedback = 'negative';
    feedbackComment.message.comments = 'Slide 4 <b>lost</b> its chart.';
    renderDetail();
    const comments = await screen.findAllByTestId('comment');
    expect(comments.map((c) => c.dataset.type)).toEqual([
      'notification',
      'receive',
      'send',
      'feedback',
      'legacy-note',
    ]);
    const [notification, receive, send, feedback, unknown] = comments;
    expect(notification).toHaveClass('comment--notification');
    expect(notification).toHaveTextContent('Version 1 of B-ACME-001010 was delivered.');
    expect(within(feedback!).getByTestId('ops-rating')).toHaveTextContent('Negative');
    expect(feedback).toHaveTextContent('@Campaign Banner.png');
    expect(within(feedback!).getByText('Slide 4 <b>lost</b> its chart.')).toBeInTheDocument();
    expect(feedback!.querySelector('b')).toBeNull();
    expect(send).toHaveClass('comment--send');
    expect(send).toHaveTextContent('Olivia Admin');
    expect(send).toHaveTextContent('Checked and corrected, thank you.');
    expect(within(send!).getByRole('time')).toHaveAttribute('datetime', commentsOf(LIVE_ID)[2]!.datetime);
    expect(receive).toHaveClass('comment--receive');
    expect(receive).toHaveTextContent('Kavya Iyer');
    expect(receive).toHaveTextContent('Could you check the figures on page 4?');
    expect(unknown).toHaveTextContent(COMMENT_MESSAGES.unknownType);
  });

  it('says when there are no comments, while loading and when they cannot be fetched', async () => {
    demoState().comments.set(LIVE_ID, []);
    renderDetail();
    expect(await screen.findByText(COMMENT_MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByText(COMMENT_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says Can't fetch comments! when the call fails", async () => {
    // A failure the demo never has.
    server.use(
      http.get(paths.comments(LIVE_ID), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderDetail();
    expect(await screen.findByText(COMMENT_MESSAGES.cantFetch)).toBeInTheDocument();
  });

  it('refuses an empty comment without a request', async () => {
    const { user } = renderDetail();
    await user.type(await screen.findByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(COMMENT_MESSAGES.addComment)).toBeInTheDocument();
    expect(calls('POST', paths.postComment)).toHaveLength(0);
  });

  it('posts the trimmed text with the checked files, clears the field and reloads', async () => {
    const { user } = renderDetail();
    expect(await screen.findAllByTestId('comment')).toHaveLength(5);
    const latest = screen.getByRole('region', { name: 'Version 2' });
    await user.click(within(latest).getByRole('checkbox', { name: 'Campaign Banner.png' }));
    await user.click(within(latest).getByRole('checkbox', { name: 'Product Launch Video.png' }));
    expect(screen.getByTestId('comment-files')).toHaveTextContent(
      '@Campaign Banner.png @Product Launch Video.png',
    );
    const box = screen.getByLabelText('Add a comment');
    await user.type(box, '  Please check slide 4  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls('POST', paths.postComment)[0]?.body).toEqual({
      message: 'Please check slide 4',
      delivery_id: LIVE_ID,
      filename: ['Campaign Banner.png', 'Product Launch Video.png'],
    });
    expect(await screen.findByText('Please check slide 4')).toBeInTheDocument();
    const added = screen.getAllByTestId('comment').at(-1)!;
    expect(added).toHaveClass('comment--send');
    expect(added).toHaveTextContent('Olivia Admin');
    expect(screen.getAllByTestId('comment')).toHaveLength(6);
    expect(calls('GET', paths.comments(LIVE_ID))).toHaveLength(2);
    expect(commentsOf(LIVE_ID).at(-1)).toMatchObject({
      type: 'send',
      user: 'Olivia Admin',
      message: {
        chat: 'Please check slide 4',
        filename: ['Campaign Banner.png', 'Product Launch Video.png'],
      },
    });
  });

  it('keeps the text and shows the server message when the post is refused', async () => {
    // The page's own checks (an empty or too long text) leave nothing the demo refuses.
    server.use(
      http.post(paths.postComment, () =>
        HttpResponse.json({ success: false, message: COMMENT_MESSAGES.addComment }, { status: 400 }),
      ),
    );
    const { user } = renderDetail();
    const box = await screen.findByLabelText('Add a comment');
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(COMMENT_MESSAGES.addComment)).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    expect(commentsOf(LIVE_ID)).toHaveLength(5);
  });

  it('raises the not-found state when the post meets a network failure', async () => {
    server.use(http.post(paths.postComment, () => HttpResponse.error()));
    const { user } = renderDetail();
    const box = await screen.findByLabelText('Add a comment');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('not-found-error')).toBeInTheDocument();
  });

  it('lists the archive feedback in the archive view', async () => {
    renderDetail({ scope: 'archive' });
    expect(await screen.findByText('Could you check the figures on page 4?')).toBeInTheDocument();
    expect(screen.getAllByTestId('comment')).toHaveLength(commentsOf(ARCHIVED_ID).length);
    expect(calls('GET', paths.archiveFeedback(ARCHIVED_ID))).toHaveLength(1);
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
  });
});
