import { useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { Role, UserStatus } from '@portal/contracts';
import { useGetStaffQuery, type StaffPage } from '@portal/contracts/admin';
import { formatDuration } from '@portal/contracts/jobs';
import { shownError, type Validator } from '@portal/contracts/forms';
import { Checkbox, SelectField, TextField, useDebounce, type SelectOption } from '@portal/ui/forms';
import { splitTexts } from './split-texts.ts';

/** The staff filter the pickers share (staff spec section 3, Staff filter). */
export interface StaffFilter {
  q: string;
  /** Only those trained in the media's service. */
  trainedIn: boolean;
  grade: string;
}

const noStaffFilter: StaffFilter = { q: '', trainedIn: false, grade: '' };

type StaffUser = StaffPage['result'][number];

const gradeOptions: SelectOption[] = [1, 2, 3].map((grade) => ({
  value: String(grade),
  label: `Grade ${grade}`,
}));

/** A typist's current load: the jobs they have assigned or in progress, and how long those run. */
const loadText = ({ load }: StaffUser) =>
  load.jobs === 0 ? 'free' : `${load.jobs} jobs, ${formatDuration(load.seconds)}`;

/** The filter's fields: name or email, trained in the media's service, grade. */
function StaffFilterFields({
  filter,
  onChange,
  service,
}: {
  filter: StaffFilter;
  onChange(filter: StaffFilter): void;
  service: string | null;
}) {
  return (
    <fieldset className="assign-split__filter">
      <legend>Staff filter</legend>
      <TextField
        type="search"
        label="Name or email"
        value={filter.q}
        onChange={(event) => onChange({ ...filter, q: event.target.value })}
      />
      {service && (
        <Checkbox
          label={`Trained in ${service}`}
          checked={filter.trainedIn}
          onChange={(event) => onChange({ ...filter, trainedIn: event.target.checked })}
        />
      )}
      <SelectField
        label="Grade"
        placeholder="Any grade"
        options={gradeOptions}
        value={filter.grade}
        onChange={(event) => onChange({ ...filter, grade: event.target.value })}
      />
    </fieldset>
  );
}

/**
 * The active typists or proofreaders the filter finds (GET /v1/user), typists with their load,
 * as options; the ones already chosen (`chosen`, id to name) stay listed whatever the filter.
 */
function useStaffOptions(
  role: typeof Role.TYPIST | typeof Role.PROOFREADER,
  filter: StaffFilter,
  service: string | null,
  chosen: ReadonlyMap<number, string>,
  skip: boolean,
) {
  const [q] = useDebounce(filter.q.trim(), 500);
  const grade = filter.grade ? Number(filter.grade) : undefined;
  const trainedIn = filter.trainedIn && service ? service : undefined;
  const staff = useGetStaffQuery(
    {
      role: [role],
      status: UserStatus.ACTIVE,
      ...(q && { q }),
      ...(trainedIn && { trainedIn }),
      ...(grade && (role === Role.TYPIST ? { typistPayGrade: grade } : { trainedInGrade: grade })),
    },
    { skip },
  );
  const found = staff.data?.result ?? [];
  const foundIds = new Set(found.map((user) => user.id));
  const options: SelectOption[] = [
    ...[...chosen]
      .filter(([id]) => !foundIds.has(id))
      .map(([id, name]) => ({ value: String(id), label: name })),
    ...found.map((user) => {
      const name = `${user.firstname} ${user.lastname}`;
      return {
        value: String(user.id),
        label: role === Role.TYPIST ? `${name} (${loadText(user)})` : name,
      };
    }),
  ];
  const error = staff.isError ? splitTexts.staffFailed : undefined;
  return { options, error, loading: staff.isFetching };
}

type Chosen = ReadonlyMap<number, string>;
const noneChosen: Chosen = new Map();

interface StaffPickers {
  /** The filter's fields, above the pickers it narrows. */
  filterFields: ReactNode;
  typists: ReturnType<typeof useStaffOptions>;
  proofreaders: ReturnType<typeof useStaffOptions>;
}

/**
 * The options of a form's typist and proofreader pickers, narrowed by one staff filter; a form
 * without typists (`withTypists` false) asks for none.
 */
export function useStaffPickers(
  service: string | null,
  chosen: { typists?: Chosen; proofreaders?: Chosen },
  withTypists = true,
): StaffPickers {
  const [filter, setFilter] = useState<StaffFilter>(noStaffFilter);
  const { typists = noneChosen, proofreaders = noneChosen } = chosen;
  return {
    filterFields: <StaffFilterFields filter={filter} onChange={setFilter} service={service} />,
    typists: useStaffOptions(Role.TYPIST, filter, service, typists, !withTypists),
    proofreaders: useStaffOptions(Role.PROOFREADER, filter, service, proofreaders, false),
  };
}

/** A staff member picked from the options, bound to the form's field of that name. */
export function StaffField({
  name,
  label,
  options,
  loadError,
  validate,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  loadError?: string;
  validate?: Validator;
}) {
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => (
        <SelectField
          {...input}
          label={label}
          placeholder="Not assigned"
          options={options}
          error={shownError(meta) ?? loadError}
        />
      )}
    </Field>
  );
}
