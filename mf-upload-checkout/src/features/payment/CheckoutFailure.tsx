import { ErrorIcon } from '@portal/ui';

/** A failed checkout under its button: what failed, then the server's words, announced. */
export function CheckoutFailure({ title, text }: { title: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="payment__failure" role="alert">
      <ErrorIcon size="1em" />
      <span>
        <strong>{title}</strong>. {text}
      </span>
    </p>
  );
}
