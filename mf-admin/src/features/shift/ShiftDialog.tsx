import { SHIFT_CAPACITY_MAX } from '@portal/contracts/common/limits';
import { portalTime } from '@portal/contracts/common/portal-time';
import { shiftAudiences, type ShiftAudience, type ShiftView } from '@portal/contracts/shift/schema';
import { shiftTexts } from '@portal/contracts/shift/texts';
import { useCreateShiftMutation, useModifyShiftMutation } from '@portal/contracts/shift/client';
import { composeValidators, required, type Validator } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { FormDialog, FormSelectField, FormTextField } from '@portal/ui/forms';
import { audienceLabels, shiftPlanTexts as texts } from './shift-texts.ts';

/** The form's values, named as the portal names the API's fields, so refusals land under them. */
interface Values {
  date: string;
  startTime: string;
  endTime: string;
  capacity: string;
  audience?: ShiftAudience;
}

const audienceOptions = shiftAudiences.map((audience) => ({
  value: audience,
  label: audienceLabels[audience],
}));

/** A whole number of places from `least` (the bookings a shift holds) to the limit. */
const placesFrom =
  (least: number): Validator =>
  (value) => {
    const places = Number(value);
    if (!Number.isInteger(places) || places < 0 || places > SHIFT_CAPACITY_MAX)
      return `${texts.capacity} ${SHIFT_CAPACITY_MAX}`;
    return places < least ? shiftTexts.capacityBelowBookings(least) : undefined;
  };

const at = (unixSeconds: number) => portalTime(new Date(unixSeconds * 1000));

const valuesOf = (shift: ShiftView): Values => ({
  date: at(shift.startsAt).date,
  startTime: at(shift.startsAt).time,
  endTime: at(shift.endsAt).time,
  capacity: String(shift.capacity),
});

/**
 * The changes to a shift: its times only when one moved, as a shift already started cannot be
 * planned again, and its places.
 */
function changesOf(shift: ShiftView, values: Values) {
  const before = valuesOf(shift);
  const moved = (['date', 'startTime', 'endTime'] as const).some(
    (key) => values[key] !== before[key],
  );
  return {
    id: shift.id,
    capacity: Number(values.capacity),
    ...(moved && { date: values.date, startTime: values.startTime, endTime: values.endTime }),
  };
}

/** A new shift on `date` (`shift` absent), or one to change: its date, times and places. */
export function ShiftDialog({
  shift,
  date,
  onDone,
  onClose,
}: {
  shift?: ShiftView;
  date: string;
  onDone(title: string): void;
  onClose(): void;
}) {
  const [create] = useCreateShiftMutation();
  const [modify] = useModifyShiftMutation();
  const submit = async (values: Values) => {
    const result = shift
      ? await modify(changesOf(shift, values))
      : await create({
          date: values.date,
          startTime: values.startTime,
          endTime: values.endTime,
          capacity: Number(values.capacity),
          audience: values.audience ?? 'typist',
        });
    if (result.error) return submissionErrors(result.error, texts.saveFailed);
    onDone(shift ? texts.saved : texts.created);
    return undefined;
  };

  return (
    <FormDialog<Values>
      title={shift ? 'Edit shift' : texts.newShift}
      description="Times are UK time. An end before the start is the next morning's."
      initialValues={
        shift
          ? valuesOf(shift)
          : { date, startTime: '09:00', endTime: '13:00', capacity: '3', audience: 'typist' }
      }
      confirm={shift ? 'Save shift' : 'Create shift'}
      busyLabel="Saving"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="shift-form">
        <FormTextField name="date" type="date" label="Date" required validate={required()} />
        <FormTextField
          name="startTime"
          type="time"
          label="Start time"
          required
          validate={required()}
        />
        <FormTextField name="endTime" type="time" label="End time" required validate={required()} />
        <FormTextField
          name="capacity"
          type="number"
          label="Places"
          min={shift?.booked ?? 0}
          max={SHIFT_CAPACITY_MAX}
          required
          validate={composeValidators(required(), placesFrom(shift?.booked ?? 0))}
        />
        {!shift && <FormSelectField name="audience" label="For" options={audienceOptions} />}
      </div>
    </FormDialog>
  );
}
