import { useT } from '../../../lib/i18n/i18n.ts';
import { statusLabel, statusTone, toneClasses } from '../lib/status-tone.ts';

/** A subscription or payment status in the colours of spec §4. */
export function SubscriptionStatusBadge({
  status,
  className = '',
}: {
  status: string | null;
  className?: string;
}) {
  useT(); // the label follows the language shown
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClasses[tone]} ${className}`}
    >
      {statusLabel(status)}
    </span>
  );
}
