export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The six testimonials of the carousel (spec §2). */
export const testimonials: Testimonial[] = [
  {
    quote:
      'I used to lose a book a year to "I\'ll give it back next week". Now every loan has a due date and Shelfwise reminds my friends before I have to.',
    name: 'Adaeze Okafor',
    role: 'Reader, Lagos',
  },
  {
    quote:
      'My research library runs to eight hundred volumes. Adding them by ISBN took an afternoon instead of a month, and the CSV export goes straight into my reference manager.',
    name: 'Dr. Samuel Mensah',
    role: 'Lecturer in History',
  },
  {
    quote:
      'As a collector I care about condition and provenance. Notes and custom shelves let me record both, and the PDF catalogue is what I send to insurers.',
    name: 'Helen Whitaker',
    role: 'Rare book collector',
  },
  {
    quote:
      'The statistics page tells me which genres I actually read, not the ones I think I read. It has changed what I review on my blog.',
    name: 'Tunde Balogun',
    role: 'Book blogger',
  },
  {
    quote:
      'Our book club shares one big shelf. Seeing who has which title, and when it comes back, has ended the group-chat hunts for good.',
    name: 'Maria Gonzalez',
    role: 'Book club organiser',
  },
  {
    quote:
      'I started on the free plan with fifty books and upgraded the week I ran out of room. Paying in naira made it an easy decision.',
    name: 'Ifeoma Eze',
    role: 'Teacher and reader',
  },
];
