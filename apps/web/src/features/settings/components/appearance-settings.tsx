import { Switch } from '../../../components/ui/switch.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useTheme } from '../../../lib/theme.ts';
import { SettingsSection } from './settings-section.tsx';

/** Appearance (spec §2 Settings): the dark mode switch is the theme itself (stored under `theme`). */
export function AppearanceSettings() {
  const t = useT();
  const { theme, setTheme } = useTheme();
  return (
    <SettingsSection title={t('settings.appearance')}>
      <Switch
        label={t('settings.darkMode')}
        description={t('settings.darkModeText')}
        checked={theme === 'dark'}
        onChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </SettingsSection>
  );
}
