import type { PortalConfig } from '@portal/contracts';

export type ChatSettings = NonNullable<PortalConfig['chat']>;

/** Who a signed-in client is to the chat; visitors stay anonymous. */
export interface ChatPerson {
  name: string;
  email: string;
}

/** Intercom's command function: `Intercom('boot', settings)`, `Intercom('shutdown')`. */
type Messenger = ((command: string, settings?: Record<string, unknown>) => void) & {
  q?: unknown[][];
};

declare global {
  interface Window {
    Intercom?: Messenger;
  }
}

/**
 * Adds the provider's widget script once. Until it has run, commands wait in the queue the script
 * reads when it loads, as Intercom's own snippet has them wait; the script then takes the name.
 */
function addWidget(widgetUrl: string, page: Window): void {
  if (page.Intercom) return;
  const queue: unknown[][] = [];
  const waiting: Messenger = (...command) => void queue.push(command);
  waiting.q = queue;
  page.Intercom = waiting;
  const script = page.document.createElement('script');
  script.async = true;
  script.src = widgetUrl;
  page.document.head.append(script);
}

/** Starts a chat session: for the client named, else for an anonymous visitor. */
export function bootChat(chat: ChatSettings, person: ChatPerson | null, page: Window = window) {
  addWidget(chat.widgetUrl, page);
  page.Intercom?.('boot', { app_id: chat.appId, ...person });
}

/** Ends the session and hides the widget, so nobody after sees its conversations. */
export function shutDownChat(page: Window = window) {
  page.Intercom?.('shutdown');
}
