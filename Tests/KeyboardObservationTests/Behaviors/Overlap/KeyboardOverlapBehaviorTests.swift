import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The behavior under the SwiftUI modifiers: one view's overlap, reported once per change.
@MainActor
struct KeyboardOverlapBehaviorTests {
    private let fixture = PoolFixture()
    private let phone = TestScreen.fullScreenPhoneView

    private func attach(
        _ view: FakeView, animation: KeyboardAnimation = .immediate, into reports: LockIsolated<[KeyboardOverlap]>
    ) -> KeyboardOverlapBehavior {
        KeyboardOverlapBehavior(measuring: view, pool: fixture.pool, animation: animation) { reports.append($0) }
    }

    @Test func reportsTheRestingOverlapAtOnceThenEachChange() {
        let reports = LockIsolated<[KeyboardOverlap]>([])
        let view = FakeView(geometry: phone)   // held weakly by the behavior
        let behavior = attach(view, into: reports)
        #expect(reports.current == [KeyboardOverlap(coveredHeight: 0, contentInset: 0)])
        fixture.keyboard.show(height: 336)   // four posts, one change
        fixture.keyboard.hide()
        #expect(reports.current.map(\.coveredHeight) == [0, 336, 0])
        #expect(reports.current.map(\.contentInset) == [0, 302, 0])   // above the 34 pt home indicator
        withExtendedLifetime((view, behavior)) {}
    }

    @Test func aViewCreatedOverAnOpenKeyboardStartsCovered() {
        fixture.keyboard.show(height: 336)
        let reports = LockIsolated<[KeyboardOverlap]>([])
        let view = FakeView(geometry: phone)
        let behavior = attach(view, into: reports)
        #expect(reports.current.map(\.coveredHeight) == [336])
        withExtendedLifetime((view, behavior)) {}
    }

    @Test func aFormSheetIsCoveredOnlyWhereItMeetsTheKeyboard() {
        let sheet = KeyboardViewGeometry(
            screenBounds: TestScreen.pad, viewFrame: CGRect(x: 212, y: 200, width: 600, height: 900),
            safeAreaBottomInset: 0
        )
        let reports = LockIsolated<[KeyboardOverlap]>([])
        let view = FakeView(geometry: sheet)
        let behavior = attach(view, into: reports)
        KeyboardSimulator(notificationCenter: fixture.center, screen: TestScreen.pad).show(height: 400)
        #expect(reports.current.last?.coveredHeight == 134)   // 1100 - (1366 - 400)
        withExtendedLifetime((view, behavior)) {}
    }

    @Test func showsAndHidesAreAnimatedWithTheKeyboardsTimingAndDragsAreNot() {
        let recorder = AnimationRecorder()
        let reports = LockIsolated<[KeyboardOverlap]>([])
        let view = FakeView(geometry: phone)
        let behavior = attach(view, animation: recorder.animation, into: reports)
        fixture.keyboard.show(height: 336, duration: 0.4)
        #expect(recorder.infos.map(\.animationDuration) == [0.4])
        #expect(recorder.infos.first?.animationCurve == .keyboard)
        fixture.keyboard.drag(height: 200)
        #expect(reports.current.last?.coveredHeight == 200)
        #expect(recorder.infos.map(\.animationDuration) == [0.4], "the finger is the animation: reported at once")
        withExtendedLifetime((view, behavior)) {}
    }

    @Test func nothingIsReportedForPostsThatChangeNothing() {
        let reports = LockIsolated<[KeyboardOverlap]>([])
        let view = FakeView(geometry: phone)
        let behavior = attach(view, into: reports)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)   // field to field: the same keyboard again
        #expect(reports.current.count == 2)
        withExtendedLifetime((view, behavior)) {}
    }

    @Test func detachingOrReleasingStopsTheReports() {
        let reports = LockIsolated<[KeyboardOverlap]>([])
        let view = FakeView(geometry: phone)
        var behavior: KeyboardOverlapBehavior? = attach(view, into: reports)
        behavior?.detach()
        fixture.keyboard.show(height: 336)
        #expect(reports.current.count == 1)
        #expect(fixture.pool.count == 0)
        behavior = attach(view, into: reports)
        #expect(fixture.pool.count == 1)
        behavior = nil
        #expect(fixture.pool.count == 0)
    }
}
