import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

/** A page with a control before and after the opener, and a dialog with a menu button and a button. */
function Page({ closable = true, nested = false }: { closable?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">After</button>
      {open && (
        <Modal title="Edit" onClose={closable ? () => setOpen(false) : undefined}>
          {/* Buttons only: jsdom's selector engine lists inputs before buttons whatever their order. */}
          <button type="button" aria-expanded={false}>
            Options
          </button>
          {nested && (
            <button type="button" onClick={() => setInner(true)}>
              More
            </button>
          )}
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
          {inner && (
            <Modal title="Are you sure?" onClose={() => setInner(false)}>
              <button type="button">Yes</button>
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

async function openDialog(props: { closable?: boolean; nested?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Edit' });
  return { user, opener, dialog };
}

/**
 * A button that disables itself while it works, then opens its dialog: it had lost the focus meanwhile.
 * With `waits`, it stays disabled until a while after its dialog closes, as the share check's does.
 */
function BusyOpener({ waits = false }: { waits?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const start = async () => {
    setBusy(true);
    // What a browser does to a focused button that gets disabled, and jsdom does not.
    (document.activeElement as HTMLElement).blur();
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (!waits) setBusy(false);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    if (waits) setTimeout(() => setBusy(false), 50);
  };
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void start()}>
        Check
      </button>
      {open && (
        <Modal title="Warning" onClose={close}>
          <button type="button">Accept</button>
        </Modal>
      )}
    </>
  );
}

/** One dialog at a time: the second takes the first's place, then gives it back (as the share warning does). */
function SwappedDialogs() {
  const [shown, setShown] = useState<'first' | 'second' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setShown('first')}>
        Share
      </button>
      {shown === 'first' && (
        <Modal title="Share" onClose={() => setShown(null)}>
          <button type="button" onClick={() => setShown('second')}>
            Send
          </button>
        </Modal>
      )}
      {shown === 'second' && (
        <Modal title="Share warning" onClose={() => setShown('first')}>
          <button type="button">Accept</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  beforeEach(() => {
    // jsdom lays nothing out, so every element would count as hidden to the focus trap: give each a box.
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(
      () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList,
    );
  });

  it('is a modal dialog named by its title that takes focus on its first control', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the opener when closed by its own buttons', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('stays open on Escape when it is not closable, with focus inside', async () => {
    const { user, dialog } = await openDialog({ closable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
  });

  it('leaves Escape to an open popup inside it', async () => {
    const { user, dialog } = await openDialog();
    const options = screen.getByRole('button', { name: 'Options' });
    await user.click(options);
    options.setAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    options.setAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
  });

  it('closes only the dialog on top, whose opener inside the first gets focus back', async () => {
    const { user, dialog } = await openDialog({ nested: true });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    const inner = screen.getByRole('dialog', { name: 'Are you sure?' });
    await waitFor(() => expect(within(inner).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(inner).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('gives focus back to a button that was busy, and so unfocused, when it opened the dialog', async () => {
    const user = userEvent.setup();
    render(<BusyOpener />);
    const check = screen.getByRole('button', { name: 'Check' });
    await user.click(check);
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(check).toHaveFocus());
  });

  it('waits for a busy opener to be enabled again before giving it the focus', async () => {
    const user = userEvent.setup();
    render(<BusyOpener waits />);
    const check = screen.getByRole('button', { name: 'Check' });
    await user.click(check);
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(check).toBeDisabled();
    await waitFor(() => expect(check).toHaveFocus());
  });

  it('sends the focus to the first opener when a dialog in another’s place closes', async () => {
    const user = userEvent.setup();
    render(<SwappedDialogs />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const warning = screen.getByRole('dialog', { name: 'Share warning' });
    await waitFor(() => expect(within(warning).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    const first = screen.getByRole('dialog', { name: 'Share' });
    await waitFor(() => expect(first).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
