import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormApi } from 'final-form';
import type { User } from '@portal/contracts';
import { Button, Skeleton } from '@portal/ui';
import { Form } from '@portal/ui/forms';
import type { TargetAccount } from '../target-account/index.ts';
import { AccountStep } from './AccountStep.tsx';
import { validateBooking, type SessionCapacity } from './booking-rules.ts';
import { emptyBooking, type BookingValues } from './booking-values.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import type { LiveBookingIntent } from './intent.ts';
import { ModifiersStep } from './ModifiersStep.tsx';
import { RegisterStep } from './RegisterStep.tsx';
import { ServiceStep } from './ServiceStep.tsx';
import { SessionsStep } from './SessionsStep.tsx';
import { StepPanel } from './StepPanel.tsx';
import { Stepper } from './Stepper.tsx';
import {
  resumeStep,
  stepHasErrors,
  stepOfErrors,
  stepsFor,
  type Booker,
  type LiveStep,
} from './steps.ts';
import { useBookingCurrency } from './useBookingCurrency.ts';
import { useBookingSubmit } from './useBookingSubmit.ts';
import { useLiveServices } from './useLiveServices.ts';

export interface BookingWizardProps {
  booker: Booker;
  user: User | undefined;
  /** The client an admin books for. */
  target?: TargetAccount;
  onChooseTarget: (target: TargetAccount | undefined) => void;
  /** A booking started signed out, taken up again at the step it reached. */
  intent?: LiveBookingIntent;
}

/** The fields a step's Continue checks: none on the steps that have no field to fill in. */
function stepFields(step: LiveStep, form: FormApi): string[] {
  if (step === 'selectService') return ['serviceId'];
  if (step === 'setupBooking')
    return form.getRegisteredFields().filter((name) => name.startsWith('sessions.'));
  return [];
}

/** Moves the keyboard focus to the first field saying what is wrong, once it is on screen. */
function focusFirstProblem(panel: HTMLElement | null | undefined) {
  setTimeout(() => {
    const field = panel?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? panel?.querySelector<HTMLElement>('input'))?.focus();
  });
}

/**
 * The live booking form (client spec section 4, "Live booking form steps"): one form over the
 * booker's steps, each step's fields checked before the next opens, the booking sent from the
 * last. A refused booking opens the step whose fields say why.
 */
