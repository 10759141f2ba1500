import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { discountTexts } from '@portal/contracts/promo-codes/texts';
import type { ServiceDiscount } from '@portal/contracts/promo-codes/schema';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const discount = (id: number, overrides: Partial<ServiceDiscount> = {}): ServiceDiscount => ({
  id,
  companyId: 3,
  businessName: 'Acme Research',
  serviceId: 1,
  serviceName: 'Intelligent Verbatim',
  discount: 15,
  currency: 'GBP',
  additionalFeatures: false,
  createdAt: 1_790_000_000,
  updatedAt: 1_790_000_000,
  ...overrides,
});

const services = [
  testService(),
  testService({ id: 2, name: 'Interview Transcription', shortName: 'INT' }),
];

const company = (id: number, name: string) => ({
  id,
  name,
  ownerId: 40 + id,
  ownerName: 'Olive Owner',
  address: null,
  vatNumber: null,
  phone: null,
  memberCount: 2,
  createdAt: 1_790_000_000,
});

function renderPage(rows: ServiceDiscount[]) {
  return renderRoutes(routes, {
    path: '/super-admin/service-discounts',
    signedInAs: testUser(Role.SUPER_ADMIN),
    handlers: (server) => {
      server.on('GET', '/v1/service-discount', () =>
        json(200, { result: rows, total: rows.length, page: 1, pageSize: 50 }),
      );
      server.on('GET', '/v1/new-service/guest-services', () => json(200, services));
      server.on('GET', '/v1/company', () =>
        json(200, { result: [company(3, 'Acme Research')], total: 1, page: 1, pageSize: 20 }),
      );
    },
  });
}

const sentBody = async (server: FakeServer, method: string, path: string) => {
  const request = server.requests.find(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return request && Object.fromEntries(new URLSearchParams(await request.text()));
};

describe('service discounts', () => {
  it('lists each business’s discounts with what they are taken off', async () => {
    renderPage([
      discount(1),
      discount(2, { currency: 'USD', discount: 20, additionalFeatures: true }),
    ]);
    const table = await screen.findByRole('table', { name: 'Service discounts' });
    const dollars = await within(table).findByRole('row', { name: /USD/ });
    expect(dollars).toHaveTextContent('Acme Research');
    expect(dollars).toHaveTextContent('20%');
    expect(dollars).toHaveTextContent('Whole price, with options and add-ons');
    expect(within(table).getByRole('row', { name: /GBP/ })).toHaveTextContent('Base price only');
    expect(await seriousViolations()).toEqual([]);
  });

  it('gives a business found by name a discount', async () => {
    const { server } = renderPage([]);
    server.on('POST', '/v1/service-discount', () => json(200, discount(5, { serviceId: 2 })));
    await userEvent.click(await screen.findByRole('button', { name: 'New discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'New discount' });
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Find a business' }),
      'acme',
    );
    await waitFor(() =>
      expect(server.requests.some((r) => new URL(r.url).searchParams.get('name') === 'acme')).toBe(
        true,
      ),
    );
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Business' }),
      'Acme Research',
    );
    await within(dialog).findByRole('option', { name: 'Interview Transcription' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Service' }),
      'Interview Transcription',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Currency' }),
      'EUR',
    );
    await userEvent.type(within(dialog).getByLabelText(/Discount/), '12');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /options and add-ons/ }));
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sentBody(server, 'POST', '/v1/service-discount')).toEqual({
      company_id: '3',
      service_id: '2',
      currency: 'EUR',
      discount: '12',
      additional_features: 'true',
    });
  });

  it('checks the percent before sending, and shows the server’s refusal', async () => {
    const { server } = renderPage([discount(1)]);
    server.on('PUT', '/v1/service-discount/1', () =>
      json(409, { error: discountTexts.discountTaken, message: discountTexts.discountTaken }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Acme Research, Intelligent Verbatim, GBP' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit discount' });
    const percent = within(dialog).getByLabelText(/Discount/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    expect(await within(dialog).findByText(discountTexts.percent)).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Currency' }),
      'USD',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save discount' }));
    expect(await within(dialog).findByText(discountTexts.discountTaken)).toBeInTheDocument();
    expect(await sentBody(server, 'PUT', '/v1/service-discount/1')).toEqual({
      service_id: '1',
      currency: 'USD',
      discount: '25',
      additional_features: 'false',
    });
  });

  it('removes one after asking', async () => {
    const { server } = renderPage([discount(1)]);
    server.on('DELETE', '/v1/service-discount/1', () => new Response(null, { status: 204 }));
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Acme Research, Intelligent Verbatim, GBP',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove discount' });
    expect(dialog).toHaveTextContent('Acme Research loses its 15% on Intelligent Verbatim in GBP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('says what to do when there are none', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'No service discounts yet' })).toBeVisible();
  });
});
