import { CURRENCIES } from '@portal/contracts';
import { gradeLabel, grades } from '@portal/contracts/user/grades';
import { Card } from '@portal/ui';
import { FormTextField } from '@portal/ui/forms';
import { optionalMoneyRule } from './service-rules.ts';

const groups = [
  { name: 'typistGradeRates', title: 'Minutes', of: 'minutes' },
  { name: 'notesTypistRates', title: 'Notes', of: 'notes' },
] as const;

/**
 * What a typist earns a minute on this service by grade, for minutes and for notes jobs (GBP,
 * like every pay rate); a grade left empty earns nothing, so the service's jobs are not its.
 */
export function RatesSection() {
  return (
    <Card title="Typist pay rates">
      <p className="service-form__note">
        In {CURRENCIES.GBP} a minute of recording. Leave a grade empty to keep its typists off this
        service.
      </p>
      <div className="service-form__rates">
        {groups.map((group) => (
          <fieldset key={group.name} className="service-form__row">
            <legend>{group.title}</legend>
            {grades.map((grade, index) => (
              <FormTextField
                key={grade}
                name={`${group.name}.${index}.rate`}
                label={`${gradeLabel(grade)} rate for ${group.of} (${CURRENCIES.GBP})`}
                inputMode="decimal"
                validate={optionalMoneyRule}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </Card>
  );
}
