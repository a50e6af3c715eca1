import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, speakConsole } from '@ops/contracts';
import { AppToaster } from './app-toaster';

describe('toasts', () => {
  afterEach(() => speakConsole(null));

  it('keeps at most 20 visible, dismissing the oldest', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Message ${i}`);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const visible = screen.getAllByText(/^Message \d+$/).filter((el) => !el.closest('[style*="opacity: 0"]'));
    expect(visible.length).toBeLessThanOrEqual(20);
    expect(screen.getByText('Message 25')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
  });

  it('shows success and error toasts', () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Saved it');
      toast.error('Broke it');
    });
    expect(screen.getByText('Saved it')).toBeInTheDocument();
    expect(screen.getByText('Broke it')).toBeInTheDocument();
  });

  it('says a server’s English answer in the console’s language when its catalogue has it', () => {
    speakConsole({
      locale: 'de',
      format: (text) => text,
      catalogue: { 'messages.profileSaved': 'Profil gespeichert.' },
    });
    render(<AppToaster />);
    act(() => {
      toast.success(MESSAGES.profileSaved);
      toast.success('Profile saved.');
    });
    expect(screen.getAllByText('Profil gespeichert.')).toHaveLength(2);
  });
});
