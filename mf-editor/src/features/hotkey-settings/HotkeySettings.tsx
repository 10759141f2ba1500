import { overridesOf, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { failureText } from '@portal/contracts';
import { useSaveTypistSettingsMutation } from '@portal/contracts/typist-settings/client';
import { HotkeySettingsDialog } from './HotkeySettingsDialog.tsx';

export interface HotkeySettingsProps {
  hotkeys: HotkeyMap;
  onClose(): void;
}

/** The Hotkey settings dialog saving the user's own combinations (PUT /v2/typist-settings). */
export function HotkeySettings({ hotkeys, onClose }: HotkeySettingsProps) {
  const [save, { isLoading, error }] = useSaveTypistSettingsMutation();
  const keep = async (chosen: HotkeyMap) => {
    const saved = await save({ settingsPortal3: { windows: overridesOf(chosen) } });
    if (!saved.error) onClose();
  };
  return (
    <HotkeySettingsDialog
      hotkeys={hotkeys}
      saving={isLoading}
      error={error ? failureText(error) : undefined}
      onSave={(chosen) => void keep(chosen)}
      onClose={onClose}
    />
  );
}
