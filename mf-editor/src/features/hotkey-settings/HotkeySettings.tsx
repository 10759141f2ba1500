import {
  defaultPedals,
  pedalOverridesOf,
  type PedalMap,
} from '@portal/contracts/hotkeys/foot-pedal';
import { overridesOf, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { failureText } from '@portal/contracts';
import {
  useGetTypistSettingsQuery,
  useSaveTypistSettingsMutation,
} from '@portal/contracts/typist-settings/client';
import { HotkeySettingsDialog } from './HotkeySettingsDialog.tsx';

export interface HotkeySettingsProps {
  hotkeys: HotkeyMap;
  onClose(): void;
}

/**
 * The Hotkey settings dialog saving the user's own combinations and foot pedal (PUT
 * /v2/typist-settings). The pedals are read from the settings the editor opened with.
 */
export function HotkeySettings({ hotkeys, onClose }: HotkeySettingsProps) {
  const settings = useGetTypistSettingsQuery();
  const [save, { isLoading, error }] = useSaveTypistSettingsMutation();
  const keep = async (chosen: HotkeyMap, pedals: PedalMap) => {
    const saved = await save({
      settingsPortal3: { windows: overridesOf(chosen), footPedal: pedalOverridesOf(pedals) },
    });
    if (!saved.error) onClose();
  };
  return (
    <HotkeySettingsDialog
      hotkeys={hotkeys}
      pedals={settings.data?.settingsPortal3.footPedal ?? defaultPedals}
      saving={isLoading}
      error={error ? failureText(error) : undefined}
      onSave={(chosen, pedals) => void keep(chosen, pedals)}
      onClose={onClose}
    />
  );
}
