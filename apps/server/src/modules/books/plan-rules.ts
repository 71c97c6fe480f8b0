import { type PlanId, plans } from '@shelfwise/contract';

/** The book limit of spec §6; the numbers come from the plan table in the contract. */

const formatCount = (n: number) => n.toLocaleString('en-US');
const booksWord = (n: number) => (n === 1 ? 'book' : 'books');

/**
 * Why `adding` more books would not fit a collection of `current` under the plan, or null when
 * they fit. A batch is judged whole: either all of it fits or none is added.
 */
export function bookLimitProblem(planId: PlanId, current: number, adding: number): string | null {
  const plan = plans[planId];
  const max = plan.maxBooks;
  if (max === null || current + adding <= max) return null;
  const room = Math.max(0, max - current);
  const holds = `Your ${plan.name} plan holds up to ${formatCount(max)} books.`;
  if (adding === 1 || room === 0) return `${holds} Upgrade to add more.`;
  return `${holds} There is room for ${formatCount(room)} more ${booksWord(room)}, and you chose ${formatCount(adding)}. Choose fewer books or upgrade to add more.`;
}

/**
 * An import is judged whole too (decision 0015): when its new books do not all fit, the message
 * says how many would, so the user can trim the file or upgrade.
 */
export function importLimitProblem(planId: PlanId, current: number, adding: number): string | null {
  const plan = plans[planId];
  const max = plan.maxBooks;
  if (max === null || current + adding <= max) return null;
  const room = Math.max(0, max - current);
  return `Only ${formatCount(room)} of ${formatCount(adding)} ${booksWord(adding)} fit in your ${plan.name} plan, which holds up to ${formatCount(max)} books. Nothing was imported: remove some rows or upgrade to import them all.`;
}
