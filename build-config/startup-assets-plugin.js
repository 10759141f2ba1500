const NAME = 'StartupAssetsPlugin';

/**
 * Emits startup-assets.json: the JavaScript a first visit downloads before the app renders.
 * That is the entry chunks plus everything their modules load asynchronously at once: the
 * `import('./bootstrap.tsx')` boundary and the provided shared singletons (React, the router,
 * Redux, @portal/contracts, @portal/ui). scripts/build.ts measures it against the budget.
 */
export class StartupAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          const addChunks = (chunks) => {
            for (const chunk of chunks) for (const file of chunk.files) files.add(file);
          };
          for (const entrypoint of compilation.entrypoints.values()) {
            addChunks(entrypoint.chunks);
            for (const chunk of entrypoint.chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                for (const block of module.blocks) {
                  addChunks(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
                }
              }
            }
          }
          const scripts = [...files].filter((file) => file.endsWith('.js')).sort();
          compilation.emitAsset(
            'startup-assets.json',
            new sources.RawSource(`${JSON.stringify(scripts, null, 2)}\n`),
          );
        },
      );
    });
  }
}
