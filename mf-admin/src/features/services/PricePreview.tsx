import { useState } from 'react';
import { useFormState } from 'react-final-form';
import { usePortalSelector, type Currency } from '@portal/contracts';
import { activeChoices, activeModifiers } from '@portal/contracts/services/rules';
import { estimatePrices } from '@portal/contracts/services/pricing';
import { formatMoney } from '@portal/contracts';
import { selectVatPercent } from '@portal/contracts/app/vat';
import { Card } from '@portal/ui';
import { Checkbox, SelectField, TextField } from '@portal/ui/forms';
import { previewService } from './service-preview.ts';
import { currencies, type ServiceValues } from './service-values.ts';

const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

/**
 * What a client would pay for a recording at each turnaround, priced by the quote's own engine
 * from the form as it stands (before it is saved).
 */
export function PricePreview() {
  const { values } = useFormState<ServiceValues>({ subscription: { values: true } });
  const vatPercent = usePortalSelector(selectVatPercent);
  const [minutes, setMinutes] = useState('60');
  const [currency, setCurrency] = useState<Currency>('GBP');
  const [speakers, setSpeakers] = useState('');
  const [timestamps, setTimestamps] = useState('');
  const [addOns, setAddOns] = useState<Record<string, boolean>>({});

  const service = previewService(values);
  const speakerChoices = activeChoices(service.speakers);
  const timestampChoices = activeChoices(service.timestamps);
  const chosenSpeakers = speakers || speakerChoices[0]?.[0] || '';
  const seconds = Math.round(Number(minutes) * 60);
  const ready =
    chosenSpeakers !== '' && seconds > 0 && Number.isFinite(service.basePrices[currency]);
  const estimate = ready
    ? estimatePrices(
        service,
        {
          id: 0,
          speakers: chosenSpeakers,
          ...(timestamps ? { timestamps } : {}),
          priceCalculationElements: addOns,
        },
        seconds,
        { currency, vatPercent },
      )
    : {};
  const turnarounds = activeChoices(service.turnaround).filter(([value]) => estimate[value]);
  const shown = (amount: number) => (Number.isFinite(amount) ? formatMoney(amount, currency) : '—');

  return (
    <Card title="Price preview">
      <div className="service-form__grid">
        <TextField
          label="Recording length (minutes)"
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <SelectField
          label="Preview currency"
          options={currencyOptions}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as Currency)}
        />
        <SelectField
          label="Preview speakers"
          options={speakerChoices.map(([value, option]) => ({ value, label: option.label }))}
          value={chosenSpeakers}
          onChange={(event) => setSpeakers(event.target.value)}
        />
        {timestampChoices.length > 0 && (
          <SelectField
            label="Preview timestamps"
            placeholder="None chosen"
            options={timestampChoices.map(([value, option]) => ({ value, label: option.label }))}
            value={timestamps}
            onChange={(event) => setTimestamps(event.target.value)}
          />
        )}
        {activeModifiers(service).map(([name, modifier]) => (
          <Checkbox
            key={name}
            label={`Preview with ${modifier.label}`}
            checked={addOns[name] === true}
            onChange={(event) => setAddOns({ ...addOns, [name]: event.target.checked })}
          />
        ))}
      </div>
      {turnarounds.length === 0 ? (
        <p className="service-form__note">
          Enter the base price in {currency}, an active turnaround and an active speakers choice to
          see the prices.
        </p>
      ) : (
        <table className="service-form__preview" aria-label="Prices by turnaround">
          <thead>
            <tr>
              <th scope="col">Turnaround</th>
              <th scope="col">Price (ex VAT)</th>
              <th scope="col">With VAT</th>
            </tr>
          </thead>
          <tbody>
            {turnarounds.map(([value, option]) => (
              <tr key={value}>
                <th scope="row">{option.label}</th>
                <td>{shown(estimate[value]!.price)}</td>
                <td>{shown(estimate[value]!.grossPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
