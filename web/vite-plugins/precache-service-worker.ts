// Writes dist/sw.js after a build: the service worker template (src/sw/service-worker.js)
// preceded by the list of every built file and a version that changes when any file does.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const template = new URL('../src/sw/service-worker.js', import.meta.url);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function precacheServiceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sandtable:precache-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file of a successful build is written (public/ included).
    writeBundle() {
      const out_dir = resolve(config.root, config.build.outDir);
      const files = filesUnder(out_dir)
        .map((file) => relative(out_dir, file).split('\\').join('/'))
        .filter((file) => file !== 'sw.js')
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(join(out_dir, file)));
      const header =
        `const PRECACHE = ${JSON.stringify(['./', ...files])};\n` +
        `const VERSION = ${JSON.stringify(hash.digest('hex').slice(0, 12))};\n`;
      writeFileSync(join(out_dir, 'sw.js'), header + readFileSync(template, 'utf8'));
    },
  };
}
