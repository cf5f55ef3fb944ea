import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp } from './harness.mjs';

test('the home page lists the rule sets from the engine', async (t) => {
  const app = await openApp(t);
  await app.go('#/');
  const ruleSets = app.page.getByRole('list', { name: 'Rule sets' });
  await ruleSets.waitFor();
  assert.ok((await ruleSets.getByRole('link').count()) >= 1, 'at least one rule set is listed');
  await assert.doesNotReject(app.page.getByRole('link', { name: /Dice calculator/ }).waitFor());
  await app.shot('home-light');
});

test('the home page in the dark theme', async (t) => {
  const app = await openApp(t, { colorScheme: 'dark' });
  await app.go('#/');
  await app.page.getByRole('list', { name: 'Rule sets' }).waitFor();
  await app.shot('home-dark');
});
