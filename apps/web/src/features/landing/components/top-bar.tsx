import { Menu, Moon, Sun, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useTheme } from '../../../lib/theme.ts';
import { useScrollLock } from '../lib/use-scroll-lock.ts';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { BrandLogo } from './brand-logo.tsx';
import { primaryButton } from './link-styles.ts';

const SCROLL_THRESHOLD_PX = 20;

const sections = [
  { id: 'features', label: 'common.features' },
  { id: 'pricing', label: 'common.pricing' },
  { id: 'demo', label: 'common.demo' },
] as const;

/**
 * The fixed top bar of the public pages (spec §2). `anchorBase` is '' on the landing page (plain
 * #anchors) and '/' elsewhere, so the same links lead back to the landing page's sections.
 */
export function TopBar({ anchorBase = '' }: { anchorBase?: '' | '/' }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { theme, toggleTheme } = useTheme();
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  useScrollLock(menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    // The menu is for small screens; growing the window past them must not leave the page locked.
    const wide = window.matchMedia('(min-width: 768px)');
    const onWide = () => wide.matches && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  // No backdrop filter while the menu is open: it would become the containing block of the
  // fixed menu panel and squeeze it into the bar.
  const barLook = menuOpen
    ? 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950'
    : scrolled
      ? 'border-slate-200/80 bg-white/80 shadow-sm backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/80'
      : 'border-transparent bg-transparent';

  return (
    <>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${barLook}`}
      >
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <BrandLogo />
          <nav aria-label={t('common.navMain')} className="hidden items-center gap-1 md:flex">
            {sections.map((s) => (
              <a
                key={s.id}
                href={`${anchorBase}#${s.id}`}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-white"
              >
                {t(s.label)}
              </a>
            ))}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitcher />
            <ThemeToggle />
            <a
              href="/auth?mode=login"
              className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {t('common.login')}
            </a>
            <a href="/auth" className={`${primaryButton} px-4 py-2 text-sm`}>
              {t('common.startFree')}
            </a>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('common.closeMenu') : t('common.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </header>
      <div
        id="mobile-menu"
        className={`fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto bg-white px-4 pt-4 pb-8 transition-[opacity,transform,visibility] duration-300 ease-out md:hidden dark:bg-slate-950 ${
          menuOpen ? 'visible translate-y-0 opacity-100' : 'invisible -translate-y-3 opacity-0'
        }`}
      >
        <nav aria-label={t('common.navMobile')}>
          <ul className="flex flex-col gap-1">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`${anchorBase}#${s.id}`}
                  onClick={close}
                  className="block rounded-lg px-3 py-3 text-lg font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  {t(s.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <button
            type="button"
            onClick={toggleTheme}
            className="flex items-center gap-3 rounded-lg px-3 py-3 text-left text-lg font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {theme === 'dark' ? (
              <Sun aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Moon aria-hidden="true" className="h-5 w-5" />
            )}
            {theme === 'dark' ? t('common.lightMode') : t('common.darkMode')}
          </button>
          <LanguageSwitcher className="w-full [&>select]:w-full" />
          <a
            href="/auth?mode=login"
            onClick={close}
            className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold dark:border-slate-600"
          >
            {t('common.login')}
          </a>
          <a href="/auth" onClick={close} className={`${primaryButton} py-3`}>
            {t('common.startFree')}
          </a>
        </div>
      </div>
    </>
  );
}
