import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResumeOffer } from './resume-offer';
import type { ResumeRecord } from '@/shared/upload/types';
import { ctx, fakeFile, fakeServer, item, makeEngine } from '@/shared/upload/upload-test-kit';
import { UploadEngineProvider } from './use-uploads';

/** A page that closed while a.pdf (3 parts) had sent its first part, and b.pdf nothing yet. */
async function leftUnfinished() {
  const server = fakeServer();
  server.control.onPut = ({ part }) => (part === 2 ? 'fail' : 'ok');
  const before = makeEngine(server, { partsInFlight: 1 });
  before.engine.start(
    [item(fakeFile('a.pdf', 30, 111)), item(fakeFile('b.pdf', 20, 222), 'G_2', 'source_files')],
    ctx,
  );
  await before.done();
  server.control.onPut = () => 'ok';
  return server;
}

function renderOffer(
  server: ReturnType<typeof fakeServer>,
  props: Partial<Parameters<typeof ResumeOffer>[0]> = {},
) {
  const kit = makeEngine(server, { partsInFlight: 1 });
  render(
    <UploadEngineProvider engine={kit.engine}>
      <ResumeOffer items={[]} onResume={() => {}} {...props} />
    </UploadEngineProvider>,
  );
  return kit;
}

const pick = (files: File[]) =>
  userEvent.upload(screen.getByLabelText('Choose files'), files, { applyAccept: false });

describe('ResumeOffer', () => {
  it('offers the unfinished uploads and hands a re-picked file back with its record', async () => {
    const server = await leftUnfinished();
    const onResume = vi.fn<(record: ResumeRecord, file: File) => void>();
    renderOffer(server, { onResume });
    expect(
      screen.getByText(
        '2 files were uploading when this page closed. Choose the same files again to resume.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('a.pdf (30 B)')).toBeInTheDocument();

    const again = new File(['x'.repeat(30)], 'a.pdf', { lastModified: 111 });
    await pick([again]);
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onResume).toHaveBeenCalledWith(
      expect.objectContaining({ uploadId: 'up-1', groupId: 'G_1', fileType: 'target_files' }),
      again,
    );
  });

  it('offers only the records the wizard accepts', async () => {
    const server = await leftUnfinished();
    renderOffer(server, { accepts: (r) => r.groupId === 'G_2' });
    expect(screen.getByText(/^1 file was uploading/)).toBeInTheDocument();
    expect(screen.getByText('b.pdf (20 B)')).toBeInTheDocument();
  });

  it('says so when a picked file does not match', async () => {
    const server = await leftUnfinished();
    renderOffer(server);
    await pick([new File(['x'.repeat(30)], 'a.pdf', { lastModified: 999 })]);
    expect(screen.getByRole('alert')).toHaveTextContent('a.pdf does not match an unfinished upload');
    expect(server.calls.resume).toEqual([]);
  });

  it('hides records of files the wizard already holds, of other deliveries, or discarded', async () => {
    const server = await leftUnfinished();
    const held = item(new File(['x'.repeat(30)], 'a.pdf', { lastModified: 111 }));
    const { unmount } = render(
      <UploadEngineProvider engine={makeEngine(server).engine}>
        <ResumeOffer items={[held]} onResume={() => {}} />
      </UploadEngineProvider>,
    );
    expect(screen.getByText(/^1 file was uploading/)).toBeInTheDocument();
    unmount();

    renderOffer(server, { deliveryId: 'OTHER' });
    expect(screen.queryByRole('region', { name: 'Unfinished uploads' })).toBeNull();
  });

  it('forgets the records on Discard', async () => {
    const server = await leftUnfinished();
    renderOffer(server);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Unfinished uploads' })).toBeNull();
    expect(localStorage.getItem('upload_resume_records')).toBeNull();
  });
});
