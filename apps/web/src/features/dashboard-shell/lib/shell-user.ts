import { type PlanId, plans, rankTitle } from '@shelfwise/contract';
import { type MessageKey, t } from '../../../lib/i18n/i18n.ts';

/** What the top bar shows about the user, already worded (rank title, "3 books", plan name). */
export interface ShellUser {
  name: string;
  email?: string;
  avatar?: string | null;
  rank: string;
  booksLabel: string;
  planName: string;
}

/** Words the user for the shell: name fallback 'User', rank by booksCount, "1 book"/"N books", plan name. */
export function toShellUser(user: {
  name?: string | null;
  email?: string;
  avatar?: string | null;
  booksCount?: number | null;
  plan: PlanId;
}): ShellUser {
  const count = user.booksCount ?? 0;
  return {
    name: user.name?.trim() || t('shell.user'),
    email: user.email,
    avatar: user.avatar,
    // The contract's English title ('Book Worm') names its message in every language.
    rank: t(`rank.${rankTitle(count)}` as MessageKey),
    booksLabel: t('shell.books', { count }),
    planName: plans[user.plan]?.title ?? plans.free.title,
  };
}
