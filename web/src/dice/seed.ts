// Seeds for digital dice chosen by the app. The engine takes seeds up to 2^64 - 1 and picks
// its own fresh ones from that range, but a JSON number past 2^53 loses digits in JavaScript,
// so a seed the engine picked could not be shown or sent back exactly. The app picks its own.

/** The largest seed the app makes: every whole number up to it is exact in JavaScript. */
export const mostSeed = Number.MAX_SAFE_INTEGER;

/** A fresh seed from 0 to 2^53 - 1. */
export function freshSeed(random: () => number = Math.random): number {
  const high = Math.floor(random() * 2 ** 21);
  const low = Math.floor(random() * 2 ** 32);
  return high * 2 ** 32 + low;
}

/** A seed read from the address, or null when it is not a whole number the app can send exactly. */
export function seedFrom(text: string | null): number | null {
  if (text === null || !/^\d{1,16}$/.test(text)) return null;
  const n = Number(text);
  return n <= mostSeed ? n : null;
}
