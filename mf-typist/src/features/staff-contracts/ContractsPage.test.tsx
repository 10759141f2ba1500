import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type User } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import {
  consultancyAgreementTexts,
  securityStatementKeys,
  securityStatements,
  staffContractsTexts as texts,
} from '@portal/contracts/staff-contracts/texts';
import routes from '../../routes.tsx';

const signedAt = '2026-01-05T09:30:00.000Z';
const unsigned = { consultancyAgreementSignedAt: null, securityRequirementsSignedAt: null };
const submission = {
  statements: securityStatementKeys,
  devices: 'ThinkPad with Windows 11',
  fullName: 'Tom Typist',
  signedAt,
};

/** The profile as the server keeps it: each signature changes what it answers next. */
function profileOf(server: FakeServer, user: User) {
  let current = user;
  server.on('GET', '/v1/user/profile', () => json(200, current));
  return (contracts: Partial<NonNullable<User['contracts']>>) => {
    current = { ...current, contracts: { ...unsigned, ...current.contracts, ...contracts } };
  };
}

function renderPage(
  user = testUser(Role.TYPIST, { contracts: unsigned }),
  path = '/typist/contracts',
) {
  let sign!: ReturnType<typeof profileOf>;
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: user,
    handlers: (server) => {
      sign = profileOf(server, user);
    },
  });
  const notifications = () => rendered.store.getState().notifications.items;
  return { ...rendered, sign, notifications };
}

const card = (name: string) => screen.findByRole('region', { name });
const body = async (server: FakeServer, method: string, path: string) => {
  const request = server.requests.find(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return new URLSearchParams(await request?.text());
};

describe('the consultancy agreement', () => {
  it('is read, checked and signed; then it says when', async () => {
    const { server, sign, notifications } = renderPage();
    server.on('PUT', '/v1/user/consultancy-agreement/8', () => {
      sign({ consultancyAgreementSignedAt: signedAt });
      return json(200, { fullName: 'Tom Typist', address: '1 Road', signedAt });
    });
    expect(await screen.findByText(texts.pageDescription)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    const agreement = await card('Consultancy agreement');
    expect(within(agreement).getByText('Not signed')).toBeInTheDocument();
    const text = within(agreement).getByRole('region', { name: 'Agreement text' });
    expect(text).toHaveTextContent('("the Consultant")');
    expect(text).toHaveTextContent('Tom Typist');
    for (const clause of consultancyAgreementTexts.clauses)
      expect(within(text).getByRole('heading', { level: 3, name: clause.heading })).toBeVisible();

    expect(within(agreement).getByLabelText(/Full name/)).toHaveValue('Tom Typist');
    await userEvent.click(within(agreement).getByRole('button', { name: 'Sign agreement' }));
    expect(within(agreement).getByText('Required')).toBeInTheDocument();
    expect(within(agreement).getByText(texts.agreeRequired)).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.type(within(agreement).getByLabelText(/Postal address/), '1 Road');
    await userEvent.click(within(agreement).getByRole('checkbox', { name: texts.agree }));
    await userEvent.click(within(agreement).getByRole('button', { name: 'Sign agreement' }));

    expect(await within(agreement).findByText('Signed on 05/01/2026')).toBeInTheDocument();
    expect(within(agreement).getByText('Signed')).toBeInTheDocument();
    expect(within(agreement).queryByRole('button', { name: 'Sign agreement' })).toBeNull();
    const sent = await body(server, 'PUT', '/v1/user/consultancy-agreement/8');
    expect(Object.fromEntries(sent)).toEqual({
      full_name: 'Tom Typist',
      address: '1 Road',
      agree: 'true',
    });
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'success', title: texts.agreementSigned }),
    ]);
  });

  it('shows the server’s field message under its field', async () => {
    const { server } = renderPage();
    server.on('PUT', '/v1/user/consultancy-agreement/8', () =>
      json(422, [{ field: 'address', message: 'Must be at most 500 characters' }]),
    );
    const agreement = await card('Consultancy agreement');
    await userEvent.type(within(agreement).getByLabelText(/Postal address/), '1 Road');
    await userEvent.click(within(agreement).getByRole('checkbox', { name: texts.agree }));
    await userEvent.click(within(agreement).getByRole('button', { name: 'Sign agreement' }));
    expect(
      await within(agreement).findByText('Must be at most 500 characters'),
    ).toBeInTheDocument();
  });

  it('tells of a refusal that names no field', async () => {
    const { server, notifications } = renderPage();
    server.on('PUT', '/v1/user/consultancy-agreement/8', () =>
      json(422, [{ message: texts.agreementAlreadySigned }]),
    );
    const agreement = await card('Consultancy agreement');
    await userEvent.type(within(agreement).getByLabelText(/Postal address/), '1 Road');
    await userEvent.click(within(agreement).getByRole('checkbox', { name: texts.agree }));
    await userEvent.click(within(agreement).getByRole('button', { name: 'Sign agreement' }));
    await waitFor(() =>
      expect(notifications()).toEqual([
        expect.objectContaining({
          type: 'error',
          title: texts.signFailed,
          desc: texts.agreementAlreadySigned,
        }),
      ]),
    );
  });

  it('downloads the PDF as contract.pdf', async () => {
    const { server } = renderPage();
    server.on(
      'GET',
      '/v1/user/consultancy-agreement/8',
      () =>
        new Response(new Blob(['%PDF-1.3']), { headers: { 'content-type': 'application/pdf' } }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:contract');
    URL.revokeObjectURL = jest.fn();
    const saved: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this);
    });
    const agreement = await card('Consultancy agreement');
    await userEvent.click(within(agreement).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toHaveAttribute('download', 'contract.pdf');
    click.mockRestore();
  });

  it('tells when the download fails', async () => {
    const { server, notifications } = renderPage();
    server.on('GET', '/v1/user/consultancy-agreement/8', () =>
      json(404, { message: texts.agreementNotFound }),
    );
    const agreement = await card('Consultancy agreement');
    await userEvent.click(within(agreement).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(notifications()).toEqual([
        expect.objectContaining({ type: 'error', title: texts.downloadFailed }),
      ]),
    );
  });
});

