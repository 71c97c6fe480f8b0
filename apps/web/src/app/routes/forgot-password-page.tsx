import { forgotPasswordBodySchema } from '@shelfwise/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { AuthLayout, FormMessage, textLinkClasses, useForgotPassword } from '../../features/auth/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../lib/use-page-title.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';

const REDIRECT_AFTER_MS = 3000;

/** `/forgot-password`: asks for a reset link, then returns to sign-in after 3 s (spec §4 Auth flow). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const t = useT();
  usePageTitle(pageTitle(t('forgot.title')));
  const forgot = useForgotPassword();
  const form = useZodForm(forgotPasswordBodySchema, { email: '' }, { fallbackMessage: t('forgot.failed') });

  useEffect(() => {
    if (!forgot.isSuccess) return;
    const timer = setTimeout(() => void navigate('/auth?mode=login', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [forgot.isSuccess, navigate]);

  const onSubmit = form.handleSubmit((body) => forgot.mutateAsync(body));

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage tone="error">{form.formError}</FormMessage>
        <FormMessage tone="success">{forgot.isSuccess ? t('forgot.sent') : ''}</FormMessage>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          onBlur={() => form.touch('email')}
          error={form.errors.email}
          disabled={forgot.isSuccess}
        />
        <Button type="submit" size="lg" fullWidth loading={forgot.isPending} disabled={forgot.isSuccess}>
          {forgot.isPending ? t('common.sending') : t('forgot.send')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {t('forgot.remember')}{' '}
        <Link to="/auth?mode=login" className={textLinkClasses}>
          {t('auth.signIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
