import { projectStatuses, type ProjectStatus } from '@portal/contracts';
import {
  reportFilters,
  reportTypeLabels,
  reportTypes,
  type ReportFilter,
} from '@portal/contracts/report/rules';

const filterNames: Record<ReportFilter, string> = {
  projectStatus: 'project status',
  mobileOnly: 'mobile only',
  typistStatus: 'typist status',
  clientName: 'client',
  companyName: 'company',
  isBusinessAccount: 'business accounts',
};

/** Each report with the filters it reads, so nobody sets one a report ignores unawares. */
export const reportTypeOptions = reportTypes.map((type) => ({
  value: type,
  label: reportTypeLabels[type],
  hint: `Uses the dates, ${reportFilters[type].map((filter) => filterNames[filter]).join(', ')}`,
}));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every stored status of a project, as staff read them (no client display rule here). */
export const projectStatusOptions = projectStatuses.map((status: ProjectStatus) => ({
  value: status,
  label: capitalised(status),
}));
