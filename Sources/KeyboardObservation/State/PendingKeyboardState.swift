import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pool's ``KeyboardState`` with the posts it has not needed to decode yet
/// (nobody observed them); kept under the pool's lock. Reading the state
/// decodes back from the newest post to the first show or hide that decodes.
struct PendingKeyboardState {
    /// What one resolution decoded, and the posts that did not decode.
    struct Resolution {
        var decodes = 0
        var rejected: [(event: KeyboardEvent, error: KeyboardInfoError)] = []
    }

    /// Undecoded posts kept at most, so a pool nobody reads costs bounded memory.
    static let undecodedLimit = 8

    private var state = KeyboardState.hidden
    private(set) var undecoded: [UndecodedPost] = []

    mutating func current() -> (KeyboardState, Resolution) {
        let resolution = resolve()
        return (state, resolution)
    }

    mutating func keep(_ post: UndecodedPost) -> Resolution {
        undecoded.append(post)
        return undecoded.count > Self.undecodedLimit ? resolve() : Resolution()
    }

    /// Applies a post decoded for its fan-out: a show or hide settles the
    /// state by itself; a frame change needs the posts before it resolved.
    mutating func apply(_ event: KeyboardEvent, info: KeyboardInfo) -> Resolution {
        var resolution = Resolution()
        switch event {
        case .willShow, .willHide: undecoded.removeAll(keepingCapacity: true)
        case .willChangeFrame: resolution = resolve()
        case .didShow, .didHide, .didChangeFrame: return resolution
        }
        state.apply(event, info: info)
        return resolution
    }

    /// Applies a live frame after the posts before it; returns the state
    /// before it and whether it changed the state.
    mutating func applyLiveFrame(_ frame: CGRect) -> (previous: KeyboardState, changed: Bool, Resolution) {
        let resolution = resolve()
        let previous = state
        return (previous, state.applyLiveFrame(frame), resolution)
    }

    /// Decodes what still matters, newest first, and applies it in posting order.
    private mutating func resolve() -> Resolution {
        var resolution = Resolution()
        guard !undecoded.isEmpty else { return resolution }
        var decoded: [(event: KeyboardEvent, info: KeyboardInfo)] = []
        for post in undecoded.reversed() {
            resolution.decodes += 1
            do {
                let info = try post.decode()
                decoded.append((post.event, info))
                if post.event == .willShow || post.event == .willHide { break }
            } catch {
                resolution.rejected.append((post.event, error))
            }
        }
        undecoded.removeAll(keepingCapacity: true)
        resolution.rejected.reverse()
        for (event, info) in decoded.reversed() {
            state.apply(event, info: info)
        }
        return resolution
    }
}
