import { useState } from 'react';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { FormTextField } from '@portal/ui/forms';
import { splitTexts } from './split-texts.ts';

/** What is wrong with a deadline as the field has it: not a date and time, or not ahead. */
export function deadlineError(value: unknown, now = Date.now()): string | undefined {
  if (!value) return undefined;
  const chosen = fromDeadlineInput(value);
  if (chosen === undefined) return splitTexts.badDeadline;
  return chosen * 1000 <= now ? splitTexts.deadlineInPast : undefined;
}

const checkDeadline = (value: unknown) => deadlineError(value);

/** A deadline, optional, from the moment the form opened on (staff spec: not in the past). */
export function DeadlineField({ name, label }: { name: string; label: string }) {
  const [earliest] = useState(() => toDeadlineInput(Math.ceil(Date.now() / 1000)));
  return (
    <FormTextField
      name={name}
      type="datetime-local"
      label={label}
      min={earliest}
      validate={checkDeadline}
    />
  );
}
