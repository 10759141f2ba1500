import { useMemo, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import {
  useCheckoutMutation,
  useCreateCardPaymentMutation,
} from '@portal/contracts/payment/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { Button } from '@portal/ui';
import { CheckoutFailure } from './CheckoutFailure.tsx';
import { checkoutFailureText } from './purchase.ts';

export interface CardPaymentProps {
  /** The Stripe publishable key from GET /v1/payment/stripe-key. */
  publishableKey: string;
  cart: CartView;
  emailVatReceipt: boolean;
  /** Paying must wait (the meeting details). */
  waiting: boolean;
  /** The id of the note that says why it waits, while there is one. */
  describedBy?: string;
  onPaid: (orderId: number | string) => void;
  /** After a failure has been shown: tell the user, refresh the services. */
  onFailed: (text: string) => void;
}

/**
 * Card payment with Stripe (loaded with this chunk only when card payment is configured): the
 * server makes a PaymentIntent for the cart's total, Stripe confirms the card, and the server
 * checks the payment and makes the order.
 */
export default function CardPayment({ publishableKey, ...form }: CardPaymentProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardForm {...form} />
    </Elements>
  );
}

function CardForm({
  cart,
  emailVatReceipt,
  waiting,
  describedBy,
  onPaid,
  onFailed,
}: Omit<CardPaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [createPayment] = useCreateCardPaymentMutation();
  const [checkout] = useCheckoutMutation();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string>();

  const fail = (text: string) => {
    setFailure(text);
    onFailed(text);
  };

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || cart.id === null) return;
    setPaying(true);
    setFailure(undefined);
    try {
      const receipt = emailVatReceipt ? { emailVatReceipt: true } : {};
      const intent = await createPayment({ provider: 'stripe', orderId: cart.id, ...receipt });
      if (intent.error) return fail(checkoutFailureText(intent.error));
      const confirmed = await stripe.confirmCardPayment(intent.data.clientSecret, {
        payment_method: { card },
      });
      if (confirmed.error) return fail(confirmed.error.message ?? checkoutTexts.contactUs);
      const order = await checkout({
        provider: 'stripe',
        orderId: cart.id,
        paymentIntentId: intent.data.paymentIntentId,
        ...receipt,
      });
      if (order.error) return fail(checkoutFailureText(order.error));
      onPaid(order.data.orderId);
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="payment__card">
      <p className="ui-text-muted payment__lead">Pay now by credit or debit card.</p>
      <div className="payment__card-field" aria-label="Card details" role="group">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <Button
        variant="primary"
        size="lg"
        fullWidth
        disabled={!stripe || waiting}
        aria-describedby={describedBy}
        loading={paying}
        loadingLabel="Paying"
        onClick={() => void pay()}
      >
        Pay by card
      </Button>
      <CheckoutFailure title={checkoutTexts.stripePaymentFailed} text={failure} />
    </div>
  );
}
