import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// The regression library: each trace in `Traces/Library/` replayed on a
/// fresh pool, with the package's decision: where the keyboard ends, what a
/// content-inset behavior gives a full-screen scroll view (34 pt home
/// indicator), and whether a keyboard layout guide was dropped.
///
/// Every trace so far is constructed from a report or a description, not
/// captured (its `note` says which, and what it stands for); a trace
/// recorded on a device goes in beside them, labelled `Captured: <device, system, app>`.
@MainActor
struct RegressionTraceLibraryTests {
    /// Every trace in the library, each with a test below.
    static let names = [
        "autofill-strip-left-out", "did-event-echo", "focus-moves-while-hiding", "guide-behind-keyboard",
        "guide-left-up-after-dismissal", "guide-never-lays-out", "guide-stuck-at-rest", "hardware-keyboard-bar",
        "input-accessory-left-out", "ios26-hide-leftover", "ipad-frames-in-view-coordinates", "lone-did-hide",
        "lone-did-show", "misreported-did-frames", "pool-created-over-open-keyboard", "rapid-show-and-hide",
        "rotation-while-shown", "undocked-keyboard", "zero-height-frame",
    ]

    /// A replay's outcome: the pool, its simulator, what changed the state, what a debug build said.
    struct Replay {
        let pool: ObserverPool
        let keyboard: KeyboardSimulator
        let causes: [KeyboardChange.Cause]
        let diagnostics: [KeyboardDiagnostic]
        let subscriptions: [AnyObject]

        var state: KeyboardState { pool.keyboardState }
    }

    private static func url(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Library"))
    }

    static func trace(_ name: String) throws -> KeyboardTrace {
        try TraceJSON.decode(Data(contentsOf: url(name)))
    }

    /// Replays `name` on a fresh pool with a content-inset behavior on `view`, following live frames as it does.
    private func replay(_ name: String, on view: FakeScrollView) throws -> Replay {
        let trace = try Self.trace(name)
        let center = NotificationCenter()
        let pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        let keyboard = KeyboardSimulator(notificationCenter: center)
        var causes: [KeyboardChange.Cause] = []
        let changes = pool.observeChanges(followingLiveFrames: true) { causes.append($0.cause) }
        let behavior = KeyboardContentInsetBehavior(target: view, pool: pool, animation: .immediate)
        var diagnostics: [KeyboardDiagnostic] = []
        let original = KeyboardDiagnostics.sink
        KeyboardDiagnostics.sink = { diagnostics.append($0) }
        defer { KeyboardDiagnostics.sink = original }
        keyboard.replay(trace)
        return Replay(
            pool: pool, keyboard: keyboard, causes: causes, diagnostics: diagnostics, subscriptions: [changes, behavior]
        )
    }

    private func docked(_ height: CGFloat) -> CGRect { TestScreen.docked(height: height) }

