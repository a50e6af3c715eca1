import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, RETENTION_MESSAGES, RETENTION_TEXTS } from '@ops/contracts';
import { calls, recordedRequests } from '@/test/demo-server';
import { demoDelivery, renderDetail } from '../test-kit/render-detail';

const NOTICE = 'Files removed on 2026-11-20 under the retention policy';

async function openHistory(options: Parameters<typeof renderDetail>[0]) {
  const view = renderDetail(options);
  await view.user.click(await screen.findByRole('tab', { name: 'HISTORY' }));
  return view;
}

describe('HISTORY once the files are gone (retention)', () => {
  it('shows the notice above the versions and no Erase files button', async () => {
    // The demo's files are all there: 1010's are marked removed, as the retention job leaves them.
    demoDelivery().files_removed = NOTICE;
    await openHistory({ as: 'OA' });
    expect(await screen.findByTestId('files-removed')).toHaveTextContent(NOTICE);
    expect(screen.queryByRole('button', { name: RETENTION_TEXTS.eraseFiles })).not.toBeInTheDocument();
  });

  it('lets an operations admin erase the files after a confirmation; the detail reloads with the notice', async () => {
    const { user } = await openHistory({ as: 'OA' });
    await user.click(await screen.findByRole('button', { name: RETENTION_TEXTS.eraseFiles }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(RETENTION_TEXTS.eraseFilesConfirm);
    await user.click(within(dialog).getByRole('button', { name: RETENTION_TEXTS.eraseFiles }));
    expect(await screen.findByText(RETENTION_MESSAGES.erased)).toBeInTheDocument();
    const erasedNotice = demoDelivery().files_removed;
    expect(erasedNotice).toMatch(/^Files erased on \d{4}-\d{2}-\d{2} on request$/);
    expect(await screen.findByTestId('files-removed')).toHaveTextContent(erasedNotice!);
    expect(recordedRequests().filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(calls('POST', API.retention.eraseFiles(1010))).toHaveLength(1);
  });

  it('leaves the button out for other account types', async () => {
    await openHistory({ as: 'OU' });
    await screen.findAllByTestId('version-card');
    expect(screen.queryByRole('button', { name: RETENTION_TEXTS.eraseFiles })).not.toBeInTheDocument();
  });
});
