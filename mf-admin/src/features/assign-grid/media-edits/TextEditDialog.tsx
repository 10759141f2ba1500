import type { Validator } from '@portal/contracts/common/validation';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { useDetailsEdit, type MediaEditDialogProps } from './useDetailsEdit.ts';

interface TextEditDialogProps extends MediaEditDialogProps {
  title: string;
  label: string;
  /** The edit's field as the API names it (camelCase). */
  field: 'clientComments' | 'poorAudioReason';
  initial: string;
  confirm: string;
  success: string;
  validate: Validator;
  hint?: string;
}

/** One text of the media edited on its own (client notes, the poor audio reason). */
export function TextEditDialog({
  title,
  label,
  field,
  initial,
  confirm,
  success,
  validate,
  hint,
  ...props
}: TextEditDialogProps) {
  const save = useDetailsEdit(props, success);
  return (
    <FormDialog<Partial<Record<typeof field, string>>>
      title={title}
      intro={<p className="media-edits__note">{props.media.title}</p>}
      initialValues={{ [field]: initial }}
      confirm={confirm}
      busyLabel="Saving"
      onSubmit={(values) => save({ [field]: values[field] ?? '' })}
      onClose={props.onClose}
    >
      <FormTextArea name={field} label={label} rows={5} hint={hint} validate={validate} />
    </FormDialog>
  );
}
