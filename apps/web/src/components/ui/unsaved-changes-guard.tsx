import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../lib/i18n/i18n.ts';
import { hasUnsavedChanges } from '../../lib/unsaved-changes.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before a form's typed work is left behind: another page of the app (a link, Back) opens the
 * spec-style confirm, a reload or a closed tab gets the browser's own question. Changes of the
 * query string alone (filters, pages) are not leaving. Mounted once, in the dashboard layout.
 */
export function UnsavedChangesGuard() {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers need a value set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.leaveTitle')}
      message={t('unsaved.leaveText')}
      confirmText={t('unsaved.leave')}
      cancelText={t('unsaved.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
