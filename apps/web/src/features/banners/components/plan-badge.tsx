import { useT } from '../../../lib/i18n/i18n.ts';

/**
 * The BASIC, PRO and AD-FREE badges of spec §1. BASIC and PRO are tier names and read the same in
 * every language; AD-FREE is a word, so it comes from the catalogue.
 */
const styles = {
  BASIC: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-400/40',
  PRO: 'bg-amber-300 text-amber-950 ring-amber-500/50',
  'AD-FREE': 'bg-white/90 text-emerald-800 ring-emerald-600/30',
} as const;

export function PlanBadge({ label }: { label: keyof typeof styles }) {
  const t = useT();
  return (
    <span
      data-testid={`badge-${label.toLowerCase()}`}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-extrabold tracking-wider ring-1 ring-inset ${styles[label]}`}
    >
      {label === 'AD-FREE' ? t('banner.adFree') : label}
    </span>
  );
}
