import { useState, type ReactNode } from 'react';
import { Role, UserStatus } from '@portal/contracts';
import {
  useGetStaffQuery,
  type StaffListQuery,
  type StaffPage,
} from '@portal/contracts/media-assignment/client';
import { formatDuration } from '@portal/contracts/media/format';
import { fromDeadlineInput } from '@portal/contracts/job/deadline-input';
import type { Validator } from '@portal/contracts/common/validation';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { shiftHours } from '@portal/contracts/shift/time';
import { useGetShiftsQuery } from '@portal/contracts/shift/client';
import {
  Checkbox,
  FormSelectField,
  SelectField,
  TextField,
  useDebounce,
  type SelectOption,
} from '@portal/ui/forms';
import { splitTexts } from './split-texts.ts';

/** The staff filter the pickers share (staff spec section 3, Staff filter). */
export interface StaffFilter {
  q: string;
  /** Only those trained in the media's service. */
  trainedIn: boolean;
  grade: string;
  /** Typists cleared for extra-long-duration recordings (isXLD). */
  xld: boolean;
  /** Typists with no job assigned or in progress (onlyNoUCC). */
  noWorkInHand: boolean;
  /** A portal date: booked on a shift starting that day (shiftDay). */
  shiftDay: string;
  /** One of that day's shifts (shiftId). */
  shiftId: string;
  /** A datetime-local value: booked on a shift between now and then (availableInRange). */
  onShiftBy: string;
}

const noStaffFilter: StaffFilter = {
  q: '',
  trainedIn: false,
  grade: '',
  xld: false,
  noWorkInHand: false,
  shiftDay: '',
  shiftId: '',
  onShiftBy: '',
};

type StaffUser = StaffPage['result'][number];

const gradeOptions: SelectOption[] = [1, 2, 3].map((grade) => ({
  value: String(grade),
  label: `Grade ${grade}`,
}));

/** A typist's current load: the jobs they have assigned or in progress, and how long those run. */
const loadText = ({ load }: StaffUser) =>
  load.jobs === 0 ? 'free' : `${load.jobs} jobs, ${formatDuration(load.seconds)}`;

/** The shifts starting on the filter's day, as options; none until a day is chosen. */
function useShiftOptions(day: string): SelectOption[] {
  const shifts = useGetShiftsQuery({ date: day, interval: 'day' }, { skip: !day });
  return (day ? (shifts.data?.result ?? []) : []).map((shift) => ({
    value: String(shift.id),
    label: `${shiftHours(shift)} (${shift.booked} booked)`,
  }));
}

/** The filter's fields: who, what they can do, how busy they are, and when they work. */
function StaffFilterFields({
  filter,
  onChange,
  service,
}: {
  filter: StaffFilter;
  onChange(filter: StaffFilter): void;
  service: string | null;
}) {
  const change = (field: Partial<StaffFilter>) => onChange({ ...filter, ...field });
  const shiftOptions = useShiftOptions(filter.shiftDay);
  return (
    <fieldset className="assign-split__filter">
      <legend>Staff filter</legend>
      <TextField
        type="search"
        label="Name or email"
        value={filter.q}
        onChange={(event) => change({ q: event.target.value })}
      />
      {service && (
        <Checkbox
          label={`Trained in ${service}`}
          checked={filter.trainedIn}
          onChange={(event) => change({ trainedIn: event.target.checked })}
        />
      )}
      <SelectField
        label="Grade"
        placeholder="Any grade"
        options={gradeOptions}
        value={filter.grade}
        onChange={(event) => change({ grade: event.target.value })}
      />
      <Checkbox
        label="XLD typists only"
        checked={filter.xld}
        onChange={(event) => change({ xld: event.target.checked })}
      />
      <Checkbox
        label="No work in hand"
        checked={filter.noWorkInHand}
        onChange={(event) => change({ noWorkInHand: event.target.checked })}
      />
      <TextField
        type="date"
        label={`Shift day (${PORTAL_TIME_LABEL})`}
        value={filter.shiftDay}
        onChange={(event) => change({ shiftDay: event.target.value, shiftId: '' })}
      />
      {filter.shiftDay && (
        <SelectField
          label="Shift"
          placeholder="Any shift that day"
          options={shiftOptions}
          value={filter.shiftId}
          onChange={(event) => change({ shiftId: event.target.value })}
        />
      )}
      <TextField
        type="datetime-local"
        label="On a shift before"
        value={filter.onShiftBy}
        onChange={(event) => change({ onShiftBy: event.target.value })}
      />
    </fieldset>
  );
}

/** The filter's shift conditions: one shift, else a day, and a shift before a time from now. */
function shiftQuery(filter: StaffFilter): Partial<StaffListQuery> {
  const until = fromDeadlineInput(filter.onShiftBy);
  const now = Math.floor(Date.now() / 1000);
  return {
    ...(filter.shiftId
      ? { shiftId: Number(filter.shiftId) }
      : filter.shiftDay && { shiftDay: filter.shiftDay }),
    ...(until && until > now && { availableInRange: { start: now, end: until } }),
  };
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
  const typists = role === Role.TYPIST;
  const staff = useGetStaffQuery(
    {
      role: [role],
      status: UserStatus.ACTIVE,
      ...(q && { q }),
      ...(trainedIn && { trainedIn }),
      ...(grade && (typists ? { typistPayGrade: grade } : { trainedInGrade: grade })),
      ...(typists && filter.xld && { isXld: true }),
      ...(typists && filter.noWorkInHand && { onlyNoUcc: true }),
      ...shiftQuery(filter),
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
        label: typists ? `${name} (${loadText(user)})` : name,
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

interface PickerOptions {
  /** A form picking one kind of staff asks for the other kind not at all. */
  only?: typeof Role.TYPIST | typeof Role.PROOFREADER;
  /** The filter starts on "trained in the service" (a note-taker must be). */
  trainedIn?: boolean;
}

/** The options of a form's typist and proofreader pickers, narrowed by one staff filter. */
export function useStaffPickers(
  service: string | null,
  chosen: { typists?: Chosen; proofreaders?: Chosen },
  { only, trainedIn = false }: PickerOptions = {},
): StaffPickers {
  const [filter, setFilter] = useState<StaffFilter>(() => ({ ...noStaffFilter, trainedIn }));
  const { typists = noneChosen, proofreaders = noneChosen } = chosen;
  return {
    filterFields: <StaffFilterFields filter={filter} onChange={setFilter} service={service} />,
    typists: useStaffOptions(Role.TYPIST, filter, service, typists, only === Role.PROOFREADER),
    proofreaders: useStaffOptions(
      Role.PROOFREADER,
      filter,
      service,
      proofreaders,
      only === Role.TYPIST,
    ),
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
    <FormSelectField
      name={name}
      label={label}
      placeholder="Not assigned"
      options={options}
      validate={validate}
      fallbackError={loadError}
    />
  );
}
