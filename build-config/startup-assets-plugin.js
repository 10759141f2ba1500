const NAME = 'StartupAssetsPlugin';
const PROVIDE_SHARED = 'provide-module';
const CONSUME_SHARED = 'consume-shared-module';

/**
 * Emits startup-assets.json: the JavaScript a first visit downloads before the app renders.
 * That is the entry chunks, what their modules load at once (the `import('./bootstrap.tsx')`
 * boundary), and the shared singletons those chunks consume (React, the router, Redux,
 * @portal/contracts, @portal/ui), followed through the singletons' own consumes. A shared entry
 * nothing consumes at startup (e.g. @portal/ui/forms, used by lazy screens only) is provided
 * but not downloaded, so it is not counted. scripts/build.ts measures the list against the budget.
 */
export class StartupAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const included = new Set();
          const pending = [];
          const include = (chunks) => {
            for (const chunk of chunks) {
              if (included.has(chunk)) continue;
              included.add(chunk);
              pending.push(chunk);
            }
          };
          const blockChunks = (module) =>
            module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);

          for (const entrypoint of compilation.entrypoints.values()) {
            include(entrypoint.chunks);
            for (const chunk of entrypoint.chunks) {
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type !== PROVIDE_SHARED) include(blockChunks(module));
              }
            }
          }
          while (pending.length > 0) {
            const chunk = pending.pop();
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === CONSUME_SHARED) include(blockChunks(module));
            }
          }
          const scripts = [...included]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            'startup-assets.json',
            new sources.RawSource(`${JSON.stringify([...new Set(scripts)].sort(), null, 2)}\n`),
          );
        },
      );
    });
  }
}
