import {
  createWebhookSchema,
  plans,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  webhookEventTypes,
} from '@shelfwise/contract';
import { Check, Copy, Webhook as WebhookIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { intlLocale, type MessageKey, useLanguage, useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks.ts';
import { SettingsSection } from './settings-section.tsx';

const eventKeys: Record<WebhookEventType, MessageKey> = {
  'loan.lent': 'webhooks.event.lent',
  'loan.returned': 'webhooks.event.returned',
  'loan.overdue': 'webhooks.event.overdue',
  'loan.extension_requested': 'webhooks.event.extensionRequested',
  'loan.return_reported': 'webhooks.event.returnReported',
};

const statusKeys: Record<WebhookDelivery['status'], MessageKey> = {
  pending: 'webhooks.status.pending',
  delivered: 'webhooks.status.delivered',
  failed: 'webhooks.status.failed',
};

const emptyForm = { url: '', events: [...webhookEventTypes] as WebhookEventType[] };

/**
 * Settings › Webhooks (issue 31): URLs that get a signed POST for each loan event. The signing
 * secret is shown once, right after the endpoint is made, with Copy; each endpoint has an on/off
 * switch, a delivery log and a test button. The plan decides how many endpoints there may be.
 */
export function WebhookSettings() {
  const t = useT();
  const webhooks = useWebhooks();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [error, setError] = useState('');
  const remove = useDeleteWebhook();

  const confirmDelete = async () => {
    if (!deleting) return;
    setError('');
    try {
      await remove.mutateAsync(deleting.id);
    } catch (err) {
      setError((err as Error).message || t('error.webhooks'));
    }
    setDeleting(null);
  };

  return (
    <SettingsSection title={t('webhooks.title')} description={t('webhooks.lead')}>
      {webhooks.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('webhooks.loading')}</p>
      ) : webhooks.isError ? (
        <Alert tone="error">{webhooks.error.message || t('error.webhooks')}</Alert>
      ) : (
        <div className="space-y-6">
          {created ? <NewSecret {...created} onDone={() => setCreated(null)} /> : null}
          {webhooks.data.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('webhooks.none')}</p>
          ) : (
            <ul
              aria-label={t('webhooks.listLabel')}
              className="divide-y divide-slate-200 dark:divide-slate-800"
            >
              {webhooks.data.data.map((hook) => (
                <EndpointItem key={hook.id} hook={hook} onDelete={setDeleting} />
              ))}
            </ul>
          )}
          <Alert tone="error">{error}</Alert>
          <CreateWebhookForm
            plan={webhooks.data.plan}
            full={webhooks.data.data.length >= webhooks.data.limit}
            onCreated={setCreated}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteTitle', { url: deleting?.url ?? '' })}
        message={t('webhooks.deleteText')}
        confirmText={t('webhooks.delete')}
        busyText={t('webhooks.working')}
        busy={remove.isPending}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </SettingsSection>
  );
}

/** The signing secret just made, once, with Copy. */
function NewSecret({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      (document.getElementById('new-webhook-secret') as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <p className="text-sm font-medium text-slate-900 dark:text-white">
        {t('webhooks.createdTitle', { url })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          id="new-webhook-secret"
          containerClassName="flex-1"
          className="font-mono"
          label={t('webhooks.secretLabel')}
          hint={t('webhooks.shownOnce')}
          value={secret}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          <span aria-live="polite">{copied ? t('webhooks.copied') : t('webhooks.copy')}</span>
        </Button>
      </div>
      <Button variant="secondary" size="sm" onClick={onDone}>
        {t('webhooks.done')}
      </Button>
    </div>
  );
}

function EndpointItem({ hook, onDelete }: { hook: Webhook; onDelete: (hook: Webhook) => void }) {
  const t = useT();
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const [showLog, setShowLog] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
    } catch (err) {
      setError((err as Error).message || t('error.webhooks'));
    }
  };
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="flex items-center gap-2 break-all font-semibold text-slate-900 dark:text-white">
            <WebhookIcon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
            {hook.url}
          </p>
          <p className="text-slate-600 dark:text-slate-300">
            {hook.events.map((event) => t(eventKeys[event])).join(', ')}
          </p>
          {hook.disabledAt ? (
            <p className="text-red-700 dark:text-red-300">{t('webhooks.disabledByFailures')}</p>
          ) : null}
        </div>
        <Switch
          checked={hook.enabled}
          label={t('webhooks.enabled')}
          disabled={update.isPending}
          onChange={(enabled) => void run(() => update.mutateAsync({ id: hook.id, enabled }))}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setShowLog(!showLog)} aria-expanded={showLog}>
          {showLog ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hook.enabled || test.isPending}
          onClick={() => void run(() => test.mutateAsync(hook.id).then(() => setShowLog(true)))}
        >
          {t('webhooks.test')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={t('webhooks.deleteNamed', { url: hook.url })}
          onClick={() => onDelete(hook)}
        >
          {t('webhooks.delete')}
        </Button>
      </div>
      <Alert tone="error">{error}</Alert>
      {showLog ? <DeliveryLog id={hook.id} /> : null}
    </li>
  );
}

