/** Every reminders query lives under ['reminders']. */
export const reminderKeys = {
  all: ['reminders'] as const,
  list: (searchTerm: string, statusFilter: string) =>
    ['reminders', 'list', searchTerm, statusFilter] as const,
  borrowedBooks: ['reminders', 'borrowed-books'] as const,
  schedule: ['reminders', 'schedule'] as const,
};

/** A reminder's status follows its loan, and sending one writes activity. */
export const affectedByReminders = [['reminders'], ['activity']] as const;
