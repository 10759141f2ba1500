import { formatDay, fromDateInput, type ProjectFormValues } from './project-form.ts';
import { DetailList } from '../../components/DetailList.tsx';

/** A project's details as the confirmation step reads them back. */
export function ProjectSummary({ values }: { values: ProjectFormValues }) {
  const rows: [string, string][] = [
    ['Title', values.title?.trim() ?? ''],
    ['Deadline', formatDay(fromDateInput(values.deadline))],
    ['PO number', values.poNumber?.trim() || '—'],
    ['Duplicate on completion', values.duplicateOnCompletion ? 'Yes' : 'No'],
  ];
  return <DetailList rows={rows} />;
}
