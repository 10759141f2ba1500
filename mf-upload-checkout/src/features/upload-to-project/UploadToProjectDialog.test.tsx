import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, selectNotifications } from '@portal/contracts';
import type { Media } from '@portal/contracts';
import type { MeetingAttendee } from '@portal/contracts/meeting-details/rules';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { ProjectView } from '@portal/contracts/project/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia, unpricedMedia } from '@portal/contracts/media/test-media';
import { testProject } from '@portal/contracts/project/test-project';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import { TARGET_ACCOUNT_KEY } from '../target-account/index.ts';
import type { PutBytes } from '../upload/index.ts';
import UploadToProjectDialog from './UploadToProjectDialog.tsx';

const project: ProjectView = testProject(9, {
  shortId: 'P-0009',
  title: 'Board meetings',
  ownerId: 4,
  ownerName: 'Ada Lovelace',
  createdAt: 0,
});

/** A media of the project whose service options are not chosen yet. */
const media = (id: number, overrides: Partial<Media> = {}) =>
  testMedia(id, { projectId: project.id, ...unpricedMedia, ...overrides });

const priced = (id: number, overrides: Partial<Media> = {}) =>
  testMedia(id, { projectId: project.id, ...overrides });

/** The attendees of a simple meeting details form, as PUT /v1/media/{id} sends them. */
function attendeesOf(body: URLSearchParams): MeetingAttendee[] {
  const attendees: MeetingAttendee[] = [];
  const key = (i: number, name: string) => `extra_fields[meeting_attendees][${i}][${name}]`;
  for (let i = 0; body.has(key(i, 'attendee_name')); i += 1)
    attendees.push({
      attendeeName: body.get(key(i, 'attendee_name'))!,
      jobTitle: body.get(key(i, 'job_title')) ?? '',
    });
  return attendees;
}

/** The API as the server answers: a cart the handlers change, the upload and the checkout. */
function installApi(server: FakeServer, start: Media[], service = testService()) {
  let cart = start;
  // Before its first media nobody has a cart: the API answers an empty one without an id.
  const cartView = () => testCart(cart, cart.length === 0 ? { id: null } : {});
  server.on('GET', '/v1/cart', () => json(200, cartView()));
  server.on('GET', `/v1/cart/owner/${project.ownerId}`, () => json(200, cartView()));
  server.on('GET', '/v1/new-service/guest-services', () => json(200, [service]));
  server.on('POST', '/v1/media', async (request) => {
    const fields = new URLSearchParams(await request.text());
    return json(200, media(101, { title: fields.get('title')!, status: 'pending' }));
  });
  server.on('GET', '/v1/media/get-presigned-url', () =>
    json(200, { presignedUrl: '/v1/storage/put' }),
  );
  server.on('PUT', '/v1/media/process/101', () => {
    cart = [...cart, media(101, { title: 'minutes.mp3' })];
    return json(200, cart.at(-1));
  });
  server.on('PUT', '/v1/media/101', async (request) => {
    const body = new URLSearchParams(await request.text());
    cart = cart.map((m) => {
      if (m.id !== 101) return m;
      if (!body.has('extra_fields[meeting_attendees][0][attendee_name]'))
        return priced(101, { title: 'minutes.mp3' });
      return { ...m, extraFields: { meetingAttendees: attendeesOf(body) } };
    });
    return json(200, cart.at(-1));
  });
  server.on('PUT', '/v1/cart/empty', () => {
    cart = [];
    return json(200, testCart(cart));
  });
  server.on('PUT', `/v1/project/assign/${project.id}`, () => {
    cart = cart.map((m) => ({ ...m, projectId: project.id }));
    return json(200, project);
  });
  server.on('POST', '/v1/payment', () => {
    cart = [];
    return json(200, { orderId: 5150 });
  });
}

const put: PutBytes = (_url, body, { onProgress }) => {
  onProgress(body.size);
  return Promise.resolve('"0123456789abcdef0123456789abcdef"');
};

function renderDialog(
  start: Media[] = [],
  {
    business = true,
    admin = false,
    service,
  }: { business?: boolean; admin?: boolean; service?: TranscriptionService } = {},
) {
  const onClose = jest.fn();
  const view = renderRoutes(
    [
      {
        path: 'library/my',
        element: <UploadToProjectDialog project={project} onClose={onClose} put={put} />,
      },
      { path: 'fileupload/payment', element: <h1>Checkout</h1> },
    ],
    {
      path: '/library/my',
      signedInAs: admin
        ? testUser(Role.ADMIN, { mfaEnabled: true, currency: 'GBP' })
        : testUser(Role.CLIENT, { isBusinessAccount: business, currency: 'GBP' }),
      handlers: (server) => installApi(server, start, service),
    },
  );
  return { ...view, onClose };
}

