// Shared steps of the games' browser tests: start a game from the games page, read what the
// game page shows, answer what a person must, and read the stored record.
/** Starts a shipped scenario from #/games; players: ['person', 'ai'] in side order. */
export async function startGame(app, { scenario, players, seed, aiStyle }) {
  await app.go('#/games');
  const page = app.page;
  await page.locator('#field-scenario').selectOption(scenario);
  for (const [i, who] of players.entries()) await page.locator(`label[for="field-player-${i}-${who === 'ai' ? 1 : 0}"]`).click();
  if (aiStyle !== undefined) await page.locator('#field-ai-style').selectOption(aiStyle);
  if (seed !== undefined) await page.locator('#field-seed').fill(String(seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/game/'), null, { timeout: 60_000 });
  await page.locator('[data-testid="turn"]').waitFor({ timeout: 60_000 });
}

/** The turn shown ("Turn 2" -> 2). */
export async function turnShown(page) {
  return Number((await page.locator('[data-testid="turn"]').textContent()).replace(/\D+/g, ''));
}

/** The number of answers the log lists. */
export async function logLength(page) {
  return Number((await page.locator('.event-log summary').textContent()).match(/\((\d+) answers\)/)[1]);
}

/** Waits until the page's log lists at least `n` answers (a live update may still be on its way). */
export async function logReaches(page, n, timeout = 30_000) {
  await page.waitForFunction((k) => {
    const m = document.querySelector('.event-log summary')?.textContent?.match(/\((\d+) answers\)/);
    return m && Number(m[1]) >= k;
  }, n, { timeout });
}

/** Waits until the page is idle (no answer in flight) and returns the log length. */
export async function settled(page) {
  await page.locator('button:has-text("Undo")').waitFor();
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Export save');
    return b && ![...document.querySelectorAll('.orders button, section button.primary')].some((x) => x.disabled);
  });
  return logLength(page);
}

/** Answers one thing a person must: a roll with digital dice, or the first listed order. */
export async function answerOne(page) {
  const before = await logLength(page);
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  if (await roll.count()) {
    await roll.click();
  } else {
    const order = page.locator('.orders button').first();
    if (!(await order.count())) await page.locator('[aria-label="Units with orders due"] button').first().click();
    await page.locator('.orders button').first().click();
  }
  await page.waitForFunction((n) => {
    const m = document.querySelector('.event-log summary')?.textContent?.match(/\((\d+) answers\)/);
    return m && Number(m[1]) !== n;
  }, before, { timeout: 60_000 });
  return settled(page);
}

/** The stored record of the game open in the page (from IndexedDB). */
export async function storedRecord(page) {
  const id = decodeURIComponent(new URL(page.url()).hash.replace('#/game/', ''));
  return page.evaluate((key) => new Promise((resolve, reject) => {
    const open = indexedDB.open('sandtable', 1);
    open.onsuccess = () => {
      const get = open.result.transaction('games').objectStore('games').get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    };
    open.onerror = () => reject(open.error);
  }), id);
}
