import type { Page } from '@playwright/test';

export interface SharedCopy {
  version: string;
  /** The app that provided this copy. */
  from: string;
  /** The apps that use it. */
  useIn: string[];
}

/**
 * Every copy of a shared package Module Federation registered on the page, whoever provided it
 * (`window.__FEDERATION__.__SHARE__`, over every instance and scope). A single profile request
 * does not prove a package is shared; this does.
 */
export function sharedCopies(page: Page, name: string): Promise<SharedCopy[]> {
  return page.evaluate((name) => {
    type Entry = { from: string; useIn: string[] };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    return Object.values(share)
      .flatMap((scopes) => Object.values(scopes))
      .flatMap((packages) => Object.entries(packages))
      .filter(([packageName]) => packageName === name)
      .flatMap(([, versions]) => Object.entries(versions))
      .map(([version, entry]) => ({ version, from: entry.from, useIn: entry.useIn }));
  }, name);
}
