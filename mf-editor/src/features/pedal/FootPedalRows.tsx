import { useEffect, useSyncExternalStore } from 'react';
import {
  pedalActions,
  pedalLabels,
  pedals,
  type Pedal,
  type PedalAction,
  type PedalMap,
} from '@portal/contracts/hotkeys/foot-pedal';
import { hotkeyLabels } from '@portal/contracts/hotkeys/rules';
import { Button } from '@portal/ui';
import { SelectField } from '@portal/ui/fields';
import { pedalConnection, type PedalConnection } from './pedal-connection.ts';
import { webHid } from './webhid.ts';

const NONE = 'none';
const pedalOptions = [
  { value: NONE, label: 'None' },
  ...pedals.map((pedal) => ({ value: pedal, label: pedalLabels[pedal] })),
];

export interface FootPedalRowsProps {
  pedals: PedalMap;
  onChange(action: PedalAction, pedal: Pedal | null): void;
}

/**
 * The Hotkey settings' Foot pedal rows: connecting a USB transcription pedal (WebHID), and the
 * player action each pedal does. Where the browser has no WebHID, they say so: a pedal that
 * types keys works through the hotkeys.
 */
export function FootPedalRows(props: FootPedalRowsProps) {
  const hid = webHid();
  if (!hid)
    return (
      <tbody>
        <tr>
          <td>
            Foot pedals cannot be connected in this browser. A pedal that types keys works through
            the hotkeys above.
          </td>
        </tr>
      </tbody>
    );
  return <PedalRows {...props} connection={pedalConnection(hid)} />;
}

function PedalRows({ connection, ...props }: FootPedalRowsProps & { connection: PedalConnection }) {
  const status = useSyncExternalStore(connection.watch, connection.status);
  useEffect(() => void connection.start(), [connection]);
  const connected = status.connected.join(', ');
  return (
    <tbody>
      <tr>
        <th scope="row">Pedal</th>
        <td>
          <span role="status">
            {status.failure ?? (connected ? `Connected: ${connected}` : 'None connected')}
          </span>
        </td>
        <td>
          <Button size="sm" variant="secondary" onClick={() => void connection.request()}>
            Connect a pedal
          </Button>
        </td>
      </tr>
      {pedalActions.map((action) => {
        const label = hotkeyLabels[action]!;
        return (
          <tr key={action}>
            <th scope="row">{label}</th>
            <td colSpan={2}>
              <SelectField
                label={`Pedal for ${label}`}
                hideLabel
                options={pedalOptions}
                value={props.pedals[action] ?? NONE}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  props.onChange(action, value === NONE ? null : (value as Pedal));
                }}
              />
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}
