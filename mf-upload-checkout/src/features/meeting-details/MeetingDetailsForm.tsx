import { useEffect, useId, useMemo } from 'react';
import { useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { firstErrorMessage, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { MAX_MEETING_ATTENDEES } from '@portal/contracts/common/limits';
import {
  attendeeField,
  attendeeValidators,
  newAttendeeRow,
} from '@portal/contracts/meeting-details/attendee-rows';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import {
  meetingDetailsComplete,
  meetingDetailsTexts,
} from '@portal/contracts/meeting-details/rules';
import { useUpdateMediaMutation } from '@portal/contracts/media/client';
import type { Media } from '@portal/contracts';
import { Button, StatusChip, type HeadingLevel } from '@portal/ui';
import { Form, FormAttendeeRows, FormTextArea, FormTextField } from '@portal/ui/forms';
import {
  detailsOf,
  formFieldOf,
  meetingDetailsValidators as validators,
  valuesOf,
  type DetailsForm,
  type MeetingDetailsValues,
} from './meeting-details-values.ts';
import { attendeesFull, detailsStates } from './texts.ts';
import './meeting-details.css';

/** What a meeting details form needs of a media. */
export type DetailsMedia = Pick<Media, 'id' | 'title' | 'extraFields'>;

export interface MeetingDetailsFormProps {
  media: DetailsMedia;
  form: DetailsForm;
  /** The level of the file's title, one below the heading the forms sit under (default 3). */
  headingLevel?: HeadingLevel;
  /** The details were saved: the cart is fetched again, which completes the gate. */
  onSaved: () => void;
  /** Whether the form holds changes not saved yet (the leave guard's "edited, not submitted"). */
  onDirtyChange: (mediaId: number, dirty: boolean) => void;
}

/**
 * One media's meeting details (client spec section 3), titled by the media: the attendees, and
 * with the multi-field form the meeting's title, date and agenda. Save replaces what the media
 * had (PUT /v1/media/{id} extraFields); the server's objections show under their fields.
 */
export function MeetingDetailsForm({
  media,
  form,
  headingLevel = 3,
  onSaved,
  onDirtyChange,
}: MeetingDetailsFormProps) {
  const dispatch = usePortalDispatch();
  const [updateMedia] = useUpdateMediaMutation();
  const headingId = useId();
  // A new object on every render would start the form over; a refetched cart keeps unchanged
  // details as the same object, so only this media's saved details start it again.
  const initialValues = useMemo(() => valuesOf(media.extraFields), [media.extraFields]);
  const complete = meetingDetailsComplete(form, media.extraFields);
  const Title = `h${headingLevel}` as const;

  const save = async (values: MeetingDetailsValues, api: FormApi<MeetingDetailsValues>) => {
    const result = await updateMedia({ id: media.id, extraFields: detailsOf(values, form) });
    if (result.error) {
      const items = (result.error as Partial<ApiError>).items ?? [];
      dispatch(
        notify({
          type: 'error',
          title: meetingDetailsTexts.saveFailed,
          desc: firstErrorMessage(items, checkoutTexts.contactUs),
        }),
      );
      return submissionErrors(result.error, checkoutTexts.contactUs, (field) =>
        formFieldOf(values, field),
      );
    }
    // What was saved is the new starting point; anything typed while saving stays an edit.
    api.initialize(values);
    dispatch(notify({ type: 'success', title: meetingDetailsTexts.saved, duration: 'short' }));
    onSaved();
    return undefined;
  };

  return (
    <Form<MeetingDetailsValues>
      onSubmit={save}
      initialValues={initialValues}
      // Another form's save refetches the cart, and this one's details come back with it: what
      // is being typed here meanwhile must not be replaced by them.
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting, dirty }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="meeting-details"
          aria-labelledby={headingId}
        >
          <DirtyReport mediaId={media.id} onDirtyChange={onDirtyChange} />
          <div className="meeting-details__header">
            <Title id={headingId} className="meeting-details__title">
              {media.title}
            </Title>
            <StatusChip tone={complete && !dirty ? 'success' : 'warning'}>
              {dirty
                ? detailsStates.unsaved
                : complete
                  ? detailsStates.saved
                  : detailsStates.needed}
            </StatusChip>
          </div>
          {form === 'multiField' && <MeetingFields />}
          <FormAttendeeRows
            rowsName="attendeeRows"
            fieldName={attendeeField}
            newRowKey={newAttendeeRow}
            max={MAX_MEETING_ATTENDEES}
            fullText={attendeesFull}
            // The details need an attendee: the first row stays.
            minRows={1}
            validators={attendeeValidators}
          />
          <div className="meeting-details__actions">
            <Button type="submit" variant="secondary" loading={submitting} loadingLabel="Saving">
              Save meeting details
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/** The multi-field form's own fields: the meeting's title, date and agenda. */
function MeetingFields() {
  return (
    <>
      <div className="meeting-details__pair">
        <FormTextField
          name="meetingTitle"
          label="Meeting title"
          required
          autoComplete="off"
          validate={validators.meetingTitle}
        />
        <FormTextField
          name="meetingDate"
          label="Meeting date"
          type="date"
          required
          validate={validators.meetingDate}
        />
      </div>
      <FormTextArea
        name="meetingAgenda"
        label="Meeting agenda"
        validate={validators.meetingAgenda}
      />
    </>
  );
}

/** Tells the page when the form becomes edited or not; an unmounted form holds no edits. */
function DirtyReport({
  mediaId,
  onDirtyChange,
}: Pick<MeetingDetailsFormProps, 'onDirtyChange'> & { mediaId: number }) {
  const { dirty = false } = useFormState({ subscription: { dirty: true } });
  useEffect(() => {
    onDirtyChange(mediaId, dirty);
    return () => onDirtyChange(mediaId, false);
  }, [mediaId, dirty, onDirtyChange]);
  return null;
}
