import { describe, expect, it } from 'vitest';
import { freshSeed, mostSeed, seedFrom } from './seed';

describe('freshSeed', () => {
  it('stays within the whole numbers JavaScript holds exactly', () => {
    expect(freshSeed(() => 0)).toBe(0);
    expect(freshSeed(() => 0.9999999999)).toBeLessThanOrEqual(mostSeed);
    expect(Number.isSafeInteger(freshSeed())).toBe(true);
  });
});

describe('seedFrom', () => {
  it('reads a whole number from the address', () => {
    expect(seedFrom('7')).toBe(7);
    expect(seedFrom(String(mostSeed))).toBe(mostSeed);
  });

  it('refuses what cannot be sent back exactly', () => {
    expect(seedFrom(null)).toBeNull();
    expect(seedFrom('-1')).toBeNull();
    expect(seedFrom('1.5')).toBeNull();
    expect(seedFrom('18446744073709551615')).toBeNull();
    expect(seedFrom(String(mostSeed + 1))).toBeNull();
  });
});
