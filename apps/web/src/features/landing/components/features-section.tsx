import { BellRing, ChartColumn, FileDown, Handshake, Search, Share2 } from 'lucide-react';
import { primaryButton } from './link-styles.ts';

const features = [
  {
    icon: Search,
    title: 'Add books in seconds',
    text: 'Type them in by hand, or on Standard and Premium find them by ISBN or title among 40M+ books and add a whole batch at once.',
  },
  {
    icon: Handshake,
    title: 'Lend without losing track',
    text: 'Record who borrowed what and when it is due back. Overdue loans stand out, returns take one click.',
  },
  {
    icon: BellRing,
    title: 'Reminders that go out for you',
    text: 'Send a reminder yourself any time, or let Shelfwise email borrowers 3 days (Standard) or 2 days (Premium) before the due date.',
  },
  {
    icon: ChartColumn,
    title: 'History and statistics',
    text: 'Every change is in your activity history. See loans per month, return rates and your top genres.',
  },
  {
    icon: Share2,
    title: 'Recommend to friends',
    text: 'Send a book you loved to a friend by email. Premium lets you write your own message.',
  },
  {
    icon: FileDown,
    title: 'Your data, your way',
    text: 'Rate books, tag them onto shelves, add notes, and export the whole library as CSV or PDF.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Everything your shelves need
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            One place for the books you own, the books you lent and the books you want to read next.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <a href="/auth?plan=premium" className={`${primaryButton} px-7 py-3`}>
            Start with Premium
          </a>
        </div>
      </div>
    </section>
  );
}
