import type { ServiceOptionStatus, ServiceStatus } from '@portal/contracts';
import type { MeetingDetailsForm } from '@portal/contracts/meeting-details/forms';
import type { StatusTone } from '@portal/ui';

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  deleted: 'Deleted',
};
export const serviceStatusTones: Record<ServiceStatus, StatusTone> = {
  active: 'success',
  inactive: 'warning',
  deleted: 'neutral',
};
export const optionStatusLabels: Record<ServiceOptionStatus, string> = {
  active: 'Active',
  other: 'Other (not offered)',
  deleted: 'Deleted',
};
export const meetingDetailsLabels: Record<MeetingDetailsForm, string> = {
  none: 'None',
  simple: 'Attendees',
  multiField: 'Full meeting form',
};

export const servicesPath = '/super-admin/services';
export const servicePath = (id: number | 'new') => `${servicesPath}/${id}`;
