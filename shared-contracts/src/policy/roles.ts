/** Numeric role values as the spec fixes them (client spec section 6). */
export const Role = {
  CLIENT: 4,
  TYPIST: 8,
  PROOFREADER: 16,
  RESTRICTED_ADMIN: 31,
  ADMIN: 32,
  SUPER_ADMIN: 64,
} as const;

export type Role = (typeof Role)[keyof typeof Role];

export const allRoles: readonly Role[] = Object.values(Role);

const labels: Record<Role, string> = {
  [Role.CLIENT]: 'Client',
  [Role.TYPIST]: 'Typist',
  [Role.PROOFREADER]: 'Proofreader',
  [Role.RESTRICTED_ADMIN]: 'Restricted admin',
  [Role.ADMIN]: 'Admin',
  [Role.SUPER_ADMIN]: 'Superadmin',
};

export function roleLabel(role: Role): string {
  return labels[role];
}

export function isRole(value: unknown): value is Role {
  return allRoles.includes(value as Role);
}

export const isAdminRole = (role: Role): boolean =>
  role === Role.ADMIN || role === Role.SUPER_ADMIN;

export const isStaffWorkerRole = (role: Role): boolean =>
  role === Role.TYPIST || role === Role.PROOFREADER;

/** Roles that must have two-factor authentication (staff spec section 2). */
export const requiresTwoFactor = (role: Role): boolean =>
  isAdminRole(role) || isStaffWorkerRole(role);
