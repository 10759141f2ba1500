import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { preBookingTexts } from '@portal/contracts/pre-booking/texts';
import type { PreBooking } from '@portal/contracts/pre-booking/schema';
import { toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { seriousViolations } from '@portal/ui/testing/axe';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { staffMediaPageOf, testStaffMedia } from '@portal/contracts/media/test-staff-media';
import { testService } from '@portal/contracts/services/test-service';
import { testStaffUser } from '@portal/contracts/user/test-staff-user';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';

const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

const preBooking = (id: number, overrides: Partial<PreBooking> = {}): PreBooking => ({
  id,
  shortId: `PB${id}XYZ2A`,
  clientId: 7,
  clientName: 'Clara Tester',
  serviceId: 1,
  serviceName: 'Intelligent Verbatim',
  expectedMinutes: 90,
  expectedAt: inDays(3),
  notes: 'Ten interviews.',
  status: 'booked',
  mediaIds: [],
  createdAt: inDays(-1),
  updatedAt: 1_800_000_000_000,
  ...overrides,
});

const services = [
  testService(),
  testService({ id: 2, name: 'Interview Transcription', shortName: 'INT' }),
];

function renderList(rows: PreBooking[], role: Role = Role.ADMIN) {
  const path = role === Role.RESTRICTED_ADMIN ? '/radmin/pre-bookings' : '/admin/pre-bookings';
  return renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/pre-booking', () =>
        json(200, { result: rows, total: rows.length, page: 1, pageSize: 50 }),
      );
      server.on('GET', '/v1/new-service/guest-services', () => json(200, services));
    },
  });
}

const sentBody = async (server: FakeServer, method: string, path: string) => {
  const request = server.requests.find(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return request && Object.fromEntries(new URLSearchParams(await request.text()));
};

describe('pre-bookings', () => {
  it('lists them with their status and media, filtered through the URL', async () => {
    const { server, location } = renderList([
      preBooking(1),
      preBooking(2, { status: 'received', mediaIds: [11, 12] }),
    ]);
    const table = await screen.findByRole('table', { name: 'Pre-bookings' });
    const received = await within(table).findByRole('row', { name: /PB2XYZ2A/ });
    expect(received).toHaveTextContent('Received');
    expect(received).toHaveTextContent('Intelligent Verbatim');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Received');
    await waitFor(() => expect(location().search).toBe('?status=received'));
    await waitFor(() =>
      expect(
        server.requests.some((r) => new URL(r.url).searchParams.get('status[]') === 'received'),
      ).toBe(true),
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('makes one for a client found by name', async () => {
    const { server } = renderList([]);
    server.on('GET', '/v1/user', () =>
      json(200, {
        result: [testStaffUser(7, ['Clara', 'Tester'], { role: Role.CLIENT })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    server.on('POST', '/v1/pre-booking', () => json(200, preBooking(3)));
    await userEvent.click(await screen.findByRole('button', { name: 'New pre-booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pre-booking' });
    const client = await within(dialog).findByRole('combobox', { name: 'Client' });
    // The clients found load into the list after it shows.
    await within(client).findByRole('option', { name: 'Clara Tester (clara@demo.test)' });
    await userEvent.selectOptions(client, 'Clara Tester (clara@demo.test)');
    await within(dialog).findByRole('option', { name: 'Interview Transcription' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Service' }),
      'Interview Transcription',
    );
    await userEvent.type(within(dialog).getByLabelText(/Expected minutes/), '120');
    // One moment for the typed time and the one expected: read twice, they may be a minute apart.
    const expectedBy = inDays(2);
    await userEvent.type(within(dialog).getByLabelText(/Expected by/), toDeadlineInput(expectedBy));
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create pre-booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sentBody(server, 'POST', '/v1/pre-booking')).toEqual({
      client_id: '7',
      service_id: '2',
      expected_minutes: '120',
      expected_at: String(Math.floor(expectedBy / 60) * 60),
    });
  });

  it("receives the client's media against one, and shows a refusal in the dialog", async () => {
    const { server } = renderList([preBooking(1)]);
    server.on('GET', '/v1/media', () =>
      json(
        200,
        staffMediaPageOf([
          testStaffMedia(11, { title: 'Interview 1.mp3' }),
          testStaffMedia(12, { title: 'Interview 2.mp3' }),
        ]),
      ),
    );
    server.on('PUT', '/v1/pre-booking/1', () =>
      json(409, { error: preBookingTexts.changedSince, message: preBookingTexts.changedSince }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit PB1XYZ2A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-booking PB1XYZ2A' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Interview 2.mp3' }));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Status' }),
      'Received',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save pre-booking' }));
    expect(await within(dialog).findByText(preBookingTexts.changedSince)).toBeInTheDocument();
    const body = await sentBody(server, 'PUT', '/v1/pre-booking/1');
    expect(body).toMatchObject({
      status: 'received',
      'media_ids[]': '12',
      updated_at: '1800000000000',
    });
    // The time was not moved, so it is not sent again.
    expect(body).not.toHaveProperty('expected_at');
    const media = server.requests.find((r) => new URL(r.url).pathname === '/v1/media');
    expect(new URL(media!.url).searchParams.get('client_id')).toBe('7');
  });

  it('marks the selected ones received, each refusal listed by its row', async () => {
    const { server } = renderList([preBooking(1), preBooking(2)]);
    server.on('PUT', '/v1/pre-booking/bulk-update', () =>
      json(200, {
        items: [
          { id: 1, status: 200, errors: [], preBooking: preBooking(1, { status: 'received' }) },
          {
            id: 2,
            status: 422,
            errors: [{ field: 'expected_at', message: preBookingTexts.expectedInThePast }],
            preBooking: null,
          },
        ],
      }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select PB1XYZ2A' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select PB2XYZ2A' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark received (2)' }));
    const refused = await screen.findByRole('list', { name: 'Not changed' });
    expect(refused).toHaveTextContent(`PB2XYZ2A: ${preBookingTexts.expectedInThePast}`);
    expect(screen.getByRole('button', { name: 'Mark received (1)' })).toBeInTheDocument();
    expect(await sentBody(server, 'PUT', '/v1/pre-booking/bulk-update')).toEqual({
      'items[0][id]': '1',
      'items[0][status]': 'received',
      'items[1][id]': '2',
      'items[1][status]': 'received',
    });
  });

  it('lets a restricted admin change them, not make or remove them', async () => {
    renderList([preBooking(1)], Role.RESTRICTED_ADMIN);
    expect(await screen.findByRole('button', { name: 'Edit PB1XYZ2A' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New pre-booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove PB1XYZ2A' })).not.toBeInTheDocument();
  });
});
