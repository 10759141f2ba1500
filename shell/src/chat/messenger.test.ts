import { bootChat, shutDownChat } from './messenger.ts';

const chat = { appId: 'app_1', widgetUrl: 'https://chat.example/widget/app_1' };
const widgetScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === chat.widgetUrl);

afterEach(() => {
  delete window.Intercom;
  widgetScripts().forEach((script) => script.remove());
});

it('adds the widget script once and queues commands until it has loaded', () => {
  bootChat(chat, null);
  shutDownChat();
  bootChat(chat, { name: 'Cleo Client', email: 'cleo@demo.test' });
  expect(widgetScripts()).toHaveLength(1);
  expect(widgetScripts()[0]!.async).toBe(true);
  expect(window.Intercom?.q).toEqual([
    ['boot', { app_id: 'app_1' }],
    ['shutdown'],
    ['boot', { app_id: 'app_1', name: 'Cleo Client', email: 'cleo@demo.test' }],
  ]);
});

it('talks to the loaded widget directly', () => {
  const widget = jest.fn();
  window.Intercom = widget;
  bootChat(chat, { name: 'Cleo Client', email: 'cleo@demo.test' });
  shutDownChat();
  expect(widgetScripts()).toHaveLength(0);
  expect(widget.mock.calls).toEqual([
    ['boot', { app_id: 'app_1', name: 'Cleo Client', email: 'cleo@demo.test' }],
    ['shutdown'],
  ]);
});

it('has nothing to shut down where the chat never started', () => {
  expect(() => shutDownChat()).not.toThrow();
  expect(window.Intercom).toBeUndefined();
});
