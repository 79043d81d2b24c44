import Foundation
import Testing
@testable import KeyboardObservation
@testable import KeyboardObservationSwiftUI
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// What overlap may reach SwiftUI state, and when: never inside SwiftUI's
/// update (creation, SwiftUI's safe area, window and size changes go out on
/// a later main-queue turn), at once inside a keyboard post or a drag frame
/// once the first turn is over, and the content inset above SwiftUI's own safe area.
@MainActor
struct KeyboardOverlapReporterTests {
    private let fixture = PoolFixture()

    /// The probe view SwiftUI lays out: its window arrives after `makeUIView`.
    @MainActor
    final class FakeProbe: KeyboardMeasurable, KeyboardGeometryChangeSource {
        var keyboardViewGeometry: KeyboardViewGeometry?
        private let observers = KeyboardCallbackList<KeyboardGeometryChange>()

        func layoutIfNeeded() {}

        func observeKeyboardGeometryChanges(_ onChange: @escaping @MainActor (KeyboardGeometryChange) -> Bool) {
            observers.append(onChange)
        }

        func change(_ geometry: KeyboardViewGeometry, _ change: KeyboardGeometryChange) {
            keyboardViewGeometry = geometry
            observers.callAll(with: change)
        }
    }

    /// What the reporter hands SwiftUI: each report, with the timing it was animated with.
    @MainActor
    final class Reports {
        private(set) var insets: [CGFloat] = []
        private(set) var timings: [TimeInterval?] = []
        private var animating: TimeInterval??

        var animate: KeyboardOverlapReporter.Animate {
            { [self] info, changes in
                animating = .some(info?.animationDuration)
                changes()
                animating = nil
            }
        }

        func record(_ overlap: KeyboardOverlap) {
            insets.append(overlap.contentInset)
            timings.append(animating ?? nil)
        }
    }

    /// A composer that stops at the home indicator, 34 pt above the screen's bottom.
    private let composer = TestScreen.phoneView(CGRect(x: 0, y: 0, width: 390, height: 810))

    /// A whole screen: down to the screen's bottom, the home indicator's 34 pt in UIKit's safe area.
    private let wholeScreen = TestScreen.fullScreenPhoneView

    /// The view the reporter measures; held here because the reporter holds it weakly.
    private let probe = FakeProbe()

    /// A reporter on the probe, in a window with `geometry` (`nil`: none yet) and under
    /// SwiftUI's `safeArea` at the bottom, and what it reports.
    private func makeReporter(
        in geometry: KeyboardViewGeometry?, safeArea: CGFloat = 0
    ) -> (reporter: KeyboardOverlapReporter, reports: Reports) {
        probe.keyboardViewGeometry = geometry
        let reports = Reports()
        let reporter = KeyboardOverlapReporter(
            measuring: probe, pool: fixture.pool, safeAreaBottomInset: safeArea, animate: reports.animate,
            report: { reports.record($0) }
        )
        return (reporter, reports)
    }

    @Test func nothingIsReportedDuringMakeUIViewAndTheFirstReportComesNextTurnAtOnce() async {
        fixture.keyboard.show(height: 336)
        let (reporter, reports) = makeReporter(in: composer)
        #expect(reports.insets.isEmpty, "makeUIView must not write SwiftUI state")
        await nextMainQueueTurn()
        #expect(reports.insets == [302])
        #expect(reports.timings == [nil], "the keyboard was already up: at once")
        withExtendedLifetime(reporter) {}
    }

    @Test func aKeyboardPostedInTheFirstTurnIsReportedWithItsTiming() async {
        // A screen that focuses its field as it appears.
        let (reporter, reports) = makeReporter(in: composer)
        fixture.keyboard.show(height: 336, duration: 0.3)
        #expect(reports.insets.isEmpty)
        await nextMainQueueTurn()
        #expect(reports.insets == [302])
        #expect(reports.timings == [0.3], "animated with the keyboard, not snapped in")
        withExtendedLifetime(reporter) {}
    }

    @Test func keyboardPostsReportAtOnceAndWindowChangesNextTurn() async {
        let (reporter, reports) = makeReporter(in: nil)
        await nextMainQueueTurn()
        #expect(reports.insets == [0])
        fixture.keyboard.show(height: 336)
        #expect(reports.insets == [0], "no window yet: nothing covered")
        probe.change(composer, .joinedWindow)   // inside the hosting view's update
        #expect(reports.insets == [0])
        await nextMainQueueTurn()
        #expect(reports.insets == [0, 302])
        fixture.keyboard.hide(duration: 0.2)
        #expect(reports.insets == [0, 302, 0], "a keyboard post reports inside the post")
        #expect(reports.timings.last == 0.2)
        withExtendedLifetime(reporter) {}
    }

    @Test func aDragFrameReachesTheModifiersAtOnceUnanimated() async {
        let (reporter, reports) = makeReporter(in: composer)
        await nextMainQueueTurn()
        fixture.keyboard.show(height: 336)
        fixture.keyboard.drag(height: 200)
        #expect(reports.insets == [0, 302, 166])
        #expect(reports.timings == [nil, 0.25, nil])
        withExtendedLifetime(reporter) {}
    }

    @Test func theContentInsetIsTakenAboveSwiftUIsSafeAreaNotUIKits() async {
        fixture.keyboard.show(height: 336)
        // UIKit says 34 pt of the screen is unsafe; the view is under `.ignoresSafeArea()`.
        let (reporter, ignoringSafeArea) = makeReporter(in: wholeScreen, safeArea: 0)
        await nextMainQueueTurn()
        #expect(ignoringSafeArea.insets == [336], "SwiftUI lays the content out to the screen's bottom")
        reporter.updateSafeAreaBottomInset(34)   // `updateUIView`: the view respects the home indicator again
        #expect(ignoringSafeArea.insets == [336], "not inside SwiftUI's update")
        await nextMainQueueTurn()
        #expect(ignoringSafeArea.insets == [336, 302])
        #expect(reporter.overlap == KeyboardOverlap(coveredHeight: 336, contentInset: 302))
    }

    @Test func theLatestReportClosureIsTheOneCalled() async {
        let (reporter, first) = makeReporter(in: composer)
        let second = Reports()
        reporter.report = { second.record($0) }
        await nextMainQueueTurn()
        fixture.keyboard.show(height: 336)
        #expect(first.insets.isEmpty)
        #expect(second.insets == [0, 302])
    }
}
