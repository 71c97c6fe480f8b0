import {
  type AdminAppSettings,
  type AppSettings,
  appSettingsSchema,
  type BannerItem,
  SITE_NOTICE_MAX,
} from '@shelfwise/contract';
import { Save } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { describedBy, FieldShell, inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type MessageKey, t, useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { AdBanner } from '../../banners/index.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { formatDateTime } from '../lib/format.ts';
import { AdminHeader, LoadError, panelClasses } from './admin-header.tsx';

const toForm = ({ updatedAt: _at, updatedBy: _by, ...settings }: AdminAppSettings): AppSettings => settings;

const itemFields: Array<{ key: keyof BannerItem; label: MessageKey; hint?: MessageKey }> = [
  { key: 'title', label: 'admin.settings.field.title' },
  { key: 'subtitle', label: 'admin.settings.field.subtitle' },
  { key: 'cta', label: 'admin.settings.field.cta' },
  { key: 'sponsor', label: 'admin.settings.field.sponsor' },
  { key: 'image', label: 'admin.settings.field.image', hint: 'admin.settings.field.imageHint' },
  { key: 'link', label: 'admin.settings.field.link', hint: 'admin.settings.field.linkHint' },
];

/** App Settings: sign-ups, the support address, the site notice and the four sponsored banner items. */
export function SettingsScreen() {
  const settings = useAdminSettings();
  useT();
  return (
    <div className="space-y-5">
      <AdminHeader title={t('admin.settings.title')} subtitle={t('admin.settings.subtitle')} />
      {settings.isPending ? (
        <LoadingScreen label={t('admin.settings.loading')} />
      ) : settings.isError ? (
        <LoadError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ saved }: { saved: AdminAppSettings }) {
  const save = useSaveSettings();
  useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(appSettingsSchema, toForm(saved), {
    formRef,
    fallbackMessage: t('error.saveSettings'),
  });
  const { values } = form;
  const [previewIndex, setPreviewIndex] = useState(0);
  const noticeId = useId();
  // What the server keeps (after a save, or another admin's change read again) is the new starting point.
  const resetRef = useRef(form.reset);
  resetRef.current = form.reset;
  useEffect(() => resetRef.current(toForm(saved)), [saved]);

  const setItem = (index: number, key: keyof BannerItem, value: string) =>
    form.set(
      'bannerItems',
      values.bannerItems.map((item, i) => (i === index ? { ...item, [key]: value } : item)),
    );

  const onSubmit = form.handleSubmit(async (settings) => {
    try {
      await save.mutateAsync(settings);
    } catch (error) {
      // A refusal of a field is said beside it; anything else as before, in a toast.
      if (!(error instanceof ApiError && error.fields.length > 0))
        toast.error((error as Error).message || t('error.saveSettings'));
      throw error;
    }
    toast.success(t('admin.settings.saved'));
  });
  const noticeError = form.errorAt('siteNotice');

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <section aria-labelledby="general-title" className={`${panelClasses} space-y-5 p-5`}>
        <h2 id="general-title" className="font-semibold text-slate-900 dark:text-white">
          {t('admin.settings.general')}
        </h2>
        <Switch
          label={t('admin.settings.signups')}
          description={values.signupsOpen ? t('admin.settings.signupsOn') : t('admin.settings.signupsOff')}
          checked={values.signupsOpen}
          onChange={(on) => form.set('signupsOpen', on)}
        />
        <TextField
          label={t('admin.settings.supportEmail')}
          type="email"
          value={values.supportEmail}
          onChange={(e) => form.set('supportEmail', e.target.value)}
          onBlur={() => form.touch('supportEmail')}
          error={form.errorAt('supportEmail')}
          hint={t('admin.settings.supportHint')}
        />
        <FieldShell
          id={noticeId}
          label={t('admin.settings.notice')}
          hint={t('admin.settings.noticeHint', { length: values.siteNotice.length, max: SITE_NOTICE_MAX })}
          error={noticeError}
        >
          <textarea
            id={noticeId}
            rows={2}
            value={values.siteNotice}
            onChange={(e) => form.set('siteNotice', e.target.value)}
            onBlur={() => form.touch('siteNotice')}
            aria-invalid={noticeError ? true : undefined}
            aria-describedby={describedBy(noticeId, { hint: true, error: noticeError })}
            className={inputClasses(Boolean(noticeError))}
          />
        </FieldShell>
      </section>

      <section aria-labelledby="banner-title" className={`${panelClasses} space-y-4 p-5`}>
        <div>
          <h2 id="banner-title" className="font-semibold text-slate-900 dark:text-white">
            {t('admin.settings.banner')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.settings.bannerLead')}</p>
        </div>
        <div data-testid="banner-preview">
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('admin.settings.preview')}
          </p>
          <AdBanner isBasic={false} items={values.bannerItems} showIndex={previewIndex} />
        </div>
        {form.errorAt('bannerItems') ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {form.errorAt('bannerItems')}
          </p>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          {values.bannerItems.map((item, index) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are positions, edited in place
              key={index}
              onFocus={() => setPreviewIndex(index)}
              className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
                {t('admin.settings.item', { n: index + 1 })}
              </legend>
              {itemFields.map((field) => (
                <TextField
                  key={field.key}
                  label={t(field.label)}
                  hint={field.hint ? t(field.hint) : undefined}
                  value={item[field.key]}
                  onChange={(e) => setItem(index, field.key, e.target.value)}
                  onBlur={() => form.touch(`bannerItems.${index}.${field.key}`)}
                  error={form.errorAt(`bannerItems.${index}.${field.key}`)}
                />
              ))}
            </fieldset>
          ))}
        </div>
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 dark:border-slate-700 dark:bg-slate-950/95">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {saved.updatedAt
            ? saved.updatedBy
              ? t('admin.settings.lastSavedBy', {
                  time: formatDateTime(saved.updatedAt),
                  email: saved.updatedBy.email,
                })
              : t('admin.settings.lastSaved', { time: formatDateTime(saved.updatedAt) })
            : t('admin.settings.defaults')}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={!form.isDirty || form.submitting}
            onClick={() => form.reset(toForm(saved))}
          >
            {t('admin.settings.discard')}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {form.submitting ? t('admin.settings.saving') : t('admin.settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
