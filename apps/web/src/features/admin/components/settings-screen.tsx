import {
  type AdminAppSettings,
  type AppSettings,
  type BannerItem,
  SITE_NOTICE_MAX,
} from '@shelfwise/contract';
import { Save } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { describedBy, FieldShell, inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { type MessageKey, t, useT } from '../../../lib/i18n/i18n.ts';
import { AdBanner } from '../../banners/index.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { formatDateTime } from '../lib/format.ts';
import { type SettingsErrors, validateSettings } from '../lib/settings-form.ts';
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
  const [values, setValues] = useState<AppSettings>(() => toForm(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [previewIndex, setPreviewIndex] = useState(0);
  const noticeId = useId();
  useEffect(() => setValues(toForm(saved)), [saved]);

  const isDirty = JSON.stringify(values) !== JSON.stringify(toForm(saved));
  const set = <K extends keyof AppSettings>(key: K, value: AppSettings[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const setItem = (index: number, key: keyof BannerItem, value: string) => {
    setValues((v) => ({
      ...v,
      bannerItems: v.bannerItems.map((item, i) => (i === index ? { ...item, [key]: value } : item)),
    }));
    setErrors((e) => ({ ...e, [`bannerItems.${index}.${key}`]: '' }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { value, errors: found } = validateSettings(values);
    setErrors(found);
    if (!value) {
      // Let the first invalid field speak first, clear of the sticky save bar.
      requestAnimationFrame(() => {
        const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    save.mutate(value, {
      onSuccess: () => toast.success(t('admin.settings.saved')),
      onError: (error) => toast.error(error.message || t('error.saveSettings')),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <section aria-labelledby="general-title" className={`${panelClasses} space-y-5 p-5`}>
        <h2 id="general-title" className="font-semibold text-slate-900 dark:text-white">
          {t('admin.settings.general')}
        </h2>
        <Switch
          label={t('admin.settings.signups')}
          description={values.signupsOpen ? t('admin.settings.signupsOn') : t('admin.settings.signupsOff')}
          checked={values.signupsOpen}
          onChange={(on) => set('signupsOpen', on)}
        />
        <TextField
          label={t('admin.settings.supportEmail')}
          type="email"
          value={values.supportEmail}
          onChange={(e) => set('supportEmail', e.target.value)}
          error={errors.supportEmail || undefined}
          hint={t('admin.settings.supportHint')}
        />
        <FieldShell
          id={noticeId}
          label={t('admin.settings.notice')}
          hint={t('admin.settings.noticeHint', { length: values.siteNotice.length, max: SITE_NOTICE_MAX })}
          error={errors.siteNotice || undefined}
        >
          <textarea
            id={noticeId}
            rows={2}
            value={values.siteNotice}
            onChange={(e) => set('siteNotice', e.target.value)}
            aria-invalid={errors.siteNotice ? true : undefined}
            aria-describedby={describedBy(noticeId, { hint: true, error: errors.siteNotice })}
            className={inputClasses(Boolean(errors.siteNotice))}
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
        {errors.bannerItems ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.bannerItems}
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
                  error={errors[`bannerItems.${index}.${field.key}`] || undefined}
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
            disabled={!isDirty || save.isPending}
            onClick={() => setValues(toForm(saved))}
          >
            {t('admin.settings.discard')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
