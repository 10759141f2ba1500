import { Role, UserStatus, can, userStatusText } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';

/** The four Users screens, each its own address: /v3/admin/users/{list}. */
export const userLists = ['client', 'typist', 'proofreader', 'admin'] as const;
export type UserList = (typeof userLists)[number];

export const isUserList = (value: string | undefined): value is UserList =>
  userLists.includes(value as UserList);

export const userListLabels: Record<UserList, string> = {
  client: 'Clients',
  typist: 'Typists',
  proofreader: 'Proofreaders',
  admin: 'Admins',
};

/** The roles each list shows; the admin list has every kind of admin. */
export const userListRoles: Record<UserList, readonly Role[]> = {
  client: [Role.CLIENT],
  typist: [Role.TYPIST],
  proofreader: [Role.PROOFREADER],
  admin: [Role.RESTRICTED_ADMIN, Role.ADMIN, Role.SUPER_ADMIN],
};

/** Only a super admin creates or changes admin accounts (the server holds to it too). */
export const mayManageList = (list: UserList, role: Role | undefined): boolean =>
  role !== undefined &&
  can({ role }, list === 'admin' ? 'account.manageAdmins' : 'account.manageStaff');

/** The text statuses of staff spec section 4, as the screens show them. */
export const userStatusLabel = (status: UserStatus): string => {
  const text = userStatusText[status].replace('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const userStatusTones: Record<UserStatus, StatusTone> = {
  [UserStatus.PENDING]: 'info',
  [UserStatus.ACTIVE]: 'success',
  [UserStatus.DELETED]: 'neutral',
  [UserStatus.DISABLED]: 'error',
  [UserStatus.ON_HOLD]: 'warning',
};

export const userStatusOptions = Object.values(UserStatus).map((status) => ({
  value: String(status),
  label: userStatusLabel(status),
}));

/** Typists and proofreaders: trained in services, graded, and bound by the staff contracts. */
export const isWorkerList = (list: UserList): boolean =>
  list === 'typist' || list === 'proofreader';
