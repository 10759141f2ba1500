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
import {
  defaultPedals,
  pedalActions,
  pedalConflicts,
  pedalLabels,
  pedals,
  pedalsWithDefaults,
  type PedalAction,
  type PedalMap,
} from '../hotkeys/foot-pedal.ts';
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

const pedal = z.enum(pedals, { error: hotkeyTexts.notAPedal }).nullable();

/** Each media player action's pedal; an action left out has its default (issue 42). */
const footPedalSchema = z.strictObject(
  Object.fromEntries(pedalActions.map((action) => [action, pedal.optional()])),
  unknownKeys,
);

const pedalAnswer = z.enum(pedals).nullable();

/**
 * The user's hotkeys and foot pedal; an action left out has its default (staff spec section 9).
 * A key combination, or a pedal, another action has is refused, naming that action.
 */
const hotkeySettingsSchema = z
  .strictObject({
    windows: z.strictObject(
      Object.fromEntries(hotkeyGroups.map((group) => [group, groupSchema(group).optional()])),
      unknownKeys,
    ),
    footPedal: footPedalSchema.optional(),
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
    const footPedal = pedalsWithDefaults(settings.footPedal as Partial<PedalMap> | undefined);
    for (const conflict of pedalConflicts(footPedal))
      context.addIssue({
        code: 'custom',
        path: ['footPedal', conflict.action],
        message: hotkeyTexts.taken(pedalLabels[conflict.pedal], hotkeyLabels[conflict.takenBy]!),
      });
  });

/** PUT /v2/typist-settings: the settings as JSON, or as JSON text in a form. */
export const saveTypistSettingsSchema = z.object({
  settings_portal3: z
    .custom<string | z.input<typeof hotkeySettingsSchema>>()
    .meta({
      description: 'The Hotkey settings, as JSON or as its JSON text',
      examples: [
        {
          windows: { mediaPlayerHotkeys: { playPause: 'ctrl+space' } },
          footPedal: { playPause: 'left', skipBack: null },
        },
      ],
    })
    .transform(jsonText)
    .pipe(hotkeySettingsSchema),
});

const hotkeyGroupAnswer = z.record(z.string(), z.string().nullable());

/**
 * GET and PUT /v2/typist-settings: every action's combination and every media player action's
 * pedal, the user's over the defaults.
 */
export const typistSettingsSchema = z
  .object({
    settingsPortal3: z.object({
      windows: z.object({
        mediaPlayerHotkeys: hotkeyGroupAnswer,
        systemHotkeys: hotkeyGroupAnswer,
        timecodeHotkeys: hotkeyGroupAnswer,
      }),
      // Named properties, not a record, so the API document lists each action.
      footPedal: z.object({
        playPause: pedalAnswer,
        skipBack: pedalAnswer,
        skipForward: pedalAnswer,
        faster: pedalAnswer,
        slower: pedalAnswer,
        normalSpeed: pedalAnswer,
      } satisfies Record<PedalAction, typeof pedalAnswer>),
    }),
  })
  .meta({
    id: 'TypistSettings',
    examples: [{ settingsPortal3: { windows: defaultHotkeys, footPedal: defaultPedals } }],
  });
export type TypistSettings = z.output<typeof typistSettingsSchema>;
