import { Field } from 'react-final-form';
import { shownError } from '@portal/contracts/app/field-errors';
import { TextField, type TextFieldProps } from '@portal/ui/fields';
import type { FormFieldProps } from './FormFields.tsx';

/**
 * A file input bound to a react-final-form field whose value is the chosen File (undefined when
 * none); errors shown as FormTextField's. `validate` sees the File.
 *   <FormFileField name="file" label="CSV file" accept=".csv,text/csv" validate={fileChosen} />
 */
export function FormFileField({
  name,
  validate,
  ...props
}: FormFieldProps<Omit<TextFieldProps, 'type'>>) {
  return (
    <Field<File | undefined> name={name} validate={validate}>
      {({ input: { value: _chosen, onChange, ...input }, meta }) => (
        <TextField
          {...props}
          {...input}
          type="file"
          onChange={(event) => onChange(event.target.files?.[0])}
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}
