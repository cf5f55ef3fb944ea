import { describe, expect, it } from 'vitest';
import { dragCaption } from './TableMap';

describe('dragCaption', () => {
  it("gives an arrow's kind, the point under the finger and its length from the company", () => {
    const move = { from: [45, 20] as [number, number], to: [45, 30] as [number, number], kind: 'move', label: '', number: 1, movable: true };
    // From (45, 20) to (48, 24): a 3-4-5 triangle, 5 cm.
    expect(dragCaption(move, [48, 24])).toBe('Let go to order: move to (48.0, 24.0), 5.0 cm');
  });
  it("gives a bombardment circle's centre, with no length", () => {
    const bombard = { to: [60, 60] as [number, number], radius: 7.62, kind: 'bombard', label: '', number: 4, movable: true };
    expect(dragCaption(bombard, [61.25, 58.44])).toBe('Let go to order: bombard at (61.3, 58.4)');
  });
});
