import { composeHandlers } from './compose-handlers.ts';

it('runs the trigger’s own handlers, in order, then the component’s, each with the event', () => {
  const calls: string[] = [];
  const record = (who: string) => (event: string) => calls.push(`${who}:${event}`);
  composeHandlers([record('tooltip'), undefined, record('trigger')], record('menu'))('press');
  expect(calls).toEqual(['tooltip:press', 'trigger:press', 'menu:press']);
});

it('runs the component’s handler even when the trigger’s prevented the default', () => {
  const event = new Event('pointerdown', { cancelable: true });
  const component = jest.fn();
  composeHandlers([(pressed: Event) => pressed.preventDefault()], component)(event);
  expect(event.defaultPrevented).toBe(true);
  expect(component).toHaveBeenCalledWith(event);
});
