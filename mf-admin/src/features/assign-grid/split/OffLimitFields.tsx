import { Field, useFormState } from 'react-final-form';
import { SPLIT_RATE_PERCENT_MAX, SPLIT_RATE_PERCENT_MIN } from '@portal/contracts/common/limits';
import { Checkbox, FormTextField } from '@portal/ui/forms';
import type { SplitValues } from './split-form.ts';

/**
 * An off-limit split (staff spec section 4): the original and every child are paid these rate
 * percents, 50/50 unless changed, in place of each part's own.
 */
export function OffLimitFields() {
  const { values } = useFormState<SplitValues>({ subscription: { values: true } });
  return (
    <fieldset className="assign-split__part">
      <legend>Off-limit</legend>
      <Field<boolean> name="isOffLimit" type="checkbox">
        {({ input }) => <Checkbox {...input} label="Off-limit split" />}
      </Field>
      {values.isOffLimit && (
        <>
          <FormTextField
            name="offLimitRates.original"
            type="number"
            label="Original rate percent"
            min={SPLIT_RATE_PERCENT_MIN}
            max={SPLIT_RATE_PERCENT_MAX}
          />
          <FormTextField
            name="offLimitRates.child"
            type="number"
            label="Child rate percent"
            min={SPLIT_RATE_PERCENT_MIN}
            max={SPLIT_RATE_PERCENT_MAX}
          />
        </>
      )}
    </fieldset>
  );
}
