import { useEffect, useId, useMemo } from 'react';
import { Field, Form, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import { firstErrorMessage, notify, usePortalDispatch, type ApiError } from '@portal/contracts';
import { shownError } from '@portal/contracts/forms';
import {
  checkoutTexts,
  meetingDetailsComplete,
  meetingDetailsTexts,
  useUpdateMediaMutation,
  type Media,
} from '@portal/contracts/cart';
import { Button, StatusChip } from '@portal/ui';
import { TextArea } from '@portal/ui/forms';
import { FormTextField } from '../../components/FormTextField.tsx';
import { AttendeeFields } from './AttendeeFields.tsx';
import {
  detailsOf,
  meetingDetailsValidators as validators,
  valuesOf,
  type DetailsForm,
  type MeetingDetailsValues,
} from './meeting-details-values.ts';
import './meeting-details.css';

export interface MeetingDetailsFormProps {
  media: Pick<Media, 'id' | 'title' | 'extraFields'>;
  form: DetailsForm;
  /** The details were saved: the cart is fetched again, which completes the gate. */
  onSaved: () => void;
  /** Whether the form holds changes not saved yet (the leave guard's "edited, not submitted"). */
  onDirtyChange: (mediaId: number, dirty: boolean) => void;
}

/**
 * One media's meeting details (client spec section 3), titled by the media: the attendees, and
 * with the multi-field form the meeting's title, date and agenda. Save replaces what the media
 * had (PUT /v1/media/{id} extraFields).
 */
export function MeetingDetailsForm({
  media,
  form,
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
      return;
    }
    // What was saved is the new starting point: the form is no longer edited.
    api.initialize(values);
    dispatch(notify({ type: 'success', title: meetingDetailsTexts.saved, duration: 'short' }));
    onSaved();
  };

  return (
    <Form<MeetingDetailsValues>
      onSubmit={save}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className="meeting-details"
          aria-labelledby={headingId}
        >
          <DirtyReport mediaId={media.id} onDirtyChange={onDirtyChange} />
          <div className="meeting-details__header">
            <h3 id={headingId} className="meeting-details__title">
              {media.title}
            </h3>
            <StatusChip tone={complete ? 'success' : 'warning'}>
              {complete ? 'Saved' : 'Details needed'}
            </StatusChip>
          </div>
          {form === 'multiField' && <MeetingFields />}
          <AttendeeFields />
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
      <Field<string> name="meetingAgenda" validate={validators.meetingAgenda}>
        {({ input, meta }) => (
          <TextArea {...input} label="Meeting agenda" rows={3} error={shownError(meta)} />
        )}
      </Field>
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
