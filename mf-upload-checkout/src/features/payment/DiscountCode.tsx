import { useState, type FormEvent } from 'react';
import { firstErrorMessage, type ApiError } from '@portal/contracts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { useUpdateCartMutation } from '@portal/contracts/cart/client';
import type { CartView } from '@portal/contracts/cart/schema';
import { Button, ErrorIcon, SuccessIcon } from '@portal/ui';
import { TextField } from '@portal/ui/forms';

/** A discount code applied to (or removed from) the cart (client spec sections 7 and 8). */
export function DiscountCode({ cart }: { cart: CartView }) {
  const [update, { isLoading }] = useUpdateCartMutation();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const answer = await update({ coupon: code.trim() });
    if (answer.error) {
      const status = (answer.error as ApiError).status;
      // A refused code (422, or 404 from the lookup) reads in the spec's words.
      setResult({
        ok: false,
        text:
          status === 422 || status === 404
            ? checkoutTexts.couponInvalid
            : firstErrorMessage((answer.error as ApiError).items, checkoutTexts.contactUs),
      });
    } else {
      setResult({ ok: true, text: checkoutTexts.couponApplied });
      setCode('');
    }
  };

  const remove = async () => {
    const answer = await update({ coupon: '' });
    setResult(
      answer.error
        ? {
            ok: false,
            text: firstErrorMessage((answer.error as ApiError).items, checkoutTexts.contactUs),
          }
        : undefined,
    );
  };

  return (
    <div className="discount">
      {cart.coupon ? (
        <div className="discount__applied">
          <span>
            Discount code <strong>{cart.coupon}</strong>
          </span>
          <Button variant="quiet" size="sm" onClick={() => void remove()} loading={isLoading}>
            Remove
          </Button>
        </div>
      ) : (
        <form className="discount__form" onSubmit={(event) => void apply(event)} noValidate>
          <TextField
            label="Discount code"
            hideLabel
            value={code}
            autoComplete="off"
            onChange={(event) => setCode(event.target.value)}
            containerClassName="discount__field"
          />
          <Button type="submit" variant="secondary" loading={isLoading} disabled={!code.trim()}>
            Apply
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {result && (
          <p className={result.ok ? 'discount__ok' : 'discount__error'}>
            {result.ok ? <SuccessIcon size="1em" /> : <ErrorIcon size="1em" />}
            <span>{result.text}</span>
          </p>
        )}
      </div>
    </div>
  );
}
