import { describe, expect, it } from 'vitest';
import { href, matchPath, parseHash } from './router';

describe('parseHash', () => {
  it('reads an empty hash as home', () => {
    expect(parseHash('').name).toBe('home');
    expect(parseHash('#/').name).toBe('home');
  });

  it('keeps the query of the hash', () => {
    const route = parseHash('#/dice?expr=4d6kh3&exact=1');
    expect(route.name).toBe('dice');
    expect(route.query.get('expr')).toBe('4d6kh3');
    expect(route.query.get('exact')).toBe('1');
  });

  it('reads path parameters, decoded', () => {
    expect(parseHash('#/calc/mininap/fire?strength=4')).toMatchObject({ name: 'calc', params: { ruleset: 'mininap', calculator: 'fire' } });
    expect(parseHash('#/game/g%201').params.id).toBe('g 1');
  });

  it('reads a rule set id of digits as any other', () => {
    expect(parseHash('#/calc/1418/shoot?arming=3')).toMatchObject({ name: 'calc', params: { ruleset: '1418', calculator: 'shoot' } });
    expect(parseHash('#/rules/1418')).toMatchObject({ name: 'rules', params: { id: '1418' } });
  });

  it('tells /hun from /hun/patrol', () => {
    expect(parseHash('#/hun').name).toBe('hun');
    expect(parseHash('#/hun/patrol').name).toBe('patrol');
  });

  it('names an unknown address not-found', () => {
    expect(parseHash('#/nowhere').name).toBe('not-found');
    expect(parseHash('#/rules').name).toBe('not-found');
  });
});

describe('href', () => {
  it('writes the query, leaving out empty values, and reads back the same', () => {
    const link = href('/dice', { expr: '5d6<=2', exact: true, seed: undefined, note: '' });
    expect(link).toBe('#/dice?expr=5d6%3C%3D2&exact=true');
    expect(parseHash(link).query.get('expr')).toBe('5d6<=2');
  });

  it('matches a pattern segment by segment', () => {
    expect(matchPath('/rules/:id', '/rules/hun')).toEqual({ id: 'hun' });
    expect(matchPath('/rules/:id', '/rules/hun/x')).toBeNull();
  });
});
