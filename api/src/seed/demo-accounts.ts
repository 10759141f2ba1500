import { Role } from '@portal/contracts/core';

/** The password of every demo account (README, console, e2e). */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

/** What the demo typists and proofreader put in their contracts besides their names. */
export const DEMO_SIGNATURE = {
  address: '1 Demo Street\nLondon EC1A 1AA',
  devices: 'Demo laptop with Windows 11',
};

export interface DemoAccount {
  email: string;
  role: Role;
  firstname: string;
  lastname: string;
  isBusinessAccount: boolean;
}

/** One account per role, created on the first start of an embedded, non-production server. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'client@demo.test',
    role: Role.CLIENT,
    firstname: 'Demo',
    lastname: 'Client',
    isBusinessAccount: false,
  },
  {
    email: 'business@demo.test',
    role: Role.CLIENT,
    firstname: 'Demo',
    lastname: 'Business',
    isBusinessAccount: true,
  },
  {
    email: 'typist@demo.test',
    role: Role.TYPIST,
    firstname: 'Demo',
    lastname: 'Typist',
    isBusinessAccount: false,
  },
  {
    email: 'proofreader@demo.test',
    role: Role.PROOFREADER,
    firstname: 'Demo',
    lastname: 'Proofreader',
    isBusinessAccount: false,
  },
  {
    email: 'admin@demo.test',
    role: Role.ADMIN,
    firstname: 'Demo',
    lastname: 'Admin',
    isBusinessAccount: false,
  },
  {
    email: 'superadmin@demo.test',
    role: Role.SUPER_ADMIN,
    firstname: 'Demo',
    lastname: 'Superadmin',
    isBusinessAccount: false,
  },
  {
    email: 'radmin@demo.test',
    role: Role.RESTRICTED_ADMIN,
    firstname: 'Demo',
    lastname: 'Radmin',
    isBusinessAccount: false,
  },
];
