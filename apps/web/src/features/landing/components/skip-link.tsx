import { useT } from '../../../lib/i18n/i18n.ts';
/** The first stop for keyboard users: straight past the top bar to the page's content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const t = useT();
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('common.skipToContent')}
    </a>
  );
}
