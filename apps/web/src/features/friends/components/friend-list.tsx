import type { Friend } from '@shelfwise/contract';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useRemoveFriend } from '../api/remove-friend.ts';

/** The user's friends (spec §3 Friend list item: name and email), each removable after a confirmation. */
export function FriendList({ friends }: { friends: Friend[] }) {
  const t = useT();
  const remove = useRemoveFriend();
  const [removing, setRemoving] = useState<Friend | null>(null);

  if (friends.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('friends.none')}</p>;
  }

  const confirm = () => {
    if (!removing) return;
    const { name } = removing;
    remove.mutate(removing._id, {
      onSuccess: () => toast.success(t('friends.removed', { name })),
      onError: (e) => toast.error(e.message || t('error.removeFriend')),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {friends.map((f) => (
          <li key={f._id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900 dark:text-slate-100">{f.name}</p>
              <p className="text-sm break-all text-slate-600 dark:text-slate-300">{f.email}</p>
            </div>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setRemoving(f)}
              title={t('friends.removeTitle', { name: f.name })}
            >
              <UserMinus aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('friends.removeTitle', { name: f.name })}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('friends.removeFriend')}
        message={t('friends.removeText', { name: removing?.name ?? '' })}
        confirmText={t('friends.remove')}
        busyText={t('friends.removing')}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => {
          if (!remove.isPending) setRemoving(null);
        }}
        onConfirm={confirm}
      />
    </>
  );
}
