import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../routes.tsx';

const superAdmin = testUser(Role.SUPER_ADMIN);
const catalogue = [
  testService(),
  testService({ id: 8, name: 'Bespoke Format', shortName: 'BSF', status: 'inactive' }),
];

function renderList(path = '/super-admin/services') {
  return renderRoutes(routes, {
    path,
    signedInAs: superAdmin,
    handlers: (server) =>
      server.on('GET', '/v1/new-service', (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return json(
          200,
          catalogue.filter((service) => service.status === status),
        );
      }),
  });
}

describe('the services list', () => {
  it('shows the active services with their code, base prices and status', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Services' });
    const row = await within(table).findByRole('row', { name: /Intelligent Verbatim/ });
    expect(row).toHaveTextContent('IVB');
    expect(row).toHaveTextContent('£1.00');
    expect(row).toHaveTextContent('$1.25');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('link', { name: 'Edit Intelligent Verbatim' })).toHaveAttribute(
      'href',
      '/super-admin/services/1',
    );
    expect(within(table).queryByText('Bespoke Format')).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists another status through the URL, and says when it has none', async () => {
    const { server, location } = renderList();
    await screen.findByRole('row', { name: /Intelligent Verbatim/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(await screen.findByRole('row', { name: /Bespoke Format/ })).toHaveTextContent(
      'Inactive',
    );
    await waitFor(() => expect(location().search).toBe('?status=inactive'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deleted');
    expect(await screen.findByRole('heading', { name: 'No deleted services' })).toBeVisible();
    expect(server.requests.map((r) => new URL(r.url).search)).toEqual([
      '?status=active',
      '?status=inactive',
      '?status=deleted',
    ]);
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const { server } = renderList();
    server.on('GET', '/v1/new-service', () => json(403, { message: 'No.' }));
    expect(await screen.findByText('The services could not be loaded.')).toBeVisible();
    server.on('GET', '/v1/new-service', () => json(200, catalogue.slice(0, 1)));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Intelligent Verbatim/ })).toBeVisible(),
    );
  });

  it('leads from /super-admin to the services', async () => {
    const { location } = renderList('/super-admin');
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    expect(location().pathname).toBe('/super-admin/services');
  });

  it('leads on to the business discounts, which have no menu entry of their own', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Business discounts' })).toHaveAttribute(
      'href',
      '/super-admin/service-discounts',
    );
  });
});
