import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, COMMENT_MESSAGES } from '@ops/contracts';
import type { Comment } from '@ops/contracts';
import type { MockReply } from '@/test/mock-server';
import { commentFixture } from '../test-kit/detail-fixtures';
import { renderDetail } from '../test-kit/render-detail';

const paths = API.assignments;
const listOf = (data: Comment[]): MockReply => ({ body: { success: true, data } });

const FIVE_KINDS: Comment[] = [
  commentFixture({
    id: 1,
    type: 'notification',
    user: 'System',
    message: { filename: [], chat: 'Version 2 delivered.', service: '', output: '', comments: '' },
  }),
  commentFixture({
    id: 2,
    type: 'feedback',
    user: 'asha@acme.com',
    feedback: 'negative',
    message: {
      filename: ['Deck.pptx'],
      chat: '',
      service: 'Translation Services',
      output: '',
      comments: 'Slide 4 <b>lost</b> its chart.',
    },
  }),
  commentFixture({ id: 3, type: 'send', user: 'Dana Reyes' }),
  commentFixture({
    id: 4,
    type: 'receive',
    user: 'asha@acme.com',
    message: {
      filename: [],
      chat: 'Could you confirm the glossary used?',
      service: '',
      output: '',
      comments: '',
    },
  }),
  commentFixture({ id: 5, type: 'poll' }),
];

describe('comments', () => {
  it('renders each comment type in its own way, as text', async () => {
    renderDetail({ routes: { [`GET ${paths.comments(42)}`]: listOf(FIVE_KINDS) } });
    const comments = await screen.findAllByTestId('comment');
    expect(comments.map((c) => c.dataset.type)).toEqual([
      'notification',
      'feedback',
      'send',
      'receive',
      'poll',
    ]);
    const [notification, feedback, send, receive, unknown] = comments;
    expect(notification).toHaveClass('comment--notification');
    expect(notification).toHaveTextContent('Version 2 delivered.');
    expect(within(feedback!).getByTestId('ops-rating')).toHaveTextContent('Negative');
    expect(feedback).toHaveTextContent('@Deck.pptx');
    expect(within(feedback!).getByText('Slide 4 <b>lost</b> its chart.')).toBeInTheDocument();
    expect(feedback!.querySelector('b')).toBeNull();
    expect(send).toHaveClass('comment--send');
    expect(send).toHaveTextContent('Dana Reyes');
    expect(send).toHaveTextContent('Version 2 is up.');
    expect(within(send!).getByRole('time')).toHaveAttribute('datetime', '2026-11-03T10:00:00.000Z');
    expect(receive).toHaveClass('comment--receive');
    expect(receive).toHaveTextContent('Could you confirm the glossary used?');
    expect(unknown).toHaveTextContent(COMMENT_MESSAGES.unknownType);
  });

  it('says when there are no comments, while loading and when they cannot be fetched', async () => {
    renderDetail();
    expect(await screen.findByText(COMMENT_MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByText(COMMENT_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says Can't fetch comments! when the call fails", async () => {
    renderDetail({
      routes: { [`GET ${paths.comments(42)}`]: { status: 500, body: { success: false, message: 'x' } } },
    });
    expect(await screen.findByText(COMMENT_MESSAGES.cantFetch)).toBeInTheDocument();
  });

  it('refuses an empty comment without a request', async () => {
    const { user, server } = renderDetail();
    await user.type(await screen.findByLabelText('Add a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(COMMENT_MESSAGES.addComment)).toBeInTheDocument();
    expect(server.calls('POST', paths.postComment)).toHaveLength(0);
  });

  it('posts the trimmed text with the checked files, clears the field and reloads', async () => {
    let posted = false;
    const { user, server } = renderDetail({
      routes: {
        [`POST ${paths.postComment}`]: () => {
          posted = true;
          return { body: { success: true, message: 'Comment added.' } };
        },
        [`GET ${paths.comments(42)}`]: () =>
          listOf(
            posted
              ? [
                  commentFixture({
                    id: 9,
                    message: { ...commentFixture().message, chat: 'Please check slide 4' },
                  }),
                ]
              : [],
          ),
      },
    });
    await screen.findByText(COMMENT_MESSAGES.empty);
    const latest = screen.getByRole('region', { name: 'Version 2' });
    await user.click(within(latest).getByRole('checkbox', { name: 'Deck.pptx' }));
    await user.click(within(latest).getByRole('checkbox', { name: 'Summary.pdf' }));
    expect(screen.getByTestId('comment-files')).toHaveTextContent('@Deck.pptx @Summary.pdf');
    const box = screen.getByLabelText('Add a comment');
    await user.type(box, '  Please check slide 4  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(server.calls('POST', paths.postComment)[0]?.body).toEqual({
      message: 'Please check slide 4',
      delivery_id: 42,
      filename: ['Deck.pptx', 'Summary.pdf'],
    });
    expect(await screen.findByText('Please check slide 4')).toBeInTheDocument();
    expect(server.calls('GET', paths.comments(42))).toHaveLength(2);
  });

  it('keeps the text and shows the server message when the post is refused', async () => {
    const { user } = renderDetail({
      routes: {
        [`POST ${paths.postComment}`]: {
          status: 400,
          body: { success: false, message: COMMENT_MESSAGES.addComment },
        },
      },
    });
    const box = await screen.findByLabelText('Add a comment');
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(COMMENT_MESSAGES.addComment)).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('raises the not-found state when the post meets a network failure', async () => {
    const { user, server } = renderDetail();
    const box = await screen.findByLabelText('Add a comment');
    const realFetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (String(input) === paths.postComment) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('not-found-error')).toBeInTheDocument();
  });

  it('lists the archive feedback in the archive view', async () => {
    renderDetail({
      scope: 'archive',
      routes: { [`GET ${paths.archiveFeedback(42)}`]: listOf([FIVE_KINDS[3]!]) },
    });
    expect(await screen.findByText('Could you confirm the glossary used?')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a comment')).not.toBeInTheDocument();
  });
});
