import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCAN_TEXTS, type ScanStatus } from '@ops/contracts';
import { FileStatusIcon } from '@/shared/upload/file-status-icon';
import { UploadProgressDialog } from './upload-progress-dialog';
import { ctx, fakeFile, fakeServer, item, makeEngine } from '@/shared/upload/upload-test-kit';
import { UploadEngineProvider } from './use-uploads';

/**
 * The kit's server, whose completed uploads answer these scan states in turn (complete, then each re-check);
 * `hold` keeps answering the first state until it turns false.
 */
function scanningServer(states: ScanStatus[], message?: string, hold = { on: false }) {
  const server = fakeServer();
  const { complete, resume } = server.transport;
  let asked = 0;
  const next = () => {
    const scan_status = hold.on ? states[0]! : states[Math.min(asked++, states.length - 1)]!;
    return { scan_status, ...(scan_status === 'infected' ? { scan_message: message } : {}) };
  };
  let completed = false;
  server.transport.complete = vi.fn(async (request, signal) => {
    await complete(request, signal);
    completed = true;
    return next();
  });
  server.transport.resume = vi.fn(async (uploadId, signal) => {
    const answer = await resume(uploadId, signal);
    return completed ? { ...answer, completed: true, ...next() } : answer;
  });
  return server;
}

describe('the wizard waits for the malware scan', () => {
  it("shows 'Scanning…' while the server scans, and the file succeeds (deliverable) only once clean", async () => {
    const server = scanningServer(['pending', 'pending', 'clean']);
    const { engine, clock, done } = makeEngine(server, { scanPollMs: 1500 });
    const seen: { status: string; scanning?: boolean; overall: string }[] = [];
    engine.subscribe(() => {
      const snap = engine.getSnapshot();
      seen.push({ ...snap.files[0]!, overall: snap.overall });
    });
    engine.start([item(fakeFile('deck.pdf', 25))], ctx);
    await done();

    const scanning = seen.filter((s) => s.scanning);
    expect(scanning.length).toBeGreaterThan(0);
    // While scanning the file is not a success, so the Deliver button (overall success) stays off.
    expect(scanning.every((s) => s.status === 'uploading' && s.overall === 'uploading')).toBe(true);
    expect(engine.getSnapshot().files[0]).toMatchObject({ status: 'success' });
    expect(engine.getSnapshot().files[0]!.scanning).toBeUndefined();
    expect(server.transport.resume).toHaveBeenCalledTimes(2);
    expect(clock.sleeps.filter((ms) => ms === 1500)).toHaveLength(2);
  });

  it('fails an infected file with the server’s message, and a redo does not let it through', async () => {
    const message = 'The file deck.pdf contains malware (Eicar-Test) and was quarantined.';
    const server = scanningServer(['pending', 'infected'], message);
    const { engine, done } = makeEngine(server, { scanPollMs: 10 });
    const one = item(fakeFile('deck.pdf', 25));
    engine.start([one], ctx);
    await done();
    expect(engine.getSnapshot().files[0]).toMatchObject({ status: 'failed', message });

    engine.redo(one.fileId);
    await done();
    expect(engine.getSnapshot().files[0]).toMatchObject({ status: 'failed', message });
    expect(server.calls.puts).toHaveLength(3);
  });

  it('a server that does not scan (no scan fields) lets the file succeed at once', async () => {
    const { engine, done } = makeEngine();
    engine.start([item(fakeFile('deck.pdf', 25))], ctx);
    await done();
    expect(engine.getSnapshot().overall).toBe('success');
  });

  it("the progress dialog reads 'Scanning…' for a file waiting for its verdict, then Uploaded", async () => {
    const hold = { on: true };
    const server = scanningServer(['pending', 'clean'], undefined, hold);
    // Re-checks wait a real moment, so the page renders between them.
    const clock: NonNullable<Parameters<typeof makeEngine>[2]> = {
      t: 0,
      sleeps: [],
      now: () => Date.now(),
      sleep: () => new Promise((resolve) => setTimeout(resolve, 5)),
    };
    const { engine } = makeEngine(server, { scanPollMs: 5 }, clock);
    render(
      <UploadEngineProvider engine={engine}>
        <UploadProgressDialog open onClose={vi.fn()} />
      </UploadEngineProvider>,
    );
    engine.start([item(fakeFile('deck.pdf', 25))], ctx);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files Progress' });
    expect(
      await within(dialog).findByRole('status', { name: `deck.pdf: ${SCAN_TEXTS.scanning}` }),
    ).toHaveTextContent(SCAN_TEXTS.scanning);
    hold.on = false;
    expect(await within(dialog).findByRole('img', { name: 'deck.pdf: Uploaded' })).toBeInTheDocument();
    expect(within(dialog).queryByText(SCAN_TEXTS.scanning)).toBeNull();
  });

  it("names a file being scanned 'Scanning…'", () => {
    const file = {
      fileId: 'f1',
      groupId: 'G_1',
      fileType: 'target_files' as const,
      name: 'deck.pdf',
      size: 100,
      status: 'uploading' as const,
      progress: 1,
      bytesSent: 100,
      speed: 0,
      etaSeconds: null,
      scanning: true,
    };
    render(<FileStatusIcon file={file} onRedo={vi.fn()} />);
    expect(screen.getByRole('status', { name: `deck.pdf: ${SCAN_TEXTS.scanning}` })).toHaveTextContent(
      SCAN_TEXTS.scanning,
    );
  });
});
