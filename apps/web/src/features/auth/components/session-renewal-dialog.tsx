import { loginBodySchema } from '@shelfwise/contract';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { setToken } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { login } from '../api/login.ts';
import { FormMessage } from './auth-layout.tsx';

/**
 * Opens over whatever the user was doing when the server answered that their session had ended:
 * they sign in again (same account) and the request that failed is retried, so a filled form is
 * never thrown away. 'Sign out' gives up, and the dashboard then leaves for the home page.
 */
export function SessionRenewalDialog({
  email,
  onRenewed,
  onSignOut,
}: {
  email: string;
  onRenewed: () => void;
  onSignOut: () => void;
}) {
  const t = useT();
  // The address is the account's own (read-only): only the password is typed.
  const form = useZodForm(
    loginBodySchema,
    { email, password: '' },
    { fallbackMessage: t('form.genericError'), keepsWork: false },
  );
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const busy = form.submitting;

  // A refusal (a wrong password) is read where the user is looking: focus moves to it.
  useEffect(() => {
    if (form.formError) errorRef.current?.focus();
  }, [form.formError]);

  const submit = form.handleSubmit(async (body) => {
    const { token } = await login(body);
    if (token) setToken(token);
    onRenewed();
  });

  return (
    <Modal
      open
      onClose={() => undefined}
      dismissible={false}
      hideCloseButton
      size="sm"
      title={t('auth.renew.title')}
      description={t('auth.renew.description')}
      initialFocusRef={passwordRef}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('auth.renew.form')}>
        <div ref={errorRef} tabIndex={-1} className="outline-none">
          <FormMessage tone="error">{form.formError}</FormMessage>
        </div>
        <TextField label={t('auth.email')} type="email" value={email} readOnly autoComplete="username" />
        <PasswordField
          ref={passwordRef}
          label={t('auth.password')}
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          onBlur={() => form.touch('password')}
          error={form.errors.password}
          autoComplete="current-password"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onSignOut} disabled={busy}>
            {t('auth.signOut')}
          </Button>
          <Button type="submit" loading={busy} disabled={busy}>
            {busy ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