describe('the IT security form', () => {
  it('needs every statement and the declaration ticked; then it says when and what', async () => {
    const { server, sign, notifications } = renderPage();
    server.on('POST', '/v1/security-requirements', () => {
      sign({ securityRequirementsSignedAt: signedAt });
      return json(200, submission);
    });
    server.on('GET', '/v1/security-requirements/get-own', () => json(200, { submission }));
    const form = await card('IT security form');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit form' }));
    expect(within(form).getAllByText(texts.confirmRequired)).toHaveLength(
      securityStatementKeys.length + 1,
    );
    expect(within(form).getByText('Required')).toBeInTheDocument();

    for (const key of securityStatementKeys)
      await userEvent.click(within(form).getByRole('checkbox', { name: securityStatements[key] }));
    await userEvent.click(within(form).getByRole('checkbox', { name: texts.declaration }));
    await userEvent.type(within(form).getByLabelText(/Devices you will work on/), 'ThinkPad');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit form' }));

    expect(await within(form).findByText('Signed on 05/01/2026')).toBeInTheDocument();
    expect(within(form).getByText('ThinkPad with Windows 11')).toBeInTheDocument();
    const sent = Object.fromEntries(await body(server, 'POST', '/v1/security-requirements'));
    expect(sent).toEqual({
      ...Object.fromEntries(securityStatementKeys.map((key) => [key, 'true'])),
      declaration: 'true',
      devices: 'ThinkPad',
      full_name: 'Tom Typist',
    });
    expect(notifications()).toEqual([
      expect.objectContaining({ type: 'success', title: texts.securitySigned }),
    ]);
  });

  it('offers a retry when the submitted form cannot be loaded', async () => {
    const user = testUser(Role.PROOFREADER, {
      contracts: { consultancyAgreementSignedAt: signedAt, securityRequirementsSignedAt: signedAt },
    });
    let fail = true;
    const { server } = renderPage(user, '/proofreader/contracts');
    server.on('GET', '/v1/security-requirements/get-own', () =>
      fail ? json(500, { message: 'down' }) : json(200, { submission }),
    );
    expect(await screen.findByText(texts.allSigned)).toBeInTheDocument();
    const form = await card('IT security form');
    expect(await within(form).findByText(texts.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Retry' }));
    expect(await within(form).findByText('ThinkPad with Windows 11')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Submit form' })).toBeNull();
  });
});

it('offers a retry when the profile cannot be loaded', async () => {
  const user = testUser(Role.TYPIST, { contracts: unsigned });
  let fail = true;
  renderRoutes(routes, {
    path: '/typist/contracts',
    signedInAs: user,
    handlers: (server) =>
      server.on('GET', '/v1/user/profile', () =>
        fail ? json(500, { message: 'down' }) : json(200, user),
      ),
  });
  expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await card('Consultancy agreement')).toBeInTheDocument();
});
