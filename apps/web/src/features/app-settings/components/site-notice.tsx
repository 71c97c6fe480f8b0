import { Megaphone } from 'lucide-react';
import { useAppSettings } from '../api/get-app-settings.ts';

/** The site-wide notice an admin sets (App Settings), shown at the top of the dashboard; nothing when empty. */
export function SiteNotice() {
  const { siteNotice } = useAppSettings();
  if (!siteNotice) return null;
  return (
    <div
      role="status"
      data-testid="site-notice"
      className="mb-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <Megaphone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="min-w-0 break-words">{siteNotice}</p>
    </div>
  );
}
