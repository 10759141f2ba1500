import { lazyNamed } from '@portal/ui';

export { usePedalActions, type PedalPlayer } from './usePedalActions.ts';
// The pedal code comes with a granted pedal (usePedalActions) or with the Hotkey settings' Foot
// pedal rows: the editor's first load has only the hook.
export const FootPedalRows = lazyNamed(() => import('./FootPedalRows.tsx'), 'FootPedalRows');
export type { FootPedalRowsProps } from './FootPedalRows.tsx';
