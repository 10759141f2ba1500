import { createAppConfig } from '../build-config/create-app-config.js';

export default createAppConfig({
  name: 'mf-admin',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
