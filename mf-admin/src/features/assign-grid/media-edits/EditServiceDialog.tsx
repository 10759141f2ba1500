import { Field, useFormState } from 'react-final-form';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { useGetStaffMediaDetailsQuery } from '@portal/contracts/media-edits/client';
import type { StaffMediaDetails } from '@portal/contracts/media-edits/schema';
import { required } from '@portal/contracts/common/validation';
import { shownError } from '@portal/contracts/app/field-errors';
import { activeChoices } from '@portal/contracts/services/rules';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import type { ServiceOptionMap, TranscriptionService } from '@portal/contracts/services/schema';
import { FormDialog, SelectField, type SelectOption } from '@portal/ui/forms';
import { DetailsGate } from './DetailsGate.tsx';
import { useDetailsEdit, type MediaEditDialogProps } from './useDetailsEdit.ts';

interface Values {
  service: string;
  turnaround: string;
  speakers: string;
  timestamps?: string;
}

const choose = required();
const optionsOf = (map: ServiceOptionMap): SelectOption[] =>
  activeChoices(map).map(([value, choice]) => ({ value, label: choice.label }));

interface SelectProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** Timestamps may stay unchosen: the service's rules then decide. */
  optional?: boolean;
}

function Select({ name, label, options, optional = false }: SelectProps) {
  return (
    <Field<string> name={name} validate={optional ? undefined : choose}>
      {({ input, meta }) => (
        <SelectField
          {...input}
          label={label}
          options={options}
          placeholder="Not selected"
          required={!optional}
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}

/** The option fields of the service chosen: its turnaround, speakers and timestamps. */
function OptionFields({ services }: { services: TranscriptionService[] }) {
  const { values } = useFormState<Values>({ subscription: { values: true } });
  const service = services.find((candidate) => String(candidate.id) === values.service);
  return (
    <>
      <Select
        name="service"
        label="Service"
        options={services.map((item) => ({ value: String(item.id), label: item.name }))}
      />
      {service && (
        <>
          <Select name="turnaround" label="Turnaround" options={optionsOf(service.turnaround)} />
          <Select name="speakers" label="Speakers" options={optionsOf(service.speakers)} />
          {Object.keys(service.timestamps).length > 0 && (
            <Select
              name="timestamps"
              label="Timestamps"
              options={optionsOf(service.timestamps)}
              optional
            />
          )}
        </>
      )}
    </>
  );
}

function ServiceForm({
  details,
  services,
  ...props
}: MediaEditDialogProps & { details: StaffMediaDetails; services: TranscriptionService[] }) {
  const save = useDetailsEdit(props, 'Service changed');
  const current = details.serviceOptions;
  const submit = async (values: Values) => {
    const sameService = current !== null && String(current.id) === values.service;
    const errors = await save({
      serviceOptions: {
        id: Number(values.service),
        turnaround: Number(values.turnaround),
        speakers: values.speakers,
        ...(values.timestamps ? { timestamps: values.timestamps } : {}),
        // The add-ons the client chose belong to their service; another starts from its own.
        priceCalculationElements: sameService ? current.priceCalculationElements : {},
      },
    });
    // The server names the options' fields inside service_options; the form has them at the top.
    const { serviceOptions: inOptions, ...rest } = errors ?? {};
    if (typeof inOptions !== 'object') return errors;
    const { id, ...options } = inOptions;
    return { ...rest, ...options, ...(id === undefined ? {} : { service: id }) };
  };
  return (
    <FormDialog<Values>
      title="Edit service"
      intro={
        <p className="media-edits__note">
          {props.media.title}. {mediaEditTexts.priceKept}
        </p>
      }
      initialValues={{
        service: current ? String(current.id) : '',
        turnaround: current ? String(current.turnaround) : '',
        speakers: current?.speakers ?? '',
        timestamps: current?.timestamps ?? '',
      }}
      confirm="Save service"
      busyLabel="Saving"
      onSubmit={submit}
      onClose={props.onClose}
    >
      <OptionFields services={services} />
    </FormDialog>
  );
}

/** editService: the service options of an ordered media; the client is not charged again. */
export function EditServiceDialog(props: MediaEditDialogProps) {
  const details = useGetStaffMediaDetailsQuery(props.media.id);
  const services = useGetGuestServicesQuery();
  const loaded = services.data ? details : { ...details, data: undefined, isError: false };
  return (
    <DetailsGate title="Edit service" details={loaded} onClose={props.onClose}>
      {(read) => <ServiceForm {...props} details={read} services={services.data ?? []} />}
    </DetailsGate>
  );
}
