import { useCallback, useEffect } from 'react';
// Through the main entry, so a remote's copy of this module reads the shell's store.
import { loadOnce, usePortalSelector } from '@portal/contracts';

/** The part of Google reCAPTCHA v3 the portal uses. */
interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
  }
}

/** A blocked or hanging script must not hold the form: after this the check yields ''. */
export const BOT_CHECK_TIMEOUT_MS = 10_000;

const addScript = loadOnce(
  (siteKey: string) =>
    new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error('The bot check script did not load'));
      };
      document.head.append(script);
    }),
);

/** Adds the script unless the page has it; a failed load is tried again by the next submit. */
function loadScript(siteKey: string): Promise<void> {
  return window.grecaptcha ? Promise.resolve() : addScript(siteKey);
}

async function execute(siteKey: string, action: string): Promise<string> {
  await loadScript(siteKey);
  const recaptcha = window.grecaptcha;
  if (!recaptcha) throw new Error('The bot check did not start');
  await new Promise<void>((resolve) => recaptcha.ready(resolve));
  return recaptcha.execute(siteKey, { action });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The bot check timed out')), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * The bot check's response for a form submit (client spec section 5): skipped with an empty token
 * where no site key is configured (development, e2e), and empty on any failure, so the server
 * decides. Tokens expire within minutes, so one is fetched per submit; the script loads on mount.
 */
export function useBotCheck(action: string): () => Promise<string> {
  const siteKey = usePortalSelector((state) => state.config.botCheckSiteKey);
  useEffect(() => {
    if (siteKey) loadScript(siteKey).catch(() => undefined);
  }, [siteKey]);
  return useCallback(async () => {
    if (!siteKey) return '';
    try {
      return await withTimeout(execute(siteKey, action), BOT_CHECK_TIMEOUT_MS);
    } catch {
      return '';
    }
  }, [siteKey, action]);
}
