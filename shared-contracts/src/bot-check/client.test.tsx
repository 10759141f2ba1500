import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from '../app/store.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { BOT_CHECK_TIMEOUT_MS, useBotCheck } from './client.ts';

const scriptUrl = 'https://www.google.com/recaptcha/api.js?render=site-key';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];

function renderBotCheck(botCheckSiteKey: string | null) {
  const store = createPortalStore({ config: testPortalConfig({ botCheckSiteKey }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useBotCheck('registration'), { wrapper }).result.current;
}

const fakeRecaptcha = (execute: jest.Mock) => ({
  ready: (callback: () => void) => callback(),
  execute,
});

afterEach(() => {
  delete window.grecaptcha;
  scripts().forEach((script) => script.remove());
  jest.useRealTimers();
});

describe('bot check', () => {
  it('yields an empty token and loads nothing without a site key', async () => {
    const check = renderBotCheck(null);
    expect(await check()).toBe('');
    expect(scripts()).toHaveLength(0);
  });

  it("asks reCAPTCHA for a token for the form's action", async () => {
    const execute = jest.fn().mockResolvedValue('token-1');
    window.grecaptcha = fakeRecaptcha(execute);
    const check = renderBotCheck('site-key');
    expect(await check()).toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'registration' });
    expect(scripts()).toHaveLength(0);
  });

  it('yields an empty token when reCAPTCHA fails or never answers', async () => {
    window.grecaptcha = fakeRecaptcha(jest.fn().mockRejectedValue(new Error('blocked')));
    expect(await renderBotCheck('site-key')()).toBe('');

    jest.useFakeTimers();
    window.grecaptcha = { ready: () => undefined, execute: jest.fn() };
    const pending = renderBotCheck('site-key')();
    await act(async () => jest.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS));
    expect(await pending).toBe('');
  });

  it('yields an empty token when the script does not load, and tries again next time', async () => {
    const check = renderBotCheck('site-key');
    expect(scripts().map((script) => script.src)).toEqual([scriptUrl]);
    const pending = check();
    scripts()[0]!.dispatchEvent(new Event('error'));
    expect(await pending).toBe('');
    expect(scripts()).toHaveLength(0);

    const retry = check();
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    expect(await retry).toBe('');
  });

  it('loads the script once, then executes', async () => {
    const check = renderBotCheck('site-key');
    const first = check();
    const second = check();
    expect(scripts().map((script) => script.src)).toEqual([scriptUrl]);
    window.grecaptcha = fakeRecaptcha(jest.fn().mockResolvedValue('token-2'));
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await Promise.all([first, second])).toEqual(['token-2', 'token-2']);
  });
});
