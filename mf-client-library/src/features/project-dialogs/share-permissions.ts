import type { ProjectPermission } from '@portal/contracts';

/**
 * The three permissions (client spec section 6), named as the library tab each one lists the
 * project under for the invited person.
 */
export const permissionLabels: Record<ProjectPermission, string> = {
  full: 'Full access',
  read: 'Transcript only',
  write: 'Upload only',
};

export const permissionOptions = (Object.keys(permissionLabels) as ProjectPermission[]).map(
  (value) => ({ value, label: permissionLabels[value] }),
);
