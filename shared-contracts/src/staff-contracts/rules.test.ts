import { Role } from '../policy/roles.ts';
import { contractsOutstanding, contractsPathFor, type ContractsSigner } from './rules.ts';

const at = '2026-01-05T09:30:00.000Z';
const signer = (role: Role, over: Partial<ContractsSigner> = {}): ContractsSigner => ({
  role,
  oldTypist: false,
  contracts: { consultancyAgreementSignedAt: null, securityRequirementsSignedAt: null },
  ...over,
});

describe('contractsOutstanding', () => {
  it.each([Role.TYPIST, Role.PROOFREADER])('holds role %s until both are signed', (role) => {
    expect(contractsOutstanding(signer(role), true)).toBe(true);
    const agreementOnly = { consultancyAgreementSignedAt: at, securityRequirementsSignedAt: null };
    expect(contractsOutstanding(signer(role, { contracts: agreementOnly }), true)).toBe(true);
    const formOnly = { consultancyAgreementSignedAt: null, securityRequirementsSignedAt: at };
    expect(contractsOutstanding(signer(role, { contracts: formOnly }), true)).toBe(true);
    const both = { consultancyAgreementSignedAt: at, securityRequirementsSignedAt: at };
    expect(contractsOutstanding(signer(role, { contracts: both }), true)).toBe(false);
  });

  it('exempts older typists', () => {
    expect(contractsOutstanding(signer(Role.TYPIST, { oldTypist: true }), true)).toBe(false);
  });

  it('holds nobody while the contracts flag is off', () => {
    expect(contractsOutstanding(signer(Role.TYPIST), false)).toBe(false);
  });

  it.each([Role.CLIENT, Role.ADMIN, Role.SUPER_ADMIN, Role.RESTRICTED_ADMIN])(
    'never holds role %s, which signs nothing',
    (role) => {
      expect(contractsOutstanding(signer(role, { contracts: null }), true)).toBe(false);
    },
  );
});

it('names the Contracts page of each signing role', () => {
  expect(contractsPathFor(Role.TYPIST)).toBe('/v3/typist/contracts');
  expect(contractsPathFor(Role.PROOFREADER)).toBe('/v3/proofreader/contracts');
});
