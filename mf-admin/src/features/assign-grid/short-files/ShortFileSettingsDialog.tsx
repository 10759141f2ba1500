import { SHORT_FILE_BASHING_LIMITS } from '@portal/contracts/common/limits';
import { shortFileBashingTexts } from '@portal/contracts/short-file-bashing/texts';
import {
  useChangeShortFileBashingMutation,
  type ShortFileBashing,
} from '@portal/contracts/short-file-bashing/client';
import type { ShortFileBashingSettingName } from '@portal/contracts/short-file-bashing/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import type { Validator } from '@portal/contracts/common/validation';
import { FormDialog, FormTextField } from '@portal/ui/forms';

/** The form's fields, one per setting. */
interface Values {
  'max-duration': string;
  'batch-size': string;
}

const inRange =
  ({ min, max }: { min: number; max: number }, message: string): Validator =>
  (value) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? undefined : message;
  };
const maxDurationRule = inRange(
  SHORT_FILE_BASHING_LIMITS.maxDuration,
  shortFileBashingTexts.maxDuration,
);
const batchSizeRule = inRange(SHORT_FILE_BASHING_LIMITS.batchSize, shortFileBashingTexts.batchSize);

/** Admins set what counts as a short file and how many go to one typist at a time. */
export function ShortFileSettingsDialog({
  settings,
  onClose,
}: {
  settings: ShortFileBashing;
  onClose(): void;
}) {
  const [change] = useChangeShortFileBashingMutation();
  const initial: Values = {
    'max-duration': String(settings.maxDuration),
    'batch-size': String(settings.batchSize),
  };
  const submit = async (values: Values) => {
    const names = (Object.keys(initial) as ShortFileBashingSettingName[]).filter(
      (name) => values[name] !== initial[name],
    );
    for (const name of names) {
      const result = await change({ name, value: Number(values[name]) });
      // The API names the field `value`: it belongs to the setting that was sent.
      if (result.error)
        return submissionErrors(result.error, 'The settings could not be saved', () => name);
    }
    onClose();
    return undefined;
  };
  return (
    <FormDialog<Values>
      title="Short file bashing settings"
      description="Short recordings waiting for a typist are handed out in batches."
      confirm="Save"
      busyLabel="Saving"
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        name="max-duration"
        label="Longest short file (seconds)"
        inputMode="numeric"
        validate={maxDurationRule}
      />
      <FormTextField
        name="batch-size"
        label="Files per batch"
        inputMode="numeric"
        validate={batchSizeRule}
      />
    </FormDialog>
  );
}
