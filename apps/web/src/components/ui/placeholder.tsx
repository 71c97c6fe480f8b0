import { useT } from '../../lib/i18n/i18n.ts';
/** A page that a later issue fills in; it says so rather than pretending. */
export function Placeholder({ title }: { title: string }) {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('common.comingSoon')}</p>
    </main>
  );
}
