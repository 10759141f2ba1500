import { getIn } from 'final-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLButtonElement;

/**
 * Focuses the first control of `form`, in document order, whose name has an error in `errors`
 * (react-final-form's errors, shaped as the values: `sessions[0].date` finds its own). Controls
 * the user cannot reach (disabled, hidden inputs) are passed over.
 */
export function focusFirstFieldInError(form: HTMLFormElement, errors: object | undefined) {
  if (!errors) return;
  const first = Array.from(form.elements).find(
    (element): element is Control =>
      isControl(element) &&
      element.name !== '' &&
      !element.disabled &&
      element.type !== 'hidden' &&
      getIn(errors, element.name) !== undefined,
  );
  first?.focus();
}
