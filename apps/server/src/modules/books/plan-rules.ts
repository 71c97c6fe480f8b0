import { type PlanId, plans } from '@shelfwise/contract';
import { forbidden } from '../../http/errors.ts';

/**
 * The plan rules of spec §6 as the server enforces them, with messages a person can act on.
 * The numbers come from the plan table in the contract, never from here.
 */

type Feature = 'canSearchCatalog' | 'canBatchAdd' | 'canExportCsv' | 'canExportPdf';

/** The texts match the web app's tooltips (spec §6) where the spec gives one. */
const featureMessages: Record<Feature, string> = {
  canSearchCatalog:
    'Searching the book catalog is available on the Basic and Premium plans. Upgrade to search 40M+ books, or add the book by hand.',
  canBatchAdd: 'Adding several books at once is available on the Basic and Premium plans. Upgrade to use it.',
  canExportCsv: 'Upgrade to Basic or Premium plan to export CSV',
  canExportPdf: 'Upgrade to Premium plan to export PDF',
};

export function assertPlanAllows(planId: PlanId, feature: Feature): void {
  if (!plans[planId][feature]) throw forbidden(featureMessages[feature], 'PLAN_LIMIT');
}

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
