// `sandtable serve` for the browser tests of hosted games: the real server over web/dist, its
// games kept in a fresh folder, killed and started again on the same port to test a restart.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopServerAtEnd } from './teardown.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'web', 'dist');

/** The sandtable program: $SANDTABLE_BIN, else the test build's, else the release build's. */
export function sandtableProgram() {
  const found = [process.env.SANDTABLE_BIN, join(root, 'build/debug/sandtable'), join(root, 'build/release/sandtable')].find((p) => p && existsSync(p));
  if (!found) throw new Error('Build sandtable first (cmake --build --preset debug): no build/debug/sandtable.');
  return found;
}

function startOn(port, games) {
  const child = spawn(sandtableProgram(), ['serve', '--web', dist, '--games', games, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`sandtable serve did not start: ${out}`)), 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/the web app is at (http:\/\/[\d.]+:(\d+))\//);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1], port: Number(m[2]), out: () => out });
      }
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`sandtable serve exited (${code}): ${out}`)));
  });
}

/** Starts the server; {url, kill, restart}. Everything is stopped and removed after the test. */
export async function startGameServer(t) {
  const games = mkdtempSync(join(tmpdir(), 'sandtable-hosted-'));
  let server = await startOn(0, games);
  const port = server.port;
  const kill = async () => {
    if (server.child.exitCode !== null) return;
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGKILL');
    await exited;
  };
  stopServerAtEnd(t, async () => {
    await kill();
    rmSync(games, { recursive: true, force: true });
  });
  return {
    url: server.url,
    /** Kills the server as a crash would: no chance to tidy up. */
    kill,
    /** Starts it again on the same port and the same games. */
    restart: async () => {
      server = await startOn(port, games);
    },
  };
}
