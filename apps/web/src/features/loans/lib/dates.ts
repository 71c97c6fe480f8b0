// The Loans screen's dates are the app's (lib/dates.ts): one reading of a calendar day everywhere.
export {
  daysFromToday,
  formatDate,
  formatMonth,
  monthKey,
  parseDate,
  toDateInputValue,
} from '../../../lib/dates.ts';
