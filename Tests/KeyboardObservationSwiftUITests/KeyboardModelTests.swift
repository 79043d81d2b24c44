#if canImport(Observation)
import Foundation
import Observation
import Testing
@testable import KeyboardObservation
@testable import KeyboardObservationSwiftUI
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// `KeyboardModel` driven by UIKit's posts (through `KeyboardSimulator`),
/// watched the way SwiftUI watches it: `withObservationTracking` on `state`.
/// (Each test carries the model's availability: Swift Testing takes it on
/// functions, not on a suite.)
@MainActor
struct KeyboardModelTests {
    private let center = NotificationCenter()
    private let pool: ObserverPool
    private let keyboard: KeyboardSimulator
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    init() {
        pool = ObserverPool(notificationCenter: center, sweepInterval: nil)
        keyboard = KeyboardSimulator(notificationCenter: center)
    }

    /// Whether `action` invalidates a view that read `model.state` (or what
    /// `read` reads) before it.
    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    private func invalidates(
        _ model: KeyboardModel, reading read: (KeyboardModel) -> Void = { _ = $0.state }, _ action: () -> Void
    ) -> Bool {
        let invalidated = LockIsolated(false)
        withObservationTracking {
            read(model)
        } onChange: {
            invalidated.withLock { $0 = true }
        }
        action()
        return invalidated.withLock { $0 }
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func startsFromThePoolsCurrentKeyboard() {
        keyboard.show(height: 336)
        let model = KeyboardModel(pool: pool)   // created over an open keyboard
        #expect(model.state.isShown)
        #expect(model.state.bottomOverlap(on: screen) == 336)
        #expect(model.lastChange == nil)
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aNestedPostThatOvertakesAFanOutLeavesTheModelOnTheNewerState() {
        let keyboard = keyboard
        let down = keyboardInfo(end: TestScreen.docked(height: 336).offsetBy(dx: 0, dy: 336))
        let first = pool.observe([.willShow]) { _, _ in keyboard.post(.willHide, userInfo: down.userInfo) }
        let model = KeyboardModel(pool: pool)
        keyboard.post(.willShow, userInfo: keyboardInfo(end: TestScreen.docked(height: 336)).userInfo)
        #expect(!model.state.isShown, "the show's older snapshot arrived last and was skipped")
        withExtendedLifetime(first) {}
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aShowInvalidatesOnceAndItsEchoesNot() {
        let model = KeyboardModel(pool: pool)
        keyboard.show(height: 300)
        keyboard.hide()
        let frame = TestScreen.docked(height: 336)
        // UIKit's four posts of the next show, one at a time: the first, with
        // its screen, already shows the keyboard it announces.
        #expect(invalidates(model) { keyboard.post(.willChangeFrame, info: keyboardInfo(end: frame)) })
        #expect(!invalidates(model) { keyboard.post(.willShow, info: keyboardInfo(end: frame)) })
        #expect(!invalidates(model) { keyboard.post(.didChangeFrame, info: keyboardInfo(end: frame)) })
        #expect(!invalidates(model) { keyboard.post(.didShow, info: keyboardInfo(end: frame)) })
        #expect(model.state.bottomOverlap(on: screen) == 336)
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aViewReadingOnlyIsShownReRendersWhenTheKeyboardComesOrGoes() {
        let model = KeyboardModel(pool: pool)
        let readsIsShown: (KeyboardModel) -> Void = { _ = $0.isShown }
        #expect(invalidates(model, reading: readsIsShown) { keyboard.show(height: 336) })
        #expect(!invalidates(model, reading: readsIsShown) { keyboard.show(height: 380) }, "a taller keyboard")
        #expect(!invalidates(model, reading: readsIsShown) { keyboard.drag(height: 300) }, "a drag frame")
        #expect(!invalidates(model, reading: readsIsShown) { keyboard.drag(height: 200) })
        #expect(invalidates(model, reading: readsIsShown) { keyboard.hide() })
        #expect(!model.isShown)
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aViewReadingOnlyTheHardwareKeyboardReRendersWhenOneComesOrGoes() {
        keyboard.disconnectHardwareKeyboard()
        let model = KeyboardModel(pool: pool)
        #expect(model.isHardwareKeyboardAttached == false)
        let readsHardware: (KeyboardModel) -> Void = { _ = $0.isHardwareKeyboardAttached }
        #expect(!invalidates(model, reading: readsHardware) { keyboard.show(height: 336) })
        #expect(!invalidates(model, reading: readsHardware) { keyboard.drag(height: 300) })
        #expect(!invalidates(model, reading: readsHardware) { keyboard.hide() })
        #expect(invalidates(model, reading: readsHardware) { keyboard.connectHardwareKeyboard() })
        #expect(model.isHardwareKeyboardAttached == true)
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func theSameKeyboardAgainDoesNotInvalidate() {
        let model = KeyboardModel(pool: pool)
        keyboard.show(height: 336, duration: 0.25)
        #expect(!invalidates(model) { keyboard.show(height: 336, duration: 0.4) })   // focus moved to another field
        // Nothing was assigned (the macro of Swift 6.2+ skips equal values by
        // itself; older compilers notify on every assignment): the change
        // that last moved the keyboard is still the first show.
        #expect(model.lastChange?.info?.animationDuration == 0.25)
        #expect(invalidates(model) { keyboard.show(height: 380) })    // the predictive bar appeared
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func anInteractiveDismissalIsFollowedFrameByFrame() {
        let model = KeyboardModel(pool: pool)
        keyboard.show(height: 336)
        #expect(invalidates(model) { keyboard.drag(height: 200) })
        #expect(model.state.bottomOverlap(on: screen) == 200)
        #expect(model.lastChange?.info?.animationDuration == 0)   // the finger is the animation
        #expect(!invalidates(model) { keyboard.drag(height: 200) })   // the same frame again
        #expect(invalidates(model) { keyboard.show(height: 336) })    // springs back
        #expect(model.state.bottomOverlap(on: screen) == 336)
        #expect(model.lastChange?.info?.animationDuration == 0.25)
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aHideInvalidatesAndNothingAfterItDoes() {
        let model = KeyboardModel(pool: pool)
        keyboard.show(height: 336)
        #expect(invalidates(model) { keyboard.hide() })
        #expect(!model.state.isShown)
        let below = TestScreen.docked(height: 300).offsetBy(dx: 0, dy: 300)
        #expect(!invalidates(model) { keyboard.post(.willChangeFrame, info: keyboardInfo(end: below)) })   // still below the screen
        #expect(!invalidates(model) { keyboard.drag(height: 120) })
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aLoneDidHideIsNews() {
        let model = KeyboardModel(pool: pool)
        keyboard.show(height: 216)
        #expect(invalidates(model) { keyboard.post(.didHide, info: keyboardInfo(end: CGRect(x: 0, y: 844, width: 390, height: 216))) })
        #expect(!model.state.isShown)
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aReleasedModelLeavesNothingSubscribed() {
        weak var probe: KeyboardModel?
        do {
            let model = KeyboardModel(pool: pool)
            probe = model
            #expect(pool.count == 1)
        }
        #expect(probe == nil)
        #expect(pool.count == 0)
        keyboard.show(height: 336)   // reaches nobody, and nothing traps
    }

    @available(iOS 17.0, macCatalyst 17.0, macOS 14.0, visionOS 1.0, *)
    @Test func aModelDoesNotKeepItsPoolAlive() {
        weak var poolProbe: ObserverPool?
        var model: KeyboardModel?
        do {
            let pool = ObserverPool(notificationCenter: NotificationCenter(), sweepInterval: nil)
            poolProbe = pool
            model = KeyboardModel(pool: pool)
        }
        #expect(poolProbe == nil)
        #expect(model?.state.isShown == false)
    }
}
#endif
