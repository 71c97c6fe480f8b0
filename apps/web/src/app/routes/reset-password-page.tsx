import { type FormEvent, useEffect, useState } from 'react';
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

const REDIRECT_AFTER_MS = 1500;

/** `/reset-password/:token`: the link from the reset email; signs the user in on success (spec §4). */
export default function ResetPasswordPage() {
  const t = useT();
  usePageTitle(pageTitle(t('reset.title')));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [focused, setFocused] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [error, setError] = useState('');
  const reset = useResetPassword();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const found = {
      password: password ? undefined : t('reset.passwordRequired'),
      confirmPassword: !confirmPassword
        ? t('reset.confirmRequired')
        : confirmPassword !== password
          ? t('reset.mismatch')
          : undefined,
    };
    setFieldErrors(found);
    if (found.password || found.confirmPassword) return;
    try {
      await reset.mutateAsync({ token, password });
    } catch (err) {
      setError((err as Error).message || t('reset.failed'));
    }
  };

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormMessage tone="error">{error}</FormMessage>
        <FormMessage tone="success">{reset.isSuccess ? t('reset.success') : ''}</FormMessage>
        <div className="space-y-2">
          <PasswordField
            label={t('reset.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setFieldErrors({});
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            error={fieldErrors.password}
            disabled={reset.isSuccess}
          />
          {focused || password ? <PasswordStrengthMeter password={password} /> : null}
        </div>
        <PasswordField
          label={t('reset.confirmNewPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => {
            setConfirmPassword(e.target.value);
            setFieldErrors((x) => ({ ...x, confirmPassword: undefined }));
          }}
          error={fieldErrors.confirmPassword}
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
