import { useForm } from 'react-final-form';
import {
  TargetAccountBanner,
  TargetAccountPicker,
  type TargetAccount,
} from '../target-account/index.ts';
import { sessionField, type BookingValues } from './booking-values.ts';

/**
 * An admin's or super admin's first step: the client (a business account) the sessions are
 * booked for. Another client's projects do not carry over.
 */
export function AccountStep({
  target,
  onChoose,
}: {
  target: TargetAccount | undefined;
  onChoose: (target: TargetAccount | undefined) => void;
}) {
  const form = useForm();
  const choose = (next: TargetAccount | undefined) => {
    const { sessionRows } = form.getState().values as BookingValues;
    form.batch(() => {
      for (const key of sessionRows) form.change(sessionField(key, 'projectId'), undefined);
    });
    onChoose(next);
  };
  if (!target) return <TargetAccountPicker onChoose={choose} />;
  return <TargetAccountBanner target={target} onChange={() => choose(undefined)} />;
}
