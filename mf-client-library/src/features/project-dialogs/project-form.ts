import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
} from '@portal/contracts/common/validation';
import { PO_NUMBER_MAX_LENGTH, PROJECT_TITLE_MAX_LENGTH } from '@portal/contracts/common/limits';
import { formatUnixTime } from '@portal/contracts';
import type { ProjectInput } from '@portal/contracts/project/projects-client';
import type { ProjectView } from '@portal/contracts/project/schema';

/**
 * The project details a client edits, as the form holds them (dates as yyyy-mm-dd); a field
 * the client empties is undefined.
 */
export interface ProjectFormValues {
  title?: string;
  deadline?: string;
  poNumber?: string;
  duplicateOnCompletion?: boolean;
}

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  deadline: '',
  poNumber: '',
  duplicateOnCompletion: false,
};

export const projectValidators = {
  title: composeValidators(required(), maxLength(PROJECT_TITLE_MAX_LENGTH), noAngleBrackets),
  poNumber: composeValidators(maxLength(PO_NUMBER_MAX_LENGTH), noAngleBrackets),
};

/** A unix time as the date input's yyyy-mm-dd, in local time. */
export const toDateInput = (unixSeconds: number | null): string =>
  unixSeconds === null ? '' : formatUnixTime(unixSeconds, 'iso');

/** A chosen day as a deadline: the end of that day, local time, so the whole day counts. */
export function fromDateInput(value = ''): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return Math.floor(new Date(year, month - 1, day, 23, 59, 59).getTime() / 1000);
}

/** A day as the spec's dd/MM/yyyy. */
export const formatDay = (unixSeconds: number | null): string =>
  unixSeconds === null ? '—' : formatUnixTime(unixSeconds, 'short');

export const fromProject = (project: ProjectView): ProjectFormValues => ({
  title: project.title,
  deadline: toDateInput(project.deadline),
  poNumber: project.poNumber ?? '',
  duplicateOnCompletion: project.duplicateOnCompletion,
});

/** What the API takes; an emptied field is sent as null, which clears it. */
export const toProjectInput = (values: ProjectFormValues): ProjectInput => ({
  title: values.title?.trim() ?? '',
  deadline: fromDateInput(values.deadline),
  poNumber: values.poNumber?.trim() || null,
  duplicateOnCompletion: values.duplicateOnCompletion ?? false,
});
