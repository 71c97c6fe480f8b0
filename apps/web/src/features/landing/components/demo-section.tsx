import appPreviewUrl from '../assets/app-preview.svg';

const highlights = [
  'Covers drawn from each title, so every shelf is easy to scan',
  'Loans that are due soon or overdue stand out at once',
  'Ratings, shelves and notes on every book',
];

export function DemoSection() {
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-20 sm:py-24 dark:from-slate-950 dark:to-slate-900"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">Demo</p>
          <h2 id="demo-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            See your library at a glance
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
            This is the collection view you land on after signing in.
          </p>
        </div>
        <figure className="mt-12">
          <img
            src={appPreviewUrl}
            width={1200}
            height={760}
            loading="lazy"
            decoding="async"
            alt="The Shelfwise collection view: a sidebar with Collection, Book Loans, Borrowers, Reminders, History, Statistics, Settings and Subscription; totals of 248 books, 12 on loan, 1 overdue and a 96.4% return rate; and a table of books with their shelf, star rating and loan status."
            className="h-auto w-full rounded-2xl border border-slate-200 shadow-2xl dark:border-slate-700"
          />
          <figcaption className="mt-8">
            <ul className="grid gap-4 text-slate-700 sm:grid-cols-3 dark:text-slate-200">
              {highlights.map((text) => (
                <li
                  key={text}
                  className="rounded-xl bg-white/70 p-4 text-center shadow-sm dark:bg-slate-900/70"
                >
                  {text}
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
