// Sealed orders across three phones: the umpire hosts 1418's trench assault; the British and
// German players each write their bound's orders on their own phone at the same time. Until
// both have sealed, nothing either wrote reaches the other's phone, in any answer; then the
// bound is fought and told to all. The umpire closes the next round before the Germans write.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp } from './harness.mjs';
import { startGameServer } from './game-server.mjs';
import { hostForPeople, join, recordApi } from './hosted-seats.mjs';

const round = (page) => page.locator('section[aria-label="Sealed orders"] strong').first();

/** Writes the side's orders with the first listed choice at each step and seals them (or stops after `steps`). */
async function writeAndSeal(page, side, steps = 200) {
  await round(page).waitFor({ timeout: 30_000 });
  const writing = await round(page).textContent();
  for (let step = 0; step < steps; step++) {
    await page.locator('section[aria-label="Sealed orders"]').waitFor({ timeout: 30_000 });
    // Sealed, or the round already fought and the next one open.
    if (await page.locator('section[aria-label="Sealed orders"]', { hasText: `${side} sealed` }).count()) return step;
    if ((await round(page).textContent()) !== writing) return step;
    const seal = page.getByRole('button', { name: /^Seal/ });
    const order = page.locator('ul.orders button').first();
    const unitOrAction = page.locator('[aria-label="Units with orders due"] button').first();
    await seal.or(order).or(unitOrAction).first().waitFor({ timeout: 30_000 });
    const before = await page.locator('.event-log summary').first().textContent();
    if (await seal.count() && steps === 200) await seal.first().click();
    else if (await order.count()) await order.click();
    else {
      await unitOrAction.click();
      if (await order.count()) await order.click();
    }
    await page.waitForFunction((b) => document.querySelector('.event-log summary')?.textContent !== b, before, { timeout: 30_000 });
  }
  if (steps === 200) throw new Error(`${side} never sealed its orders`);
}

/** Nothing of `other`'s orders in the answers a seat received while a round was open. */
function assertNothingOf(answers, otherSide, who) {
  for (const a of answers) {
    if (a.request?.kind === 'sealed') {
      for (const d of a.request.decisions) assert.notEqual(d.side, otherSide, `${who} was sent the other side's decision`);
    }
    for (const e of Array.isArray(a.events) ? a.events : []) {
      if (e.side === otherSide && e.kind === 'decision' && e.payload?.round) assert.fail(`${who} was sent a sealed order of the other side: ${JSON.stringify(e)}`);
    }
  }
}

test('sealed orders across three phones: unseen until both have sealed, then fought; the umpire closes a round', async (t) => {
  const server = await startGameServer(t);
  // A reload cuts the page's update stream mid-chunk.
  const allowedErrors = /net::ERR_INCOMPLETE_CHUNKED_ENCODING/;
  const umpire = await openApp(t, { url: server.url, allowedErrors });
  const british = await openApp(t, { url: server.url, allowedErrors });
  const germans = await openApp(t, { url: server.url, colorScheme: 'dark', allowedErrors });

  await hostForPeople(umpire, '1418/trench-assault.yaml');
  await umpire.page.getByRole('button', { name: 'Host it for several phones' }).click();
  await umpire.page.locator('[data-testid="seat"]', { hasText: 'You are the umpire' }).waitFor({ timeout: 60_000 });
  await join(british, umpire.page, "British's player");
  await join(germans, umpire.page, "Germans' player");
  const bodies = { British: recordApi(british.page), Germans: recordApi(germans.page) };
  const answers = (side) => bodies[side].map((b) => JSON.parse(b));

  // Both write at once: the Germans write a first order, the British all theirs and seal.
  await round(germans.page).waitFor();
  assert.match(await round(germans.page).textContent(), /bound 1/);
  await germans.shot('sealed-germans-writing');
  await writeAndSeal(germans.page, 'Germans', 1);
  await writeAndSeal(british.page, 'British');
  await germans.page.locator('section[aria-label="Sealed orders"]', { hasText: 'British sealed' }).waitFor({ timeout: 30_000 });
  await germans.page.reload();
  await germans.page.locator('section[aria-label="Sealed orders"]').waitFor({ timeout: 30_000 });
  await british.shot('sealed-british-sealed');
  assertNothingOf(answers('Germans'), 0, 'the German player');
  assertNothingOf(answers('British'), 1, 'the British player');
  const hiddenOrders = (answers, side) => answers.some((a) => Array.isArray(a.events) && a.events.some((e) => e.side === side && e.hidden));
  assert.ok(hiddenOrders(answers('Germans'), 0), 'the Germans were told the British wrote orders, as hidden events');
  assert.ok(hiddenOrders(answers('British'), 1), 'the British were told the Germans wrote an order, as a hidden event');

  // The Germans seal: the bound is fought (the server rolls) and bound 2 opens on every phone.
  await writeAndSeal(germans.page, 'Germans');
  for (const app of [british, germans, umpire]) {
    await app.page.locator('section[aria-label="Sealed orders"]', { hasText: 'bound 2' }).waitFor({ timeout: 60_000 });
  }
  await germans.page.locator('details.event-log summary').first().click();
  await germans.shot('sealed-bound-2-log', { at: germans.page.locator('details.event-log') });
  // A tap on a German platoon selects its company: how each of its platoons stands, under the map.
  const stand = await germans.page.locator('g.unit.side-1 polygon.stand').first().boundingBox();
  await germans.page.mouse.click(stand.x + stand.width / 2, stand.y + stand.height / 2);
  const notes = germans.page.locator('ul.unit-notes li');
  await notes.first().waitFor();
  for (const note of await notes.allTextContents()) assert.match(note, /^\S.* [a-z-]+ of [^,]+, (open|[a-z-]+)(, injured( \(half speed\))?)?/);
  await germans.shot('sealed-unit-notes', { at: germans.page.locator('ul.unit-notes') });

  // The umpire sees both sides' decisions, and closes bound 2 before the Germans write a word.
  await umpire.page.getByRole('button', { name: /Write British's orders/ }).waitFor();
  await umpire.page.getByRole('button', { name: /Write Germans' orders/ }).waitFor();
  await umpire.shot('sealed-umpire');
  await umpire.page.getByRole('button', { name: 'Close the round: the orders written stand' }).click();
  await british.page.locator('section[aria-label="Sealed orders"]', { hasText: 'bound 3' }).waitFor({ timeout: 60_000 });
  // The umpire's own page hears of the close over its update stream, maybe after the British.
  await umpire.page.waitForFunction(() => {
    const logs = document.querySelectorAll('details.event-log');
    return /closed bound 2 early/.test(logs[logs.length - 1]?.textContent ?? '');
  }, null, { timeout: 60_000 });
});