const user = () => userEvent.setup({ applyAccept: false });
const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const proceed = () => screen.getByRole('button', { name: 'Proceed' });

async function chooseOptions() {
  await user().selectOptions(
    await screen.findByRole('combobox', { name: /Type of transcription/ }),
    'Intelligent Verbatim',
  );
  await user().selectOptions(screen.getByRole('combobox', { name: /Turnaround/ }), '7 days');
  await user().selectOptions(screen.getByRole('combobox', { name: /Speakers/ }), '1 Speaker');
}

describe('upload to project', () => {
  beforeEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
    sessionStorage.clear();
  });

  it('names the project and its owner, uploads into the project, then offers the service', async () => {
    const { server } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Upload to project' });
    expect(dialog).toHaveAccessibleDescription('Board meetings by Ada Lovelace');
    const picker = await screen.findByLabelText(/Choose files/);
    expect(screen.queryByRole('combobox', { name: /Type of transcription/ })).toBeNull();
    expect(proceed()).toBeDisabled();

    await user().upload(picker, [new File([new Uint8Array(2_000)], 'minutes.mp3')]);
    expect(await screen.findByText('minutes.mp3')).toBeVisible();
    const created = new URLSearchParams(await requestsTo(server, 'POST', '/v1/media')[0]!.text());
    expect(created.get('project_id')).toBe('9');
    const pick = await screen.findByRole('combobox', { name: /Type of transcription/ });
    expect(
      within(pick)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not selected', 'Intelligent Verbatim']);
    expect(proceed()).toBeDisabled();
  });

  it('saves the options, then Proceed asks for confirmation and Confirm orders into the project', async () => {
    const { server, store, onClose } = renderDialog([media(101, { title: 'minutes.mp3' })]);
    await chooseOptions();
    await waitFor(() => expect(proceed()).toBeEnabled());
    expect(requestsTo(server, 'PUT', '/v1/media/101')).toHaveLength(1);
    expect(screen.getByText('Total £3.00 ex. VAT')).toBeVisible();

    await user().click(proceed());
    const confirmation = await screen.findByRole('dialog', { name: 'Upload confirmation' });
    await user().click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await user().click(await screen.findByRole('button', { name: 'Proceed' }));
    await user().click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const payment = requestsTo(server, 'POST', '/v1/payment')[0]!;
    expect(await payment.text()).toBe('provider=business_account&order_id=77');
    const layer = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer!;
    expect(layer.map((event) => event.event)).toEqual(['ec-transaction', 'ga-purchase-event']);
    expect(selectNotifications(store.getState()).map((n) => [n.type, n.title])).toEqual([
      ['success', '1 media file(s) added to your project'],
    ]);
  });

  it('an admin acts for the project owner: their cart, media and order', async () => {
    const { server, onClose } = renderDialog([], { admin: true });
    await user().upload(await screen.findByLabelText(/Choose files/), [
      new File([new Uint8Array(2_000)], 'minutes.mp3'),
    ]);
    expect(await screen.findByText('minutes.mp3')).toBeVisible();
    const created = new URLSearchParams(await requestsTo(server, 'POST', '/v1/media')[0]!.text());
    expect([created.get('project_id'), created.get('user_id')]).toEqual(['9', '4']);
    expect(requestsTo(server, 'GET', '/v1/cart')).toHaveLength(0);

    await chooseOptions();
    await waitFor(() => expect(proceed()).toBeEnabled());
    await user().click(proceed());
    await user().click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const payment = requestsTo(server, 'POST', '/v1/payment')[0]!;
    expect(await payment.text()).toBe('provider=business_account&order_id=77&user_id=4');
  });

  it('keeps the confirmation open with the server words when the checkout fails', async () => {
    const { server, store, onClose } = renderDialog([priced(101)]);
    server.on('POST', '/v1/payment', () =>
      json(422, [{ field: 'order_id', message: 'Your business account is on hold' }]),
    );
    await chooseOptions();
    await waitFor(() => expect(proceed()).toBeEnabled());
    await user().click(proceed());
    await user().click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(selectNotifications(store.getState())[0]).toMatchObject({
        type: 'error',
        title: 'Checking out with business account failed',
      }),
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closing the confirmation closes the whole dialog', async () => {
    const { onClose } = renderDialog([priced(101)]);
    await chooseOptions();
    await waitFor(() => expect(proceed()).toBeEnabled());
    await user().click(proceed());
    const confirmation = await screen.findByRole('dialog', { name: 'Upload confirmation' });
    await user().click(within(confirmation).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a client without a business account to pay by card, with the project', async () => {
    const { location, onClose } = renderDialog([priced(101)], { business: false });
    await chooseOptions();
    await waitFor(() => expect(proceed()).toBeEnabled());
    await user().click(proceed());
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(location().pathname + location().search).toBe('/fileupload/payment?projectId=9');
  });

  it('offers Proceed for files whose options were saved before, until the service is unset', async () => {
    renderDialog([priced(101)]);
    await waitFor(() => expect(proceed()).toBeEnabled());
    await user().selectOptions(
      screen.getByRole('combobox', { name: /Type of transcription/ }),
      'Not selected',
    );
    expect(proceed()).toBeDisabled();
  });

  it('clears the service when the last file is removed', async () => {
    renderDialog([priced(101)]);
    await screen.findByRole('combobox', { name: /Type of transcription/ });
    await user().click(screen.getByRole('button', { name: 'Remove talk-101.mp3' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /Type of transcription/ })).toBeNull(),
    );
  });

  describe('meeting details', () => {
    it('sends the client to the payment page for the multi-field form, ordering nothing', async () => {
      const { server, store, location, onClose } = renderDialog([priced(101)], {
        service: testService({ meetingDetails: 'multiField' }),
      });
      await waitFor(() => expect(proceed()).toBeEnabled());
      await user().click(proceed());
      await user().click(await screen.findByRole('button', { name: 'Confirm' }));

      expect(onClose).toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
      expect(location().pathname + location().search).toBe('/fileupload/payment?projectId=9');
      expect(selectNotifications(store.getState())).toEqual([
        expect.objectContaining({
          type: 'info',
          title: 'Meeting details',
          desc: 'Meeting details (title, date, agenda and attendees) can only be added on the Upload page. We are taking you there to finish your order.',
        }),
      ]);
      expect(requestsTo(server, 'POST', '/v1/payment')).toHaveLength(0);
    });

    it("an admin goes on for the project owner: the owner's business account is the target", async () => {
      const { location } = renderDialog([priced(101)], {
        admin: true,
        service: testService({ meetingDetails: 'multiField' }),
      });
      await waitFor(() => expect(proceed()).toBeEnabled());
      await user().click(proceed());
      await user().click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(location().pathname).toBe('/fileupload/payment'));
      // The owner has no company: none is named for them.
      expect(JSON.parse(sessionStorage.getItem(TARGET_ACCOUNT_KEY)!)).toEqual({
        userId: 4,
        companyName: null,
        personName: 'Ada Lovelace',
      });
    });

    it('sends a client without a business account to pay on the payment page, where the details are asked', async () => {
      const { location, onClose, server } = renderDialog([priced(101)], {
        business: false,
        service: testService({ meetingDetails: 'multiField' }),
      });
      await waitFor(() => expect(proceed()).toBeEnabled());
      await user().click(proceed());
      expect(onClose).toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
      expect(location().pathname + location().search).toBe('/fileupload/payment?projectId=9');
      expect(requestsTo(server, 'POST', '/v1/payment')).toHaveLength(0);
    });

    it('asks for the attendees of each file in the confirmation, then confirms', async () => {
      const { server, onClose } = renderDialog([priced(101)], {
        service: testService({ meetingDetails: 'simple' }),
      });
      await waitFor(() => expect(proceed()).toBeEnabled());
      await user().click(proceed());
      const confirmation = await screen.findByRole('dialog', { name: 'Upload confirmation' });
      // Under the dialog's title (h2): the meeting details (h3), then each file (h4).
      expect(
        within(confirmation).getByRole('heading', { level: 3, name: 'Meeting details' }),
      ).toBeVisible();
      // Each file's form comes once its details are read.
      expect(
        await within(confirmation).findByRole('heading', { level: 4, name: 'talk-101.mp3' }),
      ).toBeVisible();
      const form = within(confirmation).getByRole('form', { name: 'talk-101.mp3' });
      expect(within(form).queryByLabelText('Meeting title')).toBeNull();
      const confirm = within(confirmation).getByRole('button', { name: 'Confirm' });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription(
        'Please add the meeting details of every file before checkout.',
      );

      await user().type(within(form).getByLabelText(/Attendee 1 name/), 'Ada Lovelace');
      await user().type(within(form).getByLabelText('Attendee 1 job title'), 'Researcher');
      await user().click(within(form).getByRole('button', { name: 'Save meeting details' }));
      await waitFor(() => expect(confirm).toBeEnabled());
      expect(confirm).not.toHaveAccessibleDescription();
      const saved = requestsTo(server, 'PUT', '/v1/media/101')[0]!;
      expect([...new URLSearchParams(await saved.text())]).toEqual([
        ['extra_fields[meeting_attendees][0][attendee_name]', 'Ada Lovelace'],
        ['extra_fields[meeting_attendees][0][job_title]', 'Researcher'],
      ]);

      await user().click(confirm);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(requestsTo(server, 'POST', '/v1/payment')).toHaveLength(1);
    });

    async function editAttendees() {
      await waitFor(() => expect(proceed()).toBeEnabled());
      await user().click(proceed());
      const confirmation = await screen.findByRole('dialog', { name: 'Upload confirmation' });
      const form = await within(confirmation).findByRole('form', { name: 'talk-101.mp3' });
      await user().type(within(form).getByLabelText(/Attendee 1 name/), 'Ada Lovelace');
      return confirmation;
    }
    const leaveQuestion = () =>
      screen.findByRole('dialog', { name: 'Leave without saving the meeting details?' });

    it('asks before Cancel drops attendees not saved; Stay keeps them, Leave goes back', async () => {
      renderDialog([priced(101)], { service: testService({ meetingDetails: 'simple' }) });
      const confirmation = await editAttendees();
      await user().click(within(confirmation).getByRole('button', { name: 'Cancel' }));
      await user().click(
        within(await leaveQuestion()).getByRole('button', { name: 'Stay on this page' }),
      );
      expect(within(confirmation).getByLabelText(/Attendee 1 name/)).toHaveValue('Ada Lovelace');

      await user().click(within(confirmation).getByRole('button', { name: 'Cancel' }));
      await user().click(
        within(await leaveQuestion()).getByRole('button', { name: 'Leave without saving' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Upload to project' })).toBeVisible();
      expect(screen.queryByRole('dialog', { name: 'Upload confirmation' })).toBeNull();
    });

    it('asks before closing drops attendees not saved, then closes everything', async () => {
      const { onClose } = renderDialog([priced(101)], {
        service: testService({ meetingDetails: 'simple' }),
      });
      const confirmation = await editAttendees();
      await user().click(within(confirmation).getByRole('button', { name: 'Close' }));
      expect(onClose).not.toHaveBeenCalled();
      await user().click(
        within(await leaveQuestion()).getByRole('button', { name: 'Leave without saving' }),
      );
      expect(onClose).toHaveBeenCalled();
    });
  });

  describe('Warning, when the cart holds files of another project or none', () => {
    const foreign = [media(1, { projectId: 3 }), media(2, { projectId: null })];

    it('lists them; Delete files empties the cart, then goes to upload', async () => {
      const { server } = renderDialog(foreign);
      const warning = await screen.findByRole('dialog', { name: 'Warning' });
      expect(
        within(warning)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['talk-1.mp3', 'talk-2.mp3']);
      await user().click(within(warning).getByRole('button', { name: 'Delete files' }));
      expect(await screen.findByRole('dialog', { name: 'Upload to project' })).toBeVisible();
      expect(requestsTo(server, 'PUT', '/v1/cart/empty')).toHaveLength(1);
    });

    it('Upload into this project moves them in, then goes to upload', async () => {
      const { server } = renderDialog(foreign);
      await user().click(await screen.findByRole('button', { name: 'Upload into this project' }));
      expect(await screen.findByRole('dialog', { name: 'Upload to project' })).toBeVisible();
      const assign = requestsTo(server, 'PUT', '/v1/project/assign/9')[0]!;
      expect(decodeURIComponent(await assign.text())).toBe('media_list[]=1&media_list[]=2');
      expect(screen.getByRole('button', { name: 'Remove talk-1.mp3' })).toBeVisible();
    });

    it('Cancel closes the dialog', async () => {
      const { onClose } = renderDialog(foreign);
      await user().click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalled();
    });
  });
});
