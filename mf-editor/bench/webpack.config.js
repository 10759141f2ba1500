import { resolve } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// The bench page alone: the editor engine and its CodeMirror packages (and the editor's page,
// EditorWorkspace, with React) in one script, built for
// production as the portal ships them, but not minified, so a profile names the functions.
export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: './page.ts',
  devtool: false,
  performance: { hints: false },
  output: { path: resolve(import.meta.dirname, 'dist'), clean: true },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  },
  optimization: { minimize: false },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
      },
      { test: /\.css$/, use: ['style-loader', 'css-loader'] },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({
      // The editor as the app lays it out (transcript-editor.css); the textarea in the same box
      // and type; the editor's page (#page) in the whole window.
      templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>mf-editor bench</title><style>
body { margin: 0; }
.transcript-editor { height: 100vh; }
.transcript-editor textarea { box-sizing: border-box; width: 100%; height: 100%; padding: var(--ui-space-3) var(--ui-space-4); font-family: var(--ui-font-family); font-size: var(--ui-font-size-md); line-height: 1.6; }
#page { height: 100vh; }
</style></head><body><div class="transcript-editor"><div id="host" class="transcript-editor__view"></div></div><div id="page"></div></body></html>`,
    }),
  ],
};
