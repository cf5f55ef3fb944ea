#!/usr/bin/env python3
"""An independent reference implementation of sandtable's random numbers.

Prints the golden vectors that tests/core/random_test.cpp checks, so the C++ generator is
compared with a second implementation written from the published algorithms
(SplitMix64, xoshiro256++) and the documented 16-bit-lane Lemire method for dice.
"""
M = (1 << 64) - 1

def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & M
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return state, z ^ (z >> 31)

def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M

class Rng:
    def __init__(self, seed=None, state=None):
        if state is None:
            s, st = [], seed
            for _ in range(4):
                st, out = splitmix64(st)
                s.append(out)
            state = s
        self.s = list(state)
        self.lane_word, self.lanes_left = 0, 0
        self.d6_buffer = []

    def d6(self):
        """Dice decoded 32 at a time from 8 fresh words; rejected lanes are skipped."""
        if not self.d6_buffer:
            words = [self.next_u64() for _ in range(8)]
            for i in range(32):
                lane = (words[i // 4] >> (16 * (i % 4))) & 0xFFFF
                m = lane * 6
                if (m & 0xFFFF) >= 4:
                    self.d6_buffer.append((m >> 16) + 1)
        return self.d6_buffer.pop(0)

    def next_u64(self):
        s = self.s
        result = (rotl((s[0] + s[3]) & M, 23) + s[0]) & M
        t = (s[1] << 17) & M
        s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def lane16(self):
        if self.lanes_left == 0:
            self.lane_word, self.lanes_left = self.next_u64(), 4
        lane = self.lane_word & 0xFFFF
        self.lane_word >>= 16
        self.lanes_left -= 1
        return lane

    def below(self, n):
        assert n <= 256
        m = self.lane16() * n
        low = m & 0xFFFF
        if low < n:
            threshold = 65536 % n
            while low < threshold:
                m = self.lane16() * n
                low = m & 0xFFFF
        return m >> 16

    def stream(seed, index, purpose):
        a, b, c = seed, index ^ 0x6A09E667F3BCC909, purpose ^ 0xBB67AE8584CAA73B
        _, x = splitmix64(a); _, y = splitmix64(b); _, z = splitmix64(c)
        return Rng(seed=x ^ rotl(y, 21) ^ rotl(z, 42))

def fmt(xs):
    return ", ".join(f"0x{x:016x}ULL" if x > 255 else str(x) for x in xs)

print("splitmix64(0):", fmt([splitmix64(0)[1]]))
r = Rng(state=[1, 2, 3, 4]); print("xoshiro {1,2,3,4}:", fmt([r.next_u64() for _ in range(6)]))
r = Rng(seed=42); print("Rng(42) words:", fmt([r.next_u64() for _ in range(4)]))
r = Rng(seed=42); print("Rng(42) d6:", fmt([r.d6() for _ in range(40)]))
r = Rng(seed=42); print("Rng(42) d6 then d3 interleaved:", fmt([f() for _ in range(6) for f in (r.d6, lambda: r.below(3) + 1)]))
r = Rng(seed=233); print("Rng(233) d6 (a lane rejected in the first refill):", fmt([r.d6() for _ in range(34)]))
r = Rng(seed=7); print("Rng(7) d3:", fmt([r.below(3) + 1 for _ in range(12)]))
r = Rng.stream(2026, 5, 1); print("stream(2026,5,battle) words:", fmt([r.next_u64() for _ in range(3)]))

def pool_thresholds(n, hit, sides):
    from math import comb
    total, cum, out = sides ** n, 0, []
    for k in range(n):
        cum += comb(n, k) * hit ** k * (sides - hit) ** (n - k)
        out.append(cum * 2 ** 64 // total)
    return out

t = pool_thresholds(20, 2, 6)
r = Rng(seed=42)
draws = []
for _ in range(10):
    u = r.next_u64()
    draws.append(sum(1 for x in t if x <= u))
print("pool(20 dice, hit 1-2) draws, Rng(42):", fmt(draws))
