// A game hosted by `sandtable serve` for three phones: the umpire hosts the brigade action and
// reads out the join codes; the French and the Austrian players join with them. A player sees
// only his own choices (the other's decision reaches him as "waiting"), every seat follows the
// game live, and a server killed mid-game comes back with every answer and every seat.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { hostForPeople, join, recordApi } from './hosted-seats.mjs';
import { logReaches } from './game-helpers.mjs';

/** The number of answers the seat's log lists. */
async function logLength(page) {
  return Number((await page.locator('.event-log summary').first().textContent()).match(/\((\d+) answers\)/)[1]);
}

/** Answers the decision shown on `page` with the first unit's first order (or the first action). */
async function answerFirst(page) {
  const order = page.locator('ul.orders button').first();
  const unitOrAction = page.locator('[aria-label="Units with orders due"] button').first();
  // A decision about one unit shows its orders at once; one about several, the units first.
  await order.or(unitOrAction).waitFor();
  if (await order.count()) return order.click();
  await unitOrAction.click();
  // A unit chosen shows its orders; an action on no unit has been answered already.
  try {
    await order.waitFor({ timeout: 5_000 });
  } catch {
    return;
  }
  await order.click();
}

/**
 * The side whose screen shows the decision while the other's says it waits for it: both pages
 * agree once the last answer has reached them (each follows its own update stream).
 */
async function whoDecides(pages, timeoutMs = 30_000) {
  const decision = 'section[aria-label="The decision due"]';
  const waitingFor = (side) => `section[aria-label="Waiting"]:has-text("Waiting for ${side}")`;
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    for (const [side, other] of [['French', 'Austrians'], ['Austrians', 'French']]) {
      if ((await pages[side].page.locator(decision).count()) && (await pages[other].page.locator(waitingFor(side)).count())) return side;
    }
  }
  throw new Error('the two players never agreed on whose decision it is');
}

test('an umpired game across three phones: hidden choices, live updates, a restart', async (t) => {
  const server = await startGameServer(t);
  // While the server is down the pages' update streams break and are asked for again.
  // Chromium also reports a stream the kill cut as ERR_FAILED.
  const allowedErrors = /net::ERR_CONNECTION_REFUSED|net::ERR_INCOMPLETE_CHUNKED_ENCODING|net::ERR_EMPTY_RESPONSE|net::ERR_FAILED/;
  const umpire = await openApp(t, { url: server.url, allowedErrors });
  const french = await openApp(t, { url: server.url, allowedErrors });
  const austrian = await openApp(t, { url: server.url, colorScheme: 'dark', allowedErrors });

  // The umpire hosts the brigade action with both sides played by people.
  await hostForPeople(umpire, 'mininap/brigade-action.yaml');
  await umpire.shot('hosted-games-section', { at: umpire.page.getByRole('heading', { name: 'Across several phones' }) });
  await umpire.page.getByRole('button', { name: 'Host it for several phones' }).click();
  await umpire.page.locator('[data-testid="seat"]', { hasText: 'You are the umpire' }).waitFor({ timeout: 60_000 });
  await umpire.page.locator('ul[aria-label="Join codes"]').waitFor();
  await umpire.shot('hosted-umpire-codes');

  await join(french, umpire.page, "French's player");
  await join(austrian, umpire.page, "Austrians' player");
  assert.match(await french.page.locator('[data-testid="seat"]').textContent(), /You are French's player/);
  assert.equal(await french.page.locator('ul[aria-label="Join codes"]').count(), 0, 'only the host sees the codes');
  const seen = { French: recordApi(french.page), Austrians: recordApi(austrian.page) };
  const pages = { French: french, Austrians: austrian };

  // Whoever decides answers; the other seat is told to wait, and sees the answer arrive live.
  let answers = 0;
  for (let round = 0; round < 12; round++) {
    const deciding = await whoDecides(pages);
    const waiting = deciding === 'French' ? 'Austrians' : 'French';
    if (round === 0) {
      await pages[deciding].shot(`hosted-${deciding.toLowerCase()}-decides`);
      await pages[waiting].shot(`hosted-${waiting.toLowerCase()}-waits`);
    }
    const before = await logLength(pages[waiting].page);
    await answerFirst(pages[deciding].page);
    // The waiting seat's screen follows without a reload.
    await logReaches(pages[waiting].page, before + 1);
    answers++;
  }
  assert.ok(answers >= 12);

  // What a player was sent while the other decided: never the other's list of choices.
  for (const [side, bodies] of Object.entries(seen)) {
    const other = side === 'French' ? 1 : 0;
    for (const body of bodies) {
      const answer = JSON.parse(body);
      if (answer.request?.kind === 'decision') assert.notEqual(answer.request.side, other, `${side} was sent the other side's choices`);
    }
    assert.ok(bodies.some((b) => b.includes('"kind":"waiting"')), `${side} was told to wait at least once`);
  }
  await umpire.page.locator('details.event-log summary').first().click();
  await umpire.shot('hosted-umpire-log', { at: umpire.page.locator('details.event-log') });

  // The server is killed mid-game and started again: every answer and every seat is still there.
  // Once the umpire's screen has caught up with every answer the players saw.
  await logReaches(umpire.page, Math.max(await logLength(french.page), await logLength(austrian.page)));
  const umpireLog = await logLength(umpire.page);
  await server.kill();
  await server.restart();
  const deciding = pages[await whoDecides(pages)];
  await deciding.page.reload();
  await deciding.page.locator('section[aria-label="The decision due"]').waitFor({ timeout: 30_000 });
  assert.equal(await logLength(deciding.page), umpireLog, 'no answer lost');
  await answerFirst(deciding.page);
  await logReaches(umpire.page, umpireLog + 1);
  await umpire.shot('hosted-umpire-after-restart');
});
