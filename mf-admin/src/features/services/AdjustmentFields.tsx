import { useField } from 'react-final-form';
import { FormSelectField, FormTextField } from '@portal/ui/forms';
import { MoneyFields } from './MoneyFields.tsx';
import { percentRule } from './service-rules.ts';

const typeOptions = [
  { value: 'percent', label: 'Percentage of the base price' },
  { value: 'per_minute', label: 'Amount a minute' },
];

/** How a row changes the price: a percentage of the base price, or an amount a minute. */
export function AdjustmentFields({ name, of }: { name: string; of: string }) {
  const type = useField<string>(`${name}.type`, { subscription: { value: true } }).input.value;
  return (
    <>
      <FormSelectField
        name={`${name}.type`}
        label={`Price change of ${of}`}
        options={typeOptions}
      />
      {type === 'per_minute' ? (
        <MoneyFields name={`${name}.perMinute`} label={`Extra a minute for ${of}`} />
      ) : (
        <FormTextField
          name={`${name}.percent`}
          label={`Percentage for ${of}`}
          inputMode="numeric"
          required
          validate={percentRule}
        />
      )}
    </>
  );
}
