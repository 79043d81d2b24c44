import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Followers get changes, not posts: UIKit's four posts of a show change the
/// state once, so a behavior measures once for the change and once more at
/// the show's rest point (its view may have moved meanwhile), and a change
/// observer is called once; an echo, or the same keyboard again, reaches no
/// change observer.
@MainActor
struct ChangesNotPostsTests {
    /// A view that counts how often a behavior measures it.
    @MainActor
    final class CountingView: KeyboardOffsetTarget {
        private(set) var measures = 0
        var keyboardObservationOffset: CGFloat = 0
        var keyboardViewGeometry: KeyboardViewGeometry? {
            measures += 1
            return TestScreen.fullScreenPhoneView
        }
        func layoutIfNeeded() {}
    }

    @Test(arguments: [true, false])
    func aShowAndAHideEachMeasureABehaviorAtTheChangeAndAtTheRestPoint(postsScreen: Bool) {
        let fixture = PoolFixture(postsScreen: postsScreen)
        let view = CountingView()
        let behavior = KeyboardOffsetBehavior(target: view, pool: fixture.pool, animation: .immediate)
        let created = view.measures
        fixture.keyboard.show(height: 336)   // four posts: the change, then the rest point
        #expect(view.measures == created + 2)
        fixture.keyboard.show(height: 336)   // the same keyboard again (focus moved): its rest point only
        #expect(view.measures == created + 3)
        fixture.keyboard.hide()
        #expect(view.measures == created + 5)
        #expect(view.keyboardObservationOffset == 0)
        withExtendedLifetime(behavior) {}
    }

    @Test func aChangeObserverIsCalledOncePerShowWithTheStateBeforeIt() {
        let fixture = PoolFixture()
        var changes: [KeyboardChange] = []
        let token = fixture.pool.observeChanges { changes.append($0) }
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 380)
        fixture.keyboard.hide()
        #expect(changes.map(\.cause) == [.post(.willChangeFrame), .post(.willChangeFrame), .post(.willChangeFrame)])
        #expect(changes.map(\.current.frame) == [
            TestScreen.docked(height: 336), TestScreen.docked(height: 380), CGRect(x: 0, y: 844, width: 390, height: 380),
        ])
        #expect(changes.map(\.previous.placement) == [.unknown, .docked, .docked])
        #expect(changes.last?.info?.animationDuration == 0.25)
        withExtendedLifetime(token) {}
    }
}
