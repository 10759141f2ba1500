import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts, type ApiFieldError } from '@portal/contracts/common/errors';
import {
  securityStatementKeys,
  staffContractsTexts as texts,
} from '@portal/contracts/staff-contracts/texts';
import { consultancyAgreements, securityRequirements } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { embeddedPdfText } from '../documents/test-pdf-text.ts';
import { person, type Person } from '../project/test-fixtures.ts';

const t = setupTestApp();

let typist: Person;
let otherTypist: Person;
let proofreader: Person;
let client: Person;
let admin: Person;
let superAdmin: Person;
let radmin: Person;
beforeAll(async () => {
  typist = await person(t, 'Zoë', Role.TYPIST);
  otherTypist = await person(t, 'Otto', Role.TYPIST);
  proofreader = await person(t, 'Petra', Role.PROOFREADER);
  client = await person(t, 'Clara');
  admin = await person(t, 'Ada', Role.ADMIN);
  superAdmin = await person(t, 'Sam', Role.SUPER_ADMIN);
  radmin = await person(t, 'Rex', Role.RESTRICTED_ADMIN);
});

const agreementUrl = (who: Person) => `/v1/user/consultancy-agreement/${who.id}`;
const download = (by: Person, of: Person) =>
  t.app.inject({ url: agreementUrl(of), headers: by.headers });
const sign = (by: Person, of: Person, fields: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: agreementUrl(of), headers: by.headers, payload: fields });
const submitForm = (by: Person, fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/security-requirements',
    headers: by.headers,
    payload: fields,
  });
const ownForm = (by: Person) =>
  t.app.inject({ url: '/v1/security-requirements/get-own', headers: by.headers });
const profile = async (who: Person) =>
  (await t.app.inject({ url: '/v1/user/profile', headers: who.headers })).json<{
    contracts: unknown;
  }>().contracts;

const signature = {
  full_name: 'Zoë Tester',
  address: '12 Quay Street\nBristol BS1 4DJ',
  agree: true,
};
const allTicked = {
  ...Object.fromEntries(securityStatementKeys.map((key) => [key, true])),
  devices: 'ThinkPad X1 with Windows 11',
  declaration: true,
  full_name: 'Zoë Tester',
};
/** The PDF's text, its lines joined: pdfkit writes each line as its own text operation. */
const pdfText = (body: Buffer) => embeddedPdfText(body).join(' ').replace(/\s+/g, ' ');

describe('the consultancy agreement PDF', () => {
  it('is a real PDF named contract.pdf with the typist, the clauses and no signature yet', async () => {
    const response = await download(typist, typist);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contract.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Consultancy agreement');
    expect(text).toContain('Zoë Tester');
    expect(text).toContain(typist.email);
    expect(text).toContain('3. Confidentiality');
    expect(text).toContain('4. Data protection');
    expect(text).toContain('6. Payment');
    expect(text).toContain('Not signed yet.');
  });

  it.each([
    ['an admin', () => admin],
    ['a super admin', () => superAdmin],
  ])('%s may download a typist’s agreement', async (_who, by) => {
    expect((await download(by(), typist)).statusCode).toBe(200);
    expect((await download(by(), proofreader)).statusCode).toBe(200);
  });

  it.each([
    ['another typist', () => otherTypist],
    ['a proofreader', () => proofreader],
  ])('does not exist for %s', async (_who, by) => {
    const response = await download(by(), typist);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: texts.agreementNotFound });
  });

  it.each([
    ['a client', () => client],
    ['a restricted admin', () => radmin],
  ])('is refused to %s, who reads no agreement', async (_who, by) => {
    const response = await download(by(), typist);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorTexts.unauthorized });
  });

  it('does not exist for users who sign none, or for nobody', async () => {
    expect((await download(admin, client)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/v1/user/consultancy-agreement/999999', headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: agreementUrl(typist) })).statusCode).toBe(401);
  });
});

