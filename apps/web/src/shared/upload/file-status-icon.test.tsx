import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileStatusIcon } from './file-status-icon';
import type { UploadFileView } from './types';

const view = (over: Partial<UploadFileView>): UploadFileView => ({
  fileId: 'f1',
  groupId: 'G_1',
  fileType: 'target_files',
  name: 'a.pdf',
  size: 100,
  status: 'in-queue',
  progress: 0,
  bytesSent: 0,
  speed: 0,
  etaSeconds: null,
  ...over,
});

describe('FileStatusIcon', () => {
  it('names each state', () => {
    const { rerender } = render(<FileStatusIcon file={view({})} onRedo={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'a.pdf: In queue' })).toBeInTheDocument();
    rerender(<FileStatusIcon file={view({ status: 'uploading', progress: 0.425 })} onRedo={vi.fn()} />);
    const bar = screen.getByRole('progressbar', { name: 'a.pdf: Uploading 42%' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveTextContent('42%');
    rerender(<FileStatusIcon file={view({ status: 'success', progress: 1 })} onRedo={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'a.pdf: Uploaded' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Redo on a failed file', async () => {
    const onRedo = vi.fn();
    render(<FileStatusIcon file={view({ status: 'failed', message: 'Broken.' })} onRedo={onRedo} />);
    expect(screen.getByRole('img', { name: 'a.pdf: Failed' })).toHaveAttribute('title', 'Broken.');
    await userEvent.click(screen.getByRole('button', { name: 'Redo a.pdf' }));
    expect(onRedo).toHaveBeenCalledTimes(1);
  });
});
