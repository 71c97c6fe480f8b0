import { Check, Copy, Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useNewPageLink, useRevokePageLinks } from '../api/page-link.ts';

/**
 * A borrower's page (issue 29): every mail to them carries a link to it. Here the owner makes a new
 * link to pass on by hand (shown once; older links stop working) or revokes them all. Mounted only
 * while open, so each opening starts clean.
 */
export function PageLinkModal({
  borrower,
  onClose,
}: {
  borrower: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  return borrower ? <PageLinkPanel key={borrower._id} borrower={borrower} onClose={onClose} /> : null;
}

function PageLinkPanel({
  borrower,
  onClose,
}: {
  borrower: { _id: string; name: string };
  onClose: () => void;
}) {
  const t = useT();
  const create = useNewPageLink();
  const revoke = useRevokePageLinks();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [revoked, setRevoked] = useState(false);
  const fieldId = useId();
  const busy = create.isPending || revoke.isPending;

  const make = async () => {
    setError('');
    setRevoked(false);
    try {
      setUrl(await create.mutateAsync(borrower._id));
      setCopied(false);
    } catch (err) {
      setError((err as Error).message || t('pageLink.failed'));
    }
  };
  const revokeAll = async () => {
    setError('');
    try {
      await revoke.mutateAsync(borrower._id);
      setUrl(null);
      setConfirming(false);
      setRevoked(true);
    } catch (err) {
      setError((err as Error).message || t('pageLink.failed'));
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={t('pageLink.title', { name: borrower.name })}
      description={t('pageLink.description')}
    >
      <div className="space-y-4">
        {url ? (
          <div className="space-y-2">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                id={fieldId}
                containerClassName="flex-1"
                className="font-mono"
                label={t('pageLink.url')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="secondary" onClick={copy}>
                {copied ? (
                  <Check aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Copy aria-hidden="true" className="h-4 w-4" />
                )}
                <span aria-live="polite">{copied ? t('pageLink.copied') : t('pageLink.copy')}</span>
              </Button>
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('pageLink.olderStop')}</p>
          </div>
        ) : null}
        <Alert tone="success">{revoked ? t('pageLink.revoked', { name: borrower.name }) : ''}</Alert>
        <Alert tone="error">{error}</Alert>
        {confirming ? (
          <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
            <p className="text-sm text-red-900 dark:text-red-200">
              {t('pageLink.revokeText', { name: borrower.name })}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="danger" autoFocus onClick={revokeAll} loading={revoke.isPending}>
                {t('pageLink.revoke')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={make} loading={create.isPending} disabled={busy}>
              <Link2 aria-hidden="true" className="h-4 w-4" />
              {t('pageLink.new')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
              <Link2Off aria-hidden="true" className="h-4 w-4" />
              {t('pageLink.revoke')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
