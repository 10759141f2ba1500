import { z } from 'zod';
import {
  defaultHotkeys,
  hotkeyActions,
  hotkeyConflicts,
  hotkeyGroups,
  hotkeyLabels,
  normalizeHotkey,
  withDefaults,
  type HotkeyGroup,
} from '../hotkeys/rules.ts';
import { HOTKEY_MAX_LENGTH } from '../common/limits.ts';
import { hotkeyTexts } from '../hotkeys/texts.ts';
import { jsonText } from '../common/wire-schema.ts';

/** A key combination in any spelling (`Ctrl+Alt+T`), kept in the stored one; empty or null: none. */
const combo = z
  .string()
  .max(HOTKEY_MAX_LENGTH)
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null;
    const normalized = normalizeHotkey(value);
    if (normalized) return normalized;
    context.addIssue({ code: 'custom', message: hotkeyTexts.notACombination });
    return z.NEVER;
  });

const unknownKeys = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? hotkeyTexts.unknownSettings(issue.keys) : undefined,
};

const groupSchema = (group: HotkeyGroup) =>
  z.strictObject(
    Object.fromEntries(hotkeyActions(group).map((action) => [action, combo.optional()])),
    unknownKeys,
  );

/** The user's hotkeys; an action left out has its default (staff spec section 9). */
const hotkeySettingsSchema = z
  .strictObject({
    windows: z.strictObject(
      Object.fromEntries(hotkeyGroups.map((group) => [group, groupSchema(group).optional()])),
      unknownKeys,
    ),
  })
  .superRefine((settings, context) => {
    const windows = settings.windows as Partial<Record<HotkeyGroup, Record<string, string | null>>>;
    for (const conflict of hotkeyConflicts(withDefaults(windows)))
      context.addIssue({
        code: 'custom',
        path: ['windows', conflict.group, conflict.action],
        message: hotkeyTexts.taken(
          conflict.combo,
          hotkeyLabels[conflict.takenBy] ?? conflict.takenBy,
        ),
      });
  });

/** PUT /v2/typist-settings: the settings as JSON, or as JSON text in a form. */
export const saveTypistSettingsSchema = z.object({
  settings_portal3: z
    .custom<string | z.input<typeof hotkeySettingsSchema>>()
    .meta({
      description: 'The Hotkey settings, as JSON or as its JSON text',
      examples: [{ windows: { mediaPlayerHotkeys: { playPause: 'ctrl+space' } } }],
    })
    .transform(jsonText)
    .pipe(hotkeySettingsSchema),
});

const hotkeyGroupAnswer = z.record(z.string(), z.string().nullable());

/** GET and PUT /v2/typist-settings: every action's combination, the user's over the defaults. */
export const typistSettingsSchema = z
  .object({
    settingsPortal3: z.object({
      windows: z.object({
        mediaPlayerHotkeys: hotkeyGroupAnswer,
        systemHotkeys: hotkeyGroupAnswer,
        timecodeHotkeys: hotkeyGroupAnswer,
      }),
    }),
  })
  .meta({
    id: 'TypistSettings',
    examples: [{ settingsPortal3: { windows: defaultHotkeys } }],
  });
export type TypistSettings = z.output<typeof typistSettingsSchema>;