function DeliveryLog({ id }: { id: string }) {
  const t = useT();
  const language = useLanguage();
  const deliveries = useWebhookDeliveries(id);
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  if (deliveries.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('webhooks.loading')}</p>;
  if (deliveries.isError)
    return <Alert tone="error">{deliveries.error.message || t('error.webhooks')}</Alert>;
  if (deliveries.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('webhooks.noDeliveries')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('webhooks.logLabel')}</caption>
      <thead className="text-slate-600 dark:text-slate-300">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('webhooks.log.time')}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('webhooks.log.event')}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('webhooks.log.status')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('webhooks.log.code')}
          </th>
        </tr>
      </thead>
      <tbody className="text-slate-800 dark:text-slate-100">
        {deliveries.data.map((d) => (
          <tr key={d.id}>
            <td className="py-1 pr-2">{when.format(new Date(d.deliveredAt ?? d.createdAt))}</td>
            <td className="py-1 pr-2 font-mono text-xs">{d.eventType}</td>
            <td className="py-1 pr-2">{t(statusKeys[d.status], { attempts: d.attempts })}</td>
            <td className="py-1">{d.lastStatusCode ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CreateWebhookForm({
  plan,
  full,
  onCreated,
}: {
  plan: keyof typeof plans;
  full: boolean;
  onCreated: (created: { url: string; secret: string }) => void;
}) {
  const t = useT();
  const create = useCreateWebhook();
  const formRef = useRef<HTMLFormElement>(null);
  const [limitReached, setLimitReached] = useState(false);
  const form = useZodForm(createWebhookSchema, emptyForm, { formRef, fallbackMessage: t('error.webhooks') });
  const events = (form.values.events ?? []) as WebhookEventType[];

  const submit = form.handleSubmit(async (input) => {
    try {
      const made = await create.mutateAsync(input);
      onCreated({ url: made.url, secret: made.secret });
      form.reset(emptyForm);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PLAN_LIMIT') setLimitReached(true);
      else throw error;
    }
  });

  if (full || limitReached) {
    const n = plans[plan].maxWebhookEndpoints;
    return (
      <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
        <p>
          {n === 0
            ? t('webhooks.notOnPlan', { plan: plans[plan].name })
            : t('webhooks.limitReached', { plan: plans[plan].name, count: n })}
        </p>
        <Link
          to="/subscriptions"
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
        >
          {t('add.seePlans')}
        </Link>
      </div>
    );
  }

  const toggle = (event: WebhookEventType, on: boolean) => {
    form.set('events', on ? [...events, event] : events.filter((e) => e !== event));
    form.touch('events');
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('webhooks.createLabel')}
    >
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('webhooks.createTitle')}</h3>
      <TextField
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        type="url"
        inputMode="url"
        value={form.values.url ?? ''}
        onChange={(e) => form.set('url', e.target.value)}
        onBlur={() => form.touch('url')}
        error={form.errorAt('url')}
      />
      <fieldset
        className="space-y-2"
        aria-describedby={form.errorAt('events') ? 'webhook-events-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('webhooks.events')}
        </legend>
        {webhookEventTypes.map((event) => (
          <Checkbox
            key={event}
            label={t(eventKeys[event])}
            checked={events.includes(event)}
            onChange={(e) => toggle(event, e.target.checked)}
          />
        ))}
        {form.errorAt('events') ? (
          <p id="webhook-events-error" className="text-sm text-red-700 dark:text-red-300">
            {form.errorAt('events')}
          </p>
        ) : null}
      </fieldset>
      <Alert tone="error">{form.formError ?? ''}</Alert>
      <Button type="submit" disabled={form.submitting}>
        {form.submitting ? t('webhooks.working') : t('webhooks.create')}
      </Button>
    </form>
  );
}
