import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadProgressDialog } from './upload-progress-dialog';
import { ctx, deferred, fakeFile, fakeServer, item, makeEngine } from './upload-test-kit';
import { UploadEngineProvider } from './use-uploads';

function setup() {
  const server = fakeServer();
  const kit = makeEngine(server);
  const onClose = vi.fn();
  render(
    <UploadEngineProvider engine={kit.engine}>
      <UploadProgressDialog open onClose={onClose} />
    </UploadEngineProvider>,
  );
  return { ...kit, onClose };
}

describe('UploadProgressDialog', () => {
  it('lists each group with its target and source files and starts the queue on submit', async () => {
    const { engine, server, onClose, done } = setup();
    const gate = deferred();
    server.control.onPut = ({ uploadId }) => (uploadId === 'up-3' ? gate.promise : 'ok');
    engine.enqueue(
      [
        item(fakeFile('t1.pdf', 5), 'G_1', 'target_files'),
        item(fakeFile('s1.docx', 5), 'G_1', 'source_files'),
        item(fakeFile('t2.pdf', 15), 'G_2', 'target_files'),
      ],
      ctx,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files Progress' });
    const group1 = within(dialog).getByRole('region', { name: 'GROUP 1' });
    expect(within(group1).getByRole('heading', { name: 'GROUP 1' })).toBeInTheDocument();
    expect(
      within(within(group1).getByRole('list', { name: 'Target Files' })).getByText('t1.pdf'),
    ).toBeInTheDocument();
    expect(
      within(within(group1).getByRole('list', { name: 'Source Files' })).getByText('s1.docx'),
    ).toBeInTheDocument();
    const group2 = within(dialog).getByRole('region', { name: 'GROUP 2' });
    expect(within(group2).queryByRole('list', { name: 'Source Files' })).toBeNull();
    expect(within(group2).getByRole('img', { name: 't2.pdf: In queue' })).toBeInTheDocument();
    expect(within(dialog).getByText('0 B / 25 B')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'submit' }));
    expect(await within(group1).findByRole('img', { name: 't1.pdf: Uploaded' })).toBeInTheDocument();
    expect(
      await within(group2).findByRole('progressbar', { name: /t2\.pdf: Uploading/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'submit' })).toBeDisabled();
    gate.resolve();
    await done();
    expect(await within(dialog).findByText('25 B / 25 B')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('upload-progress-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('redoes a failed file from its icon', async () => {
    const { engine, server, done } = setup();
    let broken = true;
    server.control.onComplete = () => (broken ? 'fail' : 'ok');
    engine.start([item(fakeFile('t1.pdf', 5))], ctx);
    await done();
    broken = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Redo t1.pdf' }));
    expect(await screen.findByRole('img', { name: 't1.pdf: Uploaded' })).toBeInTheDocument();
  });

  it('is not there when closed', () => {
    const kit = makeEngine();
    render(
      <UploadEngineProvider engine={kit.engine}>
        <UploadProgressDialog open={false} onClose={vi.fn()} />
      </UploadEngineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
