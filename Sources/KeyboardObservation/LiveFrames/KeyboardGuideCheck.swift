import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Two sources checked against each other, for one keyboard layout guide a
/// pool follows: what the guide says, and what UIKit's posts say. A plain
/// value, so each rule is tested without UIKit.
///
/// Neither source is trusted alone. Projects report guides that never move
/// (a window's own guide: react-native-keyboard-controller PRs 1158, 1170),
/// stay at the screen's bottom with the keyboard up (iOS 27 betas: cmux PR
/// 9958), stay up after a hide (react-native-keyboard-controller PR 1598),
/// sit too high or jump (Feedback FB18129551), read `.zero` before their
/// first layout (layoutBox issue 241), and posts whose frames leave out an
/// input accessory view or an autofill strip (Chatto PR 797, firefox-ios PR
/// 30146), or that never come (wikipedia-ios PR 6186). The rules
/// (docs/PlatformSupport.md, "Two sources"):
///
/// - The posts decide whether the keyboard is up. The guide only moves the
///   frame of a keyboard the posts show, and tells a frame only while the
///   pool knows nothing yet; it hides one only when the keyboard left
///   unannounced: a guide that agreed at the last rest point reads rest
///   between posts while the input being edited has left its window.
/// - Between posts (a finger dragging the keyboard) the guide's frames are
///   followed at once, until the guide is found wrong; a guide that rests
///   during such a drag (the finger in its resting band) puts the
///   keyboard's top at the band's top.
/// - At each rest point, a did-event, the guide is compared with the posts,
///   over a transition it watched from its will-event: a guide that read
///   nothing, rest under a keyboard the posts put over its view, a keyboard
///   the posts hid, or less of its view than the posts cover (iPadOS 26 with
///   an input accessory view: Feedback FB18129558), is not followed any more
///   for that view, and a debug build says so once. A `.zero` reading is a
///   transient and counts for nothing.
/// - A guide whose top is above the posted one corrects the frame (the
///   posts left out what sits on the keyboard, and UIKit lays the guide out
///   from the keyboard it draws), also when all it covers of its view is
///   that part; but only from a reading taken in this transition that is not
///   the host's first (FB18129551: a guide too high the first time), or, with
///   no layout since, when the posts repeat the very frame it corrected
///   before (a stale, taller reading must not undo a keyboard that shrank:
///   cmux PR 10006). A guide that moved to a docked keyboard the posts call
///   undocked corrects it too (iPadOS 26 posts frames in a view's
///   coordinates: Feedback FB18129544; the guide does not follow an undocked
///   keyboard unless asked to).
/// - A guide that has not laid out since the will-event is given until the
///   next will-event: layout may come after a zero-duration did-event.
struct KeyboardGuideCheck: Hashable, Sendable {
    /// Why a guide is not followed any more.
    enum Fault: Hashable, Sendable {
        /// It never laid out while the keyboard moved over its view.
        case silent
        /// It stayed at rest while the posts put a docked keyboard over its view.
        case stuckAtRest
        /// It read a keyboard over its view while the posts said none covers it.
        case stuckCovering
        /// It read less of its view covered than the posted keyboard covers.
        case behindKeyboard
    }

    // NB: Equatable, not Hashable: a CGRect payload is Hashable only from the iOS 18 SDK.
    /// What a rest point or a reading decides.
    enum Verdict: Equatable, Sendable {
        /// Nothing to do.
        case none
        /// Move the keyboard's frame to the guide's: a drag frame.
        case follow(CGRect)
        /// Correct the keyboard's frame to the guide's at a rest point, or tell a keyboard the pool did not know.
        case correct(CGRect)
        /// Stop following this guide.
        case stop(Fault)
    }

    private enum Phase: Hashable, Sendable {
        /// Tracking began during a transition: its rest point is not judged.
        case joinedMidway
        /// Between a will-event and its did-event, with how many readings
        /// came, and whether its rest point is judged.
        case moving(readings: Int, isJudged: Bool)
        /// A did-event came before the guide laid out; judged at its next reading, or failed at the next will-event.
        case awaitingLayout
        /// No post animation in flight.
        case settled
    }

    private var phase = Phase.joinedMidway
    private(set) var lastReading: KeyboardLayoutGuideReading?
    private(set) var fault: Fault?
    /// How many usable readings the guide gave since it was attached (counted up to 2).
    private var readingsSinceAttached = 0
    /// Whether the guide agreed with the posts at the last rest point that
    /// was judged (read what they expect, or corrected their frame): what
    /// lets a guide at rest between posts tell a keyboard that left unannounced.
    private var agreedAtLastRestPoint = false
    /// Whether the guide gave frames that moved the keyboard since the last
    /// will- or did-event (a drag): a guide at rest then may be a finger in the band.
    private var isFollowingADrag = false
    /// Whether the last reading rests where the keyboard the pool knows
    /// covers the view, after the guide agreed with the posts at the last
    /// judged rest point: the keyboard may have left without its hide posts,
    /// which the session asks of the input being edited, outside the pool's
    /// lock, after the reading (wikipedia-ios PR 6186).
    private(set) var asksWhetherEditingInputLeft = false
    /// The posted frame the guide last corrected; `nil` when it corrected none.
    // NB: a HashableRect: CGRect is Hashable only from the iOS 18 SDK.
    private var correctedPost: HashableRect?

