import { t } from '../../../lib/i18n/i18n.ts';

/**
 * The invitation offered after a borrower is saved (spec §2 Borrowers): it tells the borrower who
 * is lending to them through Shelfwise and links to the site.
 */
export interface Invitation {
  subject: string;
  text: string;
}

export function buildInvitation(borrowerName: string, lenderName: string, siteUrl: string): Invitation {
  // In the lender's language, the one Shelfwise is shown in (their borrowers' is unknown).
  const lender = lenderName.trim() || t('invite.aFriend');
  const greeting = borrowerName.trim() ? t('invite.hiName', { name: borrowerName.trim() }) : t('invite.hi');
  return {
    subject: t('invite.subject', { lender }),
    text: t('invite.text', { greeting, lender, url: siteUrl }),
  };
}

/**
 * The phone in the international digits wa.me wants, or null when it cannot be one: a local
 * number with a leading 0 has no country code, so we would message the wrong person.
 */
export function whatsAppNumber(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith('0')) return null;
  else digits = compact;
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

export function whatsAppUrl(invitation: Invitation, phone: string): string {
  const number = whatsAppNumber(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(invitation.text)}`;
}

export function mailtoUrl(invitation: Invitation, email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    invitation.subject,
  )}&body=${encodeURIComponent(invitation.text)}`;
}
