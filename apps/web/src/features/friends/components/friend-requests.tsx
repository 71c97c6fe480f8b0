import type { FriendRequest } from '@shelfwise/contract';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useAcceptFriendRequest, useDeclineFriendRequest } from '../api/answer-friend-request.ts';
import { useCancelFriendRequest } from '../api/cancel-friend-request.ts';
import { formatDay } from '../lib/dates.ts';

const rowClasses =
  'flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between';

/** Requests waiting for the user's answer: Accept or Decline. */
export function IncomingRequests({ requests }: { requests: FriendRequest[] }) {
  const t = useT();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const busyId = (accept.isPending && accept.variables) || (decline.isPending && decline.variables) || null;

  // Awaited rather than mutate callbacks: answering the last request unmounts this list, and a
  // mutate callback would then never run (no toast).
  const acceptOne = async (id: string) => {
    try {
      const friend = await accept.mutateAsync(id);
      toast.success(t('friends.nowFriends', { name: friend.name }));
    } catch (e) {
      toast.error((e as Error).message || t('error.acceptRequest'));
    }
  };
  const declineOne = async (id: string) => {
    try {
      await decline.mutateAsync(id);
    } catch (e) {
      toast.error((e as Error).message || t('error.declineRequest'));
    }
  };

  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {requests.map((r) => (
        <li key={r.id} className={rowClasses}>
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900 dark:text-slate-100">{r.name}</p>
            <p className="text-sm break-all text-slate-600 dark:text-slate-300">
              {r.email} · {formatDay(r.createdAt)}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              size="sm"
              loading={accept.isPending && accept.variables === r.id}
              disabled={busyId !== null}
              onClick={() => void acceptOne(r.id)}
            >
              {t('friends.accept')}
              <span className="sr-only"> {r.name}</span>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={decline.isPending && decline.variables === r.id}
              disabled={busyId !== null}
              onClick={() => void declineOne(r.id)}
            >
              {t('friends.decline')}
              <span className="sr-only"> {r.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Invitations the user sent that are not accepted yet. Only the address is shown: whether it has
 * an account, or has declined, is not the sender's to know.
 */
export function OutgoingRequests({ requests }: { requests: FriendRequest[] }) {
  const t = useT();
  const cancel = useCancelFriendRequest();
  if (requests.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('friends.noneWaiting')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {requests.map((r) => (
        <li key={r.id} className={rowClasses}>
          <div className="min-w-0">
            <p className="text-sm font-medium break-all text-slate-900 dark:text-slate-100">{r.email}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('friends.sent', { date: formatDay(r.createdAt) })}
            </p>
          </div>
          <Button
            size="sm"
            variant="ghost"
            className="self-start sm:self-auto"
            loading={cancel.isPending && cancel.variables === r.id}
            onClick={() =>
              cancel.mutate(r.id, {
                onError: (e) => toast.error(e.message || t('error.withdrawInvitation')),
              })
            }
          >
            {t('friends.withdraw')}
            <span className="sr-only">{t('friends.withdrawTo', { name: r.email })}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
