import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pool's ``KeyboardState`` with the posts it has not needed to decode yet.
///
/// A post that some client observes is decoded once for its fan-out and
/// applied at once. A post that no client observes (most screens observe
/// only `willShow`/`willHide`, while UIKit posts four notifications per
/// show) is kept undecoded until somebody reads the state: then only the
/// posts that still matter are decoded. Walking back from the newest, the
/// first `willShow` or `willHide` that decodes settles the state; anything
/// older is dropped unread.
///
/// A plain value, not thread-safe by itself: the pool keeps it under its lock.
struct PendingKeyboardState {
    /// What one resolution decoded, and the posts that did not decode.
    struct Resolution {
        var decodes = 0
        var rejected: [(event: KeyboardEvent, error: KeyboardInfoError)] = []
    }

    /// Undecoded posts kept at most; past that they are resolved at once, so
    /// a pool nobody reads costs bounded memory.
    static let undecodedLimit = 8

    private var state = KeyboardState.hidden
    private(set) var undecoded: [UndecodedPost] = []

    /// The state with every post so far taken into account.
    mutating func current() -> (KeyboardState, Resolution) {
        let resolution = resolve()
        return (state, resolution)
    }

    /// Keeps a post no client observes, undecoded.
    mutating func keep(_ post: UndecodedPost) -> Resolution {
        undecoded.append(post)
        return undecoded.count > Self.undecodedLimit ? resolve() : Resolution()
    }

    /// Applies a post decoded for its fan-out.
    ///
    /// A show or hide settles the state by itself, so the undecoded posts
    /// before it are dropped; a frame change needs them resolved first.
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

    /// Applies a live frame (an interactive dismissal) after the posts before it.
    ///
    /// - Returns: The state before the frame, whether the frame changed it,
    ///   and what resolving the posts before it decoded.
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
