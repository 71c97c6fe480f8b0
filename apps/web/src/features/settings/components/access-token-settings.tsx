import {
  type AccessToken,
  type AccessTokenScope,
  accessTokenExpiryChoices,
  accessTokenScopes,
  createAccessTokenSchema,
  plans,
} from '@shelfwise/contract';
import { Check, Copy, KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { intlLocale, type MessageKey, useLanguage, useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../api/access-tokens.ts';
import { SettingsSection } from './settings-section.tsx';

const scopeKeys: Record<AccessTokenScope, { label: MessageKey; hint: MessageKey }> = {
  'library:read': { label: 'tokens.scope.libraryRead', hint: 'tokens.scope.libraryReadHint' },
  'library:write': { label: 'tokens.scope.libraryWrite', hint: 'tokens.scope.libraryWriteHint' },
  'loans:read': { label: 'tokens.scope.loansRead', hint: 'tokens.scope.loansReadHint' },
  'loans:write': { label: 'tokens.scope.loansWrite', hint: 'tokens.scope.loansWriteHint' },
  'stats:read': { label: 'tokens.scope.statsRead', hint: 'tokens.scope.statsReadHint' },
};

const emptyForm = { name: '', scopes: ['library:read'] as AccessTokenScope[], expiresInDays: '90' };

function useDateTime() {
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}

/**
 * Settings › API access tokens (issue 31): personal access tokens for scripts and apps. The list
 * never holds a token's secret (the server keeps only its hash); a new token is shown once, right
 * after it is made, with Copy. The plan decides how many may be live at once.
 */
export function AccessTokenSettings() {
  const t = useT();
  const tokens = useAccessTokens();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [error, setError] = useState('');
  const revoke = useRevokeAccessToken();

  const confirmRevoke = async () => {
    if (!revoking) return;
    setError('');
    try {
      await revoke.mutateAsync(revoking.id);
    } catch (err) {
      setError((err as Error).message || t('error.accessTokens'));
    }
    setRevoking(null);
  };

  return (
    <SettingsSection title={t('tokens.title')} description={t('tokens.lead')}>
      {tokens.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('tokens.loading')}</p>
      ) : tokens.isError ? (
        <Alert tone="error">{tokens.error.message || t('error.accessTokens')}</Alert>
      ) : (
        <div className="space-y-6">
          {created ? <NewToken {...created} onDone={() => setCreated(null)} /> : null}
          <TokenList tokens={tokens.data.data} onRevoke={setRevoking} />
          <Alert tone="error">{error}</Alert>
          <CreateTokenForm
            plan={tokens.data.plan}
            limit={tokens.data.limit}
            live={tokens.data.data.filter((token) => new Date(token.expiresAt) > new Date()).length}
            onCreated={setCreated}
          />
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('tokens.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('tokens.revokeText')}
        confirmText={t('tokens.revoke')}
        busyText={t('tokens.working')}
        busy={revoke.isPending}
        tone="danger"
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </SettingsSection>
  );
}

/** The token just made, once: read-only, with Copy; it is gone when dismissed or the page is left. */
function NewToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): select the token so it can be copied.
      (document.getElementById('new-access-token') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <p className="text-sm font-medium text-slate-900 dark:text-white">
        {t('tokens.createdTitle', { name })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          id="new-access-token"
          containerClassName="flex-1"
          className="font-mono"
          label={t('tokens.tokenLabel')}
          hint={t('tokens.shownOnce')}
          value={token}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          <span aria-live="polite">{copied ? t('tokens.copied') : t('tokens.copy')}</span>
        </Button>
      </div>
      <Button variant="secondary" size="sm" onClick={onDone}>
        {t('tokens.done')}
      </Button>
    </div>
  );
}

function TokenList({ tokens, onRevoke }: { tokens: AccessToken[]; onRevoke: (token: AccessToken) => void }) {
  const t = useT();
  const { date, dateTime } = useDateTime();
  if (tokens.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('tokens.none')}</p>;
  const now = new Date();
  return (
    <ul aria-label={t('tokens.listLabel')} className="divide-y divide-slate-200 dark:divide-slate-800">
      {tokens.map((token) => {
        const expired = new Date(token.expiresAt) <= now;
        return (
          <li
            key={token.id}
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 space-y-1 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <KeyRound aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <span className="font-semibold text-slate-900 dark:text-white">{token.name}</span>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {`${token.prefix}…`}
                </code>
              </p>
              <p className="flex flex-wrap gap-1.5">
                {token.scopes.map((scope) => (
                  <span
                    key={scope}
                    className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100"
                  >
                    {scope}
                  </span>
                ))}
              </p>
              <p
                className={expired ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}
              >
                {expired
                  ? t('tokens.expired', { date: date(token.expiresAt) })
                  : t('tokens.expires', { date: date(token.expiresAt) })}
              </p>
              <p className="text-slate-600 dark:text-slate-300">
                {token.lastUsedAt
                  ? t('tokens.lastUsed', { when: dateTime(token.lastUsedAt), ip: token.lastUsedIp ?? '' })
                  : t('tokens.neverUsed')}
              </p>
            </div>
            <Button
              variant="danger"
              size="sm"
              aria-label={t('tokens.revokeNamed', { name: token.name })}
              onClick={() => onRevoke(token)}
            >
              {t('tokens.revoke')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function CreateTokenForm({
  plan,
  limit,
  live,
  onCreated,
}: {
  plan: keyof typeof plans;
  limit: number;
  live: number;
  onCreated: (created: { name: string; token: string }) => void;
}) {
  const t = useT();
  const create = useCreateAccessToken();
  const formRef = useRef<HTMLFormElement>(null);
  const [limitReached, setLimitReached] = useState(false);
  const form = useZodForm(createAccessTokenSchema, emptyForm, {
    formRef,
    fallbackMessage: t('error.accessTokens'),
  });
  const scopes = (form.values.scopes ?? []) as AccessTokenScope[];
  const full = limitReached || live >= limit;

  const submit = form.handleSubmit(async (input) => {
    try {
      const made = await create.mutateAsync(input);
      onCreated({ name: made.name, token: made.token });
      form.reset(emptyForm);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PLAN_LIMIT') setLimitReached(true);
      else throw error;
    }
  });

  if (full) {
    const n = plans[plan].maxAccessTokens;
    return (
      <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
        <p>{t('tokens.limitReached', { plan: plans[plan].name, count: n })}</p>
        <Link
          to="/subscriptions"
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
        >
          {t('add.seePlans')}
        </Link>
      </div>
    );
  }

  const toggle = (scope: AccessTokenScope, on: boolean) => {
    form.set('scopes', on ? [...scopes, scope] : scopes.filter((s) => s !== scope));
    form.touch('scopes');
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('tokens.createLabel')}
    >
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('tokens.createTitle')}</h3>
      <TextField
        label={t('tokens.name')}
        hint={t('tokens.nameHint')}
        value={form.values.name ?? ''}
        maxLength={60}
        onChange={(e) => form.set('name', e.target.value)}
        onBlur={() => form.touch('name')}
        error={form.errorAt('name')}
      />
      <fieldset
        className="space-y-2"
        aria-describedby={form.errorAt('scopes') ? 'token-scopes-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('tokens.scopes')}
        </legend>
        {accessTokenScopes.map((scope) => (
          <Checkbox
            key={scope}
            label={t(scopeKeys[scope].label)}
            description={t(scopeKeys[scope].hint)}
            checked={scopes.includes(scope)}
            onChange={(e) => toggle(scope, e.target.checked)}
          />
        ))}
        {form.errorAt('scopes') ? (
          <p id="token-scopes-error" className="text-sm text-red-700 dark:text-red-300">
            {form.errorAt('scopes')}
          </p>
        ) : null}
      </fieldset>
      <Select
        label={t('tokens.expiry')}
        value={String(form.values.expiresInDays)}
        onChange={(e) => form.set('expiresInDays', e.target.value)}
        options={accessTokenExpiryChoices.map((days) => ({
          value: String(days),
          label: t('tokens.expiryDays', { count: days }),
        }))}
      />
      <Alert tone="error">{form.formError ?? ''}</Alert>
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('tokens.working') : t('tokens.create')}
      </Button>
    </form>
  );
}
