import { Moon, Sun } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';
import { useTheme } from '../../lib/theme.ts';

/** Icon button that switches light/dark; its label says what pressing it does. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const t = useT();
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={isDark ? t('common.switchToLight') : t('common.switchToDark')}
      aria-pressed={isDark}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
    >
      {isDark ? (
        <Sun aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Moon aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
