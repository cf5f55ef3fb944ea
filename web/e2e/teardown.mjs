// One teardown per browser test, shared by the pages and the servers it opened. The pages'
// console errors are read first, as the test's own steps left them; then every browser closes
// before any server stops (a page that saw its server go would log errors of its own); every
// step runs even when one fails, so no browser or server outlives the test and keeps the test
// process from exiting; and only then does the teardown fail on what it found.
const teardowns = new WeakMap();

function teardownOf(t) {
  let teardown = teardowns.get(t);
  if (!teardown) {
    teardown = { checks: [], browsers: [], servers: [] };
    teardowns.set(t, teardown);
    t.after(async () => {
      const problems = teardown.checks.flatMap((check) => check());
      for (const close of [...teardown.browsers, ...teardown.servers]) {
        try {
          await close();
        } catch (error) {
          problems.push(`teardown: ${error.message}`);
        }
      }
      if (problems.length) throw new Error(problems.join('\n'));
    });
  }
  return teardown;
}

/** `check()` returns the problems (strings) the test left: read before anything closes. */
export const checkAtEnd = (t, check) => teardownOf(t).checks.push(check);
/** Closes a browser at the end of the test, before the servers stop. */
export const closeBrowserAtEnd = (t, close) => teardownOf(t).browsers.push(close);
/** Stops a server at the end of the test, after every browser has closed. */
export const stopServerAtEnd = (t, stop) => teardownOf(t).servers.push(stop);
