import { SHORT_FILE_BASHING_LIMITS } from '../common/limits.ts';

const { maxDuration, batchSize } = SHORT_FILE_BASHING_LIMITS;

/** Short-file bashing: its settings' names and their refusals. */
export const shortFileBashingTexts = {
  maxDuration: `Short files are at most ${maxDuration.min / 60} to ${maxDuration.max / 60} minutes long: give whole seconds from ${maxDuration.min} to ${maxDuration.max}`,
  batchSize: `A batch is ${batchSize.min} to ${batchSize.max} files`,
};
