import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The regression library: each trace in `Traces/Library/` replayed on a
/// fresh pool, with the package's decision: where the keyboard ends, what a
/// content-inset behavior gives a scroll view (full screen on the phone,
/// 34 pt home indicator, unless the decision says otherwise), whether a
/// keyboard layout guide was dropped, and, where it is the point, what
/// changed the state.
///
/// Every trace so far is constructed from a report or a description, not
/// captured (its `note` says which, and what it stands for); a trace
/// recorded on a device goes in beside them, labelled `Captured: <device,
/// system, app>`, with its row below.
@MainActor
struct RegressionTraceLibraryTests {
    /// What the package decides for one trace of the library.
    struct Decision: Sendable, CustomTestStringConvertible {
        /// The file's name, without `.json`.
        var trace: String
        /// The decision, in words, and where the case comes from.
        var because: String
        var placement: KeyboardState.Placement
        var frame: CGRect
        var inset: CGFloat
        var droppedGuide: KeyboardGuideCheck.Fault?
        /// What changed the state, in order, when that is the point; `nil`: not checked.
        var causes: [KeyboardChange.Cause]?
        /// Whether the screen had a keyboard layout guide: `false` for the
        /// state machine's sequences, posts only, as on iOS 13 and 14.
        var hasGuide = true
        /// The scroll view's place; the phone's full screen by default.
        var view = KeyboardViewGeometry(
            screenBounds: TestScreen.phone, viewFrame: TestScreen.phone, safeAreaBottomInset: 34
        )

        var testDescription: String { trace }
    }

    private nonisolated static let phoneKeyboard = TestScreen.docked(height: 336)

