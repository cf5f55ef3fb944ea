import { describe, expect, it } from 'vitest';
import type { MapUnit } from './game-protocol';
import { actionsByUnit, fitView, isOf, labelsThatFit, mapExtent, mapUnits, nameBaseline, standGap, tapSubject, unitsInContact, zoomAbout } from './map-geometry';

const square = (x: number, y: number, s = 2): [number, number][] => [[x, y], [x + s, y], [x + s, y + s], [x, y + s]];
const unit = (name: string, side: number, x: number, y: number): MapUnit => ({
  name, side, x, y, type: 'line-infantry', formation: 'line', stands: [square(x, y)], facing: 90, start_sp: 4, hits: 0, removed: false,
});

describe('actionsByUnit', () => {
  it('groups actions by the unit named in their JSON, keeping their numbers', () => {
    const groups = actionsByUnit([
      { action: { type: 'hold', unit: 'A' }, label: 'A holds' },
      { action: { type: 'fire', unit: 'B', target: 'C' }, label: 'B fires' },
      { action: { type: 'move', unit: 'A' }, label: 'A moves' },
      { action: { type: 'pass' }, label: 'pass' },
    ]);
    expect(groups.get('A')?.map((a) => a.number)).toEqual([1, 3]);
    expect(groups.get('B')?.[0].number).toBe(2);
    expect(groups.get('')?.[0].label).toBe('pass');
  });

  it("groups a commander's messages under the commander", () => {
    const groups = actionsByUnit([
      { action: { type: 'message', from: 'Brigade HQ', to: 'Right group HQ', order: 'attack' }, label: 'Brigade HQ: message' },
      { action: { type: 'tactical', commander: 'Left group HQ', unit: '2/13th Londons', order: 'defend' }, label: '2/13th to defend' },
      { action: { type: 'done' }, label: 'done' },
    ]);
    expect(groups.get('Brigade HQ')?.map((a) => a.number)).toEqual([1]);
    expect(groups.get('2/13th Londons')?.map((a) => a.number)).toEqual([2]);
    expect(groups.get('')?.map((a) => a.label)).toEqual(['done']);
  });

  it("groups a command's orders under the command it names (1418's company, else battalion)", () => {
    const groups = actionsByUnit([
      { action: { type: 'high', battalion: '1st Essex', command: 'advance' }, label: 'advance' },
      { action: { type: 'low', company: 'A Coy', command: 'move', battalion: 'ignored' }, label: 'move' },
      { action: { type: 'seal' }, label: 'seal' },
    ]);
    expect(groups.get('1st Essex')?.map((a) => a.number)).toEqual([1]);
    expect(groups.get('A Coy')?.map((a) => a.number)).toEqual([2]);
    expect(groups.get('')?.map((a) => a.label)).toEqual(['seal']);
  });

  it('groups the placings of a terrain piece under the piece', () => {
    const groups = actionsByUnit([
      { action: { type: 'place-terrain', piece: 'Haelen', at: { x: 1, y: 2 } }, label: 'place Haelen here' },
      { action: { type: 'place-terrain', piece: 'Haelen', at: { x: 3, y: 2 } }, label: 'place Haelen there' },
      { action: { type: 'end-terrain' }, label: 'end the terrain' },
    ]);
    expect(groups.get('Haelen')?.map((a) => a.number)).toEqual([1, 2]);
    expect(groups.get('')?.map((a) => a.label)).toEqual(['end the terrain']);
  });
});

describe('contact', () => {
  it('measures the gap between stands: apart, touching, overlapping', () => {
    expect(standGap(square(0, 0), square(5, 0))).toBeCloseTo(3);
    expect(standGap(square(0, 0), square(2, 1))).toBe(0);
    expect(standGap(square(0, 0), square(1, 1))).toBe(0);
    expect(standGap(square(0, 0), square(3, 4))).toBeCloseTo(Math.hypot(1, 2));
  });

  it('marks enemies that touch, not friends and not the distant', () => {
    const contact = unitsInContact([unit('A', 0, 0, 0), unit('B', 1, 2, 0), unit('C', 0, 5, 0), unit('D', 1, 10, 10)]);
    expect([...contact].sort()).toEqual(['A', 'B']);
  });
});

describe('the view', () => {
  it('fits a 60 x 40 table into 390 x 300 px, centred', () => {
    const v = fitView(60, 40, 390, 300, 0);
    expect(v.scale).toBeCloseTo(6.5);
    expect(v.x).toBeCloseTo(0);
    expect(v.y).toBeCloseTo(20);
  });

  it('zooms about a point, which stays put, within limits', () => {
    const v = zoomAbout({ scale: 2, x: 10, y: 10 }, 2, 110, 60);
    expect(v.scale).toBe(4);
    expect((110 - v.x) / v.scale).toBeCloseTo((110 - 10) / 2);
    expect(zoomAbout({ scale: 2, x: 0, y: 0 }, 0.01, 0, 0).scale).toBe(0.5);
  });
});

