import { useT } from '../../../lib/i18n/i18n.ts';
import { legalTerms as t } from '../legal-terms.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Shelfwise is a personal library manager operated from Nigeria. This policy explains what personal data
        Shelfwise collects when you use the website and the app, why, how long we keep it and the choices you
        have. It applies to everyone who visits shelfwise.app or holds a Shelfwise account.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account data:</strong> your name, email address, a securely hashed password, your plan and
            your settings (language, time zone, notification choices, theme).
          </li>
          <li>
            <strong>Library data:</strong> the books you add, with ratings, tags, shelves and notes; the
            borrowers you record (name, email and phone if you enter them); loans, reminders and the activity
            history of your account.
          </li>
          <li>
            <strong>Payment data:</strong> the plan, amount, currency and status of each payment. Card and
            bank details are handled by our payment providers (Paystack and Stripe) and never reach our
            servers.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the times of your requests,
            kept in server logs for security. We use your IP address once, without storing it, to tell whether
            to show prices in naira or US dollars.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To provide the service: keep your catalogue, track your loans and show your statistics.</li>
        <li>
          To send the emails you ask for: account verification, password resets, loan reminders to your
          borrowers, book recommendations to friends and, if you choose, news about new features.
        </li>
        <li>To process payments and apply the limits and features of your plan.</li>
        <li>To keep Shelfwise secure, prevent abuse and fix problems.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing and processors',
    body: (
      <>
        <p>
          We do not sell your personal data. We share it only with the processors that help us run Shelfwise,
          under contracts that bind them to protect it: hosting, email delivery, payment providers and the
          book catalogue service used for search (which receives your search terms, not your identity).
        </p>
        <p>
          Free and Collector plans show sponsored banners. These are served by Shelfwise itself; no
          advertising network receives your personal data. We may disclose data when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'borrowers',
    title: 'Information about your borrowers',
    body: (
      <p>
        When you record a borrower you are responsible for having their permission to store their contact
        details and to send them reminders. Borrowers may write to us to have their details removed, and we
        will tell the account holder.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention and deletion',
    body: (
      <>
        <p>We keep your data while your account is open.</p>
        <p>
          When you delete your account, all of your account data is deleted from our systems within{' '}
          {t.deletionDays} days. Backups that still hold it are overwritten within the same period.
        </p>
        <p>
          If your account is terminated, you may export your data within {t.exportAfterTerminationDays} days
          of termination, after which it is deleted.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may access, correct, export or delete your personal data, object to or restrict its use and
          withdraw any consent you gave. Most of this you can do yourself in Settings. For anything else,
          write to <a href={`mailto:${t.privacyEmail}`}>{t.privacyEmail}</a>.
        </p>
        <p>
          We reply to every privacy request within {t.privacyReplyHours} hours. You may also complain to the
          Nigeria Data Protection Commission or your local data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Shelfwise is not meant for children under {t.minimumAge}. We do not knowingly collect data from anyone
        under {t.minimumAge}; if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections to Shelfwise are encrypted, passwords are stored only as strong one-way hashes, and each
        account can see only its own data. No system is perfectly secure; if a breach affects your data we
        will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        Shelfwise does not use tracking cookies. Your browser keeps your sign-in token and your theme choice
        in local storage so that you stay signed in and see the theme you picked.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a way that matters, we will email account holders and show a notice in the
        app before the change takes effect. The date at the top says when it last changed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about privacy: <a href={`mailto:${t.privacyEmail}`}>{t.privacyEmail}</a>. We answer within{' '}
        {t.privacyReplyHours} hours.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  const t = useT();
  return (
    <LegalDocument
      title={t('footer.privacy')}
      intro={
        <p>
          Your library says a lot about you. This policy tells you, in plain words, what Shelfwise does with
          the personal data you trust us with.
        </p>
      }
      sections={sections}
    />
  );
}
