import { type LendingSettings as Lending, lendingSettingsSchema } from '@shelfwise/contract';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useLendingSettings, useSaveLendingSettings } from '../api/lending-settings.ts';
import { SettingsSection } from './settings-section.tsx';

/** The number boxes as typed, read as the settings the contract checks (each box beside its sentence). */
const lendingFormSchema = z.object({
  borrowerActions: lendingSettingsSchema.shape.borrowerActions,
  maxExtensions: z.string().transform(Number).pipe(lendingSettingsSchema.shape.maxExtensions),
  maxExtensionDays: z.string().transform(Number).pipe(lendingSettingsSchema.shape.maxExtensionDays),
});

const asForm = (settings: Lending) => ({
  borrowerActions: settings.borrowerActions,
  maxExtensions: String(settings.maxExtensions),
  maxExtensionDays: String(settings.maxExtensionDays),
});

/**
 * Settings › Lending (issue 29): whether borrowers may act from their page (confirm receipt, ask
 * for more time, report a return), and how much more time they may ask for.
 */
export function LendingSettings() {
  const t = useT();
  const settings = useLendingSettings();
  return (
    <SettingsSection title={t('settings.lending')} description={t('settings.lendingLead')}>
      {settings.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('settings.lendingLoading')}</p>
      ) : settings.isError ? (
        <Alert tone="error">{settings.error.message || t('settings.lendingFailed')}</Alert>
      ) : (
        <LendingForm saved={settings.data} />
      )}
    </SettingsSection>
  );
}

function LendingForm({ saved }: { saved: Lending }) {
  const t = useT();
  const save = useSaveLendingSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(lendingFormSchema, asForm(saved), {
    formRef,
    fallbackMessage: t('settings.lendingFailed'),
  });

  // What the server keeps (after a save, or read again) is the form's new starting point.
  const resetRef = useRef(form.reset);
  resetRef.current = form.reset;
  useEffect(() => resetRef.current(asForm(saved)), [saved]);

  const submit = form.handleSubmit(async (settings) => {
    await save.mutateAsync(settings);
    toast.success(t('settings.lendingSaved'));
  });

  const off = !form.values.borrowerActions;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label={t('settings.lending')}>
      <Switch
        label={t('settings.borrowerActions')}
        description={t('settings.borrowerActionsText')}
        checked={form.values.borrowerActions}
        onChange={(checked) => form.set('borrowerActions', checked)}
      />
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <TextField
          label={t('settings.maxExtensions')}
          hint={t('settings.maxExtensionsHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          disabled={off}
          value={form.values.maxExtensions}
          onChange={(e) => form.set('maxExtensions', e.target.value)}
          onBlur={() => form.touch('maxExtensions')}
          error={form.errorAt('maxExtensions')}
        />
        <TextField
          label={t('settings.maxExtensionDays')}
          hint={t('settings.maxExtensionDaysHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          disabled={off}
          value={form.values.maxExtensionDays}
          onChange={(e) => form.set('maxExtensionDays', e.target.value)}
          onBlur={() => form.touch('maxExtensionDays')}
          error={form.errorAt('maxExtensionDays')}
        />
      </div>
      <Alert tone="error">{form.formError}</Alert>
      <Button type="submit" loading={form.submitting} disabled={!form.isDirty}>
        {form.submitting ? t('common.saving') : t('settings.lendingSave')}
      </Button>
    </form>
  );
}