describe('signing the agreement', () => {
  it('refuses a signature without the tick, the name or the address, and keeps nothing', async () => {
    const response = await sign(typist, typist, { full_name: ' ', address: '', agree: false });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiFieldError[]>()).toEqual(
      expect.arrayContaining([
        { field: 'full_name', message: 'Required' },
        { field: 'address', message: 'Required' },
        { field: 'agree', message: texts.agreeRequired },
      ]),
    );
    const missing = await sign(typist, typist, { full_name: 'Zoë <b>', address: 'Here' });
    expect(missing.json<ApiFieldError[]>()).toEqual([
      { field: 'full_name', message: 'This symbol cannot be used here: <' },
      { field: 'agree', message: texts.agreeRequired },
    ]);
    const rows = await t.db
      .select()
      .from(consultancyAgreements)
      .where(eq(consultancyAgreements.userId, typist.id));
    expect(rows).toEqual([]);
  });

  it('is for the typist themself: an admin may not sign for them, others find nothing', async () => {
    expect((await sign(admin, typist, signature)).statusCode).toBe(403);
    expect((await sign(otherTypist, typist, signature)).statusCode).toBe(404);
    const own = await sign(client, client, signature);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: texts.staffOnly });
  });

  it('records the signature once; the profile and the PDF show it', async () => {
    const signedAt = t.clock.now().toISOString();
    const response = await sign(typist, typist, { ...signature, agree: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fullName: 'Zoë Tester',
      address: '12 Quay Street\nBristol BS1 4DJ',
      signedAt,
    });
    expect(await profile(typist)).toEqual({
      consultancyAgreementSignedAt: signedAt,
      securityRequirementsSignedAt: null,
    });

    const text = pdfText((await download(admin, typist)).rawPayload);
    expect(text).toContain('Signed electronically by Zoë Tester');
    expect(text).toContain('12 Quay Street, Bristol BS1 4DJ');
    expect(text).not.toContain('Not signed yet.');

    const again = await sign(typist, typist, { ...signature, full_name: 'Someone Else' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual([{ message: texts.agreementAlreadySigned }]);
  });
});

describe('the IT security form', () => {
  it('is empty before it is submitted', async () => {
    const response = await ownForm(proofreader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ submission: null });
  });

  it('names every statement left unticked, and keeps nothing', async () => {
    const response = await submitForm(proofreader, {
      encryption: true,
      devices: '',
      full_name: 'P',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<ApiFieldError[]>();
    const unticked = [
      ...securityStatementKeys.filter((key) => key !== 'encryption'),
      'declaration',
    ];
    expect(errors).toEqual(
      expect.arrayContaining([
        ...unticked.map((field) => ({ field, message: texts.confirmRequired })),
        { field: 'devices', message: 'Required' },
      ]),
    );
    expect(errors.map((error) => error.field)).not.toContain('encryption');
    expect(errors.map((error) => error.field)).not.toContain('full_name');
    const ticks = await submitForm(proofreader, { ...allTicked, tools: false });
    expect(ticks.json()).toEqual([{ field: 'tools', message: texts.confirmRequired }]);
    const rows = await t.db
      .select()
      .from(securityRequirements)
      .where(eq(securityRequirements.userId, proofreader.id));
    expect(rows).toEqual([]);
  });

  it('records a complete form once; get-own and the profile show it', async () => {
    const signedAt = t.clock.now().toISOString();
    const response = await submitForm(proofreader, allTicked);
    expect(response.statusCode).toBe(200);
    const submission = {
      statements: securityStatementKeys,
      devices: 'ThinkPad X1 with Windows 11',
      fullName: 'Zoë Tester',
      signedAt,
    };
    expect(response.json()).toEqual(submission);
    expect((await ownForm(proofreader)).json()).toEqual({ submission });
    expect(await profile(proofreader)).toEqual({
      consultancyAgreementSignedAt: null,
      securityRequirementsSignedAt: signedAt,
    });
    const again = await submitForm(proofreader, allTicked);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual([{ message: texts.securityAlreadySigned }]);
  });

  it('is only for typists and proofreaders', async () => {
    for (const who of [client, admin]) {
      expect((await ownForm(who)).statusCode).toBe(403);
      const response = await submitForm(who, allTicked);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: texts.staffOnly });
    }
  });
});

test('users who sign nothing have no contracts in their profile', async () => {
  expect(await profile(client)).toBeNull();
  expect(await profile(admin)).toBeNull();
});
