import Testing
@testable import KeyboardObservation
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// The policy's counter-cases (issue "Right on a device, round three"),
    /// each as UIKit would run it; each failed before its rule.
    @Suite @MainActor struct CounterCases {
        /// wikipedia-ios PR 6186 (iOS 26.5): a SwiftUI field still first
        /// responder as its screen is popped; the keyboard leaves with no hide post.
        @Test func aKeyboardThatLeavesWithNoHidePostLeavesTheNextScreenUncovered() async {
            let app = ScenarioApp()
            let chat = ChatScreen(pool: app.pool)
            let navigation = UINavigationController(rootViewController: chat)
            await app.launch(navigation)
            let hosting = FieldScreen(field: SwiftUIHostedTextField())
            navigation.pushViewController(hosting, animated: true)
            await app.model.turns(2)
            await app.tap(hosting.field)
            await app.settle()
            #expect(app.pool.keyboardState.placement == .docked)
            navigation.popViewController(animated: true)   // Back, the keyboard up
            await app.model.turns(3)
            #expect(app.model.keyboard.frame == nil, "the keyboard is gone, and UIKit said nothing")
            #expect(app.pool.keyboardState.placement == .hidden)
            #expect(chat.transcript.contentInset.bottom == 0)
            #expect(chat.composerBottom.constant == 0)
        }

        /// A view of the app's own that moves on the posts after a behavior
        /// measured it (a custom bottom sheet): measured again at the rest point.
        @Test func aViewTheAppMovesOnThePostsIsMeasuredAgainAtTheRestPoint() async {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            let sheet = UIView(frame: CGRect(x: 0, y: 444, width: 390, height: 400))
            screen.view.addSubview(sheet)
            var covered: [CGFloat] = []
            let overlap = KeyboardOverlapBehavior(measuring: sheet, pool: app.pool, animation: .immediate) {
                covered.append($0.coveredHeight)
            }
            let moves = app.pool.observe([.willShow, .willHide]) { event, _ in
                sheet.frame.origin.y = event == .willShow ? 108 : 444   // above the keyboard, without resizing
            }
            await app.tap(screen.field)
            await app.model.turn()
            #expect(covered == [0, 336], "measured where it was, inside the post; a move reports nothing")
            await app.settle()
            #expect(covered == [0, 336, 0], "measured again where it went, at the rest point")
            withExtendedLifetime((overlap, moves)) {}
        }

        /// iOS 26's posts leave the accessory bar out (Chatto PR 797); a card
        /// of the app's ends between the bar's top (463) and the posted top
        /// (508): all its guide covers is the bar. Corrected, not dropped.
        @Test func aGuideCoveringOnlyTheBarThePostsLeaveOutCorrectsThem() async {
            let app = ScenarioApp(ScenarioApp.configuration { $0.postsIncludeInputAccessoryView = false })
            let root = UIViewController()
            await app.launch(root)
            let card = FieldScreen()
            card.modalPresentationStyle = .overFullScreen
            card.field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 45))
            root.present(card, animated: true)
            card.view.frame = CGRect(x: 0, y: 160, width: 390, height: 330)   // a card ending at 490
            let scrollView = UIScrollView(frame: card.view.bounds)
            card.view.insertSubview(scrollView, at: 0)
            let inset = KeyboardContentInsetBehavior(target: scrollView, pool: app.pool, animation: .immediate)
            await app.model.turns(2)
            await app.tap(card.field)
            await app.settle()
            #expect(app.guidesDropped.isEmpty)
            #expect(app.pool.keyboardState.frame?.minY == 463, "the bar's top: 844 - 336 - 45")
            #expect(scrollView.contentInset.bottom == 27)   // 490 - 463
            withExtendedLifetime(inset) {}
        }

        /// react-native-keyboard-controller issue 1631 / PR 1632 (iOS 26): a
        /// guide that does not animate on a drag dismissal. The drag moves
        /// nothing, the guide is not dropped, and the posts end it.
        @Test func aGuideThatDoesNotFollowADragLeavesTheDragToThePosts() async {
            let app = ScenarioApp(ScenarioApp.configuration { $0.guidesFollowDrags = false })
            let chat = ChatScreen(pool: app.pool)
            await app.launch(chat)
            await app.tap(chat.field)
            await app.settle()
            await app.drag(toTop: 700)
            #expect(chat.transcript.contentInset.bottom == 302)
            app.model.keyboard.endDrag(dismissing: true)
            await app.settle()
            #expect(chat.transcript.contentInset.bottom == 0)
            #expect(app.guidesDropped.isEmpty)
        }
    }
}
