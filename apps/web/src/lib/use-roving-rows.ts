import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [data-roving-item]';

/** The row's controls in reading order, leaving out those inside an open popup menu. */
const itemsOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[role="menu"]'));

const ACTIVE = 'data-roving-active';

/** Makes `index` the row's one tab stop; the others are reached with the arrow keys. */
function settle(row: HTMLElement, items: HTMLElement[], index: number) {
  const active = Math.min(Math.max(index, 0), items.length - 1);
  row.setAttribute(ACTIVE, String(active));
  items.forEach((item, i) => {
    item.tabIndex = i === active ? 0 : -1;
  });
}

/**
 * One tab stop per row (roving focus, as in a WAI-ARIA grid): Tab goes from row to row, ←/→
 * (and Home/End) move between a row's controls, ↑/↓ to the same control in the row above or below.
 * A row remembers the control last used, so Tab back into it lands there. `rows` selects the rows
 * inside the container (e.g. 'tbody > tr', ':scope > li').
 */
export function useRovingRows(containerRef: RefObject<HTMLElement | null>, rows: string): void {
  // After every render: rows and their controls come and go with the data, and the container
  // itself may appear only once there is something to list.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    for (const row of container.querySelectorAll<HTMLElement>(rows)) {
      const items = itemsOf(row);
      if (items.length > 0) settle(row, items, Number(row.getAttribute(ACTIVE) ?? 0));
    }
    /** The row (one of `rows`) that holds `el`, or null. */
    const rowOf = (el: Element | null) => {
      const all = new Set(container.querySelectorAll<HTMLElement>(rows));
      for (let node: Element | null = el; node && node !== container; node = node.parentElement) {
        if (all.has(node as HTMLElement)) return node as HTMLElement;
      }
      return null;
    };
    const onFocusIn = (event: FocusEvent) => {
      const row = rowOf(event.target as Element);
      if (!row) return;
      const items = itemsOf(row);
      const index = items.indexOf(event.target as HTMLElement);
      if (index >= 0) settle(row, items, index);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement;
      // Text fields and open menus keep their own arrow keys.
      if (target.closest('[role="menu"]') || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) {
        if (!(target instanceof HTMLInputElement && target.type === 'checkbox')) return;
      }
      const row = rowOf(target);
      if (!row) return;
      const items = itemsOf(row);
      const index = items.indexOf(target);
      if (index < 0) return;
      let next: HTMLElement | undefined;
      if (event.key === 'ArrowRight') next = items[index + 1];
      else if (event.key === 'ArrowLeft') next = items[index - 1];
      else if (event.key === 'Home') next = items[0];
      else if (event.key === 'End') next = items[items.length - 1];
      else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        // A menu button opens its menu with ↓.
        if (target.hasAttribute('aria-haspopup')) return;
        const all = Array.from(container.querySelectorAll<HTMLElement>(rows));
        const other = all[all.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)];
        if (other) {
          const otherItems = itemsOf(other);
          next = otherItems[Math.min(index, otherItems.length - 1)];
        }
      } else return;
      event.preventDefault();
      next?.focus();
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('keydown', onKeyDown);
    };
  });
}
