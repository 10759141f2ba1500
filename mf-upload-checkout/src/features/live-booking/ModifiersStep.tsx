import type { Currency } from '@portal/contracts';
import { liveServiceOptions } from '@portal/contracts/live-booking/rules';
import { activeModifiers } from '@portal/contracts/services/rules';
import { AddOnFields } from '../service-options/index.ts';
import { SessionsPrice } from './SessionsPrice.tsx';
import { useChosenService } from './useLiveServices.ts';

/** The service's add-ons (the booking's extra modifiers) and what the sessions cost with them. */
export function ModifiersStep({ currency }: { currency: Currency }) {
  const service = useChosenService();
  if (!service) return <p className="ui-text-muted live-booking__empty">Choose a service first.</p>;
  // The rules that hold an add-on on read the speakers the session is priced with.
  const speakers = liveServiceOptions(service, {})?.speakers ?? '';
  return (
    <div className="live-modifiers">
      {activeModifiers(service).length > 0 ? (
        <AddOnFields service={service} currency={currency} speakers={speakers} />
      ) : (
        <p className="ui-text-muted live-booking__empty">This service has no add-ons.</p>
      )}
      <SessionsPrice service={service} currency={currency} />
    </div>
  );
}
