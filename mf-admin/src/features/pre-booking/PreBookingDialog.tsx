import { Field } from 'react-final-form';
import { Role, UserStatus } from '@portal/contracts';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import {
  PRE_BOOKING_MAX_MINUTES,
  PRE_BOOKING_NOTES_MAX_LENGTH,
} from '@portal/contracts/common/limits';
import { preBookingStatuses, type PreBooking } from '@portal/contracts/pre-booking/schema';
import { preBookingTexts } from '@portal/contracts/pre-booking/texts';
import {
  useCreatePreBookingMutation,
  useUpdatePreBookingMutation,
} from '@portal/contracts/pre-booking/client';
import { useGetStaffMediaQuery } from '@portal/contracts/media/staff-media-client';
import { useGetStaffQuery } from '@portal/contracts/media-assignment/client';
import {
  composeValidators,
  freeTextRule,
  required,
  type Validator,
} from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import {
  Checkbox,
  FormDialog,
  FormSelectField,
  FormTextArea,
  FormTextField,
  SearchSelectField,
  type FoundOptions,
  type SelectOption,
} from '@portal/ui/forms';
import { preBookingStatusLabels } from './pre-booking-format.ts';

/** The form's values, named as the API names its fields, so its refusals land under them. */
interface Values {
  client_id?: string;
  service_id: string;
  expected_minutes: string;
  expected_at: string;
  notes?: string;
  status?: string;
  media_ids?: string[];
}

const inTheFuture: Validator = (value) => {
  const chosen = fromDeadlineInput(value);
  if (chosen === undefined) return 'Enter a date and time';
  return chosen * 1000 <= Date.now() ? preBookingTexts.expectedInThePast : undefined;
};
const wholeMinutes: Validator = (value) => {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= PRE_BOOKING_MAX_MINUTES
    ? undefined
    : preBookingTexts.minutes;
};
const notesRule = freeTextRule(PRE_BOOKING_NOTES_MAX_LENGTH, { optional: true });

/** Active client accounts whose name or email holds the search (GET /v1/user). */
function useClientOptions(search: string): FoundOptions {
  const clients = useGetStaffQuery({
    role: [Role.CLIENT],
    status: UserStatus.ACTIVE,
    ...(search && { q: search }),
  });
  const options = (clients.data?.result ?? []).map((client) => ({
    value: String(client.id),
    label: `${client.firstname} ${client.lastname} (${client.email})`,
  }));
  return { options, loading: clients.isFetching };
}

/** The client's ordered media, to tick those received against the pre-booking. */
function MediaReceivedField({ clientId }: { clientId: number }) {
  const media = useGetStaffMediaQuery({
    clientId,
    status: ['ordered', 'assigned', 'in-progress', 'done', 'returned'],
    pageSize: 100,
    sort: 'createdAt',
    order: 'desc',
  });
  const rows = media.data?.result ?? [];
  return (
    <fieldset className="pre-booking-form__media">
      <legend>Media received</legend>
      {media.isLoading && <p className="pre-booking-form__note">Loading the client’s media</p>}
      {media.isError && (
        <p className="pre-booking-form__note">The client’s media could not be loaded.</p>
      )}
      {media.isSuccess && rows.length === 0 && (
        <p className="pre-booking-form__note">The client has ordered no media yet.</p>
      )}
      {rows.map((row) => (
        <Field<string> key={row.id} name="media_ids" type="checkbox" value={String(row.id)}>
          {({ input }) => <Checkbox {...input} label={row.title} />}
        </Field>
      ))}
    </fieldset>
  );
}

const statusOptions: SelectOption[] = preBookingStatuses.map((status) => ({
  value: status,
  label: preBookingStatusLabels[status],
}));

// A refused media is named in the message; no one checkbox owns it.
const formField = (field: string) => (field.startsWith('media_ids') ? undefined : field);

const detailsOf = (values: Values) => ({
  serviceId: Number(values.service_id),
  expectedMinutes: Number(values.expected_minutes),
  expectedAt: fromDeadlineInput(values.expected_at)!,
  notes: values.notes ?? '',
});

/** The changes to a pre-booking: its time only when moved, as one already past stays so. */
function changesOf(preBooking: PreBooking, values: Values) {
  const { expectedAt, ...details } = detailsOf(values);
  const moved = values.expected_at !== toDeadlineInput(preBooking.expectedAt);
  return {
    id: preBooking.id,
    ...details,
    ...(moved && { expectedAt }),
    status: values.status as PreBooking['status'],
    mediaIds: (values.media_ids ?? []).map(Number),
    updatedAt: preBooking.updatedAt,
  };
}

/**
 * A new pre-booking (`preBooking` absent: an admin chooses the client), or one to change: its
 * details, status and the client's media received against it.
 */
export function PreBookingDialog({
  preBooking,
  onDone,
  onClose,
}: {
  preBooking?: PreBooking;
  onDone(preBooking: PreBooking): void;
  onClose(): void;
}) {
  const services = useGetGuestServicesQuery();
  const [create] = useCreatePreBookingMutation();
  const [update] = useUpdatePreBookingMutation();
  const serviceOptions = (services.data ?? []).map((service) => ({
    value: String(service.id),
    label: service.name,
  }));

  const submit = async (values: Values) => {
    const result = preBooking
      ? await update(changesOf(preBooking, values))
      : await create({
          clientId: Number(values.client_id),
          ...detailsOf(values),
          notes: values.notes || undefined,
        });
    if (result.error)
      return submissionErrors(result.error, 'The pre-booking could not be saved', formField);
    onDone(result.data);
    return undefined;
  };

  return (
    <FormDialog<Values>
      title={preBooking ? `Pre-booking ${preBooking.shortId}` : 'New pre-booking'}
      description={preBooking?.clientName}
      initialValues={
        preBooking && {
          service_id: String(preBooking.serviceId),
          expected_minutes: String(preBooking.expectedMinutes),
          expected_at: toDeadlineInput(preBooking.expectedAt),
          notes: preBooking.notes ?? '',
          status: preBooking.status,
          media_ids: preBooking.mediaIds.map(String),
        }
      }
      confirm={preBooking ? 'Save pre-booking' : 'Create pre-booking'}
      busyLabel="Saving"
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="pre-booking-form">
        {!preBooking && (
          <SearchSelectField
            name="client_id"
            label="Client"
            searchLabel="Find a client"
            placeholder="Choose a client"
            loadingPlaceholder="Loading clients"
            useOptions={useClientOptions}
          />
        )}
        <FormSelectField
          name="service_id"
          label="Service"
          placeholder="Choose a service"
          options={serviceOptions}
          required
          validate={required()}
        />
        <FormTextField
          name="expected_minutes"
          type="number"
          label="Expected minutes"
          min={1}
          max={PRE_BOOKING_MAX_MINUTES}
          required
          validate={composeValidators(required(), wholeMinutes)}
        />
        <FormTextField
          name="expected_at"
          type="datetime-local"
          label="Expected by"
          required
          validate={preBooking ? required() : composeValidators(required(), inTheFuture)}
        />
        {preBooking && <FormSelectField name="status" label="Status" options={statusOptions} />}
        <div className="pre-booking-form__wide">
          <FormTextArea name="notes" label="Notes" rows={3} validate={notesRule} />
        </div>
      </div>
      {preBooking && <MediaReceivedField clientId={preBooking.clientId} />}
    </FormDialog>
  );
}
