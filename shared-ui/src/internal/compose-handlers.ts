/** A trigger's own event handler: the wrapping component does not know its event type. */
export type OwnHandler = ((event: never) => void) | undefined;

/**
 * One handler that runs the trigger's own handlers, in order, then the component's. Unlike
 * Radix's composeEventHandlers, a prevented default does not skip the component's: a tooltip
 * closes on every press, whatever the trigger does with it.
 */
export function composeHandlers<Event>(
  own: readonly OwnHandler[],
  component: (event: Event) => void,
): (event: Event) => void {
  return (event) => {
    for (const handler of own) handler?.(event as never);
    component(event);
  };
}
