import { createAppConfig } from '../build-config/create-app-config.js';

export default createAppConfig({
  name: 'mf-client-library',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
