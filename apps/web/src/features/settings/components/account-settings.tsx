import { type Language, languages, type Settings, type UpdateSettingsResponse } from '@shelfwise/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import { SettingsSection } from './settings-section.tsx';
import { TimezonePicker } from './timezone-picker.tsx';

const languageLabels: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};
/**
 * Account Settings (spec §2 Settings): avatar, name, email, language, timezone. A new email of a
 * verified account stays pending (shown here) until the code mailed to it is entered.
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
  const [name, setName] = useState(settings.name);
  const [email, setEmail] = useState(settings.email);
  const [language, setLanguage] = useState<Language>(settings.language);
  const [timezone, setTimezone] = useState(settings.timezone);
  const [error, setError] = useState('');
  const save = useUpdateSettings('Account');
  const emailChanged = email.trim().toLowerCase() !== settings.email.toLowerCase();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const answer = await save.mutateAsync({
        name: name.trim(),
        language,
        timezone,
        ...(emailChanged ? { email: email.trim() } : {}),
      });
      toast.success(
        answer.pendingEmail ? `We sent a code to ${answer.pendingEmail}` : 'Account settings saved',
      );
      // The field shows the account's address, which has not changed yet while the new one is pending.
      setEmail(answer.email);
      onSaved(answer);
    } catch (err) {
      const message = (err as Error).message || 'Failed to save Account settings';
      setError(message);
      toast.error(message);
    }
  };

  return (
    <SettingsSection
      title="Account Settings"
      description="Your profile picture, name, email, language and timezone."
    >
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
      <form onSubmit={onSubmit} className="mt-6 space-y-4">
        <Alert tone="error">{error}</Alert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hint={
              emailChanged
                ? settings.emailVerified
                  ? `We'll send a code to the new address; until you enter it, your email stays ${settings.email}.`
                  : "We'll send a code to the new address; you'll verify it before continuing."
                : undefined
            }
          />
          <Select
            label="Language"
            name="language"
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            options={languages.map((value) => ({ value, label: languageLabels[value] }))}
          />
          <TimezonePicker value={timezone} onChange={setTimezone} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
