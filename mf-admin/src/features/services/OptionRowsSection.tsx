import { serviceOptionStatuses } from '@portal/contracts';
import { SERVICE_LABEL_MAX_LENGTH, SERVICE_ROWS_MAX } from '@portal/contracts/common/limits';
import { freeTextRule, type Validator } from '@portal/contracts/common/validation';
import { Button, Card } from '@portal/ui';
import { FormSelectField, FormTextField } from '@portal/ui/forms';
import { AdjustmentFields } from './AdjustmentFields.tsx';
import { optionStatusLabels } from './service-format.ts';
import { blankOptionRow, type OptionName, type OptionRowValues } from './service-values.ts';
import { useRows } from './useRows.ts';

export const labelRule = freeTextRule(SERVICE_LABEL_MAX_LENGTH);
export const optionStatusOptions = serviceOptionStatuses.map((status) => ({
  value: status,
  label: optionStatusLabels[status],
}));

interface OptionRowsProps {
  name: OptionName;
  title: string;
  /** One row, in words: "turnaround", "speakers choice". */
  noun: string;
  valueHint: string;
  valueRule: Validator;
  empty: string;
}

/**
 * The choices of one option (turnaround, speakers, timestamps), in the order clients see them:
 * the value their choice sends, its label, its status and how it changes the price.
 */
export function OptionRowsSection({
  name,
  title,
  noun,
  valueHint,
  valueRule,
  empty,
}: OptionRowsProps) {
  const { rows, add, remove } = useRows<OptionRowValues>(name);
  return (
    <Card
      title={title}
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={rows.length >= SERVICE_ROWS_MAX}
          onClick={() => add(blankOptionRow())}
        >
          Add {noun}
        </Button>
      }
    >
      {rows.length === 0 && <p className="service-form__note">{empty}</p>}
      {rows.map((_row, index) => {
        const of = `${noun} ${index + 1}`;
        const field = (part: string) => `${name}.${index}.${part}`;
        return (
          <fieldset key={index} className="service-form__row">
            <legend>{of}</legend>
            <FormTextField
              name={field('value')}
              label={`Value of ${of}`}
              hint={valueHint}
              required
              validate={valueRule}
            />
            <FormTextField
              name={field('label')}
              label={`Label of ${of}`}
              required
              validate={labelRule}
            />
            <FormSelectField
              name={field('status')}
              label={`Status of ${of}`}
              options={optionStatusOptions}
            />
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
