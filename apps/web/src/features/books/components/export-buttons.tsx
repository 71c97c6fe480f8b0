import { type PlanId, plans } from '@shelfwise/contract';
import { FileDown, FileText } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { ImportLink, JsonExportButton } from '../../imports/index.ts';
import type { ExportKind } from '../api/export-books.ts';

/** Spec §6 tooltips for a plan without the export. */
export const EXPORT_UPGRADE_HINT = {
  csv: 'export.upgradeCsv',
  pdf: 'export.upgradePdf',
} as const satisfies Record<ExportKind, MessageKey>;

const base =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function ExportButton({
  kind,
  allowed,
  disabled,
  busy,
  onExport,
  scope,
}: {
  /** The id of the text that says what an export holds. */
  scope: string;
  kind: ExportKind;
  allowed: boolean;
  disabled: boolean;
  busy: boolean;
  onExport: (kind: ExportKind) => void;
}) {
  const t = useT();
  const tipId = useId();
  const Icon = kind === 'csv' ? FileDown : FileText;
  const label = kind.toUpperCase();
  if (!allowed) {
    // aria-disabled rather than disabled: the button stays focusable, so keyboard and touch users
    // reach the tooltip that says why it does nothing.
    return (
      <span className="group relative inline-flex">
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={tipId}
          onClick={(e) => e.preventDefault()}
          className={`${base} cursor-not-allowed opacity-60`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
        </button>
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none invisible absolute top-full right-0 z-30 mt-2 w-56 rounded-lg bg-slate-900 px-3 py-2 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100 dark:bg-slate-100 dark:text-slate-900"
        >
          {t(EXPORT_UPGRADE_HINT[kind])}
        </span>
      </span>
    );
  }
  return (
    <button
      type="button"
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-describedby={scope}
      onClick={() => onExport(kind)}
      className={`${base} hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-slate-700`}
    >
      {busy ? <Spinner className="h-4 w-4" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
      {label}
    </button>
  );
}

/**
 * CSV and PDF export (spec §6): disabled by plan (with the upgrade tooltip), while an export runs,
 * and when the list is empty.
 */
export function ExportButtons({
  plan,
  isEmpty,
  exporting,
  onExport,
  scope,
}: {
  plan: PlanId;
  isEmpty: boolean;
  exporting: ExportKind | null;
  onExport: (kind: ExportKind) => void;
  /** What an export holds: "Export 42 books" (the filtered list) or "Export all". */
  scope: string;
}) {
  const features = plans[plan];
  const disabled = isEmpty || exporting !== null;
  const scopeId = useId();
  return (
    <>
      <span id={scopeId} className="self-center text-sm font-medium text-slate-700 dark:text-slate-200">
        {scope}:
      </span>
      <ExportButton
        kind="csv"
        allowed={features.canExportCsv}
        disabled={disabled}
        busy={exporting === 'csv'}
        onExport={onExport}
        scope={scopeId}
      />
      <ExportButton
        kind="pdf"
        allowed={features.canExportPdf}
        disabled={disabled}
        busy={exporting === 'pdf'}
        onExport={onExport}
        scope={scopeId}
      />
      <JsonExportButton />
      <ImportLink />
    </>
  );
}