    nonisolated static let decisions: [Decision] = [
        Decision(
            trace: "guide-never-lays-out",
            because: "react-native-keyboard-controller PRs 1158, 1170: a guide that never lays out for the "
                + "keyboard (its tracker read it once, at rest, when attached) is dropped after a whole "
                + "transition; the posts carry on",
            placement: .docked, frame: phoneKeyboard, inset: 302, droppedGuide: .stuckAtRest
        ),
        Decision(
            trace: "guide-stuck-at-rest",
            because: "cmux PR 9958: a guide at rest under an open keyboard is dropped at the did-event; "
                + "the posted frame stands",
            placement: .docked, frame: phoneKeyboard, inset: 302, droppedGuide: .stuckAtRest
        ),
        Decision(
            trace: "pool-created-over-open-keyboard",
            because: "cmux PR 9663: a pool created over an open keyboard learns it from a guide that reads the "
                + "keyboard, not from one at rest",
            placement: .docked, frame: phoneKeyboard, inset: 302, causes: [.layoutGuide]
        ),
        Decision(
            trace: "autofill-strip-left-out",
            because: "firefox-ios PR 30146: the guide's higher top corrects a frame that leaves out an autofill strip",
            placement: .docked, frame: TestScreen.docked(height: 380), inset: 346
        ),
        Decision(
            trace: "input-accessory-left-out",
            because: "Chatto PR 797: the guide's higher top corrects a frame that leaves out the input accessory view",
            placement: .docked, frame: phoneKeyboard, inset: 302
        ),
        Decision(
            trace: "input-accessory-left-out-posted-again",
            because: "Chatto PR 797, then the same show posted again with the keyboard where it was: the guide, "
                + "with nothing to lay out, corrects the frame again at the did-event and stays followed (the "
                + "re-post moves the state to the posted frame in between)",
            placement: .docked, frame: phoneKeyboard, inset: 302,
            causes: [.post(.willChangeFrame), .layoutGuide, .post(.willChangeFrame), .layoutGuide]
        ),
        Decision(
            trace: "ipad-frames-in-view-coordinates",
            because: "FB18129544: frames in a Stage Manager window's coordinates read as an undocked keyboard; "
                + "the guide that moved corrects them, and the window is inset",
            placement: .docked, frame: TestScreen.docked(height: 400, on: TestScreen.pad), inset: 234,
            view: KeyboardViewGeometry(
                screenBounds: TestScreen.pad, viewFrame: CGRect(x: 100, y: 100, width: 700, height: 1100),
                safeAreaBottomInset: 0
            )
        ),
        Decision(
            trace: "guide-left-up-after-dismissal",
            because: "FB18129551: a guide left up after a dismissal is dropped; the posts hide the keyboard, and "
                + "the next drag moves nothing until its posts come",
            placement: .docked, frame: phoneKeyboard, inset: 302, droppedGuide: .stuckCovering,
            causes: [.post(.willChangeFrame), .liveFrame, .post(.willChangeFrame), .post(.willChangeFrame)]
        ),
        Decision(
            trace: "guide-behind-keyboard",
            because: "FB18129558: a guide reading less of the view covered than the posts is dropped; the posts stand",
            placement: .docked, frame: phoneKeyboard, inset: 302, droppedGuide: .behindKeyboard
        ),
        Decision(
            trace: "misreported-did-frames",
            because: "cmux PR 10810: did-posts that echo their will-posts move nothing, whatever frame they carry",
            placement: .docked, frame: phoneKeyboard, inset: 302, causes: [.post(.willChangeFrame)]
        ),
        Decision(
            trace: "did-event-echo",
            because: "the echo rule alone: a didShow carrying another frame is the willShow's echo",
            placement: .docked, frame: phoneKeyboard, inset: 302, causes: [.post(.willShow)], hasGuide: false
        ),
        Decision(
            trace: "rapid-show-and-hide",
            because: "duckduckgo/iOS PR 1898: a rapid show and hide ends where the last will-post put it; "
                + "the late didHide is an echo",
            placement: .docked, frame: phoneKeyboard, inset: 302,
            causes: [.post(.willShow), .post(.willHide), .post(.willShow)]
        ),
        Decision(
            trace: "focus-moves-while-hiding",
            because: "focus moving while the keyboard slides out: the hide's late didHide does not hide the "
                + "keyboard coming up",
            placement: .docked, frame: phoneKeyboard, inset: 302, hasGuide: false
        ),
        Decision(
            trace: "lone-did-hide",
            because: "DCIntrospect-ARC issue 44: a lone didHide is news, and hides the keyboard",
            placement: .hidden, frame: CGRect(x: 0, y: 844, width: 390, height: 216), inset: 0, hasGuide: false
        ),
        Decision(
            trace: "lone-did-show",
            because: "a pool that started listening between willShow and didShow: the lone didShow shows the keyboard",
            placement: .docked, frame: phoneKeyboard, inset: 302, causes: [.post(.didShow)], hasGuide: false
        ),
        Decision(
            trace: "hardware-keyboard-bar",
            because: "a hardware keyboard's shortcut bar covers what it overlaps",
            placement: .hardwareKeyboardBar, frame: TestScreen.docked(height: 55), inset: 21, hasGuide: false
        ),
        Decision(
            trace: "zero-height-frame",
            because: "a zero-height frame is a keyboard that is up and covers nothing",
            placement: .undocked, frame: CGRect(x: 0, y: 844, width: 390, height: 0), inset: 0, hasGuide: false
        ),
        Decision(
            trace: "undocked-keyboard",
            because: "a floating keyboard mid-screen is up and covers nothing",
            placement: .undocked, frame: CGRect(x: 40, y: 380, width: 320, height: 260), inset: 0, hasGuide: false
        ),
        Decision(
            trace: "rotation-while-shown",
            because: "a rotation's frame changes move the keyboard to the landscape screen they name: "
                + "a landscape view (21 pt home indicator) is inset by 162 less 21",
            placement: .docked, frame: CGRect(x: 0, y: 228, width: 844, height: 162), inset: 141, hasGuide: false,
            view: KeyboardViewGeometry(
                screenBounds: TestScreen.phoneLandscape, viewFrame: TestScreen.phoneLandscape, safeAreaBottomInset: 21
            )
        ),
        Decision(
            trace: "guide-too-high-first-focus",
            because: "FB18129551 case 1, a counter-source: a guide reading a keyboard too high corrects the posts, "
                + "as one reading what the posts leave out does (Chatto PR 797); the two cannot be told apart, and "
                + "too much room leaves a gap where too little would hide the content. Trusted: taken in this "
                + "transition, not the host's first reading (its tracker read it at rest when attached)",
            placement: .docked, frame: TestScreen.docked(height: 380), inset: 346,
            causes: [.post(.willChangeFrame), .layoutGuide]
        ),
        Decision(
            trace: "stale-reading-after-shrink",
            because: "cmux PR 10006: with no layout since its will-event, a did-event is not corrected from the "
                + "older, taller reading (the posts did not repeat the frame it corrected): the keyboard shrinks "
                + "once, and the later layout agrees",
            placement: .docked, frame: TestScreen.docked(height: 300), inset: 266,
            causes: [.post(.willChangeFrame), .layoutGuide, .post(.willChangeFrame)]
        ),
        Decision(
            trace: "zero-reading-transient",
            because: "PinLayout issue 241: a .zero reading is read before the guide's first layout, a transient: "
                + "it counts for nothing, the guide is judged on the reading after it, and followed on a drag",
            placement: .docked, frame: TestScreen.docked(height: 200), inset: 166
        ),
        Decision(
            trace: "guide-still-on-drag-dismissal",
            because: "react-native-keyboard-controller issue 1631 / PR 1632: a guide that does not move while a "
                + "drag dismisses the keyboard gives no drag frame; the hide's posts end it, and the guide, at rest "
                + "after them, agrees",
            placement: .hidden, frame: CGRect(x: 0, y: 844, width: 390, height: 336), inset: 0
        ),
        Decision(
            trace: "lone-did-event-misreported",
            because: "cmux PR 10810: a did-event with no will-event is news (a pool that began listening between "
                + "them, a hardware keyboard's lone didHide), so its frame is applied, misreported or not; the "
                + "guide, which has nothing to lay out, does not judge it: the next keyboard event corrects it",
            placement: .docked, frame: TestScreen.docked(height: 244), inset: 210,
            causes: [.post(.willChangeFrame), .post(.didChangeFrame)]
        ),
        Decision(
            trace: "ios26-hide-leftover",
            because: "iOS 26's 44 pt hide frame: willHide hides, whatever frame it carries",
            placement: .hidden, frame: TestScreen.docked(height: 44), inset: 0, hasGuide: false
        ),
    ]

