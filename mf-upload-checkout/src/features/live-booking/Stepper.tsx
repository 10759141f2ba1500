import { SuccessIcon } from '@portal/ui';
import { stepTitles, type LiveStep } from './steps.ts';

interface StepperProps {
  steps: readonly LiveStep[];
  current: LiveStep;
  /** Goes back to a step already passed; later steps open only through the form's Continue. */
  onGoBack: (step: LiveStep) => void;
}

/**
 * Where the booker is among the steps: the current one marked as such, the ones passed as
 * buttons back to them, the ones ahead as plain text.
 */
export function Stepper({ steps, current, onGoBack }: StepperProps) {
  const at = steps.indexOf(current);
  return (
    <nav aria-label="Booking steps" className="live-stepper">
      <ol className="live-stepper__list">
        {steps.map((step, index) => {
          const label = (
            <>
              <span className="live-stepper__number" aria-hidden="true">
                {index < at ? <SuccessIcon size="1em" /> : index + 1}
              </span>
              <span>
                <span className="ui-visually-hidden">Step {index + 1}: </span>
                {stepTitles[step]}
                {index < at && <span className="ui-visually-hidden"> (done)</span>}
              </span>
            </>
          );
          return (
            <li
              key={step}
              className={`live-stepper__step live-stepper__step--${
                index < at ? 'done' : index === at ? 'current' : 'ahead'
              }`}
              aria-current={index === at ? 'step' : undefined}
            >
              {index < at ? (
                <button type="button" className="live-stepper__back" onClick={() => onGoBack(step)}>
                  {label}
                </button>
              ) : (
                <span className="live-stepper__label">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
