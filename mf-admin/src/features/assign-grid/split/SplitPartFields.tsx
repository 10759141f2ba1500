import { useField, useForm, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { DEFAULT_RATE_PERCENT } from '@portal/contracts/user/grades';
import { SPLIT_RATE_PERCENT_MAX, SPLIT_RATE_PERCENT_MIN } from '@portal/contracts/common/limits';
import { JOB_COMMENT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { parseRangeTime, timecode } from '@portal/contracts/job/format';
import { composeValidators, maxLength, noAngleBrackets } from '@portal/contracts/common/validation';
import { shownError } from '@portal/contracts/app/field-errors';
import { Button } from '@portal/ui';
import { FormTextArea, FormTextField, TextField, type SelectOption } from '@portal/ui/forms';
import type { SplitValues } from './split-form.ts';
import { StaffField } from './StaffPicker.tsx';
import { DeadlineField } from './DeadlineField.tsx';

/** Sets a field by its dotted path (`children.1.end`), which final-form's types do not spell. */
const setField = (form: FormApi<SplitValues>, path: string, value: unknown) =>
  form.change(path as keyof SplitValues, value as never);

const commentRules = composeValidators(noAngleBrackets, maxLength(JOB_COMMENT_MAX_LENGTH));

/**
 * A start or end of a range. Its fault shows as soon as the form was changed: a gap or overlap
 * is often caused by another part's field than the one it is reported on.
 */
function RangeField({ name, label }: { name: string; label: string }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  const { input, meta } = useField<string>(name);
  return (
    <TextField
      {...input}
      label={label}
      placeholder="mm:ss"
      inputMode="numeric"
      autoComplete="off"
      error={shownError({ ...meta, touched: meta.touched || dirty })}
    />
  );
}

interface PartFieldsProps {
  /** `original` or `children.N`. */
  path: string;
  title: string;
  typists: readonly SelectOption[];
  typistsError?: string;
}

/** One part of the split: its range, typist, rate percent, deadline and proofreader comment. */
export function SplitPartFields({ path, title, typists, typistsError }: PartFieldsProps) {
  const form = useForm<SplitValues>();
  const { values } = useFormState<SplitValues>({ subscription: { values: true } });
  const child = path.startsWith('children.');

  /** The part goes; the part before it takes its range, so no gap opens. */
  const remove = () => {
    const index = Number(path.split('.')[1]);
    const removed = values.children[index]!;
    const children = values.children.filter((_, at) => at !== index);
    const before = index === 0 ? 'original' : `children.${index - 1}`;
    form.batch(() => {
      form.change('children', children);
      if (parseRangeTime(removed.end) !== undefined) setField(form, `${before}.end`, removed.end);
    });
  };

  return (
    <fieldset className="assign-split__part">
      <legend>{title}</legend>
      <RangeField name={`${path}.start`} label="Start" />
      <RangeField name={`${path}.end`} label="End" />
      <StaffField
        name={`${path}.typistId`}
        label="Typist"
        options={typists}
        loadError={typistsError}
      />
      {!values.isOffLimit && (
        <FormTextField
          name={`${path}.ratePercent`}
          type="number"
          label="Rate percent"
          min={SPLIT_RATE_PERCENT_MIN}
          max={SPLIT_RATE_PERCENT_MAX}
        />
      )}
      <DeadlineField name={`${path}.deadline`} label="Deadline" />
      {child && (
        <>
          <FormTextArea
            name={`${path}.proofreaderComment`}
            label="Proofreader comment"
            rows={2}
            validate={commentRules}
            containerClassName="assign-split__wide"
          />
          <Button variant="secondary" onClick={remove} aria-label={`Remove ${title}`}>
            Remove
          </Button>
        </>
      )}
    </fieldset>
  );
}

/** Adds a part by halving the last one, so the parts still cover the media. */
export function AddPartButton({ disabled }: { disabled: boolean }) {
  const form = useForm<SplitValues>();
  const add = () => {
    const { original, children } = form.getState().values;
    const last = children.at(-1) ?? original;
    const start = parseRangeTime(last.start);
    const end = parseRangeTime(last.end);
    const middle =
      start !== undefined && end !== undefined && end - start > 1
        ? timecode(Math.round((start + end) / 2))
        : last.end;
    const path = children.length === 0 ? 'original' : `children.${children.length - 1}`;
    form.batch(() => {
      setField(form, `${path}.end`, middle);
      form.change('children', [
        ...children,
        { start: middle, end: last.end, ratePercent: String(DEFAULT_RATE_PERCENT) },
      ]);
    });
  };
  return (
    <Button variant="secondary" onClick={add} disabled={disabled}>
      Add part
    </Button>
  );
}
