import './form-error.css';

/** The form-level message (a failure that belongs to no field), announced when it appears. */
export function FormError({ message }: { message?: unknown }) {
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="ui-form-error">
      {message}
    </p>
  );
}
