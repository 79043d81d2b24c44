/// A small seeded random number generator: the same seed gives the same
/// sequence on every run and every platform, so a fuzz failure replays.
///
/// SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit state, advanced by a
/// constant and scrambled on the way out.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for case `index` of a run seeded with `seed`, independent
    /// of every other case, so one case replays without running the others.
    init(seed: UInt64, case index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
