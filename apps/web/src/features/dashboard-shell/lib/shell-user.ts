import { type PlanId, plans, rankTitle } from '@shelfwise/contract';

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
    name: user.name?.trim() || 'User',
    email: user.email,
    avatar: user.avatar,
    rank: rankTitle(count),
    booksLabel: `${count} ${count === 1 ? 'book' : 'books'}`,
    planName: plans[user.plan]?.title ?? plans.free.title,
  };
}