    @Test func everyTraceIsListedLabelledWithItsSourceAndStartsWithTheKeyboard() throws {
        let folder = try Self.url(Self.names[0]).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.sorted() == Self.names.map { "\($0).json" })
        for name in Self.names {
            let trace = try Self.trace(name)
            let note = try #require(trace.note, "\(name) says where it comes from")
            let captured = note.hasPrefix("Captured: ")
            let constructed = note.hasPrefix("Constructed from ") && note.contains("not captured")
            #expect(captured || constructed, "\(name): \(note)")
            guard case .start = trace.steps.first?.kind else {
                Issue.record("\(name) does not start with the keyboard")
                continue
            }
        }
    }

    // MARK: Keyboard layout guides that misbehave

    /// react-native-keyboard-controller PRs 1158, 1170: a guide that never
    /// lays out is dropped after a whole transition; the posts carry on.
    @Test func guideNeverLaysOut() throws {
        let view = FakeScrollView()
        let replay = try replay("guide-never-lays-out", on: view)
        #expect(replay.diagnostics == [.layoutGuideNotFollowed(.silent)])
        #expect(replay.state.frame == docked(336))
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// cmux PR 9958: a guide at rest under an open keyboard is dropped at the did-event; the posted frame stands.
    @Test func guideStuckAtRest() throws {
        let view = FakeScrollView()
        let replay = try replay("guide-stuck-at-rest", on: view)
        #expect(replay.diagnostics == [.layoutGuideNotFollowed(.stuckAtRest)])
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// cmux PR 9663: a pool created over an open keyboard learns it from a
    /// guide that reads the keyboard, not from one at rest.
    @Test func poolCreatedOverOpenKeyboard() throws {
        let view = FakeScrollView()
        let replay = try replay("pool-created-over-open-keyboard", on: view)
        #expect(replay.causes == [.layoutGuide])
        #expect(replay.state.placement == .docked)
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// firefox-ios PR 30146: the guide's higher top corrects a frame that leaves out an autofill strip.
    @Test func autofillStripLeftOut() throws {
        let view = FakeScrollView()
        let replay = try replay("autofill-strip-left-out", on: view)
        #expect(replay.state.frame == docked(380))
        #expect(view.keyboardBottomInsets.content == 346)
    }

    /// Chatto PR 797: the guide's higher top corrects a frame that leaves out the input accessory view.
    @Test func inputAccessoryLeftOut() throws {
        let view = FakeScrollView()
        let replay = try replay("input-accessory-left-out", on: view)
        #expect(replay.state.frame == docked(336))
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// FB18129544: frames in a Stage Manager window's coordinates read as an
    /// undocked keyboard; the guide that moved corrects them, and the window is inset.
    @Test func iPadFramesInViewCoordinates() throws {
        let window = CGRect(x: 100, y: 100, width: 700, height: 1100)
        let view = FakeScrollView(
            geometry: KeyboardViewGeometry(screenBounds: TestScreen.pad, viewFrame: window, safeAreaBottomInset: 0),
            automaticBottomInset: 0
        )
        let replay = try replay("ipad-frames-in-view-coordinates", on: view)
        #expect(replay.state.frame == TestScreen.docked(height: 400, on: TestScreen.pad))
        #expect(replay.state.placement == .docked)
        #expect(view.keyboardBottomInsets.content == 234)
    }

    /// FB18129551: a guide left up after a dismissal is dropped; the posts
    /// hide the keyboard, and the next drag is followed only when its posts come.
    @Test func guideLeftUpAfterDismissal() throws {
        let view = FakeScrollView()
        let replay = try replay("guide-left-up-after-dismissal", on: view)
        #expect(replay.diagnostics == [.layoutGuideNotFollowed(.stuckCovering)])
        #expect(replay.causes.filter { $0 == .liveFrame }.count == 1, "the first drag, not the second")
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// FB18129558: a guide reading less of the view covered than the posts is dropped; the posts stand.
    @Test func guideBehindKeyboard() throws {
        let view = FakeScrollView()
        let replay = try replay("guide-behind-keyboard", on: view)
        #expect(replay.diagnostics == [.layoutGuideNotFollowed(.behindKeyboard)])
        #expect(view.keyboardBottomInsets.content == 302)
    }

    // MARK: What the posts say

    /// cmux PR 10810: did-posts that echo their will-posts move nothing, whatever frame they carry.
    @Test func misreportedDidFrames() throws {
        let view = FakeScrollView()
        let replay = try replay("misreported-did-frames", on: view)
        #expect(replay.state.frame == docked(336))
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// The reducer's echo rule, alone: a didShow carrying another frame is the willShow's echo.
    @Test func didEventEcho() throws {
        let view = FakeScrollView()
        let replay = try replay("did-event-echo", on: view)
        #expect(replay.causes == [.post(.willShow)])
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// duckduckgo/iOS PR 1898: a rapid show and hide ends where the last will-post put it; the late didHide is an echo.
    @Test func rapidShowAndHide() throws {
        let view = FakeScrollView()
        let replay = try replay("rapid-show-and-hide", on: view)
        #expect(replay.causes == [.post(.willShow), .post(.willHide), .post(.willShow)])
        #expect(replay.state.isShown)
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// Focus moving while the keyboard slides out: the hide's late didHide does not hide the keyboard coming up.
    @Test func focusMovesWhileHiding() throws {
        let view = FakeScrollView()
        let replay = try replay("focus-moves-while-hiding", on: view)
        #expect(replay.state.placement == .docked)
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// DCIntrospect-ARC issue 44: a lone didHide is news, and hides the keyboard.
    @Test func loneDidHide() throws {
        let view = FakeScrollView()
        let replay = try replay("lone-did-hide", on: view)
        #expect(replay.state.placement == .hidden)
        #expect(view.keyboardBottomInsets.content == 0)
    }

    /// A pool that started listening between willShow and didShow: the lone didShow shows the keyboard.
    @Test func loneDidShow() throws {
        let view = FakeScrollView()
        let replay = try replay("lone-did-show", on: view)
        #expect(replay.causes == [.post(.didShow)])
        #expect(view.keyboardBottomInsets.content == 302)
    }

    /// A hardware keyboard's shortcut bar covers what it overlaps.
    @Test func hardwareKeyboardBar() throws {
        let view = FakeScrollView()
        let replay = try replay("hardware-keyboard-bar", on: view)
        #expect(replay.state.placement == .hardwareKeyboardBar)
        #expect(view.keyboardBottomInsets.content == 21)
    }

    /// A zero-height frame is a keyboard that is up and covers nothing.
    @Test func zeroHeightFrame() throws {
        let view = FakeScrollView()
        let replay = try replay("zero-height-frame", on: view)
        #expect(replay.state.placement == .undocked)
        #expect(view.keyboardBottomInsets.content == 0)
    }

    /// A floating keyboard mid-screen is up and covers nothing.
    @Test func undockedKeyboard() throws {
        let view = FakeScrollView()
        let replay = try replay("undocked-keyboard", on: view)
        #expect(replay.state.placement == .undocked)
        #expect(view.keyboardBottomInsets.content == 0)
    }

    /// A rotation's frame changes move the keyboard to the landscape screen
    /// they name: a landscape view (21 pt home indicator) is inset by 162 less 21.
    @Test func rotationWhileShown() throws {
        let view = FakeScrollView(
            geometry: KeyboardViewGeometry(
                screenBounds: TestScreen.phoneLandscape, viewFrame: TestScreen.phoneLandscape, safeAreaBottomInset: 21
            ),
            automaticBottomInset: 21
        )
        let replay = try replay("rotation-while-shown", on: view)
        #expect(replay.state.frame == CGRect(x: 0, y: 228, width: 844, height: 162))
        #expect(replay.state.screen?.bounds == TestScreen.phoneLandscape)
        #expect(replay.state.placement == .docked)
        #expect(view.keyboardBottomInsets.content == 141)
    }

    /// iOS 26's 44 pt hide frame: willHide hides, whatever frame it carries.
    @Test func iOS26HideLeftover() throws {
        let view = FakeScrollView()
        let replay = try replay("ios26-hide-leftover", on: view)
        #expect(replay.state.placement == .hidden)
        #expect(replay.state.frame == docked(44))
        #expect(view.keyboardBottomInsets.content == 0)
    }
}
