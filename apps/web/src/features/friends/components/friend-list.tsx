import type { Friend } from '@shelfwise/contract';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useRemoveFriend } from '../api/remove-friend.ts';

/** The user's friends (spec §3 Friend list item: name and email), each removable after a confirmation. */
export function FriendList({ friends }: { friends: Friend[] }) {
  const remove = useRemoveFriend();
  const [removing, setRemoving] = useState<Friend | null>(null);

  if (friends.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No friends yet. Invite someone by email; once they accept, you can recommend books to each other.
      </p>
    );
  }

  const confirm = () => {
    if (!removing) return;
    const { name } = removing;
    remove.mutate(removing._id, {
      onSuccess: () => toast.success(`${name} is no longer your friend`),
      onError: (e) => toast.error(e.message || 'Failed to remove friend'),
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
            <Button size="sm" variant="ghost" onClick={() => setRemoving(f)} title={`Remove ${f.name}`}>
              <UserMinus aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Remove {f.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Friend"
        message={`Are you sure you want to remove ${removing?.name ?? ''} from your friends? You will no longer be able to recommend books to each other.`}
        confirmText="Remove"
        busyText="Removing..."
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
