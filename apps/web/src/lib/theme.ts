import { STORAGE_KEYS } from '@shelfwise/contract';
import { useCallback, useEffect, useState } from 'react';

export type Theme = 'light' | 'dark';

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The stored choice (spec §4: localStorage `theme`), else the system colour scheme. */
export function currentTheme(): Theme {
  const stored = localStorage.getItem(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
  window.dispatchEvent(new CustomEvent('themechange', { detail: theme }));
}

/** The theme and a toggle; every mounted toggle stays in step, and so do other tabs. */
export function useTheme(): { theme: Theme; toggleTheme: () => void; setTheme: (t: Theme) => void } {
  const [theme, setState] = useState<Theme>(currentTheme);

  useEffect(() => {
    const sync = () => {
      const next = currentTheme();
      applyTheme(next);
      setState(next);
    };
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    window.addEventListener('themechange', sync);
    window.addEventListener('storage', sync);
    media?.addEventListener('change', sync);
    return () => {
      window.removeEventListener('themechange', sync);
      window.removeEventListener('storage', sync);
      media?.removeEventListener('change', sync);
    };
  }, []);

  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme, setTheme };
}
