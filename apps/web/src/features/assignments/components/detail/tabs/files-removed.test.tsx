import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, RETENTION_MESSAGES, RETENTION_TEXTS } from '@ops/contracts';
import { profileReply } from '@/test/fixtures';
import { detailFixture } from '../test-kit/detail-fixtures';
import { renderDetail } from '../test-kit/render-detail';

const NOTICE = 'Files removed on 2026-11-20 under the retention policy';

async function openHistory(options: Parameters<typeof renderDetail>[0]) {
  const view = renderDetail(options);
  await view.user.click(await screen.findByRole('tab', { name: 'HISTORY' }));
  return view;
}

describe('HISTORY once the files are gone (retention)', () => {
  it('shows the notice above the versions and no Erase files button', async () => {
    await openHistory({
      details: detailFixture({ files_removed: NOTICE }),
      routes: { [`GET ${API.ops.profile}`]: profileReply({ user_type: 'OA' }) },
    });
    expect(await screen.findByTestId('files-removed')).toHaveTextContent(NOTICE);
    expect(screen.queryByRole('button', { name: RETENTION_TEXTS.eraseFiles })).not.toBeInTheDocument();
  });

  it('lets an operations admin erase the files after a confirmation; the detail reloads with the notice', async () => {
    const details = detailFixture();
    let erased = false;
    const erasedNotice = 'Files erased on 2026-11-26 on request';
    const { user, server } = await openHistory({
      details,
      routes: {
        [`GET ${API.ops.profile}`]: profileReply({ user_type: 'OA' }),
        [`GET ${API.assignments.byId(details.id)}`]: () => ({
          body: {
            success: true,
            message: '',
            last_assignment: { ...details, files_removed: erased ? erasedNotice : null },
          },
        }),
        [`POST ${API.retention.eraseFiles(details.id)}`]: () => {
          erased = true;
          return { body: { success: true, message: RETENTION_MESSAGES.erased } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: RETENTION_TEXTS.eraseFiles }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(RETENTION_TEXTS.eraseFilesConfirm);
    await user.click(within(dialog).getByRole('button', { name: RETENTION_TEXTS.eraseFiles }));
    expect(await screen.findByText(RETENTION_MESSAGES.erased)).toBeInTheDocument();
    expect(await screen.findByTestId('files-removed')).toHaveTextContent(erasedNotice);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('leaves the button out for other account types', async () => {
    await openHistory({
      details: detailFixture(),
      routes: { [`GET ${API.ops.profile}`]: profileReply({ user_type: 'OU' }) },
    });
    await screen.findAllByTestId('version-card');
    expect(screen.queryByRole('button', { name: RETENTION_TEXTS.eraseFiles })).not.toBeInTheDocument();
  });
});
