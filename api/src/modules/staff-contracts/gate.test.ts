import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { featureFlagsFor, type FeatureFlags } from '@portal/contracts/portal/flags';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person } from '../project/test-fixtures.ts';
import { ensureContractsSigned } from './gate.ts';
import { recordSignedContracts, signConsultancyAgreement } from './service.ts';

const t = setupTestApp();

const on: FeatureFlags = featureFlagsFor('production');
const off: FeatureFlags = { ...on, contracts: false };
const gate = (actor: { id: number; role: Role }, featureFlags = on) =>
  ensureContractsSigned({ db: t.db, featureFlags }, { userId: actor.id, role: actor.role });
const refusal = new ApiError(403, staffContractsTexts.contractsRequired);
const signatures = { fullName: 'A Signer', address: '1 High Street', devices: 'Laptop' };

it.each([
  ['typist', Role.TYPIST],
  ['proofreader', Role.PROOFREADER],
])('holds a %s until both documents are signed', async (name, role) => {
  const worker = await person(t, name, role);
  await expect(gate(worker)).rejects.toEqual(refusal);
  await expect(gate(worker)).rejects.toMatchObject({ statusCode: 403 });

  await signConsultancyAgreement(
    t.db,
    { userId: worker.id, role },
    worker.id,
    { fullName: 'A Signer', address: '1 High Street', agree: true },
    t.clock.now(),
  );
  await expect(gate(worker)).rejects.toEqual(refusal);

  await recordSignedContracts(t.db, worker.id, signatures, t.clock.now());
  await expect(gate(worker)).resolves.toBeUndefined();
});

it('lets an older typist through unsigned', async () => {
  const veteran = await person(t, 'Vera', Role.TYPIST);
  await t.db.update(users).set({ oldTypist: true }).where(eq(users.id, veteran.id));
  await expect(gate(veteran)).resolves.toBeUndefined();
});

it('remembers signatures, not an older typist let through unsigned', async () => {
  const veteran = await person(t, 'Vic', Role.TYPIST);
  await t.db.update(users).set({ oldTypist: true }).where(eq(users.id, veteran.id));
  await expect(gate(veteran)).resolves.toBeUndefined();
  await t.db.update(users).set({ oldTypist: false }).where(eq(users.id, veteran.id));
  await expect(gate(veteran)).rejects.toEqual(refusal);

  await recordSignedContracts(t.db, veteran.id, signatures, t.clock.now());
  await expect(gate(veteran)).resolves.toBeUndefined();
});

it('holds nobody while the contracts flag is off', async () => {
  const fresh = await person(t, 'Fred', Role.TYPIST);
  await expect(gate(fresh, off)).resolves.toBeUndefined();
});

it.each([Role.CLIENT, Role.ADMIN, Role.SUPER_ADMIN, Role.RESTRICTED_ADMIN])(
  'lets role %s through: it signs nothing',
  async (role) => {
    await expect(gate(await person(t, 'Other', role))).resolves.toBeUndefined();
  },
);

it('reads the flag the app was configured with', async () => {
  const fresh = await person(t, 'Flo', Role.TYPIST);
  const actor = { userId: fresh.id, role: fresh.role };
  await expect(ensureContractsSigned(t.app.deps, actor)).rejects.toEqual(refusal);
  const app = await t.build({ featureOverrides: { contracts: false } });
  await expect(ensureContractsSigned(app.deps, actor)).resolves.toBeUndefined();
});