describe('mapExtent', () => {
  it('is the table the engine gives', () => {
    expect(mapExtent({ table: { width_cm: 60, depth_cm: 40 }, terrain: [] }, [unit('A', 0, 70, 3)])).toEqual({ width: 60, depth: 40 });
  });

  it('without a table, reaches the farthest stand corner or terrain point', () => {
    // A's stand runs to (12, 5) (a 2 cm square from (10, 3)); the road ends at (4, 30).
    const map = { table: null, terrain: [{ kind: 'road', name: 'Road', line: [[0, 0], [4, 30]] as [number, number][] }] };
    expect(mapExtent(map, [unit('A', 0, 10, 3)])).toEqual({ width: 12, depth: 30 });
  });
});

describe('labelsThatFit', () => {
  it('leaves out a name that would overlap one placed before it, the more important kept', () => {
    // Font 1: "IR 44" (5 letters) spans 3.25 wide, so names 2 apart overlap and names 4 apart do not.
    const wishes = [
      { name: 'IR 44', x: 10, y: 5, rank: 1 },
      { name: 'IR 45', x: 12, y: 5, rank: 0 },
      { name: 'IR 46', x: 16, y: 5, rank: 1 },
      { name: 'IR 47', x: 12, y: 7, rank: 1 },
    ];
    expect([...labelsThatFit(wishes, 1).keys()].sort()).toEqual(['IR 45', 'IR 46', 'IR 47']);
  });

  it('moves a name in from the side of the table', () => {
    // "IR 44" is 3.25 wide at font 1: centred at x 1 it would start at -0.625, so it moves to 1.625.
    expect(labelsThatFit([{ name: 'IR 44', x: 1, y: 5, rank: 0 }], 1, 60).get('IR 44')).toBe(1.625);
  });
});

describe('mapUnits', () => {
  it('numbers a side given by name, keeps a unit of no stands at no stand, and leaves out one off the table', () => {
    const named = { ...unit('2/13th Londons', 0, 10, 7), side: 'Ottomans' as unknown as number };
    const placeOnly = { ...unit('Battery', 0, 5, 5), stands: undefined as unknown as [number, number][][] };
    const offTable = { ...placeOnly, name: 'Heavy battery', x: undefined as unknown as number };
    const drawn = mapUnits([named, placeOnly, offTable], ['British', 'Ottomans']);
    expect(drawn.map((u) => u.name)).toEqual(['2/13th Londons', 'Battery']);
    expect(drawn[0].side).toBe(1);
    expect(drawn[1].stands).toEqual([]);
  });
});

describe('isOf and tapSubject', () => {
  const a2: MapUnit = { ...unit('A2', 0, 30, 25), groups: ['A Coy', '1st Essex'] };
  it('a unit is of its own name and of each command it belongs to', () => {
    expect(isOf(a2, 'A2')).toBe(true);
    expect(isOf(a2, 'A Coy')).toBe(true);
    expect(isOf(a2, '1st Essex')).toBe(true);
    expect(isOf(a2, 'B Coy')).toBe(false);
    expect(isOf(a2, null)).toBe(false);
  });
  it('a tap selects the command with orders due, else the unit with its own, else its first command', () => {
    expect(tapSubject(a2, new Set(['1st Essex']))).toBe('1st Essex');
    expect(tapSubject(a2, new Set(['A Coy', '1st Essex']))).toBe('A Coy');
    expect(tapSubject(a2, new Set(['A2']))).toBe('A2');
    expect(tapSubject(a2, new Set())).toBe('A Coy');
    expect(tapSubject(unit('Lone', 0, 1, 1), new Set())).toBe('Lone');
  });
});

describe('nameBaseline', () => {
  // A 2 x 2 stand from y 40 to 42 on a table 90 deep: on screen from 48 to 50 (y flipped).
  it('writes a name under the stand, a font and a little below its lowest corner', () => {
    expect(nameBaseline(unit('A', 0, 10, 40), 90, 2)).toBeCloseTo(50 + 2.1);
  });
  // A stand from y 0.5 to 2.5: on screen 87.5 to 89.5; under it the name would end at 91.6, off the table.
  it('writes it over the stand when under would run off the near edge', () => {
    expect(nameBaseline(unit('B', 0, 10, 0.5), 90, 2)).toBeCloseTo(87.5 - 0.6);
  });
});
