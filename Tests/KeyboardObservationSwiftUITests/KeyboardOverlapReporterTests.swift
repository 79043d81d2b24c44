import Foundation
import Testing
@testable import KeyboardObservation
@testable import KeyboardObservationSwiftUI
import KeyboardObservationTesting

/// When an overlap may reach SwiftUI state: never inside SwiftUI's update
/// (creation, window and size changes go out on the next main-queue turn),
/// at once inside a keyboard post.
@MainActor
struct KeyboardOverlapReporterTests {
    private let fixture = SwiftUIPoolFixture()
    private var pool: ObserverPool { fixture.pool }
    private var keyboard: KeyboardSimulator { fixture.keyboard }

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

    /// A composer that stops at the home indicator, 34 pt above the screen's bottom.
    private let composer = KeyboardViewGeometry(
        screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
        viewFrame: CGRect(x: 0, y: 0, width: 390, height: 810), safeAreaBottomInset: 0
    )

    @Test func nothingIsReportedDuringMakeUIViewAndTheFirstReportComesNextTurn() async {
        keyboard.show(height: 336)
        let probe = FakeProbe()
        probe.keyboardViewGeometry = composer
        var reports: [CGFloat] = []
        let reporter = KeyboardOverlapReporter(measuring: probe, pool: pool, animation: .immediate) {
            reports.append($0.contentInset)
        }
        #expect(reports.isEmpty, "makeUIView must not write SwiftUI state")
        await nextMainQueueTurn()
        #expect(reports == [302])
        withExtendedLifetime(reporter) {}
    }

    @Test func keyboardPostsReportAtOnceAndWindowChangesNextTurn() async {
        let probe = FakeProbe()
        var reports: [CGFloat] = []
        let reporter = KeyboardOverlapReporter(measuring: probe, pool: pool, animation: .immediate) {
            reports.append($0.contentInset)
        }
        await nextMainQueueTurn()
        #expect(reports == [0])
        keyboard.show(height: 336)
        #expect(reports == [0], "no window yet: nothing covered")
        probe.change(composer, .joinedWindow)   // inside the hosting view's update
        #expect(reports == [0])
        await nextMainQueueTurn()
        #expect(reports == [0, 302])
        keyboard.hide()
        #expect(reports == [0, 302, 0], "a keyboard post reports inside the post")
        withExtendedLifetime(reporter) {}
    }

    @Test func theLatestReportClosureIsTheOneCalled() async {
        let probe = FakeProbe()
        probe.keyboardViewGeometry = composer
        var first: [CGFloat] = []
        var second: [CGFloat] = []
        let reporter = KeyboardOverlapReporter(measuring: probe, pool: pool, animation: .immediate) {
            first.append($0.contentInset)
        }
        reporter.report = { second.append($0.contentInset) }
        await nextMainQueueTurn()
        keyboard.show(height: 336)
        #expect(first.isEmpty)
        #expect(second == [0, 302])
    }
}
