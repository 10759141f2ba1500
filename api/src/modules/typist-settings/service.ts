import { eq } from 'drizzle-orm';
import { overridesOf, withDefaults, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import {
  pedalOverridesOf,
  pedalsWithDefaults,
  type PedalMap,
} from '@portal/contracts/hotkeys/foot-pedal';
import type { TypistSettings } from '@portal/contracts/typist-settings/schema';
import type { Db } from '../../db/index.ts';
import { typistSettings } from '../../db/schema.ts';

const answer = (hotkeys: HotkeyMap, footPedal: PedalMap): TypistSettings => ({
  settingsPortal3: { windows: hotkeys, footPedal },
});

/** The user's editor settings: their hotkeys and foot pedal over the defaults. */
export async function settingsOf(db: Db, userId: number): Promise<TypistSettings> {
  const [row] = await db
    .select({ hotkeys: typistSettings.hotkeys })
    .from(typistSettings)
    .where(eq(typistSettings.userId, userId));
  return answer(withDefaults(row?.hotkeys ?? {}), pedalsWithDefaults(row?.hotkeys.footPedal));
}

/**
 * Replaces the user's settings: an action left out goes back to its default. What is kept is
 * only what differs from the defaults, the foot pedal's beside the hotkeys.
 */
export async function saveSettings(
  db: Db,
  userId: number,
  windows: Partial<HotkeyMap>,
  pedals: Partial<PedalMap>,
  at: Date,
): Promise<TypistSettings> {
  const hotkeys = withDefaults(windows);
  const footPedal = pedalsWithDefaults(pedals);
  const changedPedals = pedalOverridesOf(footPedal);
  const kept = {
    ...overridesOf(hotkeys),
    ...(Object.keys(changedPedals).length > 0 && { footPedal: changedPedals }),
  };
  const row = { userId, hotkeys: kept, updatedAt: at };
  await db
    .insert(typistSettings)
    .values(row)
    .onConflictDoUpdate({ target: typistSettings.userId, set: row });
  return answer(hotkeys, footPedal);
}
