import { inviteFriendSchema } from '@shelfwise/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { useInviteFriend } from '../api/invite-friend.ts';

/**
 * Invite a friend by email. The server answers the same whether or not the address has an
 * account, so the confirmation only says that the invitation went out.
 */
export function InviteFriendForm({
  description = 'They get a friend request, or an invitation to join Shelfwise if they are not here yet.',
}: {
  description?: string;
}) {
  const t = useT();
  const invite = useInviteFriend();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteFriendSchema.safeParse({ email });
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]?.message ?? 'Enter a valid email address'));
      return;
    }
    setError(null);
    setSentTo(null);
    invite.mutate(parsed.data, {
      onSuccess: (res) => {
        setSentTo(res.data.email);
        setEmail('');
      },
      onError: (e) => setError(e.message || t('error.sendInvitation')),
    });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-3">
      {description ? <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p> : null}
      <div className="flex flex-col gap-3">
        <TextField
          label={t('friends.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('friends.emailPlaceholder')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
        />
        <Button type="submit" loading={invite.isPending} className="self-start">
          <Send aria-hidden="true" className="h-4 w-4" />
          {invite.isPending ? t('common.sending') : t('friends.sendInvite')}
        </Button>
      </div>
      {sentTo ? (
        <p role="status" className="text-sm text-green-700 dark:text-green-300">
          {t('friends.inviteSent', { email: sentTo })}
        </p>
      ) : null}
    </form>
  );
}
