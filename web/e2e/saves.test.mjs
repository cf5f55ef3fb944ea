import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { answerOne, logLength, settled, startGame, turnShown } from './game-helpers.mjs';
import { openApp } from './harness.mjs';

test('a save exported from one browser continues in another', async (t) => {
  const first = await openApp(t);
  await startGame(first, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'ai'], seed: 11 });
  for (let i = 0; i < 6; i++) await answerOne(first.page);
  const turn = await turnShown(first.page);
  const length = await logLength(first.page);
  const log = await first.page.locator('.event-log li').allTextContents();

  const [download] = await Promise.all([
    first.page.waitForEvent('download'),
    first.page.getByRole('button', { name: 'Export save' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'brigade-action-at-hausen.sqlite');
  const file = join(await mkdtemp(join(tmpdir(), 'sandtable-save-')), download.suggestedFilename());
  await download.saveAs(file);
  assert.equal(readFileSync(file).subarray(0, 15).toString(), 'SQLite format 3', 'the file is an SQLite save');

  // A fresh browser profile: nothing stored; import the file.
  const second = await openApp(t);
  await second.go('#/games');
  await second.page.getByText('No saved games yet').waitFor();
  await second.page.locator('#field-save-file').scrollIntoViewIfNeeded();
  await second.shot('games-import-field');
  // The field is not under the bottom bar.
  const field = await second.page.locator('#field-save-file').boundingBox();
  const bar = await second.page.locator('.bottom-bar').boundingBox();
  assert.ok(field.y + field.height <= bar.y, 'the save file field is above the bottom bar');
  await second.page.locator('#field-save-file').setInputFiles(file);
  const item = second.page.getByRole('list', { name: 'Saved games' }).getByRole('link', { name: /Brigade action at Hausen/ });
  await item.waitFor({ timeout: 60_000 });
  assert.match(await item.textContent(), new RegExp(`turn ${turn}, ${length} answers`));
  await second.shot('games-list-imported');
  await item.click();
  await second.page.locator('[data-testid="turn"]').waitFor();
  assert.equal(await turnShown(second.page), turn);
  assert.equal(await settled(second.page), length);
  assert.deepEqual(await second.page.locator('.event-log li').allTextContents(), log);
});

test('the games page: new game form and the list', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  await startGame(app, { scenario: 'mininap/brigade-action.yaml', players: ['person', 'ai'], seed: 5 });
  await app.go('#/games');
  await app.page.getByRole('list', { name: 'Saved games' }).waitFor();
  assert.equal(await app.page.getByRole('list', { name: 'Saved games' }).getByRole('listitem').count(), 1);
  // Hun scenarios have their own page and are not offered here.
  const offered = await app.page.locator('#field-scenario option').allTextContents();
  assert.deepEqual(offered, [
    '1418: Battles of the Great War: Encounter at Rossignol', '1418: Battles of the Great War: Over the top at Beaumont',
    'Hordes in the Trenches: Meeting at Haelen', 'Hordes in the Trenches: Assault on the Wytschaete trench',
    'Mukden to Megiddo: Tel el Khuweilfe', 'Mukden to Megiddo: Assault on the Wancourt trench',
    'Mini-Nap 2: Brigade action at Hausen', 'Mini-Nap 2: Corps meeting engagement on the Iller',
  ]);
  await app.shot('games-dark');
  app.page.once('dialog', (d) => d.accept());
  await app.page.getByRole('button', { name: /^Delete / }).click();
  await app.page.getByText('No saved games yet').waitFor();
});
