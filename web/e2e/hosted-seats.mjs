// The steps every hosted-game browser test shares: the umpire hosts a shipped scenario with
// people on every side, players take their seats by code, and a page's /api/ answers are kept.

/** Every JSON answer (as text) from /api/ the page receives, to look for what it may not see. */
export function recordApi(page) {
  const bodies = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || response.url().includes('/updates')) return;
    try {
      bodies.push(await response.text());
    } catch {
      // A response the page navigated away from has no body to read.
    }
  });
  return bodies;
}

/** The umpire hosts `scenario` ("1418/trench-assault.yaml") with people playing both sides. */
export async function hostForPeople(umpire, scenario) {
  await umpire.go('#/games');
  await umpire.page.locator('#field-scenario').selectOption(scenario);
  await umpire.page.locator('label[for="field-player-1-0"]').click();
}

/** Takes the seat whose code is next to `seat` on the umpire's page. */
export async function join(app, umpirePage, seat) {
  const code = await umpirePage.locator('ul[aria-label="Join codes"] li', { hasText: seat }).locator('a.code').textContent();
  await app.go('#/join');
  await app.page.locator('#field-code').fill(code);
  await app.page.getByRole('button', { name: 'Join', exact: true }).click();
  await app.page.locator('[data-testid="seat"]').waitFor();
}
