import type React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testCart } from '@portal/contracts/cart/test-cart';
import { testMedia } from '@portal/contracts/media/test-media';
import { testService } from '@portal/contracts/services/test-service';
import { testUser } from '@portal/contracts/user/test-user';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import type { CartView } from '@portal/contracts/cart/schema';
import routes from '../../routes.tsx';

// A Stripe stand-in: the card field, and confirmCardPayment answering as Stripe.js does.
const mockConfirmCardPayment = jest.fn();
const mockCard = { element: 'card' };
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve({})) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { createElement } = jest.requireActual<{ createElement: typeof React.createElement }>(
    'react',
  );
  return {
    Elements: ({ children }: { children: unknown }) => children,
    CardElement: () => createElement('div', { 'data-testid': 'card-element' }),
    useStripe: () => ({ confirmCardPayment: mockConfirmCardPayment }),
    useElements: () => ({ getElement: () => mockCard }),
  };
});

const line = (id: number, price: number) =>
  testMedia(id, { fullPrice: price, price, grossPrice: Math.round(price * 1.2) });

const cart = (overrides: Partial<CartView> = {}) =>
  testCart([line(1, 1000), line(2, 500)], overrides);

function renderPayment(
  options: { business?: boolean; cart?: CartView | null; stripeKey?: string } = {},
) {
  let current = options.cart === undefined ? cart() : options.cart;
  return renderRoutes(routes, {
    path: '/fileupload/payment',
    signedInAs: testUser(Role.CLIENT, {
      isBusinessAccount: options.business ?? true,
      currency: 'USD',
    }),
    handlers: (server: FakeServer) => {
      server.on('GET', '/v1/cart', () => json(200, current ?? testCart([], { id: null })));
      server.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
      server.on('GET', '/v1/payment/stripe-key', () =>
        json(200, { key: options.stripeKey ?? null }),
      );
      server.on('POST', '/v1/payment', () => {
        current = null;
        return json(200, { orderId: 5150 });
      });
    },
  });
}

const pathOf = (request: Request) => new URL(request.url).pathname;

