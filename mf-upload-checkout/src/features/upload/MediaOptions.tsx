import { useMemo, useState } from 'react';
import {
  DEBOUNCE,
  firstErrorMessage,
  isResearchersFavourite,
  notify,
  usePortalDispatch,
  type ApiError,
  type Currency,
} from '@portal/contracts';
import { noAngleBrackets } from '@portal/contracts/common/validation';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { useUpdateMediaMutation } from '@portal/contracts/media/client';
import type { CartView } from '@portal/contracts/cart/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { ServiceOptionsValues } from '@portal/contracts/services/options-form';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { Checkbox, SelectField, TextArea, useDebouncedCallback } from '@portal/ui/forms';
import {
  initialValuesFor,
  ServiceOptionsForm,
  type ServiceOptionsChange,
} from '../service-options/index.ts';
import { ResearchersFavouriteMark } from '../../components/ResearchersFavouriteMark.tsx';

type CartMedia = CartView['mediaList'][number];

interface MediaOptionsProps {
  media: CartMedia[];
  services: TranscriptionService[];
  currency: Currency;
  /** A media's options were saved: its price changed, so the cart's totals will too. */
  onSaved: () => void;
  /** The options chosen now, which files added later start with. */
  onChosen: (options: ServiceOptions | undefined) => void;
}

export const UPDATE_FAILED = 'We had a problem updating the media';

const storedOptions = (media: CartMedia | undefined) =>
  (media?.serviceOptions ?? null) as (Partial<ServiceOptions> & { id?: number }) | null;

function valuesOf(media: CartMedia | undefined): ServiceOptionsValues | undefined {
  const stored = storedOptions(media);
  if (!stored?.id) return undefined;
  return {
    ...(stored.turnaround ? { turnaround: String(stored.turnaround) } : {}),
    ...(stored.speakers ? { speakers: stored.speakers } : {}),
    ...(stored.timestamps ? { timestamps: stored.timestamps } : {}),
    priceCalculationElements: stored.priceCalculationElements ?? {},
  };
}

/**
 * Step 2: one service and its options for the ticked files (all of them unless the client
 * unticks some), and comments for the transcriber. Every change is saved to each ticked media
 * DEBOUNCE.optionsSave (300 ms) after the client stops changing it.
 */
export function MediaOptions({ media, services, currency, onSaved, onChosen }: MediaOptionsProps) {
  const dispatch = usePortalDispatch();
  const [updateMedia] = useUpdateMediaMutation();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const selected = media.filter((m) => !unticked.has(m.id));
  const first = selected[0] ?? media[0];
  const [serviceId, setServiceId] = useState<number | undefined>(() => storedOptions(first)?.id);
  const service = services.find((s) => s.id === serviceId);
  const [options, setOptions] = useState<ServiceOptions>();
  const [comments, setComments] = useState(
    () => (storedOptions(first)?.clientComments as string | undefined) ?? '',
  );
  const commentsError = noAngleBrackets(comments);

  const start = useMemo(
    () => {
      if (!service) return undefined;
      const stored = storedOptions(first)?.id === service.id ? valuesOf(first) : undefined;
      return initialValuesFor(service, stored);
    },
    // A new service starts the form again; the form keeps its own changes after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [service],
  );

  const save = async (chosen: ServiceOptions, text: string, targets: CartMedia[]) => {
    const serviceOptions = { ...chosen, ...(text.trim() ? { clientComments: text.trim() } : {}) };
    const results = await Promise.all(
      targets.map((m) => updateMedia({ id: m.id, currency, serviceOptions })),
    );
    const failure = results.find((result) => result.error)?.error as ApiError | undefined;
    if (failure)
      dispatch(
        notify({
          type: 'error',
          title: UPDATE_FAILED,
          desc: firstErrorMessage(failure.items, checkoutTexts.contactUs),
        }),
      );
    onSaved();
  };

  const onOptionsChange = ({ options: next }: ServiceOptionsChange) => {
    setOptions(next);
    onChosen(next);
    if (next && !commentsError) void save(next, comments, selected);
  };

  // Comments are saved with the options, 300 ms after typing stops (with what is on screen then).
  const saveComments = useDebouncedCallback(() => {
    if (options && !commentsError) void save(options, comments, selected);
  }, DEBOUNCE.optionsSave);

  const serviceChoices = services.map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <div className="media-options">
      {media.length > 1 && (
        <fieldset className="media-options__files">
          <legend className="media-options__legend">Apply to</legend>
          {media.map((m) => (
            <Checkbox
              key={m.id}
              label={m.title}
              checked={!unticked.has(m.id)}
              onChange={(event) => {
                const next = new Set(unticked);
                if (event.target.checked) next.delete(m.id);
                else next.add(m.id);
                setUnticked(next);
              }}
            />
          ))}
        </fieldset>
      )}
      <SelectField
        label={checkoutTexts.serviceChoice}
        required
        placeholder="Not selected"
        options={serviceChoices}
        value={serviceId === undefined ? '' : String(serviceId)}
        hint={service && isResearchersFavourite(service) ? <ResearchersFavouriteMark /> : undefined}
        onChange={(event) => {
          const next = event.target.value ? Number(event.target.value) : undefined;
          // The same service chosen again keeps its form and options.
          if (next === serviceId) return;
          setServiceId(next);
          setOptions(undefined);
          onChosen(undefined);
        }}
        containerClassName="media-options__service"
      />
      {service && start && (
        <ServiceOptionsForm
          key={service.id}
          service={service}
          currency={currency}
          initialValues={start}
          onChange={onOptionsChange}
          showErrors
        />
      )}
      <TextArea
        label="Comments"
        rows={3}
        placeholder={checkoutTexts.commentsPlaceholder}
        value={comments}
        error={commentsError}
        maxLength={2000}
        onChange={(event) => {
          setComments(event.target.value);
          saveComments();
        }}
      />
    </div>
  );
}
