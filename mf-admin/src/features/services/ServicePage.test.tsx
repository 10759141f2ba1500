import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { serviceTexts } from '@portal/contracts/services/texts';
import type { ManagedService } from '@portal/contracts/services/service-management-schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../routes.tsx';

const managed = (overrides: Partial<ManagedService> = {}): ManagedService => ({
  ...testService(),
  typistGradeRates: { 1: 45, 2: 55 },
  notesTypistRates: { 3: 70 },
  updatedAt: 1_800_000_000_000,
  ...overrides,
});

function renderService(path: string) {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(Role.SUPER_ADMIN),
    handlers: (server) => server.on('GET', '/v1/new-service/1', () => json(200, managed())),
  });
}

const sentBody = async (server: FakeServer, method: string) => {
  const request = server.requests.find((r) => r.method === method);
  return request && Object.fromEntries(new URLSearchParams(await request.clone().text()));
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
async function retype(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
}

const previewPrice = (turnaround: string) =>
  within(screen.getByRole('table', { name: 'Prices by turnaround' })).getByRole('row', {
    name: new RegExp(turnaround),
  });

describe('a service', () => {
  it('shows the service with its rates in major units, and its prices by turnaround', async () => {
    renderService('/super-admin/services/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Intelligent Verbatim' }),
    ).toBeVisible();
    expect(field('Base price a minute in GBP')).toHaveValue('1.00');
    expect(field('Grade 1 rate for minutes')).toHaveValue('0.45');
    expect(field('Grade 3 rate for minutes')).toHaveValue('');
    expect(field('Grade 3 rate for notes')).toHaveValue('0.70');
    expect(field('Code')).toHaveAttribute('readonly');
    // An hour, one speaker, at the quote's prices: 7 days at base, 24 hours 50% more.
    expect(previewPrice('7 days')).toHaveTextContent('£60.00');
    expect(previewPrice('24 hours')).toHaveTextContent('£90.00');
    await retype('Base price a minute in GBP', '2');
    expect(previewPrice('7 days')).toHaveTextContent('£120.00');
    expect(await seriousViolations()).toEqual([]);
  });

  it('saves the whole service in minor units, on the version it was read at', async () => {
    const { server } = renderService('/super-admin/services/1');
    server.on('PUT', '/v1/new-service/1', () => json(200, managed({ name: 'Verbatim' })));
    await screen.findByRole('heading', { level: 1, name: 'Intelligent Verbatim' });
    await retype('Base price a minute in GBP', '1.25');
    await retype('Grade 3 rate for minutes', '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Save service' }));
    await waitFor(async () =>
      expect(await sentBody(server, 'PUT')).toMatchObject({
        'base_prices[GBP]': '125',
        'typist_grade_rates[2][grade]': '3',
        'typist_grade_rates[2][rate]': '80',
        'turnaround[0][value]': '604800',
        'turnaround[2][adjustment][percent]': '50',
        updated_at: '1800000000000',
      }),
    );
    const body = await sentBody(server, 'PUT');
    expect(body).not.toHaveProperty('notes_typist_rates[0][rate]');
  });

  it("shows the server's refusal under its field", async () => {
    const { server } = renderService('/super-admin/services/new');
    server.on('POST', '/v1/new-service', () =>
      json(422, [{ field: 'short_name', message: serviceTexts.duplicateCode('IVB') }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
    await userEvent.type(field('Name'), 'Another verbatim');
    await userEvent.type(field('Code'), 'IVB');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Again.');
    for (const currency of ['USD', 'GBP', 'EUR', 'CAD'])
      await userEvent.type(field(`Base price a minute in ${currency}`), '1');
    await userEvent.type(field('Value of turnaround 1'), '86400');
    await userEvent.type(field('Label of turnaround 1'), '24 hours');
    await userEvent.type(field('Value of speakers choice 1'), '1');
    await userEvent.type(field('Label of speakers choice 1'), 'One speaker');
    await userEvent.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText(serviceTexts.duplicateCode('IVB'))).toBeVisible();
    expect(field('Code')).toHaveAccessibleDescription(
      expect.stringContaining(serviceTexts.duplicateCode('IVB')),
    );
    expect(await sentBody(server, 'POST')).toMatchObject({
      short_name: 'IVB',
      'base_prices[USD]': '100',
      status: 'inactive',
    });
  });

  it('checks the form before sending it', async () => {
    const { server } = renderService('/super-admin/services/new');
    await screen.findByRole('heading', { level: 1, name: 'New service' });
    await userEvent.type(field('Code'), 'ivb');
    await userEvent.type(field('Base price a minute in GBP'), '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText(serviceTexts.codePattern)).toBeVisible();
    expect(screen.getByText('Enter an amount such as 1.20')).toBeVisible();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says when the service could not be loaded', async () => {
    const { server } = renderService('/super-admin/services/1');
    server.on('GET', '/v1/new-service/1', () => json(404, { message: 'Not found' }));
    expect(await screen.findByText('The service could not be loaded.')).toBeVisible();
  });
});
