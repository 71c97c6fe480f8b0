import { COPY_CONFIRM_MS } from '@shelfwise/contract';
import { Check, Copy, Mail, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { buildInvitation, mailtoUrl, whatsAppUrl } from '../lib/invitation.ts';

/** After a save: offer to tell the borrower about Shelfwise (spec §2 Borrowers). */
export function InviteModal({
  borrower,
  lenderName,
  siteUrl,
  onClose,
}: {
  borrower: { name: string; email: string; phone: string } | null;
  lenderName: string;
  siteUrl: string;
  onClose: () => void;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  useEffect(() => {
    if (!borrower) setCopied(false);
  }, [borrower]);

  const invitation = borrower ? buildInvitation(borrower.name, lenderName, siteUrl) : null;

  const copy = async () => {
    if (!invitation) return;
    try {
      await navigator.clipboard.writeText(invitation.text);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): select the text so the person can copy it.
      const preview = document.getElementById('invitation-text');
      if (preview) window.getSelection()?.selectAllChildren(preview);
    }
  };

  const link = `${buttonClasses('secondary', 'lg', 'w-full justify-start')}`;
  return (
    <Modal
      open={borrower !== null}
      onClose={onClose}
      title={t('invite.title', { name: borrower?.name ?? t('invite.someone') })}
      description={t('invite.description')}
    >
      {invitation && borrower ? (
        <div className="space-y-3">
          <p
            id="invitation-text"
            className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {invitation.text}
          </p>
          <a
            href={whatsAppUrl(invitation, borrower.phone)}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5 text-green-600" />
            {t('invite.whatsapp')}
          </a>
          <a href={mailtoUrl(invitation, borrower.email)} className={link}>
            <Mail aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {t('invite.email')}
          </a>
          <button type="button" onClick={copy} className={link}>
            {copied ? (
              <Check aria-hidden="true" className="h-5 w-5 text-green-600" />
            ) : (
              <Copy aria-hidden="true" className="h-5 w-5" />
            )}
            <span aria-live="polite">{copied ? t('invite.copied') : t('invite.copy')}</span>
          </button>
          <button
            type="button"
            onClick={onClose}
            className="w-full rounded-lg py-2 text-sm text-slate-600 underline-offset-2 hover:underline dark:text-slate-300"
          >
            {t('invite.later')}
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
