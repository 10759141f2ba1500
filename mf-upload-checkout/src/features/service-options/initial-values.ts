import { NO_TIMESTAMPS_SERVICE, activeChoices } from '@portal/contracts/services/rules';
import type { ServiceOptionsValues } from '@portal/contracts/services/options-form';
import type { TranscriptionService } from '@portal/contracts/services/schema';

const keepIfActive = (map: TranscriptionService['turnaround'], value: string | undefined) =>
  value !== undefined && map[value]?.status === 'active' ? value : undefined;

/**
 * The form's starting values for a service, keeping what the client chose for another service
 * where this one offers it too. An optional option with no choice yet starts at its first value,
 * as its dropdown or toggle shows.
 */
export function initialValuesFor(
  service: TranscriptionService,
  previous: ServiceOptionsValues = {},
): ServiceOptionsValues {
  const values: ServiceOptionsValues = {};
  const turnaround = keepIfActive(service.turnaround, previous.turnaround);
  const speakers = keepIfActive(service.speakers, previous.speakers);
  const timestamps =
    service.shortName === NO_TIMESTAMPS_SERVICE
      ? undefined
      : (keepIfActive(service.timestamps, previous.timestamps) ??
        activeChoices(service.timestamps)[0]?.[0]);
  if (turnaround) values.turnaround = turnaround;
  if (speakers) values.speakers = speakers;
  if (timestamps) values.timestamps = timestamps;
  const elements: Record<string, boolean> = {};
  for (const [name, on] of Object.entries(previous.priceCalculationElements ?? {}))
    if (on && service.priceCalculationElements[name]?.status === 'active') elements[name] = true;
  values.priceCalculationElements = elements;
  return values;
}
