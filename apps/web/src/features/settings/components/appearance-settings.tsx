import { Switch } from '../../../components/ui/switch.tsx';
import { useTheme } from '../../../lib/theme.ts';
import { SettingsSection } from './settings-section.tsx';

/** Appearance (spec §2 Settings): the dark mode switch is the theme itself (stored under `theme`). */
export function AppearanceSettings() {
  const { theme, setTheme } = useTheme();
  return (
    <SettingsSection title="Appearance">
      <Switch
        label="Dark mode"
        description="Use a dark colour scheme on this device."
        checked={theme === 'dark'}
        onChange={(checked) => setTheme(checked ? 'dark' : 'light')}
      />
    </SettingsSection>
  );
}
