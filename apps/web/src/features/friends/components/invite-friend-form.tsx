import { inviteFriendSchema } from '@shelfwise/contract';
import { Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useInviteFriend } from '../api/invite-friend.ts';

/**
 * Invite a friend by email. The server answers the same whether or not the address has an
 * account, so the confirmation only says that the invitation went out.
 */
export function InviteFriendForm({ showLead = true }: { showLead?: boolean }) {
  const t = useT();
  const invite = useInviteFriend();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    inviteFriendSchema,
    { email: '' },
    { formRef, fallbackMessage: t('error.sendInvitation') },
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formId = useId();

  const submit = form.handleSubmit(async (body) => {
    setSentTo(null);
    const res = await invite.mutateAsync(body);
    setSentTo(res.data.email);
    form.reset({ email: '' });
  });

  return (
    <form id={formId} ref={formRef} onSubmit={submit} noValidate className="space-y-3">
      {showLead ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('friends.inviteLead')}</p>
      ) : null}
      <div className="flex flex-col gap-3">
        <TextField
          label={t('friends.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('friends.emailPlaceholder')}
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          onBlur={() => form.touch('email')}
          error={form.errors.email ?? form.formError ?? undefined}
        />
        <Button type="submit" loading={form.submitting} className="self-start">
          <Send aria-hidden="true" className="h-4 w-4" />
          {form.submitting ? t('common.sending') : t('friends.sendInvite')}
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
