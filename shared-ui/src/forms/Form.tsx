import type { ReactNode } from 'react';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps it
import { Form as FinalForm, type FormProps as FinalFormProps } from 'react-final-form';
import type { FormRenderProps, SubmitEvent } from 'react-final-form';
import { focusFirstFieldInError } from './focus-first-field.ts';

export interface FormProps<Values extends object> extends Omit<
  FinalFormProps<Values>,
  'component' | 'render' | 'children'
> {
  /** Draws the fields; the `<form>` passes its submit event to `handleSubmit`. */
  render?: (props: FormRenderProps<Values>) => ReactNode;
  children?: (props: FormRenderProps<Values>) => ReactNode;
}

const ignore = () => undefined;

/** The `<form>` element a submit event came from, when it came from one. */
function formOf(event: SubmitEvent | undefined): HTMLFormElement | undefined {
  const target = event && 'currentTarget' in event ? event.currentTarget : undefined;
  return target instanceof HTMLFormElement ? target : undefined;
}

/**
 * react-final-form's Form for every form of the portal: a submit that its checks or the server
 * refused moves the keyboard focus to the first field in error, in the order the `<form>` shows
 * them, so a keyboard or screen reader user lands on what to fix. A `handleSubmit()` called
 * without the form's event (a wizard's own step logic) leaves the focus to its caller.
 */
export function Form<Values extends object>({ render, children, ...config }: FormProps<Values>) {
  const draw = render ?? children;
  return (
    <FinalForm<Values>
      {...config}
      render={(props) => {
        const handleSubmit = (event?: SubmitEvent) => {
          const form = formOf(event);
          const submitted = props.handleSubmit(event);
          // Settled once the checks refused it or the server answered; a rejection is the
          // caller's to handle, through the promise returned here.
          if (form)
            submitted?.then(() => {
              const { hasValidationErrors, errors, submitErrors } = props.form.getState();
              focusFirstFieldInError(form, hasValidationErrors ? errors : submitErrors);
            }, ignore);
          return submitted;
        };
        return draw?.({ ...props, handleSubmit });
      }}
    />
  );
}
