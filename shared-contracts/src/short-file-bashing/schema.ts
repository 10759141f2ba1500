import { z } from 'zod';
import { SHORT_FILE_BASHING_LIMITS } from '../common/limits.ts';
import { shortFileBashingTexts } from './texts.ts';

/** The settings' names, as in /v1/setting/short-file-bashing-{name}. */
export const shortFileBashingSettingNames = ['max-duration', 'batch-size'] as const;
export type ShortFileBashingSettingName = (typeof shortFileBashingSettingNames)[number];

const wholeNumber = (range: { min: number; max: number }, error: string) =>
  z.coerce
    .number<number>({ error })
    .int({ error })
    .min(range.min, { error })
    .max(range.max, { error });

/** Each setting's rule: what PUT accepts as its value. */
export const shortFileBashingValueSchemas: Record<
  ShortFileBashingSettingName,
  z.ZodType<number>
> = {
  'max-duration': wholeNumber(
    SHORT_FILE_BASHING_LIMITS.maxDuration,
    shortFileBashingTexts.maxDuration,
  ),
  'batch-size': wholeNumber(SHORT_FILE_BASHING_LIMITS.batchSize, shortFileBashingTexts.batchSize),
};

export const shortFileBashingSettingParamsSchema = z.object({
  name: z.enum(shortFileBashingSettingNames),
});

/** PUT /v1/setting/short-file-bashing-{name}; the value is checked by the setting's own rule. */
export const shortFileBashingSettingInputSchema = z.object({
  value: z.union([z.number(), z.string()]),
});

export const shortFileBashingSettingSchema = z.object({
  name: z.enum(shortFileBashingSettingNames),
  value: z.number(),
  /** Unix seconds of the last change; null while the default applies. */
  updatedAt: z.number().nullable(),
});
export type ShortFileBashingSetting = z.output<typeof shortFileBashingSettingSchema>;

/** GET /v1/short-file-bashing: every setting at once, as the assign grid's short-file view uses them. */
export const shortFileBashingSchema = z.object({
  /** Seconds: media at most this long are short files. */
  maxDuration: z.number(),
  /** Short files handed to one typist at a time. */
  batchSize: z.number(),
});
export type ShortFileBashing = z.output<typeof shortFileBashingSchema>;
