import { BrandLogo } from './brand-logo.tsx';
import { SocialLinks } from './social-links.tsx';

const linkClass =
  'rounded text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white';

/** The footer of every public page (spec §2): legal links, social links and '© {current year}'. */
export function SiteFooter({ anchorBase = '' }: { anchorBase?: '' | '/' }) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <BrandLogo />
          <p className="mt-3 max-w-sm text-slate-600 dark:text-slate-300">
            Shelfwise, the smart library management system. Made in Nigeria for readers everywhere.
          </p>
          <div className="mt-4">
            <SocialLinks />
          </div>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="font-semibold">
            Product
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              <a href={`${anchorBase}#features`} className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <a href={`${anchorBase}#pricing`} className={linkClass}>
                Pricing
              </a>
            </li>
            <li>
              <a href={`${anchorBase}#demo`} className={linkClass}>
                Demo
              </a>
            </li>
            <li>
              <a href={`${anchorBase}#faq`} className={linkClass}>
                Help Center
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-semibold">
            Legal
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            <li>
              <a href="/privacy-policy" className={linkClass}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="/terms-of-service" className={linkClass}>
                Terms of Service
              </a>
            </li>
            <li>
              <a href="mailto:support@shelfwise.app" className={linkClass}>
                Contact Us
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-300">
          © {year} Shelfwise. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
