// @portal/ui/fields: the form fields on their own, bound to no form, shared apart from
// @portal/ui/forms so a screen with a field outside any form (the editor's find panel, a
// table's filters) loads them without react-final-form. The forms entry takes them from here.
import './tokens.css';
// Shared stylesheets first, in the order of index.ts (which says why).
import './icons/icons.css';
import './spinner/spinner.css';
import './button/button.css';
import './tooltip/tooltip.css';
import './text-field/text-field.css';

export { TextField } from './text-field/TextField.tsx';
export type { TextFieldProps } from './text-field/TextField.tsx';
export { PasswordField } from './password-field/PasswordField.tsx';
export type { PasswordFieldProps } from './password-field/PasswordField.tsx';
export { SelectField } from './select-field/SelectField.tsx';
export type { SelectFieldProps, SelectOption } from './select-field/SelectField.tsx';
export { TextArea } from './text-area/TextArea.tsx';
export type { TextAreaProps } from './text-area/TextArea.tsx';
export { Checkbox } from './checkbox/Checkbox.tsx';
export type { CheckboxProps } from './checkbox/Checkbox.tsx';
export { ToggleButton } from './toggle-button/ToggleButton.tsx';
export type { ToggleButtonProps } from './toggle-button/ToggleButton.tsx';
