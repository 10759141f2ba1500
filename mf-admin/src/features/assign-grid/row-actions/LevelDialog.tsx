import { Field } from 'react-final-form';
import {
  mediaDifficultyLabels,
  mediaLevels,
  mediaPriorityLabels,
} from '@portal/contracts/media/levels';
import { useEditStaffMediaMutation } from '@portal/contracts/media-return/client';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { FormDialog, SelectField } from '@portal/ui/forms';
import type { RowDialogProps } from './steps.tsx';
import { useRowStep } from './useRowStep.ts';

type Scale = 'priority' | 'difficulty';

const scales = {
  priority: { title: 'Priority', labels: mediaPriorityLabels },
  difficulty: { title: 'Difficulty', labels: mediaDifficultyLabels },
} as const;

interface LevelDialogProps extends RowDialogProps {
  scale: Scale;
}

/**
 * editMediaPriority and editMediaDifficulty (staff spec section 9: High 3 to Not set 0, Hard 3
 * to Not set 0). The row's updatedAt goes with the change: when someone changed the media since
 * (409) the admin is told, the row is read again and the dialog closes.
 */
export function LevelDialog({ media, scale, onClose }: LevelDialogProps) {
  const [edit] = useEditStaffMediaMutation();
  const step = useRowStep(media);
  const { title, labels } = scales[scale];
  const options = [...mediaLevels].reverse().map((level) => ({
    value: String(level),
    label: labels[level],
  }));

  const submit = async (values: Record<Scale, string>) => {
    const result = await edit({
      id: media.id,
      [scale]: Number(values[scale]),
      updatedAt: media.updatedAt,
    });
    if (validationMessages(result.error))
      return submissionErrors(result.error, `The ${scale} could not be changed`);
    await step(Promise.resolve(result), {
      done: `${title} changed`,
      failed: `The ${scale} could not be changed`,
    });
    onClose();
    return undefined;
  };

  return (
    <FormDialog<Record<Scale, string>>
      title={title}
      description={media.title}
      confirm="Save"
      busyLabel="Saving"
      initialValues={{ [scale]: String(media[scale]) }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field<string>
        name={scale}
        render={({ input, meta }) => (
          <SelectField
            {...input}
            label={title}
            options={options}
            error={meta.submitError as string | undefined}
          />
        )}
      />
    </FormDialog>
  );
}
