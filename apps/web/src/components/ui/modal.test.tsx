import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Modal } from './modal.tsx';

afterEach(cleanup);

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Edit book" dismissible={dismissible}>
        <input aria-label="Title" />
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab, closes on Escape and restores focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit book' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The close button comes first in the header.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape when not dismissible', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Edit book' })).toBeTruthy();
  });
});

describe('ConfirmDialog', () => {
  it('blocks cancel while busy', async () => {
    const user = userEvent.setup();
    let cancelled = 0;
    const { rerender } = render(
      <ConfirmDialog
        open
        title="Confirm Logout"
        message="Sure?"
        confirmText="Logout"
        onConfirm={() => {}}
        onCancel={() => cancelled++}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toBe(1);
    rerender(
      <ConfirmDialog
        open
        busy
        title="Confirm Logout"
        message="Sure?"
        confirmText="Logout"
        onConfirm={() => {}}
        onCancel={() => cancelled++}
      />,
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(cancelled).toBe(1);
  });
});
