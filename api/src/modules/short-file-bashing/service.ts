import { inArray } from 'drizzle-orm';
import { SHORT_FILE_BASHING_LIMITS } from '@portal/contracts/common/limits';
import {
  shortFileBashingSettingNames,
  shortFileBashingValueSchemas,
  type ShortFileBashing,
  type ShortFileBashingSetting,
  type ShortFileBashingSettingName,
} from '@portal/contracts/short-file-bashing/schema';
import type { Db } from '../../db/index.ts';
import { settings } from '../../db/schema.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { seconds } from '../../lib/time.ts';

/** Where each setting is kept in the settings table, and its value until an admin sets one. */
const stored: Record<ShortFileBashingSettingName, { key: string; fallback: number }> = {
  'max-duration': {
    key: 'short-file-bashing-max-duration',
    fallback: SHORT_FILE_BASHING_LIMITS.maxDuration.default,
  },
  'batch-size': {
    key: 'short-file-bashing-batch-size',
    fallback: SHORT_FILE_BASHING_LIMITS.batchSize.default,
  },
};

/**
 * A stored value that no longer passes its rule (the range was narrowed since) gives way to the
 * default: the grid never asks for a view the settings screen would refuse.
 */
function settingOf(
  name: ShortFileBashingSettingName,
  row: { value: unknown; updatedAt: Date } | undefined,
): ShortFileBashingSetting {
  const parsed = row && shortFileBashingValueSchemas[name].safeParse(row.value);
  if (!row || !parsed?.success) return { name, value: stored[name].fallback, updatedAt: null };
  return { name, value: parsed.data, updatedAt: seconds(row.updatedAt) };
}

async function readSettings(
  db: Db,
): Promise<Record<ShortFileBashingSettingName, ShortFileBashingSetting>> {
  const keys = shortFileBashingSettingNames.map((name) => stored[name].key);
  const rows = await db.select().from(settings).where(inArray(settings.name, keys));
  const byKey = new Map(rows.map((row) => [row.name, row]));
  return Object.fromEntries(
    shortFileBashingSettingNames.map((name) => [
      name,
      settingOf(name, byKey.get(stored[name].key)),
    ]),
  ) as Record<ShortFileBashingSettingName, ShortFileBashingSetting>;
}

/** GET /v1/short-file-bashing: every setting, as the assign grid's short-file view uses them. */
export async function shortFileBashing(db: Db): Promise<ShortFileBashing> {
  const all = await readSettings(db);
  return { maxDuration: all['max-duration'].value, batchSize: all['batch-size'].value };
}

export async function getSetting(db: Db, name: ShortFileBashingSettingName) {
  return (await readSettings(db))[name];
}

/** Sets one setting; a value outside its rule is refused and nothing is kept. */
export async function putSetting(
  db: Db,
  name: ShortFileBashingSettingName,
  value: number | string,
  { by, now }: { by: number; now: Date },
): Promise<ShortFileBashingSetting> {
  const parsed = shortFileBashingValueSchemas[name].safeParse(value);
  if (!parsed.success) throw unprocessable(parsed.error.issues[0]?.message ?? '', 'value');
  const row = { name: stored[name].key, value: parsed.data, updatedAt: now, updatedBy: by };
  await db
    .insert(settings)
    .values(row)
    .onConflictDoUpdate({
      target: settings.name,
      set: { value: row.value, updatedAt: now, updatedBy: by },
    });
  return { name, value: parsed.data, updatedAt: seconds(now) };
}
