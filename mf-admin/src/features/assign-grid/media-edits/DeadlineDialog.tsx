import { useForm } from 'react-final-form';
import { deadlineQuickPicks } from '@portal/contracts/media-edits/rules';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { composeValidators, required, type Validator } from '@portal/contracts/common/validation';
import { formatUnixTime } from '@portal/contracts';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { Button } from '@portal/ui';
import { FormDialog, FormTextField } from '@portal/ui/forms';
import { useDetailsEdit, type MediaEditDialogProps } from './useDetailsEdit.ts';

interface Values {
  deadline: string;
}

const inTheFuture: Validator = (value) => {
  const chosen = fromDeadlineInput(value);
  if (chosen === undefined) return 'Enter a date and time';
  return chosen * 1000 <= Date.now() ? mediaEditTexts.deadlinePast : undefined;
};
const validateDeadline = composeValidators(required(), inTheFuture);

/** The deadline durations of spec section 9, each filling the field with now plus itself. */
function QuickPicks() {
  const form = useForm<Values>();
  return (
    <div className="media-edits__picks" role="group" aria-label="Due in">
      {deadlineQuickPicks.map((pick) => (
        <Button
          key={pick.seconds}
          variant="secondary"
          size="sm"
          onClick={() =>
            form.change('deadline', toDeadlineInput(Math.floor(Date.now() / 1000) + pick.seconds))
          }
        >
          {pick.label}
        </Button>
      ))}
    </div>
  );
}

/** editMediaDeadline: when the client is owed the transcript. */
export function DeadlineDialog(props: MediaEditDialogProps) {
  const { media } = props;
  const save = useDetailsEdit(props, 'Deadline changed');
  return (
    <FormDialog<Values>
      title="Edit deadline"
      intro={
        <p className="media-edits__note">
          {media.title}
          {media.deadline !== null && ` is due at ${formatUnixTime(media.deadline, 'long')}`}.
        </p>
      }
      initialValues={{ deadline: media.deadline === null ? '' : toDeadlineInput(media.deadline) }}
      confirm="Save deadline"
      busyLabel="Saving"
      onSubmit={(values) => save({ deadline: fromDeadlineInput(values.deadline) })}
      onClose={props.onClose}
    >
      <QuickPicks />
      <FormTextField
        name="deadline"
        type="datetime-local"
        label="Deadline"
        required
        validate={validateDeadline}
      />
    </FormDialog>
  );
}
