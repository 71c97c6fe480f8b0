import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Modal, STAYS_LIVE_ATTRIBUTE } from './modal.tsx';

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

describe('Modal makes the page behind it inert', () => {
  function Nested() {
    const [open, setOpen] = useState(false);
    const [inner, setInner] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
        </Modal>
        <Modal open={inner} onClose={() => setInner(false)} title="Inner">
          <button type="button">Answer</button>
        </Modal>
      </>
    );
  }

  it('while open, and only the newest of two; all live again once closed, focus back where it was', async () => {
    const user = userEvent.setup();
    const toasts = document.createElement('div');
    toasts.setAttribute(STAYS_LIVE_ATTRIBUTE, '');
    document.body.append(toasts);
    const { container } = render(<Nested />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    const rootOf = (element: HTMLElement) => {
      let node: HTMLElement = element;
      while (node.parentElement && node.parentElement !== document.body) node = node.parentElement;
      return node;
    };
    expect(container.hasAttribute('inert')).toBe(true);
    expect(rootOf(outer).hasAttribute('inert')).toBe(false);
    expect(toasts.hasAttribute('inert')).toBe(false);

    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.click(ask);
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    expect(rootOf(outer).hasAttribute('inert')).toBe(true);
    expect(rootOf(inner).hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute('inert')).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(rootOf(outer).hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(ask);
    expect(container.hasAttribute('inert')).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
    toasts.remove();
  });

  it('leaves alone what was inert before it opened', async () => {
    const user = userEvent.setup();
    const elsewhere = document.createElement('div');
    elsewhere.setAttribute('inert', '');
    document.body.append(elsewhere);
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(elsewhere.hasAttribute('inert')).toBe(true);
    elsewhere.remove();
  });

  it('closes on Escape even when the focus fell back to the page’s body', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
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
