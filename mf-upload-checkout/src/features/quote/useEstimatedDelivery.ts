import { useEffect, useState } from 'react';
import { ESTIMATED_DELIVERY } from '@portal/contracts';
import {
  estimatedDeliveryAt,
  formatEstimatedDelivery,
} from '@portal/contracts/services/options-form';

/**
 * "HH:mm on ddd, MMM Do" for a transcript ordered now at a turnaround (client spec section 4):
 * nothing for the first 3 s, then redrawn every 5 s from a "now" taken again every 14 minutes.
 * Null while hidden or without a turnaround.
 */
export function useEstimatedDelivery(turnaroundSeconds: number | undefined): string | null {
  const [visible, setVisible] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [, redraw] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ESTIMATED_DELIVERY.showAfterMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ESTIMATED_DELIVERY.refreshMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!visible) return undefined;
    const timer = setInterval(() => redraw((count) => count + 1), ESTIMATED_DELIVERY.updateEveryMs);
    return () => clearInterval(timer);
  }, [visible]);

  if (!visible || turnaroundSeconds === undefined) return null;
  return formatEstimatedDelivery(estimatedDeliveryAt(now, turnaroundSeconds));
}
