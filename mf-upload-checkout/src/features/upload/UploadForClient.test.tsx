import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import type { CompanyMembers, CompanyView } from '@portal/contracts/company/schema';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia } from '@portal/contracts/media/test-media';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../routes.tsx';
import { UploadPage } from './UploadPage.tsx';
import { TARGET_ACCOUNT_KEY } from '../target-account/index.ts';

const company = (id: number, name: string, ownerId: number, ownerName: string): CompanyView => ({
  id,
  name,
  ownerId,
  ownerName,
  address: null,
  vatNumber: null,
  phone: null,
  memberCount: 1,
  createdAt: 0,
});
const companies = [
  company(1, 'Acme Research', 42, 'Bea Business'),
  company(2, 'Zeta Media', 43, 'Zed Owner'),
];
// The server answers the owner first; a pending invitation is nobody's business account yet.
const acmePeople: CompanyMembers = {
  members: [
    { userId: 42, name: 'Bea Business', email: 'bea@acme.test', joinedAt: 0, isOwner: true },
    { userId: 44, name: 'Mia Member', email: 'mia@acme.test', joinedAt: 10, isOwner: false },
  ],
  invitations: [
    { id: 5, email: 'invited@acme.test', state: 'pending', createdAt: 20, expiresAt: 99 },
  ],
};
const memberTarget = { userId: 44, companyName: 'Acme Research', personName: 'Mia Member' };

const media = testMedia(9, { title: 'board.wav', extension: 'wav', mime: 'audio/wav' });
const clientCart = testCart([media], { userId: memberTarget.userId });

const pathOf = (request: Request) => new URL(request.url).pathname;
const requestsTo = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && pathOf(r) === path);

function common(server: FakeServer) {
  server.on('GET', '/v1/company', (request) => {
    const name = new URL(request.url).searchParams.get('name')?.toLowerCase() ?? '';
    const result = companies.filter((c) => c.name.toLowerCase().includes(name));
    return json(200, { result, total: result.length, page: 1, pageSize: 20 });
  });
  server.on('GET', '/v1/company/members/1', () => json(200, acmePeople));
  server.on('GET', '/v1/cart/owner/42', () =>
    json(404, { errorCode: 'CART_NOT_FOUND', message: 'Cart not found' }),
  );
  server.on('GET', '/v1/cart/owner/44', () =>
    json(404, { errorCode: 'CART_NOT_FOUND', message: 'Cart not found' }),
  );
  server.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
}

const admin = () => testUser(Role.ADMIN, { mfaEnabled: true });

afterEach(() => sessionStorage.clear());

