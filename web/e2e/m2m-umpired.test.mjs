// Mukden to Megiddo umpired across three phones: the umpire hosts Tel el Khuweilfe, the British
// and Ottoman players join with their codes, and a whole turn is played (all eight stages; the
// server rolls the dice). The British brigade sends the right-hand group its orders by a
// message that is still in transit for the rest of the turn. Nothing of it, of the British
// orders or of the British commanders and units out of the Ottomans' sight ever reaches the
// Ottoman phone, in any /api/ answer or on its screen; the umpire sees all of it. The server is
// killed mid-turn and comes back with every accepted answer; the umpire then replaces a past
// roll of the turn from his page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { hostForPeople, join, recordApi } from './hosted-seats.mjs';

const MESSAGE = 'Brigade HQ: message to Right group HQ: attack Tel el Khuweilfe';
const DONE = /^(British|Ottomans): done with /;

/** The number of answers the seat's log lists. */
async function logLength(page) {
  return Number((await page.locator('.event-log summary').first().textContent()).match(/\((\d+) answers\)/)[1]);
}

/** Waits until the page's log lists more than `n` answers (its update stream brought them). */
function logPasses(page, n) {
  return page.waitForFunction((seen) => {
    const m = document.querySelector('.event-log summary')?.textContent?.match(/\((\d+) answers\)/);
    return m && Number(m[1]) > seen;
  }, n, { timeout: 60_000 });
}

/** Answers the decision on `page` with the action whose button reads `label` (a string or RegExp), listed under `under` (a commander or unit). */
async function decide(page, label, under) {
  if (under) await page.locator('[aria-label="Units with orders due"]').getByRole('button', { name: under, exact: true }).click();
  const button = page.locator('section[aria-label="The decision due"] button', { hasText: label }).first();
  await button.waitFor({ timeout: 60_000 });
  const before = await logLength(page);
  await button.click();
  await logPasses(page, before);
}

/** The turn the page shows. */
async function turnOf(page) {
  return Number((await page.locator('[data-testid="turn"]').textContent()).replace(/\D+/g, ''));
}

/**
 * Plays on until every page shows turn `turn`: whichever player has a decision of the turn
 * before ends that stage ("done with ..."); the server rolls every die between.
 */
