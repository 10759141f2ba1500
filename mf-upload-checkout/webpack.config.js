import { createAppConfig } from '../build-config/create-app-config.js';

export default createAppConfig({
  name: 'mf-upload-checkout',
  dir: import.meta.dirname,
  exposes: {
    './routes': './src/routes.tsx',
    // Opened by the client library's Upload button (a remote loading a remote's module).
    './UploadToProjectDialog': './src/features/upload-to-project/UploadToProjectDialog.tsx',
  },
});
