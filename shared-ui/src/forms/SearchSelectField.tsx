import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { required } from '@portal/contracts/common/validation';
import { TextField, type SelectOption } from '@portal/ui/fields';
import { FormSelectField } from './FormFields.tsx';

const requiredRule = required();

/** The choices found for what was typed. */
export interface FoundOptions {
  options: SelectOption[];
  loading: boolean;
  /** Why the choices could not be loaded, if they could not. */
  error?: string;
}

export interface SearchSelectFieldProps {
  /** The form field the chosen value goes to. */
  name: string;
  /** "Client"; the search reads "Find a client" as `searchLabel`. */
  label: string;
  searchLabel: string;
  /** "Choose a client", and "Loading clients" while they load. */
  placeholder: string;
  loadingPlaceholder: string;
  /** Looks up the choices for the typed text (trimmed, once typing pauses); a hook. */
  useOptions(search: string): FoundOptions;
}

/**
 * A required choice among many, narrowed by typing: a search box, then the choices it found.
 * The lookup waits for typing to pause half a second.
 */
export function SearchSelectField({
  name,
  label,
  searchLabel,
  placeholder,
  loadingPlaceholder,
  useOptions,
}: SearchSelectFieldProps) {
  const [typed, setTyped] = useState('');
  const [search] = useDebounce(typed.trim(), 500);
  const found = useOptions(search);
  return (
    <>
      <TextField
        type="search"
        label={searchLabel}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <FormSelectField
        name={name}
        label={label}
        placeholder={found.loading ? loadingPlaceholder : placeholder}
        options={found.options}
        required
        validate={requiredRule}
        fallbackError={found.error}
      />
    </>
  );
}
