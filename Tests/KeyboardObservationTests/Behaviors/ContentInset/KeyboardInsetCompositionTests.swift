import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// The inset behavior owns only the part it added: insets the app writes
/// itself are kept, the keyboard's part goes on top and comes off on hide.
@MainActor
struct KeyboardInsetCompositionTests {
    private let fixture = PoolFixture()

    @Test func insetsTheAppWritesWhileTheKeyboardIsUpAreKept() {
        let view = FakeScrollView(insets: KeyboardBottomInsets(content: 10, indicator: 10))
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 312, indicator: 312))
        // `viewDidLayoutSubviews` with `contentInsetAdjustmentBehavior = .never`: absolute insets.
        view.keyboardBottomInsets = KeyboardBottomInsets(content: 50, indicator: 40)
        #expect(behavior.restingInsets == KeyboardBottomInsets(content: 50, indicator: 40))
        behavior.remeasure()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 352, indicator: 342))
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 50, indicator: 40))
    }

    @Test func settingRestingInsetsKeepsTheKeyboardsPart() {
        let view = FakeScrollView()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        behavior.restingInsets = KeyboardBottomInsets(content: 44, indicator: 0)
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 346, indicator: 302))
        #expect(behavior.restingInsets == KeyboardBottomInsets(content: 44, indicator: 0))
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 44, indicator: 0))
    }

    @Test func aRepeatedShowDoesNotAddTwice() {
        let view = FakeScrollView(insets: KeyboardBottomInsets(content: 20, indicator: 0))
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 336)
        fixture.keyboard.show(height: 380)
        #expect(view.keyboardBottomInsets.content == 366)
        behavior.detach()
        #expect(view.keyboardBottomInsets.content == 20)
    }

    @Test func aTableViewControllersTableGetsNothingAndTheDeveloperIsTold() {
        let table = FakeLateScrollView()
        table.isManagedByTableViewController = true
        table.joinWindow()
        var behavior: KeyboardContentInsetBehavior?
        let reported = diagnostics {
            behavior = fixture.insetBehavior(on: table)
            fixture.keyboard.show(height: 336)
        }
        #expect(table.keyboardBottomInsets.content == 0, "UITableViewController makes room itself")
        #expect(reported == [.insetOnTableViewController])
        #expect(KeyboardDiagnostic.insetOnTableViewController.message.contains("UITableViewController"))
        withExtendedLifetime(behavior) {}
    }

    @Test func anAppThatWritesOnlyTheContentInsetKeepsTheIndicatorRight() {
        let view = FakeScrollView()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        view.keyboardBottomInsets.content = 50   // the indicator still holds the keyboard's part
        behavior.remeasure()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 352, indicator: 302))
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 50, indicator: 0))
        fixture.keyboard.show(height: 336)
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 50, indicator: 0), "nothing compounds")
        withExtendedLifetime(behavior) {}
    }

    @Test func anAppThatWritesOnlyTheIndicatorInsetKeepsTheContentRight() {
        let view = FakeScrollView()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        view.keyboardBottomInsets.indicator = 20   // the content still holds the keyboard's part
        behavior.remeasure()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 302, indicator: 322))
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 0, indicator: 20))
        withExtendedLifetime(behavior) {}
    }

    @Test func thePartIsReadOnlyFromWhatTheBehaviorWrote() {
        var composition = KeyboardInsetComposition()
        let resting = KeyboardBottomInsets(content: 8, indicator: 8)
        let up = composition.insets(withKeyboardPart: 300, from: resting)
        #expect(up == KeyboardBottomInsets(content: 308, indicator: 308))
        #expect(composition.keyboardPart(in: up) == 300)
        #expect(composition.keyboardPart(in: resting) == 0, "the app wrote over it")
        #expect(composition.resting(in: KeyboardBottomInsets(content: 60, indicator: 8)).content == 60)
    }

    @Test func anInsetTheAppWritesIsNoticedAndTheKeyboardsPartGoesBackOnTopNextTurn() async {
        let view = FakeLateScrollView()   // reports each inset write, as key-value observing does
        view.joinWindow()
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 302, indicator: 302))
        view.keyboardBottomInsets = KeyboardBottomInsets(content: 50, indicator: 40)   // viewDidLayoutSubviews
        #expect(view.keyboardBottomInsets.content == 50, "not inside the app's write")
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 352, indicator: 342))
        await nextMainQueueTurn()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 352, indicator: 342), "its own write settles")
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 50, indicator: 40))
        withExtendedLifetime(behavior) {}
    }

    @Test func withNoAutomaticInsetTheAppsOwnSafeAreaInsetIsNotCountedTwice() {
        // `contentInsetAdjustmentBehavior = .never`: UIKit adds nothing, the app writes the 34 pt itself.
        let view = FakeScrollView(insets: KeyboardBottomInsets(content: 34, indicator: 34), automaticBottomInset: 0)
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 336, indicator: 336))
        fixture.keyboard.hide()
        #expect(view.keyboardBottomInsets == KeyboardBottomInsets(content: 34, indicator: 34))
        withExtendedLifetime(behavior) {}
    }

    @Test func withNoAutomaticInsetAndNoneOfTheAppsTheWholeCoveredHeightIsAdded() {
        let view = FakeScrollView(automaticBottomInset: 0)
        let behavior = fixture.insetBehavior(on: view)
        fixture.keyboard.show(height: 336)
        #expect(view.keyboardBottomInsets.content == 336)
        withExtendedLifetime(behavior) {}
    }

    @Test func whatClearsTheBottomIsUIKitsInsetOrAsMuchOfTheAppsAsTheSafeArea() {
        #expect(KeyboardInsetComposition.clearedBottomInset(automatic: 34, resting: 44, safeArea: 34) == 34)
        #expect(KeyboardInsetComposition.clearedBottomInset(automatic: 0, resting: 78, safeArea: 34) == 34)
        #expect(KeyboardInsetComposition.clearedBottomInset(automatic: 0, resting: 20, safeArea: 34) == 20)
        #expect(KeyboardInsetComposition.clearedBottomInset(automatic: 0, resting: 0, safeArea: 34) == 0)
    }
}
