import { describe, expect, it } from 'vitest';
import { answerArgs, candidateOrders, movedAction, orderAt, writtenOrders } from './order-shapes';

const move = { type: 'low', company: 'A Coy', command: 'move', x: 45, y: 30, map: { from: [45, 20] as [number, number], to: [45, 30] as [number, number] } };
const shot = { type: 'fire', company: 'A Coy', target: 'R Coy', map: { from: [45, 20] as [number, number], to: [45, 40] as [number, number] } };
const bombard = { type: 'high', battalion: 'RFA', command: 'bombard', x: 60, y: 60, map: { to: [60, 60] as [number, number], radius: 7.62 } };

describe('candidateOrders', () => {
  it('draws the listed actions that carry a place, keeping their numbers, kinds and labels', () => {
    const drawn = candidateOrders([
      { action: move, label: 'A Coy: move to (45.0, 30.0)', number: 1 },
      { action: { type: 'low', company: 'A Coy', command: 'stay-put' }, label: 'A Coy: stay put', number: 2 },
      { action: shot, label: 'A Coy: shoot at R Coy (20 cm)', number: 3 },
      { action: bombard, label: 'RFA: bombard', number: 4 },
    ]);
    expect(drawn).toEqual([
      { from: [45, 20], to: [45, 30], kind: 'move', label: 'A Coy: move to (45.0, 30.0)', number: 1, movable: true },
      { from: [45, 20], to: [45, 40], kind: 'fire', label: 'A Coy: shoot at R Coy (20 cm)', number: 3 },
      { to: [60, 60], radius: 7.62, kind: 'bombard', label: 'RFA: bombard', number: 4, movable: true },
    ]);
  });

  it('skips a place that is not a pair of finite numbers', () => {
    expect(candidateOrders([{ action: { type: 'low', map: { to: [1, Number.NaN] as [number, number] } }, label: 'x', number: 1 }])).toEqual([]);
  });
});

describe('writtenOrders', () => {
  it("draws only the named side's written orders, and nothing when they are hidden", () => {
    const state = { orders: [{ side: 'British', written: [move, { type: 'low', command: 'stay-put' }, bombard] }, { side: 'Germans', written: 'hidden' }] };
    expect(writtenOrders(state, 'British').map((o) => [o.kind, o.number])).toEqual([['move', undefined], ['bombard', undefined]]);
    expect(writtenOrders(state, 'Germans')).toEqual([]);
    expect(writtenOrders({}, 'British')).toEqual([]);
  });
});

describe('orderAt', () => {
  const drawn = candidateOrders([
    { action: move, label: 'move', number: 1 },
    { action: shot, label: 'shot', number: 3 },
  ]);
  it('finds the candidate whose end is nearest the tap, within reach', () => {
    expect(orderAt(drawn, 45, 31, 3)?.number).toBe(1);
    expect(orderAt(drawn, 46, 39, 3)?.number).toBe(3);
  });
  it('finds only a movable candidate when asked for one: a shot at a company has no point to drag', () => {
    expect(orderAt(drawn, 46, 39, 3, true)).toBeNull();
    expect(orderAt(drawn, 45, 31, 3, true)?.number).toBe(1);
  });
  it('finds none beyond reach, and never an order already written', () => {
    expect(orderAt(drawn, 45, 35, 3)).toBeNull();
    expect(orderAt(writtenOrders({ orders: [{ side: 'B', written: [move] }] }, 'B'), 45, 30, 3)).toBeNull();
  });
});

describe('movedAction', () => {
  it('gives the same order at the point let go, to the millimetre, without the drawing', () => {
    expect(movedAction(move, [52.04, 33.96])).toEqual({ type: 'low', company: 'A Coy', command: 'move', x: 52, y: 34 });
    expect(movedAction(bombard, [61.25, 58.449])).toEqual({ type: 'high', battalion: 'RFA', command: 'bombard', x: 61.3, y: 58.4 });
  });
});

describe('answerArgs', () => {
  it('sends a listed action by its number and a dragged one as its JSON', () => {
    expect(answerArgs(3)).toEqual({ number: 3 });
    expect(answerArgs({ type: 'low', company: 'A Coy', command: 'move', x: 52, y: 34 })).toEqual({ action: { type: 'low', company: 'A Coy', command: 'move', x: 52, y: 34 } });
  });
});
