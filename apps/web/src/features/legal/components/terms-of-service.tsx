import { useT } from '../../../lib/i18n/i18n.ts';
import { legalTerms as t } from '../legal-terms.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <p>
        These terms are an agreement between you and Shelfwise for the use of the Shelfwise website and app.
        By creating an account you accept them and our <a href="/privacy-policy">Privacy Policy</a>. If you do
        not accept them, please do not use Shelfwise.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Shelfwise',
    body: (
      <p>
        You must be at least {t.minimumAge} years old to use Shelfwise. If you are under the age of majority
        where you live, a parent or guardian must agree to these terms for you.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details and keep your email address current: we use it to verify your account.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Tell us at once if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-payment',
    title: 'Plans and payment',
    body: (
      <>
        <p>
          Shelfwise offers a Free plan and two paid plans, Collector (Standard) and Library Keeper (Premium),
          billed monthly or yearly. Prices are shown in Nigerian naira for Nigeria and in US dollars
          elsewhere. The limits and features of each plan are those shown on the pricing page when you
          subscribe.
        </p>
        <p>
          Paid plans renew automatically at the end of each billing period until you cancel. Payments are
          processed by Paystack or Stripe.
        </p>
        <p>
          We may change our prices. We will give you at least {t.priceChangeNoticeDays} days' notice by email
          before a new price applies to your subscription, and you may cancel before it does.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Cancellation and refunds',
    body: (
      <>
        <p>
          Every paid plan comes with a {t.moneyBackDays}-day money-back guarantee: if Shelfwise is not for
          you, ask within {t.moneyBackDays} days of your first payment for a full refund.
        </p>
        <p>
          If you cancel an annual plan within {t.annualRefundWindowDays} days of payment, we refund the unused
          part of the year on a prorated basis. Otherwise, cancelling stops the next renewal and you keep your
          plan until the end of the period you paid for.
        </p>
        <p>
          To ask for a refund, write to <a href={`mailto:${t.supportEmail}`}>{t.supportEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        The books, notes, borrowers and other content you add remain yours. You give Shelfwise only the
        permission it needs to store, display and process that content to provide the service to you. You are
        responsible for having the right to add it, including your borrowers' contact details.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use Shelfwise to send spam or messages your recipients did not expect;</li>
          <li>try to reach other users' data or break, probe or overload the service;</li>
          <li>scrape the service or the book catalogue, or resell access to it;</li>
          <li>break the law or other people's rights while using Shelfwise.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <p>
          You may delete your account at any time in Settings; your data is then deleted within{' '}
          {t.deletionDays} days. We may suspend or close accounts that break these terms, and will tell you
          why unless the law forbids it.
        </p>
        <p>
          After termination, for any reason, you may export your data within {t.exportAfterTerminationDays}{' '}
          days of termination. After that, it is deleted.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep Shelfwise available and your data safe, but the service is provided "as is", without
        warranties of any kind to the extent the law allows. We may add, change or remove features; if we
        remove a feature you pay for, we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, Shelfwise is not liable for indirect or consequential losses, and our
        total liability to you is limited to the amount you paid us in the twelve months before the claim.
        Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. For changes that matter, we will email you at least{' '}
        {t.priceChangeNoticeDays} days before they take effect. Continuing to use Shelfwise after that means
        you accept the new terms.
      </p>
    ),
  },
  {
    id: 'law-and-contact',
    title: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria, without prejudice to the
        consumer protections of the country where you live. Questions:{' '}
        <a href={`mailto:${t.legalEmail}`}>{t.legalEmail}</a>.
      </p>
    ),
  },
];

export function TermsOfService() {
  const t = useT();
  return (
    <LegalDocument
      title={t('footer.terms')}
      intro={
        <p>
          These terms set out what you can expect from Shelfwise and what we expect from you. We have kept
          them as short and plain as we can.
        </p>
      }
      sections={sections}
    />
  );
}
