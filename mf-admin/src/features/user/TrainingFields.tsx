import { Field } from 'react-final-form';
import { gradeLabel, grades } from '@portal/contracts/user/grades';
import { useGetGuestServicesQuery } from '@portal/contracts/services/client';
import { Checkbox, FormSelectField } from '@portal/ui/forms';

const gradeOptions = grades.map((grade) => ({ value: String(grade), label: gradeLabel(grade) }));

/** The services a typist or proofreader is trained in (by short name) and their grade. */
export function TrainingFields() {
  const services = useGetGuestServicesQuery();
  return (
    <>
      <fieldset className="user-form__services">
        <legend>Trained in</legend>
        {services.isLoading && <p className="user-form__note">Loading the services</p>}
        {services.isError && <p className="user-form__note">The services could not be loaded.</p>}
        {(services.data ?? []).map((service) => (
          <Field<string>
            key={service.id}
            name="trainedIn"
            type="checkbox"
            value={service.shortName}
          >
            {({ input }) => (
              <Checkbox {...input} label={`${service.name} (${service.shortName})`} />
            )}
          </Field>
        ))}
      </fieldset>
      <FormSelectField name="grade" label="Grade" options={gradeOptions} />
    </>
  );
}

/** A refusal of a service names it in the message; no one checkbox owns it. */
export const trainingFormField = (field: string): string | undefined =>
  field.startsWith('trainedIn') ? undefined : field;
