import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n.ts';
import type { ShellUser } from '../lib/shell-user.ts';
import { Avatar } from './avatar.tsx';

/** The avatar button and its drop-down (a disclosure): who you are, 'Profile Settings' and Logout. */
export function UserMenu({ user, onLogout }: { user: ShellUser; onLogout: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('shell.userMenu')}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-full p-0.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Avatar src={user.avatar} />
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{user.name}</p>
          {user.email ? (
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            {user.rank} · {user.booksLabel} · {user.planName}
          </p>
        </div>
        <ul className="py-1">
          <li>
            <Link
              to="/dashboard/settings"
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 px-4 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Settings aria-hidden="true" className="h-4 w-4" />
              {t('shell.profileSettings')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('shell.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
