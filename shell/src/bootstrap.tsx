import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPortalStore } from '@portal/contracts';
import '@portal/ui/tokens.css';
import './shell.css';
import { App } from './app/App.tsx';
import { StartupError } from './app/StartupError.tsx';
import { loadRuntimeConfig } from './app/runtime-config.ts';
import { registerPortalRemotes } from './remotes/federation.ts';

const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  try {
    const { config, remotes } = await loadRuntimeConfig();
    registerPortalRemotes(remotes);
    const store = createPortalStore({ config });
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  } catch {
    root.render(<StartupError onRetry={() => void start()} />);
  }
}

void start();
