import {
  emailField,
  type Language,
  languages,
  nameField,
  type Settings,
  type UpdateSettingsResponse,
} from '@shelfwise/contract';
import { phoneCountries } from '@shelfwise/contract/phones';
import { useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { languageNames, setLanguage, useLanguage, useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TimezonePicker } from './timezone-picker.tsx';

/** The account form's rules: the contract's own for name and email; country '' means none. */
const accountSchema = z.object({
  name: nameField,
  email: emailField,
  language: z.enum(languages),
  timezone: z.string(),
  country: z.string(),
});

/** Every country phone numbers are known for, by name in the reader's language. */
function useCountryOptions() {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const options = phoneCountries()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: '', label: t('settings.countryNone') }, ...options];
  }, [t, language]);
}

/**
 * Account Settings (spec §2 Settings): avatar, name, email, language, timezone and country (the
 * default for borrowers' phone numbers typed without a country code). A new email of a verified
 * account stays pending (shown here) until the code mailed to it is entered.
 */
export function AccountSettings({
  settings,
  onSaved,
  onAvatarUploaded,
  onEnterCode,
}: {
  settings: Settings;
  onSaved: (answer: UpdateSettingsResponse) => void;
  onAvatarUploaded: (path: string) => void;
  /** Opens the code page for the pending address. */
  onEnterCode: (pendingEmail: string) => void;
}) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    accountSchema,
    {
      name: settings.name,
      email: settings.email,
      language: settings.language,
      timezone: settings.timezone,
      country: settings.country ?? '',
    },
    { formRef, fallbackMessage: t('settings.saveFailed') },
  );
  const { values, errors } = form;
  const countries = useCountryOptions();
  const save = useUpdateSettings('Account');
  const emailChanged = values.email.trim().toLowerCase() !== settings.email.toLowerCase();

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await save.mutateAsync({
        name: input.name,
        language: input.language,
        timezone: input.timezone,
        country: input.country || null,
        ...(emailChanged ? { email: input.email } : {}),
      });
      // The language chosen shows at once, without waiting for the account to be read again, and
      // before the confirmation, which is then in it too.
      await setLanguage(answer.language, { remember: true }).catch(() => {});
      toast.success(
        answer.pendingEmail ? t('settings.codeSent', { email: answer.pendingEmail }) : t('settings.saved'),
      );
      // The field shows the account's address, which has not changed yet while the new one is pending.
      form.reset({ ...values, email: answer.email, country: answer.country ?? '' });
      onSaved(answer);
    } catch (err) {
      toast.error((err as Error).message || t('settings.saveFailed'));
      throw err;
    }
  });

  return (
    <SettingsSection title={t('settings.account')} description={t('settings.accountLead')}>
      <AvatarUpload avatar={settings.avatar} onUploaded={onAvatarUploaded} />
      {settings.pendingEmail ? (
        <div className="mt-6">
          <PendingEmailNotice
            email={settings.email}
            pendingEmail={settings.pendingEmail}
            onEnterCode={onEnterCode}
          />
        </div>
      ) : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        <Alert tone="error">{form.formError}</Alert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.fullName')}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => form.set('name', e.target.value)}
            onBlur={() => form.touch('name')}
            error={errors.name}
          />
          <TextField
            label={t('settings.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(e) => form.set('email', e.target.value)}
            onBlur={() => form.touch('email')}
            error={errors.email}
            hint={
              emailChanged
                ? settings.emailVerified
                  ? t('settings.emailPending', { email: settings.email })
                  : t('settings.emailNew')
                : undefined
            }
          />
          <Select
            label={t('settings.language')}
            name="language"
            value={values.language}
            onChange={(e) => form.set('language', e.target.value as Language)}
            options={languages.map((value) => ({ value, label: languageNames[value] }))}
          />
          <TimezonePicker value={values.timezone} onChange={(zone) => form.set('timezone', zone)} />
          <Select
            label={t('settings.country')}
            name="country"
            value={values.country}
            onChange={(e) => form.set('country', e.target.value)}
            options={countries}
            error={errors.country}
            hint={t('settings.countryHint')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('common.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
