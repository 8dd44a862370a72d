// Compiles the server, the worker and the ops CLI into one ESM bundle each (esbuild): the project's
// own workspaces are bundled, every npm package stays an import that node_modules answers (native
// modules such as argon2, and packages that read files beside their code, keep working).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ENTRIES } from './entries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@futterkompass/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds every entry into its bundle; answers the bundles' paths by entry name. */
export async function buildServer() {
  const outputs = {};
  const folders = new Set(Object.values(ENTRIES).map(({ bundle }) => path.dirname(path.join(root, bundle))));
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  for (const [name, { source, bundle }] of Object.entries(ENTRIES)) {
    const outfile = path.join(root, bundle);
    await build({
      entryPoints: [path.join(root, source)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [npmPackagesExternal],
    });
    outputs[name] = outfile;
  }
  return outputs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const outputs = await buildServer();
  console.warn(
    `Server, Worker und Ops-CLI gebaut in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.values(
      outputs,
    )
      .map((file) => path.relative(root, file))
      .join(', ')}`,
  );
}
