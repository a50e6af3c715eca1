import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_TEXTS } from './progress-texts';
import { UploadProgressDialog } from './upload-progress-dialog';
import { ctx, deferred, fakeFile, fakeServer, item, makeEngine } from '@/shared/upload/upload-test-kit';
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

  it('says 100 % only once the upload is complete: ring, figure and state agree', async () => {
    const { engine, server, done } = setup();
    const completing = deferred();
    server.control.onComplete = () => completing.promise;
    engine.start([item(fakeFile('t1.pdf', 5))], ctx);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files Progress' });
    // Every byte is sent but the complete call is still out: 99, not 100, and still uploading.
    const file = await within(dialog).findByRole('progressbar', { name: 't1.pdf: Uploading 99%' });
    expect(file).toHaveAttribute('aria-valuenow', '99');
    expect(file.querySelector('svg')).toHaveAttribute('data-percent', '99');
    const overall = within(dialog).getByRole('progressbar', { name: 'All files' });
    expect(overall).toHaveAttribute('aria-valuenow', '99');
    expect(overall).toHaveAttribute('aria-valuetext', '99 %, Uploading...');
    expect(within(overall).getByText('99 %')).toBeInTheDocument();
    expect(overall.querySelector('svg')).toHaveAttribute('data-percent', '99');
    expect(within(dialog).getAllByText('5 B / 5 B')).toHaveLength(2);

    completing.resolve();
    await done();
    await waitFor(() => expect(overall).toHaveAttribute('aria-valuetext', '100 %, Uploaded'));
    expect(within(overall).getByText('100 %')).toBeInTheDocument();
    expect(overall.querySelector('svg')).toHaveAttribute('data-percent', '100');
    expect(within(dialog).getByRole('img', { name: 't1.pdf: Uploaded' })).toBeInTheDocument();
  });

  it('explains the submit button, enabled or not, and names each list with the wizard word too', async () => {
    const { engine } = setup();
    engine.enqueue([item(fakeFile('t1.pdf', 5)), item(fakeFile('s1.docx', 5), 'G_1', 'source_files')], ctx);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Files Progress' });
    const submit = within(dialog).getByRole('button', { name: 'submit' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription(PROGRESS_TEXTS.submitHint);
    expect(within(dialog).getByRole('heading', { name: 'Target Files (Output)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Source Files (Input)' })).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAccessibleDescription(PROGRESS_TEXTS.submitDisabledHint);
    expect(within(dialog).getByText(PROGRESS_TEXTS.submitDisabledHint)).toBeVisible();
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
