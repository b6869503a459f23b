'use strict';
// A small seeded generator (xorshift32), so that the same seed always deals the same game.
// Not for cryptography; enough to shuffle a deck the same way every time.

function seeded(seed) {
  // Fold any integer seed (negative, or beyond 32 bits) into a non-zero 32-bit state.
  let state = Number(BigInt.asUintN(32, BigInt(seed) ^ 0x9e3779b9n));
  if (state === 0) state = 0x6d2b79f5;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  for (let i = 0; i < 8; i += 1) next(); // let nearby seeds drift apart before the first use
  return {
    // An integer in 0..n-1.
    below(n) {
      return Math.floor((next() / 4294967296) * n);
    },
    // Shuffles a list in place (Fisher-Yates) and returns it.
    shuffle(list) {
      for (let i = list.length - 1; i > 0; i -= 1) {
        const j = this.below(i + 1);
        [list[i], list[j]] = [list[j], list[i]];
      }
      return list;
    },
  };
}

module.exports = { seeded };
