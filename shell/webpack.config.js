import { createAppConfig } from '../build-config/create-app-config.js';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, isHost: true });
