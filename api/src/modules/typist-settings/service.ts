import { eq } from 'drizzle-orm';
import { overridesOf, withDefaults, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import type { TypistSettings } from '@portal/contracts/typist-settings/schema';
import type { Db } from '../../db/index.ts';
import { typistSettings } from '../../db/schema.ts';

const answer = (hotkeys: HotkeyMap): TypistSettings => ({ settingsPortal3: { windows: hotkeys } });

/** The user's editor settings: their hotkeys over the defaults. */
export async function settingsOf(db: Db, userId: number): Promise<TypistSettings> {
  const [row] = await db
    .select({ hotkeys: typistSettings.hotkeys })
    .from(typistSettings)
    .where(eq(typistSettings.userId, userId));
  return answer(withDefaults(row?.hotkeys ?? {}));
}

/**
 * Replaces the user's settings: an action left out goes back to its default. What is kept is
 * only what differs from the defaults.
 */
export async function saveSettings(
  db: Db,
  userId: number,
  windows: Partial<HotkeyMap>,
  at: Date,
): Promise<TypistSettings> {
  const hotkeys = withDefaults(windows);
  const row = { userId, hotkeys: overridesOf(hotkeys), updatedAt: at };
  await db
    .insert(typistSettings)
    .values(row)
    .onConflictDoUpdate({ target: typistSettings.userId, set: row });
  return answer(hotkeys);
}