export function BookingWizard({
  booker,
  user,
  target,
  onChooseTarget,
  intent,
}: BookingWizardProps) {
  const steps = stepsFor(booker);
  const [step, setStep] = useState<LiveStep>(() =>
    intent ? resumeStep(intent.step, steps) : steps[0]!,
  );
  const [initialValues] = useState(() => intent?.values ?? emptyBooking());
  const [capacities, setCapacities] = useState<ReadonlyMap<string, SessionCapacity>>(new Map());
  const currency = useBookingCurrency(booker, user, target);
  const { services, live } = useLiveServices();
  const submit = useBookingSubmit(live, booker === 'admin' ? target?.userId : undefined);
  const panels = useRef(new Map<LiveStep, HTMLDivElement | null>());
  // Where the focus goes once the step opened: set by a move, taken by the effect below.
  const moved = useRef<'heading' | 'problem' | undefined>(undefined);
  // An admin acting for nobody yet chooses the client first, whatever step the form is at.
  const shown: LiveStep = booker === 'admin' && !target ? 'selectCustomerAccount' : step;

  useEffect(() => {
    const focus = moved.current;
    if (!focus) return;
    moved.current = undefined;
    const panel = panels.current.get(shown);
    if (focus === 'problem') {
      focusFirstProblem(panel);
      return;
    }
    const heading = panel?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [shown]);

  /** Opens a step, the focus on its heading, or on what is wrong there. */
  const go = (next: LiveStep, focus: 'heading' | 'problem' = 'heading') => {
    moved.current = focus;
    setStep(next);
  };
  const neighbour = (offset: number) => steps[steps.indexOf(shown) + offset];

  const validate = useCallback(
    (values: BookingValues) =>
      validateBooking(values, { now: Math.floor(Date.now() / 1000), capacities }),
    [capacities],
  );
  const onAvailability = useCallback((key: string, answer: SessionCapacity | undefined) => {
    setCapacities((previous) => {
      if (previous.get(key) === answer) return previous;
      const next = new Map(previous);
      if (answer) next.set(key, answer);
      else next.delete(key);
      return next;
    });
  }, []);

  const chooseTarget = (next: TargetAccount | undefined) => {
    onChooseTarget(next);
    if (!next) return;
    // On to the step the form was at: the service for a new booking, a restored one's own.
    moved.current = 'heading';
    if (step === 'selectCustomerAccount') setStep(steps[1]!);
  };

  const continueFrom = (form: FormApi) => {
    for (const name of stepFields(shown, form)) form.blur(name);
    if (stepHasErrors(shown, form.getState().errors)) {
      focusFirstProblem(panels.current.get(shown));
      return;
    }
    const next = neighbour(1);
    if (next) go(next);
  };

  const book = async (form: FormApi, handleSubmit: () => Promise<unknown> | undefined) => {
    await handleSubmit();
    const state = form.getState();
    const at = stepOfErrors(state.hasValidationErrors ? state.errors : state.submitErrors);
    if (at) go(at, 'problem');
  };

  const panelOf = (of: LiveStep) => ({
    step: of,
    number: steps.indexOf(of) + 1,
    current: of === shown,
    ref: (element: HTMLDivElement | null) => {
      panels.current.set(of, element);
    },
  });
  const back = neighbour(-1) && (
    <Button variant="secondary" onClick={() => go(neighbour(-1)!)}>
      Back
    </Button>
  );

  // The steps appear with the services they offer: drawn before them, a booking taken up at its
  // checkout would grow under the reader as its service and price came in (a layout shift).
  if (services.isLoading)
    return (
      <div role="status" aria-busy="true" aria-label="Loading services">
        <Skeleton variant="block" height={320} />
      </div>
    );
  return (
    <Form<BookingValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validate}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => {
        const loose = form as unknown as FormApi;
        const onSubmit = (event: FormEvent) => {
          event.preventDefault();
          if (shown === 'checkout') void book(loose, handleSubmit);
          else continueFrom(loose);
        };
        return (
          <div className="live-booking">
            <Stepper steps={steps} current={shown} onGoBack={go} />
            {booker === 'admin' && (
              // Outside the <form>: Enter in the account search searches, it does not continue.
              <StepPanel
                {...panelOf('selectCustomerAccount')}
                actions={target && <Button onClick={() => go(neighbour(1)!)}>Continue</Button>}
              >
                <AccountStep target={target} onChoose={chooseTarget} />
              </StepPanel>
            )}
            <form noValidate onSubmit={onSubmit} aria-label="Live booking">
              <StepPanel
                {...panelOf('selectService')}
                actions={
                  <>
                    {back}
                    <Button type="submit">Continue</Button>
                  </>
                }
              >
                <ServiceStep currency={currency} />
              </StepPanel>
              <StepPanel
                {...panelOf('setupBooking')}
                actions={
                  <>
                    {back}
                    <Button type="submit">Continue</Button>
                  </>
                }
              >
                <SessionsStep booker={booker} target={target} onAvailability={onAvailability} />
              </StepPanel>
              <StepPanel
                {...panelOf('extraModifiers')}
                actions={
                  <>
                    {back}
                    <Button type="submit">Continue</Button>
                  </>
                }
              >
                <ModifiersStep currency={currency} />
              </StepPanel>
              {booker === 'visitor' && (
                <StepPanel {...panelOf('register')} actions={back}>
                  <RegisterStep active={shown === 'register'} />
                </StepPanel>
              )}
              {booker !== 'visitor' && (
                <StepPanel
                  {...panelOf('checkout')}
                  actions={
                    <>
                      {back}
                      <Button type="submit" loading={submitting} loadingLabel="Booking">
                        Book sessions
                      </Button>
                    </>
                  }
                >
                  <CheckoutStep currency={currency} target={target} />
                </StepPanel>
              )}
            </form>
          </div>
        );
      }}
    />
  );
}