    /// The library's folder, read in the source tree (beside this file), where
    /// a trace a device recorded is dropped in as it is: no resource bundle to
    /// build, on Linux, a Mac or a simulator (which reads the Mac's files).
    static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Library")

    static func trace(_ name: String) throws -> KeyboardTrace {
        try TraceJSON.decode(Data(contentsOf: library.appendingPathComponent("\(name).json")))
    }

    @Test(arguments: decisions)
    func replaysToItsDecision(_ decision: Decision) async throws {
        let trace = try Self.trace(decision.trace)
        let center = NotificationCenter()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let view = FakeScrollView(geometry: decision.view, automaticBottomInset: decision.view.safeAreaBottomInset)
        var causes: [KeyboardChange.Cause] = []
        let changes = pool.observeChanges(followingLiveFrames: true) { causes.append($0.cause) }
        let behavior = KeyboardContentInsetBehavior(target: view, pool: pool, animation: .immediate)
        let keyboard = KeyboardSimulator(
            notificationCenter: center, postsScreen: true, guide: decision.hasGuide ? .followsKeyboard : .none
        )
        await nextMainQueueTurn()   // the screen was up before the recording began

        let reported = diagnostics { keyboard.replay(trace) }

        #expect(pool.keyboardState.placement == decision.placement, "\(decision.because)")
        #expect(pool.keyboardState.frame == decision.frame, "\(decision.because)")
        #expect(view.keyboardBottomInsets.content == decision.inset, "\(decision.because)")
        #expect(reported == decision.droppedGuide.map { [.layoutGuideNotFollowed($0)] } ?? [], "\(decision.because)")
        if let expected = decision.causes { #expect(causes == expected, "\(decision.because)") }
        withExtendedLifetime((changes, behavior)) {}
    }

    @Test(arguments: decisions)
    func aReplayRecordedAgainIsTheSameTrace(_ decision: Decision) throws {
        let trace = try Self.trace(decision.trace)
        let center = NotificationCenter()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let recorder = KeyboardTraceRecorder(pool: pool)
        let following = pool.observe(followingLiveFrames: true) { _, _ in }
        let keyboard = KeyboardSimulator(
            notificationCenter: center, postsScreen: true, guide: decision.hasGuide ? .followsKeyboard : .none
        )
        keyboard.replay(trace)
        #expect(recorder.trace.steps.map(\.kind) == trace.steps.map(\.kind))
        withExtendedLifetime(following) {}
    }

    @Test func everyTraceHasADecisionALabelAndStartsWithTheKeyboard() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.library.path).sorted()
        #expect(files == Self.decisions.map { "\($0.trace).json" }.sorted())
        for decision in Self.decisions {
            let trace = try Self.trace(decision.trace)
            let note = try #require(trace.note, "\(decision.trace) says where it comes from")
            let captured = note.hasPrefix("Captured: ")
            let constructed = note.hasPrefix("Constructed from ") && note.contains("not captured")
            #expect(captured || constructed, "\(decision.trace): \(note)")
            guard case .start = trace.steps.first?.kind else {
                Issue.record("\(decision.trace) does not start with the keyboard")
                continue
            }
        }
    }
}
