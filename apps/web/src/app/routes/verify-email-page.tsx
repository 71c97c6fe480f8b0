import { verifyEmailBodySchema } from '@shelfwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import type { VerifyEmailState } from '../../features/auth/index.ts';
import {
  AuthLayout,
  CodeInput,
  emptyCode,
  FormMessage,
  textLinkClasses,
  useResendVerification,
  useVerifyEmail,
} from '../../features/auth/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { safeNext } from '../../lib/safe-next.ts';
import { pageTitle, usePageTitle } from '../../lib/use-page-title.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';

const REDIRECT_AFTER_MS = 1500;

/** The six boxes, read as the one code the contract checks ('Enter a valid 6-digit code.'). */
const codeFormSchema = z.object({
  token: z
    .array(z.string())
    .transform((digits) => digits.join(''))
    .pipe(verifyEmailBodySchema.shape.token),
});

/** `/verify-email`: the six-digit code mailed at sign-up (spec §2, §4 Auth flow, §5 Verification code). */
export default function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  usePageTitle(pageTitle(t('verify.title')));
  const state = (location.state ?? null) as Partial<VerifyEmailState> | null;
  const email = state?.email;
  const form = useZodForm(codeFormSchema, { token: emptyCode() }, { fallbackMessage: t('verify.failed') });
  // What the resend link answered; a code being typed again puts it away.
  const [resendError, setResendError] = useState('');
  const [success, setSuccess] = useState('');
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  const queryClient = useQueryClient();
  // An email change comes from settings and goes back there; a sign-up goes on to a plan or the dashboard.
  const isEmailChange = Boolean(state?.returnTo?.startsWith('/dashboard'));
  const next =
    isEmailChange && state?.returnTo
      ? state.returnTo
      : state?.fromRegister && (state.plan === 'basic' || state.plan === 'premium')
        ? '/subscriptions'
        : (safeNext(state?.next, window.location.origin) ?? '/dashboard');

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = setTimeout(() => void navigate(next, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [verify.isSuccess, navigate, next]);

  if (!email) return <Navigate to="/register" replace />;

  const onSubmit = (event: FormEvent) => {
    setResendError('');
    setSuccess('');
    form.handleSubmit(async ({ token }) => {
      try {
        await verify.mutateAsync({ token });
      } catch (err) {
        // A refused code is cleared for the next try; the refusal stays on show until then.
        form.reset({ token: emptyCode() });
        throw err;
      }
      // Settings (the address, the pending change) are read again where the user goes back to.
      if (isEmailChange) void queryClient.invalidateQueries();
      setSuccess(t('verify.success'));
    })(event);
  };

  const onResend = async () => {
    form.reset(form.values);
    setResendError('');
    setSuccess('');
    try {
      await resend.mutateAsync();
      setSuccess(t('verify.resent'));
    } catch (err) {
      setResendError((err as Error).message || t('verify.resendFailed'));
    }
  };

  const error = form.errors.token ?? form.formError ?? resendError;

  return (
    <AuthLayout
      title={t('verify.title')}
      subtitle={
        <>
          {t('verify.sentTo')}
          <strong className="block break-all text-slate-900 dark:text-white">{email}</strong>
          {isEmailChange ? t('verify.enterToChange') : t('verify.enterToActivate')}
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <CodeInput
          value={form.values.token}
          onChange={(digits) => {
            form.set('token', digits);
            setResendError('');
          }}
          disabled={verify.isPending || verify.isSuccess}
          invalid={Boolean(error)}
        />
        <FormMessage tone="error">{error}</FormMessage>
        <FormMessage tone="success">{success}</FormMessage>
        <Button type="submit" size="lg" fullWidth loading={verify.isPending} disabled={verify.isSuccess}>
          {verify.isPending ? t('verify.verifying') : t('verify.verify')}
        </Button>
      </form>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-600 dark:text-slate-300">
        <p>
          {t('verify.noCode')}{' '}
          <button
            type="button"
            onClick={onResend}
            disabled={resend.isPending || verify.isSuccess}
            className={`${textLinkClasses} disabled:cursor-not-allowed disabled:opacity-60`}
          >
            {resend.isPending ? t('common.sending') : t('verify.resend')}
          </button>
        </p>
        <p>
          {isEmailChange && state?.returnTo ? (
            <Link to={state.returnTo} className={textLinkClasses}>
              {t('verify.backToSettings')}
            </Link>
          ) : (
            <Link to="/auth?mode=login" className={textLinkClasses}>
              {t('verify.backToSignIn')}
            </Link>
          )}
        </p>
      </div>
    </AuthLayout>
  );
}
