export interface Faq {
  question: string;
  answer: string;
}

export const faqs: Faq[] = [
  {
    question: 'What is Shelfwise?',
    answer:
      'Shelfwise is a library manager for the books you own. You catalogue them, lend them to borrowers and track the returns, schedule reminders, and see your history and statistics in one place.',
  },
  {
    question: 'Is there really a free plan?',
    answer:
      'Yes. The Free plan keeps up to 50 books and 5 active loans with manual entry, search and sorting, for as long as you like. No card is needed to sign up.',
  },
  {
    question: 'What do the Collector and Library Keeper plans add?',
    answer:
      'Collector (Standard) raises the limit to 1,000 books, lets you add books by ISBN or title from a repository of 40M+ books, exports CSV and sends reminders 3 days before a due date. Library Keeper (Premium) has no book limit, adds PDF export, custom recommendation messages, advanced analytics, reminders 2 days before a due date, and no ads.',
  },
  {
    question: 'Why do I see prices in naira?',
    answer:
      'Shelfwise is run from Nigeria and offers local pricing. When your time zone, language or location points to Nigeria, prices are shown in Nigerian naira (NGN); everyone else sees US dollars (USD).',
  },
  {
    question: 'Can I get my money back?',
    answer:
      'Every paid plan has a 7-day money-back guarantee. Annual plans cancelled within 30 days are refunded pro rata. See the Terms of Service for the details.',
  },
  {
    question: 'Can I take my data with me?',
    answer:
      'Yes. Collector and Library Keeper export your library as CSV, and Library Keeper also as PDF. After an account ends you have 30 days to export your data; a deleted account is erased within 30 days.',
  },
];
