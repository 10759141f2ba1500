import { Field } from 'react-final-form';
import { Checkbox, FormTextField } from '@portal/ui/forms';
import { projectValidators } from './project-form.ts';

/** The fields of a project's details, inside a react-final-form Form of ProjectFormValues. */
export function ProjectFields() {
  return (
    <div className="form-stack">
      <FormTextField
        name="title"
        label="Title"
        required
        autoComplete="off"
        validate={projectValidators.title}
      />
      <div className="form-pair">
        <FormTextField
          name="deadline"
          label="Deadline"
          type="date"
          hint="Optional: the day you need the transcripts by."
        />
        <FormTextField
          name="poNumber"
          label="PO number"
          autoComplete="off"
          validate={projectValidators.poNumber}
          hint="Optional: shown on the invoices of this project."
        />
      </div>
      <Field name="duplicateOnCompletion" type="checkbox">
        {({ input }) => (
          <Checkbox
            {...input}
            label="Duplicate on completion"
            hint="A new project with these details starts when this one is completed."
          />
        )}
      </Field>
    </div>
  );
}
