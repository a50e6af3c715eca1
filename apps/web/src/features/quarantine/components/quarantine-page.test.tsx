import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES, SCAN_TEXTS, type QuarantinedFile } from '@ops/contracts';
import { profileReply, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const file: QuarantinedFile = {
  id: 3,
  file_name: 'invoice.pdf',
  signature: 'Win.Test.EICAR_HDB-1',
  source: 'delivery',
  uploaded_by: { id: 9, name: 'Olivia Ops', email: 'olivia@example.com' },
  uploaded_at: '2026-11-20T09:30:00.000Z',
  delivery: 'BATCH-42',
  quarantined_at: '2026-11-20T09:30:05.000Z',
  purge_after: '2026-12-20T09:30:05.000Z',
};

function setup(userType: 'OA' | 'OU', files: QuarantinedFile[] = [file]) {
  const server = mockServer({
    [`GET ${API.ops.profile}`]: profileReply({ user_type: userType }),
    [`GET ${API.scanning.quarantine}`]: () => ({ body: { success: true, data: files } }),
  });
  signIn();
  return { ...renderApp('/quarantine'), server };
}

describe('/quarantine', () => {
  it('lists quarantined files for an operations admin: name, signature, uploader, when, delivery; no download', async () => {
    setup('OA');
    const row = await screen.findByTestId('quarantine-row');
    for (const text of [
      'invoice.pdf',
      'Win.Test.EICAR_HDB-1',
      'Olivia Ops',
      'BATCH-42',
      SCAN_TEXTS.sources.delivery,
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says so when nothing is quarantined', async () => {
    setup('OA', []);
    expect(await screen.findByText(SCAN_TEXTS.quarantineEmpty)).toBeInTheDocument();
  });

  it('tells other staff they may not see it, without calling the list', async () => {
    const { server } = setup('OU');
    expect(await screen.findByTestId('no-quarantine-access')).toHaveTextContent(MESSAGES.forbidden);
    expect(server.requests.some((r) => r.url.includes(API.scanning.quarantine))).toBe(false);
  });
});