    /// Whether the guide is still followed.
    var isFollowed: Bool { fault == nil }

    /// Whether the next did-event judges the guide: a transition is under way
    /// and judged. Only then does it need the guide's facts where its host is
    /// now (``hostIsNow(_:)``); UIKit's other did-events of the transition do not.
    var judgesAtNextDidEvent: Bool {
        guard isFollowed, case .moving(_, isJudged: true) = phase else { return false }
        return true
    }

    /// A will-event moved the keyboard: a new transition begins, judged at
    /// its rest point unless `isJudged` is `false` (it begins in the turn
    /// the guide's tracker was attached: a guide attached then misses the
    /// transition, react-native-keyboard-controller PR 1158, so what it
    /// reads says nothing of the guide).
    mutating func willEvent(isJudged: Bool = true) -> Verdict {
        isFollowingADrag = false
        guard isFollowed else { return .none }
        defer {
            phase = .moving(readings: 0, isJudged: isJudged)
            agreedAtLastRestPoint = false
        }
        guard case .awaitingLayout = phase else { return .none }
        return fail(lastReading == nil ? .silent : .stuckAtRest)
    }

    /// A did-event: a rest point, judged against `state` (the posts').
    mutating func didEvent(_ state: KeyboardState) -> Verdict {
        isFollowingADrag = false
        guard isFollowed else { return .none }
        switch phase {
        case .moving(_, isJudged: false):
            phase = .settled
            return .none
        case .moving(let readings, _) where readings > 0:
            phase = .settled
            guard let lastReading else { return .none }
            return judge(lastReading, against: state)
        case .moving:
            // No layout pass since the will-event: either it is still to come
            // (a will-event and its did-event in one turn), or the guide had
            // nothing to lay out because the keyboard did not move (UIKit
            // posted again the frame the guide corrected at the last rest
            // point: its top is still above the posted one). The last reading
            // decides the second at once; anything else waits for a layout pass.
            guard let lastReading else {
                phase = .awaitingLayout
                return .none
            }
            switch (lastReading.meaning, lastReading.expectedMeaning(of: state)) {
            case (let meaning, let expected) where meaning == expected:
                phase = .settled
                agreedAtLastRestPoint = true
                return .none
            case (.keyboard(let guide), .keyboard(let posted))
            where guide.minY < posted.minY - KeyboardLayoutGuideReading.tolerance && state.frame == correctedPost?.rect:
                phase = .settled
                agreedAtLastRestPoint = true
                return .correct(guide)
            default:
                phase = .awaitingLayout
                return .none
            }
        case .awaitingLayout:
            return .none   // UIKit's second did-event of the transition
        case .joinedMidway, .settled:
            phase = .settled
            return .none
        }
    }

    /// The guide's facts as they are now, read at a rest point: its host may
    /// have moved since the guide last laid out (UIKit lifts an iPad sheet
    /// without resizing it, and a view that moves without resizing is laid
    /// out by nobody), so the last reading is judged where the host is now.
    mutating func hostIsNow(_ reading: KeyboardLayoutGuideReading) {
        guard lastReading != nil, reading.meaning != .degenerate else { return }
        lastReading = reading
    }

    /// One layout pass of the guide, with the pool's `state` now. A `.zero`
    /// or unusable reading counts for nothing: it is what a guide reads
    /// before its first layout (layoutBox issue 241).
    mutating func read(_ reading: KeyboardLayoutGuideReading, state: KeyboardState) -> Verdict {
        // NB: the meaning is worked out once a reading: a drag's frames come
        // through here up to 120 times a second.
        let meaning = reading.meaning
        asksWhetherEditingInputLeft = false
        guard isFollowed, meaning != .degenerate else { return .none }
        lastReading = reading
        readingsSinceAttached = min(readingsSinceAttached + 1, 2)
        switch phase {
        case .moving(let readings, let isJudged):
            phase = .moving(readings: readings + 1, isJudged: isJudged)
            return .none
        case .awaitingLayout:
            phase = .settled
            return judge(reading, against: state)
        case .joinedMidway, .settled:
            return follow(reading, meaning: meaning, state: state)
        }
    }

