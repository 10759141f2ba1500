// @portal/ui/forms: form fields, shared on their own so screens without forms never load them.
import './tokens.css';
// Shared stylesheets first, in the order of index.ts (which says why).
import './icons/icons.css';
import './spinner/spinner.css';
import './button/button.css';
import './tooltip/tooltip.css';
import './text-field/text-field.css';

// The fields themselves, from their own shared entry (one copy beside the screens using only it).
export {
  Checkbox,
  PasswordField,
  SelectField,
  TextArea,
  TextField,
  ToggleButton,
} from '@portal/ui/fields';
export type {
  CheckboxProps,
  PasswordFieldProps,
  SelectFieldProps,
  SelectOption,
  TextAreaProps,
  TextFieldProps,
  ToggleButtonProps,
} from '@portal/ui/fields';
// react-final-form's Form with the portal's focus on the first field in error: every form uses it.
export { Form } from './forms/Form.tsx';
export type { FormProps } from './forms/Form.tsx';
// The fields bound to react-final-form (a shared singleton, so they find the remote's Form).
export { FormSelectField, FormTextArea, FormTextField } from './forms/FormFields.tsx';
export type { FormFieldProps } from './forms/FormFields.tsx';
export { FormFileField } from './forms/FormFileField.tsx';
export { FormAttendeeRows } from './forms/FormAttendeeRows.tsx';
export type { AttendeeField, FormAttendeeRowsProps } from './forms/FormAttendeeRows.tsx';
export { FormError } from './forms/FormError.tsx';
// A dialog that is one form (it brings the dialog entry along, as a shared module).
export { FormDialog } from './forms/FormDialog.tsx';
export { ConfirmDialog } from './forms/ConfirmDialog.tsx';
export { SearchSelectField } from './forms/SearchSelectField.tsx';
export type { FoundOptions, SearchSelectFieldProps } from './forms/SearchSelectField.tsx';
export type { ConfirmDialogProps } from './forms/ConfirmDialog.tsx';
// What is typed settles before it is saved or searched: one debounce for every app, shared with
// this entry (not the main one, which the shell's first load carries).
export { useDebounce, useDebouncedCallback } from 'use-debounce';
