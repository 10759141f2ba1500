import { Suspense, useState, type KeyboardEvent } from 'react';
import {
  hotkeyActions,
  hotkeyGroups,
  hotkeyLabels,
  type HotkeyGroup,
  type HotkeyMap,
} from '@portal/contracts/hotkeys/rules';
import type { Pedal, PedalAction, PedalMap } from '@portal/contracts/hotkeys/foot-pedal';
import { Button } from '@portal/ui';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { comboOfEvent } from '../../engine/hotkey-keys.ts';
import { FootPedalRows } from '../pedal/index.ts';
import { rebind, rebindPedal, resetHotkeys, resetPedals } from './hotkey-draft.ts';
import './hotkey-settings.css';

const groupTitles: Record<HotkeyGroup, string> = {
  mediaPlayerHotkeys: 'Media player',
  systemHotkeys: 'System',
  timecodeHotkeys: 'Time codes',
};

export interface HotkeySettingsDialogProps {
  hotkeys: HotkeyMap;
  /** Each media player action's foot pedal. */
  pedals: PedalMap;
  saving: boolean;
  /** The server's refusal of the last save, if any. */
  error?: string;
  onSave(hotkeys: HotkeyMap, pedals: PedalMap): void;
  onClose(): void;
}

interface Capturing {
  group: HotkeyGroup;
  action: string;
}

/**
 * Hotkey settings: every action with its key combination; Change listens for the next
 * combination pressed, and one another action has is refused with that action's name. The foot
 * pedal's actions follow, by the same rule.
 */
export function HotkeySettingsDialog(props: HotkeySettingsDialogProps) {
  const [draft, setDraft] = useState(props.hotkeys);
  const [pedalDraft, setPedalDraft] = useState(props.pedals);
  const [capturing, setCapturing] = useState<Capturing | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const apply = (group: HotkeyGroup, action: string, combo: string | null) => {
    const result = rebind(draft, group, action, combo);
    if (result.ok) setDraft(result.hotkeys);
    setMessage(result.ok ? null : result.message);
    setCapturing(null);
  };
  const applyPedal = (action: PedalAction, pedal: Pedal | null) => {
    const result = rebindPedal(pedalDraft, action, pedal);
    if (result.ok) setPedalDraft(result.pedals);
    setMessage(result.ok ? null : result.message);
  };
  const reset = () => {
    setDraft(resetHotkeys());
    setPedalDraft(resetPedals());
  };
  const capture = (event: KeyboardEvent) => {
    if (!capturing) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') return setCapturing(null);
    const combo = comboOfEvent(event.nativeEvent);
    if (combo) apply(capturing.group, capturing.action, combo);
    else if (!['Control', 'Alt', 'Shift', 'Meta'].includes(event.key))
      setMessage(
        'Press a modifier (ctrl, alt, shift or meta) with one key, or a function key alone',
      );
  };

  return (
    <Dialog
      open
      size="lg"
      title="Hotkey settings"
      description="Choose Change, then press the keys for that action."
      onOpenChange={(open) => !open && props.onClose()}
      dismissible={!capturing && !props.saving}
      actions={
        <>
          <Button variant="quiet" onClick={reset}>
            Reset to defaults
          </Button>
          <ConfirmActions
            confirm="Save hotkeys"
            busyLabel="Saving"
            busy={props.saving}
            onConfirm={() => props.onSave(draft, pedalDraft)}
          />
        </>
      }
    >
      <div className="hotkey-settings" onKeyDownCapture={capture}>
        <p className="hotkey-settings__message" role="alert">
          {message ?? props.error}
        </p>
        {hotkeyGroups.map((group) => (
          <table key={group} className="hotkey-settings__group">
            <caption>{groupTitles[group]}</caption>
            <tbody>
              {hotkeyActions(group).map((action) => {
                const listening = capturing?.group === group && capturing.action === action;
                const combo = draft[group][action];
                const label = hotkeyLabels[action] ?? action;
                return (
                  <tr key={action}>
                    <th scope="row">{label}</th>
                    <td>
                      <kbd>{listening ? 'Press keys…' : (combo ?? 'None')}</kbd>
                    </td>
                    <td className="hotkey-settings__buttons">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Change ${label}`}
                        disabled={action === 'addSection'}
                        onClick={() => setCapturing({ group, action })}
                      >
                        Change
                      </Button>
                      <Button
                        size="sm"
                        variant="quiet"
                        aria-label={`Clear ${label}`}
                        disabled={combo === null || action === 'addSection'}
                        onClick={() => apply(group, action, null)}
                      >
                        Clear
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
        <table className="hotkey-settings__group">
          <caption>Foot pedal</caption>
          <Suspense fallback={null}>
            <FootPedalRows pedals={pedalDraft} onChange={applyPedal} />
          </Suspense>
        </table>
      </div>
    </Dialog>
  );
}
