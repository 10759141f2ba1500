import { useId, type ReactNode } from 'react';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { ConfirmActions, Dialog, type DialogSize } from '@portal/ui/dialog';
import { Form } from './Form.tsx';
import { FormError } from './FormError.tsx';
import './form-dialog.css';

interface FormDialogProps<Values> {
  title: string;
  description?: ReactNode;
  /** Above the fields: what the dialog acts on and what sending it does. */
  intro?: ReactNode;
  /** The submit button's words, and what is read out while the submission runs. */
  confirm: string;
  busyLabel: string;
  /** Danger for a submit that takes something away. */
  variant?: 'primary' | 'danger';
  initialValues?: Partial<Values>;
  /** Checks across fields (e.g. ranges that must meet), shaped as the values; sending waits on them. */
  validate?(values: Values): ValidationErrors;
  size?: DialogSize;
  /** Resolves with the form's errors when the server refused it; the caller closes on success. */
  onSubmit(values: Values): Promise<SubmissionErrors | undefined>;
  onClose(): void;
  /** The fields, inside the react-final-form Form. */
  children: ReactNode;
}

/**
 * A dialog that is one form: its fields, the message of a failure no field owns, and Cancel and
 * submit buttons; nothing closes it while the submission runs.
 */
export function FormDialog<Values extends object>({
  title,
  description,
  intro,
  confirm,
  busyLabel,
  variant,
  initialValues,
  validate,
  size,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<Values>) {
  const formId = useId();
  return (
    <Form<Values> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ handleSubmit, submitting = false, submitError }) => (
        <Dialog
          open
          onOpenChange={(open) => !open && onClose()}
          title={title}
          description={description}
          size={size}
          dismissible={!submitting}
          actions={
            <ConfirmActions
              confirm={confirm}
              busyLabel={busyLabel}
              busy={submitting}
              variant={variant}
              form={formId}
            />
          }
        >
          {intro}
          <form
            id={formId}
            className="ui-form-dialog"
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
          >
            {children}
            <FormError message={submitError} />
          </form>
        </Dialog>
      )}
    </Form>
  );
}