describe('an admin uploading for a business account', () => {
  it('chooses a company from a search, then one of its members, remembers it for the session, and uploads as that member', async () => {
    const { server } = renderRoutes(
      [{ path: 'fileupload/addfiles', element: <UploadPage put={async () => '"etag"'} /> }],
      {
        path: '/fileupload/addfiles',
        signedInAs: admin(),
        handlers: (fake) => {
          common(fake);
          fake.on('POST', '/v1/media', () => json(200, { ...media, status: 'pending' }));
          fake.on('GET', '/v1/media/get-presigned-url', () =>
            json(200, { presignedUrl: '/v1/storage/put' }),
          );
          fake.on('PUT', '/v1/media/process/9', () => json(200, media));
        },
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Choose the business account to upload for' }),
    ).toBeVisible();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search business accounts' }),
      'acme',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Zeta Media/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Acme Research — Bea Business' }));

    // Its business accounts: the owner first, then the member; not the pending invitation.
    const people = await screen.findByRole('list', { name: 'People of Acme Research' });
    expect(
      within(people)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bea Business, owner — bea@acme.test', 'Mia Member, member — mia@acme.test']);
    expect(screen.queryByText(/invited@acme.test/)).not.toBeInTheDocument();
    await userEvent.click(within(people).getByRole('button', { name: /Mia Member/ }));

    expect(await screen.findByText(/Acting for/)).toHaveTextContent(
      'Acting for Mia Member of Acme Research',
    );
    expect(JSON.parse(sessionStorage.getItem(TARGET_ACCOUNT_KEY)!)).toEqual(memberTarget);
    // The business-account memory of signed-in clients is left alone.
    expect(localStorage.getItem('tn.businessAcc')).toBeNull();
    await waitFor(() => expect(requestsTo(server, 'GET', '/v1/cart/owner/44')).not.toHaveLength(0));
    expect(requestsTo(server, 'GET', '/v1/cart/owner/42')).toHaveLength(0);
    expect(requestsTo(server, 'GET', '/v1/cart')).toHaveLength(0);

    await userEvent.upload(
      screen.getByLabelText(/Choose files/),
      new File([new Uint8Array(1000)], 'board.wav'),
    );
    await waitFor(() => expect(requestsTo(server, 'POST', '/v1/media')).toHaveLength(1));
    const fields = new URLSearchParams(await requestsTo(server, 'POST', '/v1/media')[0]!.text());
    expect(fields.get('user_id')).toBe('44');

    await userEvent.click(screen.getByRole('button', { name: 'Change business account' }));
    expect(screen.getByRole('searchbox', { name: 'Search business accounts' })).toBeVisible();
    expect(sessionStorage.getItem(TARGET_ACCOUNT_KEY)).toBeNull();
  });

  it('works by keyboard: a company’s people take the focus, and going back keeps the search', async () => {
    renderRoutes(routes, { path: '/fileupload/addfiles', signedInAs: admin(), handlers: common });
    const search = await screen.findByRole('searchbox', { name: 'Search business accounts' });
    await userEvent.click(search);
    await userEvent.keyboard('zeta');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Acme Research/ })).not.toBeInTheDocument(),
    );
    const zeta = await screen.findByRole('button', { name: 'Zeta Media — Zed Owner' });
    await userEvent.tab();
    expect(zeta).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // Zeta Media's people are not served: an error with a retry, not an empty list.
    expect(await screen.findByRole('heading', { name: 'Zeta Media' })).toHaveFocus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the people of Zeta Media.',
    );
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Back to business accounts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const again = screen.getByRole('searchbox', { name: 'Search business accounts' });
    expect(again).toHaveFocus();
    expect(again).toHaveValue('zeta');
    expect(await screen.findByRole('button', { name: 'Zeta Media — Zed Owner' })).toBeVisible();
    expect(sessionStorage.getItem(TARGET_ACCOUNT_KEY)).toBeNull();
  });

  it('a company without business accounts says so', async () => {
    renderRoutes(routes, {
      path: '/fileupload/addfiles',
      signedInAs: admin(),
      handlers: (fake) => {
        common(fake);
        fake.on('GET', '/v1/company/members/2', () =>
          json(200, { members: [], invitations: [] } satisfies CompanyMembers),
        );
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Zeta Media — Zed Owner' }));
    expect(
      await screen.findByText('No one in Zeta Media has a business account yet.'),
    ).toBeVisible();
  });

  it('names only the person acted for when they have no company (a project owner)', async () => {
    sessionStorage.setItem(
      TARGET_ACCOUNT_KEY,
      JSON.stringify({ userId: 44, companyName: null, personName: 'Mia Member' }),
    );
    renderRoutes(routes, { path: '/fileupload/addfiles', signedInAs: admin(), handlers: common });
    expect(await screen.findByText(/Acting for/)).toHaveTextContent(/^Acting for Mia Member$/);
  });

  it('a target stored in the earlier shape, without the person’s name, is chosen again', async () => {
    sessionStorage.setItem(
      TARGET_ACCOUNT_KEY,
      JSON.stringify({ userId: 42, companyName: 'Acme Research', ownerName: 'Bea Business' }),
    );
    const { server } = renderRoutes(routes, {
      path: '/fileupload/addfiles',
      signedInAs: admin(),
      handlers: common,
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose the business account to upload for' }),
    ).toBeVisible();
    expect(screen.queryByText(/Acting for/)).not.toBeInTheDocument();
    expect(requestsTo(server, 'GET', '/v1/cart/owner/42')).toHaveLength(0);
  });

  it('checks out the member’s cart on their business account', async () => {
    sessionStorage.setItem(TARGET_ACCOUNT_KEY, JSON.stringify(memberTarget));
    const { server } = renderRoutes(routes, {
      path: '/fileupload/payment',
      signedInAs: admin(),
      handlers: (fake) => {
        common(fake);
        fake.on('GET', '/v1/cart/owner/44', () => json(200, clientCart));
        fake.on('GET', '/v1/payment/stripe-key', () => json(200, { key: 'pk_test_1' }));
        fake.on('POST', '/v1/payment', () => json(200, { orderId: 5150 }));
      },
    });
    const checkout = await screen.findByRole('button', { name: 'Check out with business account' });
    // On the client's account only: no card, no discount code.
    expect(screen.queryByRole('button', { name: /card/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /discount/i })).not.toBeInTheDocument();
    await userEvent.click(checkout);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is confirmed' }),
    ).toBeVisible();
    const payment = requestsTo(server, 'POST', '/v1/payment')[0]!;
    expect(await payment.text()).toBe('provider=business_account&order_id=77&user_id=44');
    expect(requestsTo(server, 'GET', '/v1/cart')).toHaveLength(0);
  });

  it('without a chosen account the payment page sends the admin to choose one', async () => {
    const { location } = renderRoutes(routes, {
      path: '/fileupload/payment',
      signedInAs: admin(),
      handlers: common,
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose the business account to upload for' }),
    ).toBeVisible();
    expect(location().pathname).toBe('/fileupload/addfiles');
  });

  it('a client never sees the choice and uploads as themselves', async () => {
    const { server } = renderRoutes(
      [{ path: 'fileupload/addfiles', element: <UploadPage put={async () => '"etag"'} /> }],
      {
        path: '/fileupload/addfiles',
        signedInAs: testUser(Role.CLIENT),
        handlers: (fake) => {
          common(fake);
          fake.on('GET', '/v1/cart', () => json(200, testCart([], { id: null })));
        },
      },
    );
    await screen.findByText('Your cart is empty.');
    expect(
      screen.queryByRole('searchbox', { name: 'Search business accounts' }),
    ).not.toBeInTheDocument();
    expect(requestsTo(server, 'GET', '/v1/company')).toHaveLength(0);
    expect(within(document.body).queryByText(/Acting for/)).not.toBeInTheDocument();
  });
});
