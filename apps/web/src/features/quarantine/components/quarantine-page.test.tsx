import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, MESSAGES, SCAN_TEXTS, type UserType } from '@ops/contracts';
import { calls, recordedRequests, resetDemoServer, server, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

/** The demo's sample finding is dated two days before its "now": 20 Nov 2026, 09:30 UTC. */
const NOW = Date.UTC(2026, 10, 22, 9, 30);
beforeEach(() => resetDemoServer(NOW));

function setup(userType: UserType) {
  signInAs(userType);
  return renderApp('/quarantine');
}

describe('/quarantine', () => {
  it('lists quarantined files for an operations admin: name, signature, uploader, when, delivery; no download', async () => {
    setup('OA');
    const row = await screen.findByTestId('quarantine-row');
    expect(screen.getAllByTestId('quarantine-row')).toHaveLength(1);
    for (const text of [
      'glossary-update.xlsx',
      'Demo.Test.Signature',
      'Omar Ops',
      'DEMO-BATCH-7',
      SCAN_TEXTS.sources.delivery,
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026, 09:30 UTC')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(calls('GET', API.scanning.quarantine)).toHaveLength(1);
  });

  it('says so when nothing is quarantined', async () => {
    // The demo always shows its one sample finding: a server with nothing quarantined is put in front.
    server.use(http.get(API.scanning.quarantine, () => HttpResponse.json({ success: true, data: [] })));
    setup('OA');
    expect(await screen.findByText(SCAN_TEXTS.quarantineEmpty)).toBeInTheDocument();
    expect(screen.queryByTestId('quarantine-row')).toBeNull();
  });

  it('tells other staff they may not see it, without calling the list', async () => {
    setup('OU');
    expect(await screen.findByTestId('no-quarantine-access')).toHaveTextContent(MESSAGES.forbidden);
    expect(recordedRequests().some((r) => r.url.includes(API.scanning.quarantine))).toBe(false);
  });
});
