import { useEffect, useId } from 'react';
import { useField, useForm } from 'react-final-form';
import type { Currency } from '@portal/contracts';
import { SPEAKERS_FOUR_PLUS } from '@portal/contracts/services/rules';
import { serviceOptionsForm, type ModifierField } from '@portal/contracts/services/options-form';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import { ToggleButton } from '@portal/ui/forms';
import './service-options.css';

/**
 * A service's add-ons (price calculation elements) as Add/Remove toggles, bound to
 * `priceCalculationElements.<name>` of the surrounding react-final-form form: the options form's
 * last part, and the live booking's extra modifiers. Add-ons the rules hold on (with
 * `speakers`) show locked.
 */
export function AddOnFields({
  service,
  currency,
  speakers,
}: {
  service: TranscriptionService;
  currency: Currency;
  speakers: string;
}) {
  const { modifiers } = serviceOptionsForm(service, speakers || undefined, currency);
  if (modifiers.length === 0) return null;
  return (
    <fieldset className="service-options__modifiers">
      <legend className="service-options__legend">Add-ons</legend>
      {modifiers.map((modifier) => (
        <ModifierToggle key={modifier.name} modifier={modifier} speakers={speakers} />
      ))}
    </fieldset>
  );
}

function ModifierToggle({ modifier, speakers }: { modifier: ModifierField; speakers: string }) {
  const form = useForm();
  const name = `priceCalculationElements.${modifier.name}`;
  const { input } = useField<boolean>(name, { subscription: { value: true } });
  // A rule holding the add-on on sets it in the values too, so the form says what is priced.
  useEffect(() => {
    if (modifier.locked && input.value !== true) form.change(name, true);
  }, [modifier.locked, input.value, form, name]);
  const hint = modifier.locked
    ? speakers === SPEAKERS_FOUR_PLUS
      ? 'Always included with 4+ Speakers'
      : 'Always included with this service'
    : undefined;
  return (
    <AddOnRow
      title={modifier.label}
      description={modifier.description}
      priceLabel={modifier.priceLabel}
      hint={hint}
      pressed={modifier.locked || input.value === true}
      locked={modifier.locked}
      onPressedChange={(pressed) => input.onChange(pressed)}
    />
  );
}

interface AddOnRowProps {
  title: string;
  description: string;
  priceLabel: string | null;
  /** Why a locked add-on cannot be switched off. */
  hint?: string;
  pressed: boolean;
  locked?: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** One add-on: its name, what it does, what it costs, and its Add/Remove toggle. */
export function AddOnRow({
  title,
  description,
  priceLabel,
  hint,
  pressed,
  locked,
  onPressedChange,
}: AddOnRowProps) {
  const id = useId();
  const describedBy = [`${id}-description`, priceLabel && `${id}-price`, hint && `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx('service-options__addon', pressed && 'service-options__addon--on')}>
      <div className="service-options__addon-text">
        <span className="service-options__addon-title">{title}</span>
        <span id={`${id}-description`} className="ui-text-muted">
          {description}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="service-options__hint">
            {hint}
          </span>
        )}
      </div>
      {priceLabel && (
        <span id={`${id}-price`} className="service-options__price ui-tabular-nums">
          {priceLabel}
        </span>
      )}
      <ToggleButton
        label={title}
        pressed={pressed}
        locked={locked}
        onPressedChange={onPressedChange}
        aria-describedby={describedBy}
      />
    </div>
  );
}

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
