import type { PlanId } from '@shelfwise/contract';
import { ScanBarcode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

// The scanner (and, once the camera opens, its decoder) loads only when the reader asks for it.
const ScanBooksDialog = lazy(() => import('./scan-books-dialog.tsx'));

/**
 * "Scan": opens the barcode scanner (issue 30). `compact` is the phone top bar's icon button; the
 * Add Books dialog shows it with its words.
 */
export function ScanBooksButton({ plan, compact = false }: { plan: PlanId; compact?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('scan.open')}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ScanBarcode aria-hidden="true" className="h-5 w-5" />
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          <ScanBarcode aria-hidden="true" className="h-4 w-4" />
          {t('scan.open')}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ScanBooksDialog plan={plan} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
