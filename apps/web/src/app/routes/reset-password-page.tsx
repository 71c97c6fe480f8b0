import { resetPasswordFormSchema } from '@shelfwise/contract';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/text-field.tsx';
import {
  AuthLayout,
  FormMessage,
  PasswordStrengthMeter,
  textLinkClasses,
  useResetPassword,
} from '../../features/auth/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../lib/use-page-title.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';

const REDIRECT_AFTER_MS = 1500;

/** `/reset-password/:token`: the link from the reset email; signs the user in on success (spec §4). */
export default function ResetPasswordPage() {
  const t = useT();
  usePageTitle(pageTitle(t('reset.title')));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [focused, setFocused] = useState(false);
  const reset = useResetPassword();
  const form = useZodForm(
    resetPasswordFormSchema,
    { password: '', confirmPassword: '' },
    { fallbackMessage: t('reset.failed') },
  );
  const { values, errors } = form;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(({ password }) => reset.mutateAsync({ token, password }));

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage tone="error">{form.formError}</FormMessage>
        <FormMessage tone="success">{reset.isSuccess ? t('reset.success') : ''}</FormMessage>
        <div className="space-y-2">
          <PasswordField
            label={t('reset.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(e) => form.set('password', e.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              form.touch('password');
            }}
            error={errors.password}
            disabled={reset.isSuccess}
          />
          {focused || values.password ? <PasswordStrengthMeter password={values.password} /> : null}
        </div>
        <PasswordField
          label={t('reset.confirmNewPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => form.set('confirmPassword', e.target.value)}
          onBlur={() => form.touch('confirmPassword')}
          error={errors.confirmPassword}
          disabled={reset.isSuccess}
        />
        <Button type="submit" size="lg" fullWidth loading={reset.isPending} disabled={reset.isSuccess}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        <Link to="/forgot-password" className={textLinkClasses}>
          {t('reset.newLink')}
        </Link>
      </p>
    </AuthLayout>
  );
}
