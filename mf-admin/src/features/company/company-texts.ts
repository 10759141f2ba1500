import type { BusinessAccountState } from '@portal/contracts/company/schema';
import type { StatusTone } from '@portal/ui';

/** What the Companies screen says (staff spec section 2 names it "Companies"; the rest is ours). */
export const companyScreenTexts = {
  title: 'Companies',
  description: 'Business accounts: their companies, members and projects, and new applications.',
  loadFailed: 'We had a problem loading companies',
  emptyTitle: 'No companies yet',
  emptyText: 'A company is made when an application for a business account is approved.',
  noMatchTitle: 'No companies match this name',
  noMatchText: 'Try another part of the name, or clear the filter.',
  saved: 'Company details saved',
  saveFailed: 'We had a problem saving the company',
  applicationsTitle: 'Applications for a business account',
  applicationsFailed: 'We had a problem loading the applications',
  noApplications: 'No application is waiting for a decision.',
  approved: 'Application approved',
  rejected: 'Application rejected',
  decideFailed: 'We had a problem deciding the application',
  membersFailed: 'We had a problem loading the members',
  projectsFailed: 'We had a problem loading the projects',
  noProjects: "No projects on the company's account.",
} as const;

export const businessAccountLabels: Record<BusinessAccountState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const businessAccountTones: Record<BusinessAccountState, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};
