import { Role } from '@portal/contracts/policy/roles';

/** The password of every demo account (docs/demo-data.md, console, e2e). */
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
  /** What sets it apart from the role's other demo accounts, said beside its role on the console. */
  note?: string;
}

const client: DemoAccount = {
  email: 'client@demo.test',
  role: Role.CLIENT,
  firstname: 'Demo',
  lastname: 'Client',
  isBusinessAccount: false,
};

const business: DemoAccount = {
  email: 'business@demo.test',
  role: Role.CLIENT,
  firstname: 'Demo',
  lastname: 'Business',
  isBusinessAccount: true,
  note: 'business account',
};

/** The demo client whose application for a business account waits for an admin's decision. */
export const DEMO_APPLICANT: DemoAccount = {
  email: 'applicant@demo.test',
  role: Role.CLIENT,
  firstname: 'Demo',
  lastname: 'Applicant',
  isBusinessAccount: false,
  note: 'applying for a business account',
};

const typist: DemoAccount = {
  email: 'typist@demo.test',
  role: Role.TYPIST,
  firstname: 'Demo',
  lastname: 'Typist',
  isBusinessAccount: false,
};

/** The second demo typist, who typed half of last month's demo work. */
export const DEMO_SECOND_TYPIST: DemoAccount = {
  email: 'typist2@demo.test',
  role: Role.TYPIST,
  firstname: 'Demo',
  lastname: 'Typist Two',
  isBusinessAccount: false,
  note: 'second typist',
};

const proofreader: DemoAccount = {
  email: 'proofreader@demo.test',
  role: Role.PROOFREADER,
  firstname: 'Demo',
  lastname: 'Proofreader',
  isBusinessAccount: false,
};

const admin: DemoAccount = {
  email: 'admin@demo.test',
  role: Role.ADMIN,
  firstname: 'Demo',
  lastname: 'Admin',
  isBusinessAccount: false,
};

const superAdmin: DemoAccount = {
  email: 'superadmin@demo.test',
  role: Role.SUPER_ADMIN,
  firstname: 'Demo',
  lastname: 'Superadmin',
  isBusinessAccount: false,
};

const restrictedAdmin: DemoAccount = {
  email: 'radmin@demo.test',
  role: Role.RESTRICTED_ADMIN,
  firstname: 'Demo',
  lastname: 'Radmin',
  isBusinessAccount: false,
};

/** Every account the demo data makes, in the order the console lists them. */
export const everyDemoAccount: readonly DemoAccount[] = [
  client,
  business,
  DEMO_APPLICANT,
  typist,
  DEMO_SECOND_TYPIST,
  proofreader,
  admin,
  superAdmin,
  restrictedAdmin,
];

/**
 * One account per role, created together on the first start of an embedded, non-production
 * server; the applicant and the second typist come with the demo work they take part in.
 */
export const demoAccounts: readonly DemoAccount[] = everyDemoAccount.filter(
  (account) => account !== DEMO_APPLICANT && account !== DEMO_SECOND_TYPIST,
);
