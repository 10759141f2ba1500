import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { federationName } from '../shared-contracts/src/portal/remotes.ts';
import { hostDevServer, remoteDevServer } from './dev-server.js';
import { sharedSingletons } from './shared.js';
import { StartupAssetsPlugin } from './startup-assets-plugin.js';

const provideRuntimeCore = fileURLToPath(
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

const swcRule = (test, tsx, development) => ({
  test,
  // Only real node_modules: @portal/contracts and @portal/ui resolve to their source folders
  // through the workspace symlinks and are compiled here like the app's own code.
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2022',
      },
    },
  },
});

// The libraries every first visit of the shell runs (React, the router, Redux, which
// @portal/contracts bundles) in one file rather than one per package: one request instead of
// seven, and one gzip stream that compresses them better together. RTK Query is left out: it
// comes with the API slice, after the first render (@portal/contracts/app/api).
const framework = {
  test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|react-redux|use-sync-external-store|immer|reselect|redux|redux-thunk)[\\/]|@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit\.)/,
  name: 'framework',
  chunks: 'async',
  enforce: true,
};

// Pre-compressed siblings the API serves by Accept-Encoding; tiny files are not worth it.
const compression = () =>
  ['gz', 'br'].map(
    (ext) =>
      new CompressionPlugin({
        test: /\.(js|css|html|json|svg)$/,
        threshold: 1024,
        filename: `[path][base].${ext}`,
        ...(ext === 'br'
          ? {
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
            }
          : { algorithm: 'gzip', compressionOptions: { level: 9 } }),
      }),
  );

// A remote's own page exists only in development, so its team can run it without the shell.
const standalonePage = (name) =>
  new HtmlWebpackPlugin({
    publicPath: `/mf/${name}/`,
    chunks: ['main'],
    templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${name}</title></head><body><div id="root"></div></body></html>`,
  });

function plugins({ name, exposes, isHost, development }) {
  const list = [
    new ModuleFederationPlugin({
      name: isHost ? name : federationName(name),
      ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
      shared: sharedSingletons(),
      // Take a singleton the page already loaded instead of fetching a newer one mid-session.
      shareStrategy: 'loaded-first',
      manifest: true,
      // Types come from @portal/contracts; no type archives are built or fetched.
      dts: false,
      experiments: {
        // Every app runs in a browser: the runtime leaves out its Node code paths.
        optimization: { target: 'web' },
        // A remote's production remoteEntry.js uses the shell's runtime core instead of
        // carrying its own (~15 KB compressed a remote). Its standalone development page has no
        // shell, so it keeps its own.
        ...(isHost ? {} : { externalRuntime: !development }),
      },
      // The shell provides its runtime core to the remotes. The plugin is given by its ES module
      // (`provideExternalRuntime` would add its CommonJS build, and with it a second copy of the
      // runtime core in the shell's first load).
      ...(isHost && { runtimePlugins: [provideRuntimeCore] }),
    }),
  ];
  if (isHost) list.push(new HtmlWebpackPlugin({ template: './src/index.html' }));
  else if (development) list.push(standalonePage(name));
  if (!development) {
    list.push(
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      ...compression(),
    );
  }
  if (isHost && !development) list.push(new StartupAssetsPlugin());
  return list;
}

/**
 * The webpack configuration of one frontend app: the shell (`isHost`) or a remote named after
 * its workspace folder. Chunks carry an 8-hex content hash (served as immutable); remoteEntry.js,
 * mf-manifest.json and index.html keep fixed names.
 */
export function createAppConfig({ name, dir, exposes = {}, isHost = false }) {
  return (_env, argv) => {
    const development = argv.mode !== 'production';
    const entry = isHost || development ? { main: './src/index.ts' } : {};
    return {
      mode: development ? 'development' : 'production',
      context: dir,
      entry,
      devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: resolve(dir, 'dist'),
        publicPath: isHost ? '/v3/' : 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: '[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          swcRule(/\.tsx$/, true, development),
          swcRule(/\.[cm]?ts$/, false, development),
          // Production ships stylesheets as CSS files, loaded beside their chunks, not as script.
          {
            test: /\.css$/,
            use: [development ? 'style-loader' : MiniCssExtractPlugin.loader, 'css-loader'],
          },
          // The Lezer parser's tree declares no `sideEffects`, though its top level only defines
          // classes: CodeMirror's commands import it for syntax commands the editor never binds,
          // and without this its whole tree came along (~5 KB compressed).
          { test: /[\\/]node_modules[\\/]@lezer[\\/]common[\\/]/, sideEffects: false },
        ],
      },
      plugins: plugins({ name, exposes, isHost, development }),
      // Shared singletons are separate async chunks; below webpack's default 20 KB minimum a
      // dependency they have in common would be copied into each instead of loaded once.
      optimization: {
        splitChunks: { minSize: 5_000, cacheGroups: isHost ? { framework } : {} },
      },
      // Sizes are reported by scripts/build.ts; webpack only speaks up about problems.
      stats: development ? 'minimal' : 'errors-warnings',
      // Size limits are build-budgets.json, checked by scripts/build.ts.
      performance: { hints: false },
      devServer: isHost ? hostDevServer() : remoteDevServer(name),
    };
  };
}
