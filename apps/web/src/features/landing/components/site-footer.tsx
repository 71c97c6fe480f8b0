import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BrandLogo } from './brand-logo.tsx';
import { SocialLinks } from './social-links.tsx';

const linkClass =
  'rounded text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white';

/** The footer of every public page (spec §2): legal links, social links and '© {current year}'. */
export function SiteFooter({ anchorBase = '' }: { anchorBase?: '' | '/' }) {
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <BrandLogo />
          <p className="mt-3 max-w-sm text-slate-600 dark:text-slate-300">{t('footer.tagline')}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <SocialLinks />
            <LanguageSwitcher />
          </div>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="font-semibold">
            {t('footer.product')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              <a href={`${anchorBase}#features`} className={linkClass}>
                {t('common.features')}
              </a>
            </li>
            <li>
              <a href={`${anchorBase}#pricing`} className={linkClass}>
                {t('common.pricing')}
              </a>
            </li>
            <li>
              <a href={`${anchorBase}#demo`} className={linkClass}>
                {t('common.demo')}
              </a>
            </li>
            <li>
              <a href={`${anchorBase}#faq`} className={linkClass}>
                {t('common.helpCenter')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-semibold">
            {t('footer.legal')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              <a href="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </a>
            </li>
            <li>
              <a href="/terms-of-service" className={linkClass}>
                {t('footer.terms')}
              </a>
            </li>
            <li>
              <a href="mailto:support@shelfwise.app" className={linkClass}>
                {t('footer.contact')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-300">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