async function endStagesUntilTurn(players, everyone, turn) {
  for (let step = 0; step < 60; step++) {
    const turns = await Promise.all(everyone.map((app) => turnOf(app.page)));
    if (turns.every((t) => t === turn)) return step;
    for (const app of players) {
      const due = app.page.locator('section[aria-label="The decision due"]');
      if ((await due.count()) && (await turnOf(app.page)) < turn) await decide(app.page, DONE);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the pages never all reached turn ${turn}`);
}

test('Mukden to Megiddo umpired across three phones: a whole turn, a message in transit unseen, a restart, a past roll replaced', async (t) => {
  const server = await startGameServer(t);
  // While the server is down the pages' update streams break and are asked for again (each
  // page is reloaded after the restart, which cuts the stream it had opened: ERR_FAILED).
  const allowedErrors = /net::ERR_CONNECTION_REFUSED|net::ERR_INCOMPLETE_CHUNKED_ENCODING|net::ERR_EMPTY_RESPONSE|net::ERR_FAILED/;
  const umpire = await openApp(t, { url: server.url, allowedErrors });
  const british = await openApp(t, { url: server.url, allowedErrors });
  const ottomans = await openApp(t, { url: server.url, colorScheme: 'dark', allowedErrors });

  await hostForPeople(umpire, 'm2m/brigade-action.yaml');
  await umpire.page.locator('#field-seed').fill('3');
  await umpire.page.getByRole('button', { name: 'Host it for several phones' }).click();
  await umpire.page.locator('[data-testid="seat"]', { hasText: 'You are the umpire' }).waitFor({ timeout: 60_000 });
  await join(british, umpire.page, "British's player");
  await join(ottomans, umpire.page, "Ottomans' player");
  const seen = { umpire: recordApi(umpire.page), British: recordApi(british.page), Ottomans: recordApi(ottomans.page) };
  const screens = { Ottomans: [] };
  const keepScreen = async () => {
    await ottomans.page.locator('details.event-log').evaluate((d) => (d.open = true));
    screens.Ottomans.push(await ottomans.page.locator('body').innerText());
  };

  // Stage 1, the defender first: the Ottomans end their messages and orders; the British wait.
  assert.equal(await turnOf(ottomans.page), 1);
  await british.page.locator('section[aria-label="Waiting"]', { hasText: 'Waiting for Ottomans' }).waitFor({ timeout: 30_000 });
  await ottomans.shot('m2m-ottomans-orders');
  await decide(ottomans.page, DONE);

  // The British brigade sends the right-hand group its orders: a message now in transit.
  await decide(british.page, MESSAGE, 'Brigade HQ');
  await british.shot('m2m-british-message-sent');
  await ottomans.page.locator('section[aria-label="Waiting"]', { hasText: 'Waiting for British' }).waitFor({ timeout: 30_000 });
  await keepScreen();
  await ottomans.shot('m2m-ottomans-waiting', { at: ottomans.page.locator('details.event-log') });
  // The umpire sees the message, in transit.
  await umpire.page.locator('details.event-log', { hasText: MESSAGE }).waitFor({ timeout: 30_000 });
  const umpireViews = () => seen.umpire.filter((b) => b.includes('"seat":{"role":"umpire"')).map((b) => JSON.parse(b));
  const sent = umpireViews().at(-1).state.messages.find((m) => m.from === 'Brigade HQ' && m.to === 'Right group HQ');
  assert.equal(sent?.status, 'in transit', 'the umpire sees the British message in transit');

  // The server is killed mid-turn and started again: the message, accepted, is still there.
  const accepted = await logLength(umpire.page);
  await server.kill();
  await server.restart();
  for (const app of [umpire, british, ottomans]) {
    await app.page.reload();
    await app.page.locator('[data-testid="seat"]').waitFor({ timeout: 30_000 });
    assert.equal(await logLength(app.page), accepted, 'no accepted answer lost in the restart');
  }
  await british.page.locator('details.event-log').evaluate((d) => (d.open = true));
  assert.match(await british.page.locator('details.event-log').textContent(), new RegExp(MESSAGE));

  // The rest of the turn: every stage through the messages' arrival rolls and the clock.
  await endStagesUntilTurn([british, ottomans], [umpire, british, ottomans], 2);
  await keepScreen();
  await ottomans.shot('m2m-ottomans-turn-2');

  // The umpire's log tells everything: the message and its arrival roll.
  const umpireView = umpireViews().at(-1);
  const umpireLog = await umpire.page.locator('details.event-log').evaluate((d) => ((d.open = true), d.textContent));
  assert.match(umpireLog, new RegExp(MESSAGE), "the umpire's log tells the British message");
  assert.match(umpireLog, /messages in transit/, "the umpire's log has the messages' arrival roll");
  await umpire.shot('m2m-umpire-turn-2', { at: umpire.page.locator('details.event-log') });

  // What the Ottoman phone was sent or showed: nothing of the message, of the British orders, or
  // of British commanders and units it never had sight of.
  const britishUnits = umpireView.state.units.filter((u) => u.side === 'British').map((u) => u.name);
  const britishCommanders = umpireView.state.commanders.filter((c) => c.side === 'British').map((c) => c.name);
  const everSighted = new Set(seen.Ottomans.flatMap((b) => JSON.parse(b).state?.units?.filter((u) => u.side === 'British').map((u) => u.name) ?? []));
  const unseen = [...britishCommanders, ...britishUnits.filter((n) => !everSighted.has(n))];
  assert.ok(unseen.includes('Right group HQ') && unseen.includes('Brigade HQ'), `the British commanders are out of sight: ${unseen}`);
  const britishOrders = seen.British.flatMap((b) => JSON.parse(b).events ?? []).filter((e) => e.side === 0 && e.kind === 'decision').map((e) => e.payload.label);
  assert.ok(britishOrders.includes(MESSAGE), 'the British answers are known to the British player');
  assert.ok(seen.Ottomans.length > 10, 'the Ottoman phone asked the server many times');
  for (const text of [...seen.Ottomans, ...screens.Ottomans]) {
    for (const secret of [MESSAGE, 'Right group HQ', 'in transit', ...britishOrders, ...unseen]) {
      assert.ok(!text.includes(secret), `the Ottoman phone was sent or shown "${secret}": ${text.slice(0, 400)}`);
    }
  }

  // The umpire replaces a British movement roll of turn 1 (not the last roll) from his page:
  // every later answer is applied again and each phone follows.
  const moveRoll = umpireLog.match(/British rolled [\d ]+ \((2\/13th Londons moves[^)]*)\)/);
  assert.ok(moveRoll, `a British movement roll in the umpire's log: ${umpireLog}`);
  const rolls = umpire.page.locator('#field-override-seq option', { hasText: moveRoll[1] });
  const seq = await rolls.first().getAttribute('value');
  await umpire.page.locator('#field-override-seq').selectOption(seq);
  await umpire.page.locator('#field-override').fill('6 6');
  await umpire.shot('m2m-umpire-override', { at: umpire.page.locator('section[aria-label="Umpire"]') });
  const before = await logLength(british.page);
  await umpire.page.getByRole('button', { name: `Replace roll ${seq}` }).click();
  await umpire.page.locator('details.event-log', { hasText: `replaced roll ${seq}` }).waitFor({ timeout: 30_000 });
  assert.equal(await logLength(british.page), before, 'the log keeps its length');
  await british.page.locator('details.event-log').evaluate((d) => (d.open = true));
  await british.page.locator(`details.event-log li[value="${seq}"]`, { hasText: 'rolled 6 6' }).waitFor({ timeout: 30_000 });
  const ottomanEntry = await ottomans.page.locator(`details.event-log li[value="${seq}"]`).textContent();
  assert.match(ottomanEntry, /hidden from you/, 'the Ottomans never see the British roll, old or new');
  await umpire.shot('m2m-umpire-audit', { at: umpire.page.locator('details.event-log').last() });
});
