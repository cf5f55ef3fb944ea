// The golden random vectors of tests/core/random_test.cpp, printed by the independent
// reference implementation tests/core/golden/reference_rng.py: the browser's engine must roll
// the same dice for the same seed as the native one.
export const goldenRolls: { expression: string; seed: number; dice: number[] }[] = [
  {
    expression: '40d6', // Rng(42) d6
    seed: 42,
    dice: [3, 2, 2, 5, 2, 3, 2, 2, 6, 1, 3, 6, 2, 1, 4, 5, 3, 3, 1, 5, 6, 2, 4, 4, 2, 1, 1, 1, 5, 1, 2, 4, 5, 6, 6, 2, 4, 1, 6, 6],
  },
  {
    expression: '34d6', // Rng(233) d6, across a rejected lane
    seed: 233,
    dice: [1, 4, 4, 3, 2, 4, 5, 5, 5, 1, 1, 4, 2, 2, 4, 1, 1, 2, 1, 1, 5, 1, 3, 1, 3, 5, 6, 3, 4, 2, 2, 1, 4, 2],
  },
  { expression: '12d3', seed: 7, dice: [2, 1, 1, 1, 2, 3, 3, 1, 2, 3, 1, 3] }, // Rng(7) d3
];
