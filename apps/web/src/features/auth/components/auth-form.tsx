import { type PlanId, planIds, plans, signupsClosedMessage } from '@shelfwise/contract';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { AppLink, useNavigateTo } from '../../../lib/navigation.tsx';
import { useZodForm, type ZodForm } from '../../../lib/use-zod-form.ts';
import { useAuthHost } from '../host.tsx';
import type * as AuthFormRules from './auth-form-rules.ts';
import { FormMessage, textLinkClasses } from './auth-layout.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

export type AuthMode = 'login' | 'register';

export const parsePlan = (value: string | null): PlanId =>
  planIds.includes(value as PlanId) ? (value as PlanId) : 'free';

let provideRules: ((rules: Promise<typeof AuthFormRules>) => void) | undefined;
/** The forms' rules and requests (auth-form-rules.ts), once a reader has turned to a form. */
const rules = new Promise<typeof AuthFormRules>((resolve) => {
  provideRules = resolve;
});

/**
 * Asks for the rules, once: zod with the contract's schemas loads when the reader first turns to
 * a form (a focus, a tap, a submit), not on the way to the page's first paint (issue 27: /auth
 * paints with React and the page only). They arrive while the first field is typed; a submit
 * before then waits for them (useZodForm), its button showing that it works.
 */
function wantRules(): void {
  if (!provideRules) return;
  provideRules(import('./auth-form-rules.ts'));
  provideRules = undefined;
}

/** What `/verify-email` reads from the navigation state (spec §2). */
export interface VerifyEmailState {
  email: string;
  fromRegister: boolean;
  plan?: PlanId;
  /** Set for an email change: where to go once the new address is verified. */
  returnTo?: string;
  /** A signed-in page the reader was sent away from (checked again with `safeNext` where read). */
  next?: string;
}

/**
 * Sign-in and sign-up in one form (spec §2 /auth, §5 Auth form), with the contract's rules. Needs
 * neither the router nor the query cache (see `AuthHost` and `useNavigateTo`): the sign-in page
 * renders it before the app has loaded.
 */
export function AuthForm(props: {
  mode: AuthMode;
  plan: PlanId;
  initialEmail?: string;
  /** Where to go once signed in: a same-origin path already checked with `safeNext`. */
  next?: string | null;
}) {
  return props.mode === 'register' ? <SignUpForm {...props} /> : <SignInForm {...props} />;
}

function SignInForm({ initialEmail = '', next }: { initialEmail?: string; next?: string | null }) {
  const navigate = useNavigateTo();
  const t = useT();
  const host = useAuthHost();
  const schema = useMemo(() => rules.then((r) => r.loginBodySchema), []);
  const form = useZodForm(
    schema,
    { email: initialEmail, password: '' },
    { fallbackMessage: t('form.genericError') },
  );
  const onSubmit = form.handleSubmit(async (body) => {
    host.signedIn(await (await rules).signIn(body));
    await navigate(next ?? '/dashboard');
  });
  return (
    <RulesForm onSubmit={onSubmit}>
      <FormMessage tone="error">{form.formError}</FormMessage>
      <EmailField form={form} />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(e) => form.set('password', e.target.value)}
        onBlur={() => form.touch('password')}
        error={form.errors.password}
      />
      <div className="flex justify-end">
        <AppLink to="/forgot-password" className={`text-sm ${textLinkClasses}`}>
          {t('auth.forgotPassword')}
        </AppLink>
      </div>
      <Button type="submit" size="lg" fullWidth loading={form.submitting}>
        {form.submitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </RulesForm>
  );
}

function SignUpForm({
  plan,
  initialEmail = '',
  next,
}: {
  plan: PlanId;
  initialEmail?: string;
  next?: string | null;
}) {
  const navigate = useNavigateTo();
  const t = useT();
  const host = useAuthHost();
  const { settings } = host;
  const isClosed = !settings.signupsOpen;
  const [passwordFocused, setPasswordFocused] = useState(false);
  const schema = useMemo(() => rules.then((r) => r.registerFormSchema), []);
  const form = useZodForm(
    schema,
    { name: '', email: initialEmail, password: '', confirmPassword: '' },
    { fallbackMessage: t('form.genericError') },
  );
  const { values, errors } = form;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _again, ...account }) => {
    const { user } = await (await rules).signUp({ ...account, plan });
    host.signedIn({ user });
    const state: VerifyEmailState = {
      email: account.email,
      fromRegister: true,
      plan,
      ...(next ? { next } : {}),
    };
    await navigate('/verify-email', { state });
  });

  // Before the field is left, "do not match" shows once the second password is as long as the first.
  const confirmError =
    errors.confirmPassword ??
    (values.confirmPassword &&
    values.password &&
    values.confirmPassword !== values.password &&
    values.confirmPassword.length >= values.password.length
      ? t('auth.passwordsDoNotMatch')
      : undefined);

  return (
    <RulesForm onSubmit={onSubmit}>
      <FormMessage tone="error">{form.formError}</FormMessage>
      {isClosed ? (
        <p
          role="status"
          data-testid="signups-closed"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
        >
          {signupsClosedMessage(settings.supportEmail)}
        </p>
      ) : null}
      {plan !== 'free' ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-center text-sm text-brand-700 dark:bg-slate-800 dark:text-indigo-300">
          {t('auth.selectedPlan')} <strong>{plans[plan].title}</strong>
        </p>
      ) : null}
      <TextField
        label={t('auth.fullName')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e) => form.set('name', e.target.value)}
        onBlur={() => form.touch('name')}
        error={errors.name}
      />
      <EmailField form={form} />
      <div className="space-y-2">
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => form.set('password', e.target.value)}
          onFocus={() => setPasswordFocused(true)}
          onBlur={() => {
            setPasswordFocused(false);
            form.touch('password');
          }}
          error={errors.password}
        />
        {passwordFocused || values.password ? <PasswordStrengthMeter password={values.password} /> : null}
      </div>
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(e) => form.set('confirmPassword', e.target.value)}
        onBlur={() => form.touch('confirmPassword')}
        error={confirmError}
      />
      <Button type="submit" size="lg" fullWidth loading={form.submitting} disabled={isClosed}>
        {form.submitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
      <p className="text-center text-xs text-slate-500 dark:text-slate-400">
        {t('auth.agreeStart')}{' '}
        <AppLink to="/terms-of-service" className={textLinkClasses}>
          {t('footer.terms')}
        </AppLink>{' '}
        {t('auth.agreeAnd')}{' '}
        <AppLink to="/privacy-policy" className={textLinkClasses}>
          {t('footer.privacy')}
        </AppLink>
        {t('auth.agreeEnd')}
      </p>
    </RulesForm>
  );
}

/** The element of both forms: turning to it asks for the rules (`wantRules`). */
function RulesForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onFocus={wantRules}
      onPointerDown={wantRules}
      onSubmit={(event) => {
        wantRules();
        onSubmit(event);
      }}
      className="space-y-4"
    >
      {children}
    </form>
  );
}

/** The email field both forms share, bound to the form's `email`. */
function EmailField({
  form,
}: {
  form: Pick<ZodForm<typeof AuthFormRules.loginBodySchema>, 'values' | 'set' | 'touch' | 'errors'>;
}) {
  const t = useT();
  return (
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
    />
  );
}
