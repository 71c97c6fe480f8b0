import { type PlanId, planIds, plans, signupsClosedMessage } from '@shelfwise/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useAppSettings } from '../../app-settings/index.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { emailError, requiredError } from '../lib/validation.ts';
import { FormMessage, textLinkClasses } from './auth-layout.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

export type AuthMode = 'login' | 'register';

export const parsePlan = (value: string | null): PlanId =>
  planIds.includes(value as PlanId) ? (value as PlanId) : 'free';

/** What `/verify-email` reads from the navigation state (spec §2). */
export interface VerifyEmailState {
  email: string;
  fromRegister: boolean;
  plan?: PlanId;
  /** Set for an email change: where to go once the new address is verified. */
  returnTo?: string;
}

type Errors = Partial<Record<'name' | 'email' | 'password' | 'confirmPassword', string>>;

/** Sign-in and sign-up in one form (spec §2 /auth, §5 Auth form). */
export function AuthForm({
  mode,
  plan,
  initialEmail = '',
}: {
  mode: AuthMode;
  plan: PlanId;
  /** Prefills the email (a friend invitation's sign-up link carries the invited address). */
  initialEmail?: string;
}) {
  const navigate = useNavigate();
  const t = useT();
  const isRegister = mode === 'register';
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const isSubmitting = loginMutation.isPending || registerMutation.isPending;
  const settings = useAppSettings();
  const isClosed = isRegister && !settings.signupsOpen;

  const validate = (): Errors => {
    const next: Errors = { email: emailError(email), password: requiredError(password, t('auth.password')) };
    if (isRegister) {
      next.name = requiredError(name, t('auth.fullName'));
      next.confirmPassword = confirmPassword
        ? confirmPassword !== password
          ? t('auth.passwordsDoNotMatch')
          : undefined
        : t('form.required', { field: t('auth.confirmPassword') });
    }
    return next;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setServerError('');
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      const firstInvalid = (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(
        '[aria-invalid="true"]',
      );
      firstInvalid?.focus();
      return;
    }
    try {
      if (isRegister) {
        await registerMutation.mutateAsync({ name: name.trim(), email: email.trim(), password, plan });
        const state: VerifyEmailState = { email: email.trim(), fromRegister: true, plan };
        await navigate('/verify-email', { state });
      } else {
        await loginMutation.mutateAsync({ email: email.trim(), password });
        await navigate('/dashboard');
      }
    } catch (error) {
      setServerError((error as Error).message || t('form.genericError'));
    }
  };

  // After a failed submit, keep the "do not match" note in step with what is typed.
  const confirmError =
    errors.confirmPassword ??
    (isRegister &&
    confirmPassword &&
    password &&
    confirmPassword !== password &&
    confirmPassword.length >= password.length
      ? t('auth.passwordsDoNotMatch')
      : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage tone="error">{serverError}</FormMessage>
      {isClosed ? (
        <p
          role="status"
          data-testid="signups-closed"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
        >
          {signupsClosedMessage(settings.supportEmail)}
        </p>
      ) : null}
      {isRegister && plan !== 'free' ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-center text-sm text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
          {t('auth.selectedPlan')} <strong>{plans[plan].title}</strong>
        </p>
      ) : null}
      {isRegister ? (
        <TextField
          label={t('auth.fullName')}
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          error={errors.name}
        />
      ) : null}
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setErrors((x) => ({ ...x, email: undefined }));
        }}
        error={errors.email}
      />
      <div className="space-y-2">
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((x) => ({ ...x, password: undefined, confirmPassword: undefined }));
          }}
          onFocus={() => setPasswordFocused(true)}
          onBlur={() => setPasswordFocused(false)}
          error={errors.password}
        />
        {isRegister && (passwordFocused || password) ? <PasswordStrengthMeter password={password} /> : null}
      </div>
      {isRegister ? (
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => {
            setConfirmPassword(e.target.value);
            setErrors((x) => ({ ...x, confirmPassword: undefined }));
          }}
          error={confirmError}
        />
      ) : (
        <div className="flex justify-end">
          <Link to="/forgot-password" className={`text-sm ${textLinkClasses}`}>
            {t('auth.forgotPassword')}
          </Link>
        </div>
      )}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={isClosed}>
        {isRegister
          ? isSubmitting
            ? t('auth.creatingAccount')
            : t('auth.createAccount')
          : isSubmitting
            ? t('auth.signingIn')
            : t('auth.signIn')}
      </Button>
      {isRegister ? (
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          {t('auth.agreeStart')}{' '}
          <Link to="/terms-of-service" className={textLinkClasses}>
            {t('footer.terms')}
          </Link>{' '}
          {t('auth.agreeAnd')}{' '}
          <Link to="/privacy-policy" className={textLinkClasses}>
            {t('footer.privacy')}
          </Link>
          {t('auth.agreeEnd')}
        </p>
      ) : null}
    </form>
  );
}
