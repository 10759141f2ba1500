import '@portal/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type User } from '@portal/contracts';
import type { StaffMediaDetails } from '@portal/contracts/media-edits/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { staffMediaPageOf, testStaffMedia } from '@portal/contracts/media/test-staff-media';
import { testMedia } from '@portal/contracts/media/test-media';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import { seriousViolations } from '@portal/ui/testing/axe';
import routes from '../../../routes.tsx';

const row = testStaffMedia(3);

const details: StaffMediaDetails = {
  id: 3,
  title: row.title,
  deadline: row.deadline,
  serviceOptions: {
    id: 1,
    turnaround: 604_800,
    speakers: '1',
    clientComments: 'Two speakers.',
    priceCalculationElements: { speaker_id: true },
  },
  extraFields: null,
  poorAudioReason: null,
  updatedAt: row.updatedAt,
};

/** The grid with one row, its actions menu open, as `user` on their grid. */
async function openActions(user: User, handlers: (server: FakeServer) => void = () => {}) {
  const path = user.role === Role.RESTRICTED_ADMIN ? '/radmin/assign' : '/admin/assign';
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: user,
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf([row])));
      server.on('PUT', '/v1/media/3', () => json(200, testMedia(3)));
      server.on('POST', '/v1/media/batch-query', () => json(200, { result: [row] }));
      server.on('GET', '/v1/media/details/3', () => json(200, details));
      handlers(server);
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Board meeting 3' }));
  return rendered;
}

/** The form-encoded body of the requests to this method and path, as plain objects. */
const bodiesOf = async (server: FakeServer, method: string, path: string) =>
  Promise.all(
    server.requests
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map(async (request) => Object.fromEntries(new URLSearchParams(await request.text()))),
  );

// axe measures some text on a canvas, which jsdom lacks: without one it skips that measure.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

describe("the media's editable details on the grid", () => {
  it('opens each dialog from the keyboard, none with serious accessibility findings', async () => {
    await openActions(testUser(Role.ADMIN), (server) =>
      server.on('GET', '/v1/media/admin-chat/3', () => json(200, { result: [] })),
    );
    await screen.findByRole('menuitem', { name: 'Edit deadline' });
    await userEvent.keyboard('{Escape}');
    for (const name of ['Edit booking info', 'Admins chat', 'Poor audio']) {
      await userEvent.click(screen.getByRole('button', { name: 'Actions for Board meeting 3' }));
      const item = await screen.findByRole('menuitem', { name });
      act(() => item.focus());
      await userEvent.keyboard('{Enter}');
      // A dialog may show its loading state first, then its form in a dialog of its own.
      await waitFor(() =>
        expect(within(screen.getByRole('dialog')).getAllByRole('textbox')).not.toHaveLength(0),
      );
      expect(await seriousViolations()).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('offers a restricted admin only the edits of assignment', async () => {
    await openActions(testUser(Role.RESTRICTED_ADMIN));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Edit deadline',
        'Send deadline changed notification',
        'Admins chat',
      ]),
    );
    for (const hidden of ['Client notes', 'Send customer email', 'Poor audio', 'Edit booking info'])
      expect(items).not.toContain(hidden);
  });

  it('sets the deadline from a quick pick with the row version, and refreshes the row', async () => {
    const { server } = await openActions(testUser(Role.ADMIN));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit deadline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit deadline' });
    await userEvent.click(within(dialog).getByRole('button', { name: '24 hours' }));
    const before = Math.floor(Date.now() / 1000);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save deadline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = await bodiesOf(server, 'PUT', '/v1/media/3');
    expect(body!.updated_at).toBe(String(row.updatedAt));
    // The input holds minutes: the deadline is a day from now, to the minute.
    expect(Math.abs(Number(body!.deadline) - (before + 86_400))).toBeLessThan(120);
    await waitFor(async () =>
      expect(await bodiesOf(server, 'POST', '/v1/media/batch-query')).toEqual([{ 'ids[]': '3' }]),
    );
  });

  it("shows the server's refusal under the deadline, and keeps the dialog open", async () => {
    await openActions(testUser(Role.ADMIN), (server) =>
      server.on('PUT', '/v1/media/3', () =>
        json(422, [{ field: 'deadline', message: 'The deadline must be in the future.' }]),
      ),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit deadline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit deadline' });
    await userEvent.click(within(dialog).getByRole('button', { name: '12 hours' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save deadline' }));
    expect(await within(dialog).findByText('The deadline must be in the future.')).toBeVisible();
  });

  it("edits the client's comments, starting from those saved", async () => {
    const { server } = await openActions(testUser(Role.ADMIN));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Client notes' }));
    const field = await screen.findByRole('textbox', { name: "Client's comments" });
    expect(field).toHaveValue('Two speakers.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Three speakers.');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await bodiesOf(server, 'PUT', '/v1/media/3'))[0]).toMatchObject({
      client_comments: 'Three speakers.',
    });
  });

  it('refuses < and > in the customer email before sending anything', async () => {
    const { server } = await openActions(testUser(Role.ADMIN), (fake) =>
      fake.on('PUT', '/v1/media/notify/3', () => json(200, { mailedTo: ['clara@example.com'] })),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send customer email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send customer email' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Your file');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'a <b>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(await within(dialog).findByText('This symbol cannot be used here: <')).toBeVisible();
    expect(await bodiesOf(server, 'PUT', '/v1/media/notify/3')).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Message/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Ready soon.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesOf(server, 'PUT', '/v1/media/notify/3')).toEqual([
      { kind: 'customer_email', subject: 'Your file', message: 'Ready soon.' },
    ]);
  });

  it("lists the admins' chat newest first and adds a message", async () => {
    const messages = [
      { id: 1, authorId: 2, authorName: 'Ada Admin', message: 'First.', at: 1_790_000_000 },
      { id: 2, authorId: 3, authorName: 'Rob Radmin', message: 'Second.', at: 1_790_000_060 },
    ];
    const { server } = await openActions(testUser(Role.RESTRICTED_ADMIN), (fake) =>
      fake.on('GET', '/v1/media/admin-chat/3', () => json(200, { result: messages })),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Admins chat' }));
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Second.'), expect.stringContaining('First.')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'New message' }), 'Third.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(async () =>
      expect((await bodiesOf(server, 'PUT', '/v1/media/3'))[0]).toEqual({ admin_chat: 'Third.' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'New message' })).toHaveValue(''),
    );
  });

  it("changes the service's turnaround, keeping the client's add-ons, and names a refused option", async () => {
    const { server } = await openActions(testUser(Role.ADMIN), (fake) => {
      fake.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
      fake.on('PUT', '/v1/media/3', () =>
        json(422, [
          { field: 'service_options[speakers]', message: 'This speakers option is not available' },
        ]),
      );
    });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit service' }));
    // The dialog shows its loading state until the services are in.
    expect(await screen.findByText(/The price stays as the client paid it/)).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Edit service' });
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Turnaround/ }),
      '48 hours',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(await within(dialog).findByText('This speakers option is not available')).toBeVisible();
    expect((await bodiesOf(server, 'PUT', '/v1/media/3'))[0]).toMatchObject({
      'service_options[id]': '1',
      'service_options[turnaround]': '172800',
      'service_options[speakers]': '1',
      'service_options[price_calculation_elements][speaker_id]': 'true',
    });
  });
});
