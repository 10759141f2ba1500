import { useId, useState, type FormEvent, type Ref } from 'react';
import { Button } from '@portal/ui';
import { TextField } from '@portal/ui/forms';
import type { SpeakerDetails } from '../../engine/speakers.ts';

export interface SpeakerDetailsFormProps {
  /** What the fields start with. */
  initial: SpeakerDetails;
  /** The submit button's words ("Add speaker", "Save"). */
  submit: string;
  /** The speaker's name in the fields' labels, read out beside "Name" when renaming. */
  labelFor?: string;
  /** Answers whether the details were taken: the fields empty after an add. */
  onSubmit(details: SpeakerDetails): boolean;
  onCancel?(): void;
  /** The name field, for the row to focus when the form appears (renaming). */
  nameRef?: Ref<HTMLInputElement>;
}

/** A speaker's name and job title; Enter in either field submits. */
export function SpeakerDetailsForm({ nameRef, ...props }: SpeakerDetailsFormProps) {
  const [details, setDetails] = useState(props.initial);
  const id = useId();
  const of = props.labelFor ? ` of ${props.labelFor}` : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.onSubmit(details) && !props.onCancel) setDetails(props.initial);
  };
  return (
    <form className="speaker-details" onSubmit={submit} aria-label={props.submit}>
      <TextField
        id={`${id}-name`}
        label={`Name${of}`}
        value={details.name}
        maxLength={255}
        ref={nameRef}
        onChange={(event) => setDetails({ ...details, name: event.target.value })}
      />
      <TextField
        id={`${id}-job-title`}
        label={`Job title${of}`}
        value={details.jobTitle}
        maxLength={255}
        onChange={(event) => setDetails({ ...details, jobTitle: event.target.value })}
      />
      <div className="speaker-details__buttons">
        <Button type="submit" size="sm">
          {props.submit}
        </Button>
        {props.onCancel && (
          <Button size="sm" variant="quiet" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