    /// Between posts: a docked keyboard (or a hardware keyboard's bar)
    /// follows the guide's frame; an unknown one learns it. An undocked one
    /// is the posts' to move: the guide reads only docked geometry.
    ///
    /// A guide at rest where the keyboard is known to cover its view above
    /// the band says two things. During a drag it followed, a finger took
    /// the keyboard's top into the band, where the guide stops
    /// (``KeyboardLayoutGuideReading``: it rests as high as the view's bottom
    /// safe area while the keyboard is below that): the keyboard follows to
    /// the band's top, where a view pinned to the guide sits, in the
    /// reading's critical section as any drag frame; every interactive
    /// dismissal on a phone with a home indicator passes there. And after it
    /// agreed at the last judged rest point, the keyboard may have left
    /// without its hide posts (wikipedia-ios PR 6186: a SwiftUI field still
    /// first responder as its screen is popped): the session asks whether
    /// the input being edited has left its window
    /// (``asksWhetherEditingInputLeft``), also while the keyboard rests at
    /// the band's top after such a drag. A view the keyboard does not reach
    /// (a sheet UIKit lifted) rests whatever the keyboard does: nothing.
    private mutating func follow(
        _ reading: KeyboardLayoutGuideReading, meaning: KeyboardLayoutGuideReading.Meaning, state: KeyboardState
    ) -> Verdict {
        switch meaning {
        case .keyboard(let frame):
            switch state.placement {
            case .unknown: return .correct(frame)
            case .docked, .hardwareKeyboardBar:
                // NB: a layout pass that left the keyboard's top where it was
                // (the host resized, the safe area changed; a fraction of a
                // point on a 3x screen; a bar the posts gave the whole
                // keyboard's height) is not a drag.
                let top = state.frame?.minY ?? -.infinity
                if abs(frame.minY - top) > KeyboardLayoutGuideReading.tolerance { isFollowingADrag = true }
                return .follow(frame)
            case .hidden, .undocked: return .none
            }
        case .atRest:
            let bandTop = reading.keyboardAtBandTop
            let restsAtBandTop = isFollowingADrag && state.frame == bandTop
            guard restsAtBandTop || reading.expectedMeaning(of: state).isKeyboard else { return .none }
            asksWhetherEditingInputLeft = agreedAtLastRestPoint
            return isFollowingADrag && !restsAtBandTop ? .follow(bandTop) : .none
        case .degenerate, .silent:
            return .none
        }
    }

    /// A rest point: `reading` against the posts' `state`, by ``rule(_:expected:against:)``;
    /// the guide agreed when it read what the posts expect or corrected them.
    private mutating func judge(_ reading: KeyboardLayoutGuideReading, against state: KeyboardState) -> Verdict {
        let expected = reading.expectedMeaning(of: state)
        let verdict = rule(reading, expected: expected, against: state)
        switch verdict {
        case .none: agreedAtLastRestPoint = reading.meaning == expected
        case .correct: agreedAtLastRestPoint = true
        case .follow, .stop: agreedAtLastRestPoint = false
        }
        return verdict
    }

    /// The rules of a rest point: `reading` against the posts' `state`, which expects `expected`.
    private mutating func rule(
        _ reading: KeyboardLayoutGuideReading, expected: KeyboardLayoutGuideReading.Meaning, against state: KeyboardState
    ) -> Verdict {
        let tolerance = KeyboardLayoutGuideReading.tolerance
        switch (reading.meaning, expected) {
        case (.atRest, .keyboard):
            return fail(.stuckAtRest)
        case (.keyboard(let guide), .atRest):
            // It laid out during this transition (judging needs a reading
            // since the will-event): over a keyboard the posts call undocked,
            // the posts' frame is what is wrong (iPadOS 26 posts frames in a
            // view's coordinates: Feedback FB18129544). Over a docked one
            // whose posted top lies below the view's bottom, all it covers is
            // the part the posts leave out: a correction. A hidden keyboard is
            // the posts' to decide.
            switch state.placement {
            case .undocked:
                return .correct(guide)
            case .docked, .hardwareKeyboardBar:
                guard let posted = state.frame, guide.minY < posted.minY - tolerance else { return fail(.stuckCovering) }
                return correction(guide, replacing: posted)
            case .hidden, .unknown:
                return fail(.stuckCovering)
            }
        case (.keyboard(let guide), .keyboard(let posted)):
            if guide.minY < posted.minY - tolerance { return correction(guide, replacing: state.frame ?? posted) }
            if guide.minY > posted.minY + tolerance { return fail(.behindKeyboard) }
            return .none
        case (.atRest, _), (.keyboard, .silent), (.keyboard, .degenerate), (.silent, _), (.degenerate, _):
            return .none
        }
    }

    /// A guide above the posted top corrects it, unless this is the host's
    /// first reading (FB18129551: the guide is too high the first time).
    private mutating func correction(_ guide: CGRect, replacing posted: CGRect) -> Verdict {
        guard readingsSinceAttached > 1 else { return .none }
        correctedPost = HashableRect(rect: posted)
        return .correct(guide)
    }

    private mutating func fail(_ fault: Fault) -> Verdict {
        self.fault = fault
        return .stop(fault)
    }
}

extension KeyboardGuideCheck.Fault {
    /// What the guide did, in the console's words.
    var explanation: String {
        switch self {
        case .silent: "it never laid out while the keyboard moved over its view"
        case .stuckAtRest: "it stayed at rest while the keyboard covered its view"
        case .stuckCovering: "it read a keyboard over its view after the keyboard went away"
        case .behindKeyboard: "it read less of its view covered than the keyboard covers"
        }
    }
}
