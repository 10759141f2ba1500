import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { BusinessAccountApplication } from '@portal/contracts/company/schema';
import type { CompanyView } from '@portal/contracts/company/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const company = (id: number, change: Partial<CompanyView> = {}): CompanyView => ({
  id,
  name: `Company ${id}`,
  ownerId: 100 + id,
  ownerName: 'Owen Owner',
  address: null,
  vatNumber: null,
  phone: null,
  memberCount: 2,
  createdAt: Date.parse('2030-01-07T09:00:00Z') / 1000,
  businessAccountStatus: null,
  ...change,
});

const harbour = company(1, {
  name: 'Harbour Media Ltd',
  vatNumber: 'GB987654321',
  businessAccountStatus: 'approved',
});

const application: BusinessAccountApplication = {
  id: 7,
  companyName: 'Northwind Research Ltd',
  state: 'pending',
  createdAt: Date.parse('2030-01-08T09:00:00Z') / 1000,
  userId: 55,
  applicantName: 'Demo Applicant',
  applicantEmail: 'applicant@demo.test',
  address: '12 Market Street',
  vatNumber: 'GB123456789',
  phone: null,
  message: 'Monthly invoices, please.',
};

const page = <T,>(result: T[], total = result.length) => ({ result, total, page: 1, pageSize: 20 });

function open(
  { companies = [harbour], applications = [application] } = {},
  extra?: (server: FakeServer) => void,
  path = '/admin/companies',
) {
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(Role.ADMIN),
    handlers: (server) => {
      server.on('GET', '/v1/company', () => json(200, page(companies)));
      server.on('GET', '/v1/company/business-account-request', () => json(200, page(applications)));
      extra?.(server);
    },
  });
}

const queries = (server: FakeServer, path: string) =>
  server.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const sentBody = async (server: FakeServer, method: string) => {
  const request = server.requests.find((r) => r.method === method);
  return request && Object.fromEntries(new URLSearchParams(await request.text()));
};

describe('companies', () => {
  it('lists every company, 20 a page, with its business account status', async () => {
    const { server } = open({ companies: [harbour, company(2)] });
    const table = await screen.findByRole('table', { name: 'Companies' });
    const row = await within(table).findByRole('row', { name: /Harbour Media Ltd/ });
    expect(row).toHaveTextContent('Approved');
    expect(row).toHaveTextContent('GB987654321');
    expect(within(table).getByRole('row', { name: /Company 2/ })).toHaveTextContent('—');
    expect(queries(server, '/v1/company')[0]).toEqual({
      page: '1',
      page_size: '20',
      expand: 'business_account_status',
    });
  });

  it('filters by name through the URL', async () => {
    const { server, location } = open();
    await screen.findByRole('row', { name: /Harbour Media Ltd/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Company name' }), 'harb');
    await waitFor(() => expect(location().search).toBe('?name=harb'));
    await waitFor(() =>
      expect(queries(server, '/v1/company').some((query) => query.name === 'harb')).toBe(true),
    );
  });

  it('says what to do when no company matches, and offers a retry when the list fails', async () => {
    let calls = 0;
    open({}, (server) =>
      server.on('GET', '/v1/company', () => {
        calls += 1;
        return calls === 1 ? json(500, { message: 'Something went wrong' }) : json(200, page([]));
      }),
    );
    expect(await screen.findByText(/We had a problem loading companies/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No companies yet' })).toBeVisible();
  });

  it("opens a company on its members and a member's projects", async () => {
    open({}, (server) => {
      server.on('GET', '/v1/company/members/1', () =>
        json(200, {
          members: [
            {
              userId: 101,
              name: 'Owen Owner',
              email: 'owen@harbour.test',
              joinedAt: 1,
              isOwner: true,
            },
            {
              userId: 102,
              name: 'Mia Member',
              email: 'mia@harbour.test',
              joinedAt: 2,
              isOwner: false,
            },
          ],
          invitations: [],
        }),
      );
      server.on('GET', '/v1/company/member-projects/102', () =>
        json(200, { result: [], total: 0, page: 1, pageSize: 25 }),
      );
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show members of Harbour Media Ltd' }),
    );
    const members = await screen.findByRole('list', { name: 'Members of Harbour Media Ltd' });
    const [owner, member] = within(members).getAllByRole('listitem');
    expect(owner).toHaveTextContent('Owen Owner owen@harbour.testOwner');
    expect(member).not.toHaveTextContent('Owner');
    await userEvent.click(within(members).getByRole('button', { name: 'Projects of Mia Member' }));
    expect(await screen.findByText("No projects on the company's account.")).toBeVisible();
  });

  it("edits a company's details and shows a refused field under it", async () => {
    const { server } = open({}, (s) =>
      s.on('PUT', '/v1/company/1', () =>
        json(422, [{ field: 'vat_number', message: 'Max length is 50' }]),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Harbour Media Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbour Media Ltd' });
    const name = within(dialog).getByLabelText('Company name', { exact: false });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save company' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    await userEvent.type(name, 'Harbour Media Group');
    await userEvent.type(
      within(dialog).getByLabelText('Phone', { exact: false }),
      '+44 117 496 0000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save company' }));
    expect(await within(dialog).findByText('Max length is 50')).toBeVisible();
    expect(await sentBody(server, 'PUT')).toEqual({
      name: 'Harbour Media Group',
      address: '',
      vat_number: 'GB987654321',
      phone: '+44 117 496 0000',
    });
  });
});

describe('applications for a business account', () => {
  it('shows who applied with the details they gave', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Applications for a business account' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Northwind Research Ltd');
    expect(item).toHaveTextContent('Demo Applicant (applicant@demo.test)');
    expect(item).toHaveTextContent('GB123456789');
    expect(item).toHaveTextContent('Monthly invoices, please.');
  });

  it('approves one once confirmed, and the company list reads again', async () => {
    let decided = false;
    const { server, store } = open({}, (s) => {
      s.on('GET', '/v1/company/business-account-request', () =>
        json(200, page(decided ? [] : [application])),
      );
      s.on('PUT', '/v1/company/business-account-request/7', () => {
        decided = true;
        return json(200, { ...application, state: 'approved' });
      });
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Northwind Research Ltd' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve Northwind Research Ltd' });
    expect(dialog).toHaveTextContent('We mail them the decision.');
    const listsBefore = queries(server, '/v1/company').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No application is waiting for a decision.')).toBeVisible();
    expect(await sentBody(server, 'PUT')).toEqual({ state: 'approved' });
    await waitFor(() => expect(queries(server, '/v1/company').length).toBeGreaterThan(listsBefore));
    expect(store.getState().notifications.items.map(({ title }) => title)).toEqual([
      'Application approved',
    ]);
  });

  it('tells why a rejection was refused, in the dialog', async () => {
    open({}, (s) =>
      s.on('PUT', '/v1/company/business-account-request/7', () =>
        json(422, [{ field: 'state', message: 'This application has already been decided.' }]),
      ),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject Northwind Research Ltd' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject Northwind Research Ltd' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('This application has already been decided.'),
    ).toBeVisible();
  });
});
