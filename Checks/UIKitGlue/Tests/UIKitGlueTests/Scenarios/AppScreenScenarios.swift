import Testing
@testable import KeyboardObservation
import KeyboardObservationSwiftUI
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// Screens shaped like apps', through the real glue: what the keyboard
    /// does to them, where the package puts its helper views, what it writes.
    @Suite @MainActor struct AppScreens {
        @Test func aChatScreenInANavigationControllerFollowsTheKeyboardAndTheFinger() async {
            let app = ScenarioApp()
            let chat = ChatScreen(pool: app.pool)
            let window = await app.launch(UINavigationController(rootViewController: chat))
            await app.tap(chat.field)
            // The writes animate with the keyboard, inside its post.
            #expect(app.model.animations.contains { $0.isInsideKeyboardPost && $0.duration == 0.25 && $0.options >> 16 == 7 })
            await app.settle()
            #expect(chat.transcript.contentInset.bottom == 302)
            #expect(chat.transcript.verticalScrollIndicatorInsets.bottom == 302)
            #expect(chat.composerBottom.constant == -302)
            await app.drag(toTop: 650)
            #expect(chat.transcript.contentInset.bottom == 160)   // 844 - 650 - 34
            app.model.keyboard.endDrag(dismissing: false)   // it springs back
            await app.settle()
            #expect(chat.transcript.contentInset.bottom == 302)
            await app.drag(toTop: 760)
            app.model.keyboard.endDrag(dismissing: true)
            await app.settle()
            #expect(chat.transcript.contentInset.bottom == 0)
            #expect(chat.composerBottom.constant == 0)
            // One tracker, in the navigation controller's view: the window's root.
            #expect(trackers(in: window) == [window.rootViewController?.view].compactMap { $0 })
            #expect(app.model.exceptions.isEmpty)
            #expect(app.guidesDropped.isEmpty)
        }

        @Test func aComposerFollowsADragIntoTheHomeIndicatorsBand() async {
            // Below the band's top (810) the guide rests at it: the composer
            // sits on the safe area, where one pinned to the guide would,
            // not where the last frame above the band left it.
            let app = ScenarioApp()
            let chat = ChatScreen(pool: app.pool)
            await app.launch(UINavigationController(rootViewController: chat))
            await app.tap(chat.field)
            await app.settle()
            await app.drag(toTop: 780)
            #expect(chat.composerBottom.constant == -30)
            await app.drag(toTop: 830)
            #expect(chat.composerBottom.constant == 0)
            #expect(chat.transcript.contentInset.bottom == 0)
            await app.drag(toTop: 700)
            #expect(chat.composerBottom.constant == -110)
            #expect(app.guidesDropped.isEmpty)
        }

        /// WordPress-iOS's login form, rewritten: the reveal measures where
        /// the constraint behavior's lift puts the field, whichever was made
        /// first, and scrolls once, inside the keyboard's animation.
        @Test(arguments: [false, true])
        func aLoginFormRevealsItsFieldAboveItsButtonsWhicheverBehaviorCameFirst(revealFirst: Bool) async {
            let app = ScenarioApp()
            let login = LoginScreen(pool: app.pool, revealFirst: revealFirst)
            await app.launch(login)
            await app.tap(login.password)
            await app.settle()
            #expect(login.bottom.constant == 302)
            let fieldBottom = login.password.convert(login.password.bounds, to: nil).maxY
            #expect(fieldBottom <= 844 - 336 - 76 - 8, "above the buttons with its margin: \(fieldBottom)")
            let writes = login.container.table.offsetWrites
            #expect(writes.count == 1 && writes.allSatisfy { $0.animated }, "one scroll, with the keyboard: \(writes)")
        }

        @Test func aScreenPushedOverAnOpenKeyboardIsInsetAsItAppears() async {
            let app = ScenarioApp()
            let first = FieldScreen()
            let navigation = UINavigationController(rootViewController: first)
            await app.launch(navigation)
            await app.tap(first.field)
            await app.settle()
            let chat = ChatScreen(pool: app.pool)
            navigation.pushViewController(chat, animated: true)
            chat.field.becomeFirstResponder()   // focus moves: UIKit posts nothing
            await app.model.turns(2)
            #expect(chat.transcript.contentInset.bottom == 302)
            await app.drag(toTop: 700)
            #expect(chat.transcript.contentInset.bottom == 110)
            #expect(app.guidesDropped.isEmpty)
        }

        @Test func followersMadeBeforeAndAfterTheKeyboardRoseAgree() async {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            var before: [KeyboardChange] = []
            let early = app.pool.observeChanges(followingLiveFrames: true) { before.append($0) }
            let earlyModel = KeyboardModel(pool: app.pool)
            await app.tap(screen.field)
            await app.settle()
            var after: [KeyboardChange] = []
            let late = app.pool.observeChanges(followingLiveFrames: true) { after.append($0) }
            let lateModel = KeyboardModel(pool: app.pool)
            let overlap = UIView(frame: screen.view.bounds)
            screen.view.addSubview(overlap)
            var covered: CGFloat = 0
            let overlapBehavior = KeyboardOverlapBehavior(measuring: overlap, pool: app.pool, animation: .immediate) {
                covered = $0.coveredHeight
            }
            #expect(covered == 336)
            #expect(lateModel.state == earlyModel.state)
            await app.drag(toTop: 700)
            #expect(before.last?.current.frame?.minY == 700)
            #expect(after.last?.current.frame?.minY == 700)
            #expect(earlyModel.state.frame?.minY == 700)
            #expect(lateModel.state.frame?.minY == 700)
            #expect(covered == 144)
            withExtendedLifetime((early, late, overlapBehavior)) {}
        }

        @Test func aSwiftUIHostedRootFollowsTheFingerThroughItsPlainHostingView() async {
            // A UIHostingController's view is a plain UIView to UIKit, and the
            // text field SwiftUI draws its TextField with posts UIKit's
            // begin-editing notification.
            let app = ScenarioApp()
            let hosting = FieldScreen(field: SwiftUIHostedTextField())
            let window = await app.launch(hosting)
            let model = KeyboardModel(pool: app.pool)
            await app.tap(hosting.field)
            await app.settle()
            #expect(model.state.placement == .docked)
            await app.drag(toTop: 600)
            #expect(model.state.frame?.minY == 600)
            #expect(trackers(in: window) == [hosting.view])
        }

        @Test func aViewOnAnExternalDisplayIsCoveredByNothing() async {
            let app = ScenarioApp()
            let chat = ChatScreen(pool: app.pool)
            await app.launch(chat)
            let external = app.model.connectExternalDisplay(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
            let board = FormScreen(pool: app.pool)
            let externalWindow = app.model.makeWindow(rootViewController: board, in: external)
            await app.model.turn()
            await app.tap(chat.field)
            await app.settle()
            #expect(chat.transcript.contentInset.bottom == 302)
            #expect(board.scrollView.contentInset.bottom == 0)
            await app.drag(toTop: 700)
            #expect(board.scrollView.contentInset.bottom == 0)
            #expect(chat.transcript.contentInset.bottom == 110)
            #expect(externalWindow.isKeyWindow, "key in its own scene")
        }

        @Test func aTableViewControllersTableIsLeftToItAndTheDeveloperIsTold() async {
            let app = ScenarioApp()
            let table = UITableViewController()
            await app.launch(table)
            let scrollView = table.view as! UIScrollView
            let inset = KeyboardContentInsetBehavior(target: scrollView, pool: app.pool)
            let field = UITextField()
            scrollView.addSubview(field)
            await app.tap(field)
            await app.settle()
            #expect(scrollView.contentInset.bottom == 0)
            #expect(app.diagnostics.contains(.insetOnTableViewController))
            withExtendedLifetime(inset) {}
        }

        @Test func detachingTheLastFollowerTakesTheHelperViewsAwayOnTheNextTurn() async {
            let app = ScenarioApp()
            let chat = ChatScreen(pool: app.pool)
            let window = await app.launch(chat)
            await app.tap(chat.field)
            await app.settle()
            #expect(trackers(in: window).count == 1)
            chat.inset?.detach()
            chat.bottom?.detach()
            await app.drag(toTop: 700)   // the tracker hears it is unused
            await app.model.turns(2)
            #expect(trackers(in: window).isEmpty)
            #expect(chat.transcript.contentInset.bottom == 0)
        }

        @Test func freeingAPoolTakesItsGuideTrackerAwayAfterTheNextLayoutPass() async {
            // The pool's close cancels its sessions outside any layout pass:
            // the tracker, left with cancelled closures only, still leaves.
            let app = ScenarioApp()
            let screen = UIViewController()
            let window = await app.launch(screen)
            let scrollView = UIScrollView(frame: screen.view.bounds)
            screen.view.addSubview(scrollView)
            let field = UITextField()
            scrollView.addSubview(field)
            var pool: ObserverPool? = ObserverPool(notificationCenter: app.model.notificationCenter, sweepInterval: nil)
            let inset = KeyboardContentInsetBehavior(target: scrollView, pool: pool!)
            await app.tap(field)
            await app.settle()
            #expect(trackers(in: window) == [screen.view])
            pool = nil
            await app.drag(toTop: 700)
            await app.model.turns(2)
            #expect(trackers(in: window).isEmpty)
            withExtendedLifetime(inset) {}
        }
    }
}

/// The package's guide trackers in `window`, by the views that hold them.
@MainActor
func trackers(in window: UIWindow) -> [UIView] {
    var hosts: [UIView] = []
    func visit(_ view: UIView) {
        if view.subviews.contains(where: { $0 is KeyboardGuideTracker }) { hosts.append(view) }
        view.subviews.forEach(visit)
    }
    visit(window)
    return hosts
}
