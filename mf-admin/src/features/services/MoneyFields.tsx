import { CURRENCIES } from '@portal/contracts';
import { FormTextField } from '@portal/ui/forms';
import { moneyRule } from './service-rules.ts';
import { currencies } from './service-values.ts';

/** An amount a minute in each currency, typed in major units. */
export function MoneyFields({ name, label }: { name: string; label: string }) {
  return (
    <div className="service-form__money">
      {currencies.map((currency) => (
        <FormTextField
          key={currency}
          name={`${name}.${currency}`}
          label={`${label} in ${currency} (${CURRENCIES[currency]})`}
          inputMode="decimal"
          required
          validate={moneyRule}
        />
      ))}
    </div>
  );
}
