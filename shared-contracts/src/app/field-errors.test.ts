import { FORM_ERROR, getIn } from 'final-form';
import { mapHttpError } from '../common/errors.ts';
import { submissionErrors } from './field-errors.ts';

/** A failed call as the portal's API layer hands it to a form. */
const failure = (status: number, body: unknown) => ({
  status,
  items: mapHttpError(status, body, '/v1/media/1'),
});

describe('submissionErrors', () => {
  it('puts each 422 message under the form field it names, the first one kept', () => {
    const errors = submissionErrors(
      failure(422, [
        { field: 'first_name', message: 'Required' },
        { field: 'profile[mobile]', message: 'Must be a valid phone number' },
        { field: 'first_name', message: 'Max length is 120' },
      ]),
      'We had a problem',
    );
    expect(getIn(errors, 'firstName')).toBe('Required');
    expect(getIn(errors, 'profile.mobile')).toBe('Must be a valid phone number');
    expect(errors[FORM_ERROR]).toBeUndefined();
  });

  it('takes the form’s own names, nested rows included, from formField', () => {
    const errors = submissionErrors(
      failure(422, [
        { field: 'extra_fields[meeting_date]', message: 'Must be a date (YYYY-MM-DD)' },
        { field: 'extra_fields[meeting_attendees][1][attendee_name]', message: 'Required' },
        { field: 'extra_fields[meeting_attendees]', message: 'Must have at most 100 items' },
      ]),
      'We had a problem',
      (field) => (field === 'extraFields.meetingAttendees' ? undefined : field.slice(12)),
    );
    expect(getIn(errors, 'meetingDate')).toBe('Must be a date (YYYY-MM-DD)');
    expect(getIn(errors, 'meetingAttendees[1].attendeeName')).toBe('Required');
    expect(errors[FORM_ERROR]).toBe('Must have at most 100 items');
  });

  it('makes a message about no field, and any other failure, the form’s message', () => {
    expect(submissionErrors(failure(422, [{ message: 'Cart is closed' }]), 'Fallback')).toEqual({
      [FORM_ERROR]: 'Cart is closed',
    });
    expect(submissionErrors(failure(404, { message: 'Media not found' }), 'Fallback')).toEqual({
      [FORM_ERROR]: 'Media not found',
    });
    expect(submissionErrors({ status: 'FETCH_ERROR', items: [] }, 'Fallback')).toEqual({
      [FORM_ERROR]: 'Fallback',
    });
  });
});
