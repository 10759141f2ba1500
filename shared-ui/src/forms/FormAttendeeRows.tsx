import { useEffect, useId, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import type { Validator } from '@portal/contracts/common/validation';
import { Button } from '../button/Button.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import { FormTextField } from './FormFields.tsx';
import './form-attendee-rows.css';

export type AttendeeField = 'attendeeName' | 'jobTitle';

export interface FormAttendeeRowsProps {
  /** The form field holding the rows' keys, in order. */
  rowsName: string;
  /** The form's name of a field of the row with this key. */
  fieldName(key: string, field: AttendeeField): string;
  /** A key no row of the form has yet. */
  newRowKey(): string;
  /** The most rows; `fullText` is said where Add attendee was once there are that many. */
  max: number;
  fullText: string;
  /** Rows that stay: a form whose empty list would mean "unchanged" keeps one. */
  minRows?: number;
  /** Keep them stable (module level): a new function re-registers the field. */
  validators: Partial<Record<AttendeeField, Validator>>;
  legend?: string;
}

/**
 * The meeting's attendees inside a react-final-form Form: a name and a job title per row, rows
 * added and removed with buttons; with none, it says so. Rows are named by keys of their own, so
 * removing one takes its values and field state with it. Keyboard focus follows: to the new row's
 * name after adding, to the row that takes a removed one's place (else Add attendee) after
 * removing.
 */
export function FormAttendeeRows({
  rowsName,
  fieldName,
  newRowKey,
  max,
  fullText,
  minRows = 0,
  validators,
  legend = 'Attendees',
}: FormAttendeeRowsProps) {
  const form = useForm();
  const { input } = useField<string[]>(rowsName, { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const idPrefix = useId();
  const nameId = (key: string) => `${idPrefix}-attendee-${key}`;
  const addId = `${idPrefix}-add`;
  // What takes the focus once the change is on screen: a row's name, or Add attendee.
  const focusId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusId.current === undefined) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = undefined;
  });

  const add = () => {
    const key = newRowKey();
    focusId.current = nameId(key);
    form.change(rowsName, [...rows, key]);
  };
  const remove = (row: number) => {
    const rest = rows.filter((_, index) => index !== row);
    const next = rest[Math.min(row, rest.length - 1)];
    focusId.current = next === undefined ? addId : nameId(next);
    form.change(rowsName, rest);
  };

  const removable = rows.length > minRows;
  return (
    <fieldset className="ui-attendee-rows">
      <legend className="ui-attendee-rows__legend">{legend}</legend>
      {rows.length === 0 ? (
        <p className="ui-text-muted ui-attendee-rows__none">None added.</p>
      ) : (
        <ol
          className={cx('ui-attendee-rows__list', removable && 'ui-attendee-rows__list--removable')}
        >
          {rows.map((key, row) => (
            <li key={key} className="ui-attendee-rows__row">
              <FormTextField
                id={nameId(key)}
                name={fieldName(key, 'attendeeName')}
                label={`Attendee ${row + 1} name`}
                required
                autoComplete="off"
                validate={validators.attendeeName}
                containerClassName="ui-attendee-rows__name"
              />
              <FormTextField
                name={fieldName(key, 'jobTitle')}
                label={`Attendee ${row + 1} job title`}
                autoComplete="off"
                validate={validators.jobTitle}
                containerClassName="ui-attendee-rows__job"
              />
              {removable && (
                <IconButton
                  label={`Remove attendee ${row + 1}`}
                  icon={<CloseIcon />}
                  className="ui-attendee-rows__remove"
                  onClick={() => remove(row)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {rows.length >= max ? (
        <p className="ui-text-muted ui-attendee-rows__full">{fullText}</p>
      ) : (
        <Button id={addId} variant="secondary" size="sm" onClick={add}>
          Add attendee
        </Button>
      )}
    </fieldset>
  );
}