describe('payment page', () => {
  beforeEach(() => {
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('shows a visitor their cart, and asks them to sign in only to pay, coming back here', async () => {
    const { server, location } = renderRoutes(
      [...routes, { path: 'login', element: <p>Log in</p> }],
      {
        path: '/fileupload/payment?projectId=7',
        handlers: (fake) => {
          fake.on('GET', '/v1/cart', () => json(200, cart()));
          fake.on('GET', '/v1/new-service/guest-services', () => json(200, [testService()]));
          fake.on('GET', '/v1/payment/stripe-key', () => json(200, { key: 'pk_test_123' }));
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Order summary' })).toBeVisible();
    expect(screen.getByText('Log in to pay for your order.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Check out|Pay by card/ })).not.toBeInTheDocument();
    expect(screen.queryByText(checkoutTexts.cardUnavailable)).not.toBeInTheDocument();
    // A visitor's session has no profile, and the project is not theirs to see yet.
    expect(server.requests.map(pathOf)).not.toContain('/v1/user/profile');
    expect(server.requests.map(pathOf)).not.toContain('/v1/project/7');
    await userEvent.click(screen.getByRole('link', { name: 'Log in to pay' }));
    await screen.findByText('Log in');
    expect(location().pathname).toBe('/login');
    expect(location().search).toBe('?redirectTo=%2Fv3%2Ffileupload%2Fpayment%3FprojectId%3D7');
  });

  it('shows the order with totals ex VAT, VAT and inc VAT', async () => {
    renderPayment();
    expect(await screen.findByText('talk-1.mp3')).toBeVisible();
    expect(screen.getByText('talk-2.mp3')).toBeVisible();
    expect(screen.getAllByText('Intelligent Verbatim, 7 days')).toHaveLength(2);
    expect(screen.getByText('£15.00')).toBeVisible();
    expect(screen.getByText('£3.00')).toBeVisible();
    expect(screen.getByText('£18.00')).toBeVisible();
  });

  it('checks out on the business account, pushes the analytics and confirms the order', async () => {
    const { server } = renderPayment();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Email me a VAT receipt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check out with business account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order is confirmed' }),
    ).toBeVisible();
    expect(screen.getByText('5150')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your library' })).toHaveAttribute(
      'href',
      '/library/my',
    );
    const payment = server.requests.find((r) => pathOf(r) === '/v1/payment')!;
    expect(await payment.text()).toBe(
      'provider=business_account&order_id=77&email_vat_receipt=true',
    );
    const layer = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer!;
    expect(layer.map((event) => event.event)).toEqual(['ec-transaction', 'ga-purchase-event']);
    expect(layer[1]).toMatchObject({
      ecommerce: {
        transaction_id: '5150',
        affiliation: 'Business account',
        value: 15,
        tax: 3,
        currency: 'USD',
        items: [
          { item_id: '1', item_name: 'Intelligent Verbatim', quantity: 3, price: 3.33 },
          { item_id: '2', item_name: 'Intelligent Verbatim', quantity: 3, price: 1.67 },
        ],
      },
    });
    // The cart is fetched again: it is empty now.
    await waitFor(() =>
      expect(server.requests.filter((r) => pathOf(r) === '/v1/cart').length).toBeGreaterThan(1),
    );
  });

  it('shows the server text when business checkout fails, refreshes services and stops', async () => {
    const { server } = renderPayment();
    server.on('POST', '/v1/payment', () =>
      json(422, [{ field: 'order_id', message: 'Your business account is on hold.' }]),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Check out with business account' }),
    );
    const alert = await screen.findByText(/Your business account is on hold\./, {
      selector: '.payment__failure span',
    });
    expect(alert).toHaveTextContent(
      'Checking out with business account failed. Your business account is on hold.',
    );
    await waitFor(() =>
      expect(
        server.requests.filter((r) => pathOf(r) === '/v1/new-service/guest-services'),
      ).toHaveLength(2),
    );
    expect(window as { dataLayer?: unknown }).not.toHaveProperty('dataLayer');
    expect(screen.queryByText('Your order is confirmed')).not.toBeInTheDocument();
  });

  it('offers no card payment: a client without a business account is told how to pay', async () => {
    renderPayment({ business: false });
    expect(
      await screen.findByText(/^Card payment is not available on this portal\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Apply for a business account' })).toHaveAttribute(
      'href',
      '/business-account',
    );
    expect(screen.queryByRole('button', { name: /Check out/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
  });

  it('says the media list is empty when the cart is', async () => {
    renderPayment({ cart: null });
    expect(await screen.findByRole('heading', { name: 'Media list is empty' })).toBeVisible();
    expect(screen.getByText('Upload media before checkout.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload files' })).toHaveAttribute(
      'href',
      '/fileupload/addfiles',
    );
  });

  it('applies a discount code, refuses a bad one, and removes it, in the spec words', async () => {
    const { server } = renderPayment();
    server.on('PUT', '/v1/cart/update', async (request) => {
      const code = new URLSearchParams(await request.text()).get('coupon');
      if (code === 'BAD')
        return json(422, [{ field: 'coupon', message: 'Looks like your code is not valid' }]);
      return json(200, cart({ coupon: code || null }));
    });
    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'BAD');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Looks like your code is not valid')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code applied successfully!')).toBeVisible();
    expect(await screen.findByText('SAVE10')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toBeVisible();
    const bodies = await Promise.all(
      server.requests.filter((r) => pathOf(r) === '/v1/cart/update').map((r) => r.text()),
    );
    expect(bodies).toEqual(['coupon=BAD', 'coupon=SAVE10', 'coupon=']);
  });

  describe('by card, when Stripe is configured', () => {
    beforeEach(() => mockConfirmCardPayment.mockReset());

    /** The server's two card steps: the PaymentIntent, then the order for the confirmed one. */
    function renderCard(options: { business?: boolean } = {}) {
      const rendered = renderPayment({ business: false, ...options, stripeKey: 'pk_test_1' });
      rendered.server.on('POST', '/v1/payment', async (request) => {
        const body = new URLSearchParams(await request.text());
        if (body.get('payment_intent_id')) return json(200, { orderId: 6160 });
        return json(200, { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' });
      });
      return rendered;
    }
    const paymentBodies = (server: FakeServer) =>
      Promise.all(
        server.requests.filter((r) => pathOf(r) === '/v1/payment').map((r) => r.clone().text()),
      );

    it('pays by card: PaymentIntent, Stripe confirms the card, the server makes the order', async () => {
      mockConfirmCardPayment.mockResolvedValue({
        paymentIntent: { id: 'pi_1', status: 'succeeded' },
      });
      const { server } = renderCard();
      expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeVisible();
      expect(await screen.findByTestId('card-element')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Email me a VAT receipt' }));
      await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your order is confirmed' }),
      ).toBeVisible();
      expect(screen.getByText('6160')).toBeVisible();
      expect(mockConfirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
        payment_method: { card: mockCard },
      });
      expect(await paymentBodies(server)).toEqual([
        'provider=stripe&order_id=77&email_vat_receipt=true',
        'provider=stripe&order_id=77&payment_intent_id=pi_1&email_vat_receipt=true',
      ]);
      const layer = (window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer!;
      expect(layer.map((event) => event.event)).toEqual(['ec-transaction', 'ga-purchase-event']);
      expect(layer[1]).toMatchObject({
        ecommerce: { transaction_id: '6160', affiliation: 'Card payment', value: 15, tax: 3 },
      });
    });

    it("shows Stripe's words when the card is declined, makes no order and stops", async () => {
      mockConfirmCardPayment.mockResolvedValue({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      const { server } = renderCard();
      await userEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
      const alert = await screen.findByText(/Your card was declined\./, {
        selector: '.payment__failure span',
      });
      expect(alert).toHaveTextContent('Stripe payment failed. Your card was declined.');
      expect(await paymentBodies(server)).toEqual(['provider=stripe&order_id=77']);
      await waitFor(() =>
        expect(
          server.requests.filter((r) => pathOf(r) === '/v1/new-service/guest-services'),
        ).toHaveLength(2),
      );
      expect(window as { dataLayer?: unknown }).not.toHaveProperty('dataLayer');
      expect(screen.queryByText('Your order is confirmed')).not.toBeInTheDocument();
    });

    it('offers both to a business client', async () => {
      renderCard({ business: true });
      expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Check out with business account' })).toBeVisible();
    });
  });
});
