import { Field } from 'react-final-form';
import { SERVICE_DESCRIPTION_MAX_LENGTH, SERVICE_ROWS_MAX } from '@portal/contracts/common/limits';
import { freeTextRule } from '@portal/contracts/common/validation';
import { Button, Card } from '@portal/ui';
import { Checkbox, FormSelectField, FormTextField } from '@portal/ui/forms';
import { AdjustmentFields } from './AdjustmentFields.tsx';
import { labelRule, optionStatusOptions } from './OptionRowsSection.tsx';
import { addOnNameRule } from './service-rules.ts';
import { blankAddOn, type AddOnValues } from './service-values.ts';
import { useRows } from './useRows.ts';

const descriptionRule = freeTextRule(SERVICE_DESCRIPTION_MAX_LENGTH, { optional: true });
const kindOptions = [
  { value: 'surcharge', label: 'Surcharge' },
  { value: 'speakerId', label: 'Speaker ID (on with 4+ speakers)' },
];

/** The add-ons a client switches on (price calculation elements), in the order they see them. */
export function AddOnsSection() {
  const { rows, add, remove } = useRows<AddOnValues>('priceCalculationElements');
  return (
    <Card
      title="Add-ons"
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= SERVICE_ROWS_MAX}
          onClick={() => add(blankAddOn())}
        >
          Add add-on
        </Button>
      }
    >
      {rows.length === 0 && <p className="service-form__note">This service has no add-ons.</p>}
      {rows.map((_row, index) => {
        const of = `add-on ${index + 1}`;
        const field = (part: string) => `priceCalculationElements.${index}.${part}`;
        return (
          <fieldset key={index} className="service-form__row">
            <legend>{of}</legend>
            <FormTextField
              name={field('name')}
              label={`Name of ${of}`}
              hint="What the order sends, e.g. difficult_audio"
              required
              validate={addOnNameRule}
            />
            <FormTextField
              name={field('label')}
              label={`Label of ${of}`}
              required
              validate={labelRule}
            />
            <FormTextField
              name={field('description')}
              label={`Description of ${of}`}
              validate={descriptionRule}
            />
            <FormSelectField name={field('kind')} label={`Kind of ${of}`} options={kindOptions} />
            <FormSelectField
              name={field('status')}
              label={`Status of ${of}`}
              options={optionStatusOptions}
            />
            <Field<boolean> name={field('optional')} type="checkbox">
              {({ input }) => <Checkbox {...input} label={`Clients may leave ${of} off`} />}
            </Field>
            <AdjustmentFields name={field('adjustment')} of={of} />
            <Button
              variant="quiet"
              size="sm"
              aria-label={`Remove ${of}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
    </Card>
  );
}
