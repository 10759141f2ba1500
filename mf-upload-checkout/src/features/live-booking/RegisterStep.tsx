import { useEffect } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-final-form';
import { buttonClassName } from '@portal/ui';
import type { BookingValues } from './booking-values.ts';
import { storeIntent } from './intent.ts';

/**
 * A visitor's last step: booking needs an account. Reaching it keeps the whole booking on this
 * device, and signing in (or registering, then signing in) brings them back to book it.
 */
export function RegisterStep({ active }: { active: boolean }) {
  const form = useForm();
  useEffect(() => {
    if (active) storeIntent({ step: 'register', values: form.getState().values as BookingValues });
  }, [active, form]);
  return (
    <div className="live-register">
      <p className="live-register__text">
        To book these sessions, sign in or create an account. We keep what you have entered on this
        device: once you are signed in, you come back here to book and pay.
      </p>
      <div className="live-register__actions">
        <Link to="/login" className={buttonClassName({ variant: 'primary' })}>
          Sign in
        </Link>
        <Link to="/registration" className={buttonClassName({ variant: 'secondary' })}>
          Register
        </Link>
      </div>
    </div>
  );
}
