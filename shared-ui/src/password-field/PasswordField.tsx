import { useState } from 'react';
import { IconButton } from '../icon-button/IconButton.tsx';
import { EyeIcon, EyeOffIcon } from '../icons/icons.tsx';
import { TextField } from '../text-field/TextField.tsx';
import type { TextFieldProps } from '../text-field/TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Name of the show/hide toggle; its pressed state tells whether the password is shown. */
  toggleLabel?: string;
}

/** A TextField for passwords with a toggle that shows the typed text. */
export function PasswordField({
  toggleLabel = 'Show password',
  autoComplete = 'current-password',
  disabled,
  ...field
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      end={
        <IconButton
          size="sm"
          label={toggleLabel}
          aria-pressed={visible}
          disabled={disabled}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
