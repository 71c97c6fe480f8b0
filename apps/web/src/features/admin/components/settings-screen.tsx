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
import { AdBanner } from '../../banners/index.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { formatDateTime } from '../lib/format.ts';
import { type SettingsErrors, validateSettings } from '../lib/settings-form.ts';
import { AdminHeader, LoadError, panelClasses } from './admin-header.tsx';

const toForm = ({ updatedAt: _at, updatedBy: _by, ...settings }: AdminAppSettings): AppSettings => settings;

const itemFields: Array<{ key: keyof BannerItem; label: string; hint?: string }> = [
  { key: 'title', label: 'Title' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'cta', label: 'Call to action' },
  { key: 'sponsor', label: 'Sponsor' },
  { key: 'image', label: 'Image', hint: 'A path on this site (/banners/…) or an https:// address' },
  { key: 'link', label: 'Link', hint: "'#' for none, a path on this site, or an https:// address" },
];

/** App Settings: sign-ups, the support address, the site notice and the four sponsored banner items. */
export function SettingsScreen() {
  const settings = useAdminSettings();
  return (
    <div className="space-y-5">
      <AdminHeader
        title="App Settings"
        subtitle="Read by every instance of the app within seconds of saving"
      />
      {settings.isPending ? (
        <LoadingScreen label="Loading settings..." />
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
      onSuccess: () => toast.success('Settings saved. Every instance shows them within seconds.'),
      onError: (error) => toast.error(error.message || 'Failed to save settings'),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <section aria-labelledby="general-title" className={`${panelClasses} space-y-5 p-5`}>
        <h2 id="general-title" className="font-semibold text-slate-900 dark:text-white">
          General
        </h2>
        <Switch
          label="Sign-ups open"
          description={
            values.signupsOpen
              ? 'Anyone can create an account.'
              : 'New accounts are refused; people who have one still sign in.'
          }
          checked={values.signupsOpen}
          onChange={(on) => set('signupsOpen', on)}
        />
        <TextField
          label="Support email"
          type="email"
          value={values.supportEmail}
          onChange={(e) => set('supportEmail', e.target.value)}
          error={errors.supportEmail || undefined}
          hint="Shown to suspended users, on closed sign-ups and on the Subscription page."
        />
        <FieldShell
          id={noticeId}
          label="Site notice"
          hint={`Shown at the top of every dashboard page; leave empty for none (${values.siteNotice.length}/${SITE_NOTICE_MAX}).`}
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
            Sponsored banner (Free and Basic plans)
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Four items, one every 8 seconds. The preview follows what you type.
          </p>
        </div>
        <div data-testid="banner-preview">
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Live preview
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
                Item {index + 1}
              </legend>
              {itemFields.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  hint={field.hint}
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
            ? `Last saved ${formatDateTime(saved.updatedAt)}${saved.updatedBy ? ` by ${saved.updatedBy.email}` : ''}`
            : 'Not saved yet: the defaults are in use.'}
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={!isDirty || save.isPending}
            onClick={() => setValues(toForm(saved))}
          >
            Discard changes
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {save.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
