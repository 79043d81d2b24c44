import Testing
@testable import KeyboardObservation
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// What the glue reads and writes of UIKit's own types: constraints from
    /// a nib, transforms, inverted transcripts, typed messages, Reduce Motion.
    @Suite @MainActor struct Targets {
        @Test func aKeyboardLayoutConstraintFromANibFollowsTheSharedPool() async throws {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            let composer = UIView()
            composer.translatesAutoresizingMaskIntoConstraints = false
            screen.view.addSubview(composer)
            let constraint = KeyboardLayoutConstraint(
                item: screen.view.safeAreaLayoutGuide, attribute: .bottom, relatedBy: .equal,
                toItem: composer, attribute: .bottom, multiplier: 1, constant: 8
            )
            constraint.isActive = true
            constraint.minimumKeyboardSpacing = 10
            constraint.awakeFromNib()   // as the nib loader calls it: attached to ObserverPool.shared
            let behavior = try #require(constraint.keyboardBehavior)
            #expect(behavior.minimumSpacing == 10)
            constraint.attachToKeyboard(pool: app.pool, animation: .immediate)   // the same, on this app's pool
            await app.tap(screen.field)
            await app.settle()
            #expect(constraint.constant == 312)   // the 302 pt over the safe area, and 10 above the keyboard
        }

        @Test func aConstraintBetweenSiblingsOrToTheLegacyGuideStaysAndTheDeveloperIsTold() async {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            let a = UIView()
            let b = UIView()
            screen.view.addSubview(a)
            screen.view.addSubview(b)
            let siblings = KeyboardLayoutConstraint(
                item: a, attribute: .bottom, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0
            )
            siblings.attachToKeyboard(pool: app.pool, animation: .immediate)
            #expect(siblings.keyboardBehavior == nil)
            let bottomLayoutGuide = LegacyLayoutGuide()   // the controller holds it
            let legacy = KeyboardLayoutConstraint(
                item: a, attribute: .bottom, relatedBy: .equal, toItem: bottomLayoutGuide, attribute: .top,
                multiplier: 1, constant: 0
            )
            legacy.attachToKeyboard(pool: app.pool, animation: .immediate)
            #expect(legacy.keyboardBehavior == nil)
            #expect(app.diagnostics.contains(.layoutConstraintBetweenSiblings))
            #expect(app.diagnostics.contains(.layoutConstraintToLegacyLayoutGuide))
            withExtendedLifetime(bottomLayoutGuide) {}
        }

        @Test func aLoginCardIsMovedUpByItsTransform() async {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            let card = UIView(frame: CGRect(x: 20, y: 500, width: 350, height: 300))
            screen.view.addSubview(card)
            let offset = KeyboardOffsetBehavior(target: card, pool: app.pool, animation: .immediate)
            await app.tap(screen.field)
            await app.settle()
            #expect(card.transform.ty == -292)   // the card ends at 800, the keyboard's top is at 508
            #expect(card.keyboardObservationOffset == -card.transform.ty)
            withExtendedLifetime(offset) {}
        }

        @Test func anInvertedTranscriptAtItsNewestMessageKeepsItAboveTheKeyboard() async {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            let transcript = invertedTranscript(in: screen)
            let inset = KeyboardContentInsetBehavior(
                target: transcript, anchoring: .whenScrolledToBottom, pool: app.pool, animation: .immediate
            )
            await app.tap(screen.field)
            await app.settle()
            #expect(transcript.contentInset.top == 336, "an inverted view's visual bottom is its content's top")
            #expect(transcript.contentInset.bottom == 0)
            #expect(transcript.contentOffset.y == -336, "still at the newest message")
            withExtendedLifetime(inset) {}
        }

        /// A note editor is a text view filling the screen: the input being
        /// edited is the reveal's own target, and its caret is what is kept
        /// above the keyboard (Hacking with Swift, "How to adjust a
        /// UIScrollView to fit the keyboard": after the inset, the text view
        /// itself scrolls its selected range visible).
        @Test func aNoteEditorKeepsItsCaretAboveTheKeyboard() async {
            let app = ScenarioApp()
            let editor = EditorScreen(pool: app.pool)
            await app.launch(editor)
            editor.textView.modelCaretRect = CGRect(x: 16, y: 700, width: 2, height: 20)   // in its content
            await app.tap(editor.textView)
            await app.settle()
            #expect(editor.textView.contentInset.bottom == 302)
            let caretBottom = editor.textView.convert(editor.textView.modelCaretRect, to: nil).maxY
            #expect(abs(caretBottom - (844 - 336 - 8)) < 0.01, "the smallest scroll showing the caret with its margin: \(caretBottom)")
            editor.textView.modelCaretRect.origin.y = 1200   // typing moved it down
            app.model.notificationCenter.post(name: Notification.Name("UITextViewTextDidChangeNotification"), object: editor.textView)
            await app.model.turn()
            let typedCaretBottom = editor.textView.convert(editor.textView.modelCaretRect, to: nil).maxY
            #expect(abs(typedCaretBottom - (844 - 336 - 8)) < 0.01, "followed as the text changes: \(typedCaretBottom)")
        }

        /// Rocket.Chat flips its transcript when a room's first message
        /// arrives, the keyboard up: the keyboard's room moves to the new
        /// visual bottom, none is left at the old one, before or after the hide.
        @Test func aTranscriptFlippedWhileTheKeyboardIsUpMovesTheKeyboardsRoomToItsNewVisualBottom() async {
            let app = ScenarioApp()
            let screen = FieldScreen()
            await app.launch(screen)
            let transcript = invertedTranscript(in: screen)
            let inset = KeyboardContentInsetBehavior(target: transcript, anchoring: .whenScrolledToBottom, pool: app.pool)
            await app.tap(screen.field)
            await app.settle()
            #expect(transcript.contentInset.top == 336)
            transcript.transform = .identity   // upright now
            inset.remeasure()
            #expect(transcript.contentInset.bottom == 336, "the room at the new visual bottom")
            #expect(transcript.contentInset.top == 0, "none left at the old one")
            transcript.transform = CGAffineTransform(scaleX: 1, y: -1)   // and back, found by the next drag frame
            await app.drag(toTop: 700)
            #expect(transcript.contentInset.top == 144)
            #expect(transcript.contentInset.bottom == 0)
            app.model.keyboard.endDrag(dismissing: true)
            await app.settle()
            #expect(transcript.contentInset.top == 0 && transcript.contentInset.bottom == 0)
            withExtendedLifetime(inset) {}
        }

        /// A transcript flipped upside down filling `screen`'s view, with the
        /// automatic adjustment off, as inverted transcripts set it.
        private func invertedTranscript(in screen: UIViewController) -> UIScrollView {
            let transcript = UIScrollView(frame: screen.view.bounds)
            transcript.transform = CGAffineTransform(scaleX: 1, y: -1)
            transcript.contentInsetAdjustmentBehavior = .never
            transcript.contentSize = CGSize(width: 390, height: 3000)
            screen.view.addSubview(transcript)
            return transcript
        }

        @Test func typedMessagesCarryWhatTheNotificationsCarry() {
            let app = ScenarioApp()
            let screen = app.model.mainScreen
            let begin = CGRect(x: 0, y: 844, width: 390, height: 336)
            let end = CGRect(x: 0, y: 508, width: 390, height: 336)
            // NB: the model's curve enum holds UIKit's four named curves only; 7 is tested beside the core.
            let curve = UIView.AnimationCurve.linear
            let expected = KeyboardInfo(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: .linear, isLocal: true)
            let infos = [
                KeyboardInfo(UIResponder.KeyboardWillShowMessage(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: screen)),
                KeyboardInfo(UIResponder.KeyboardDidShowMessage(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: screen)),
                KeyboardInfo(UIResponder.KeyboardWillHideMessage(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: screen)),
                KeyboardInfo(UIResponder.KeyboardDidHideMessage(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: screen)),
                KeyboardInfo(UIResponder.KeyboardWillChangeFrameMessage(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: screen)),
                KeyboardInfo(UIResponder.KeyboardDidChangeFrameMessage(beginFrame: begin, endFrame: end, animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: screen)),
            ]
            #expect(infos.allSatisfy { $0 == expected })
            #expect((try? KeyboardInfo(userInfo: expected.userInfo)) == expected, "a rect in UIKit's NSValue, both ways")
        }

        @Test func underReduceMotionAWriteIsNotAnimated() async {
            let app = ScenarioApp()
            app.model.isReduceMotionEnabled = true
            let chat = ChatScreen(pool: app.pool)
            await app.launch(chat)
            await app.tap(chat.field)
            #expect(!app.model.animations.contains { $0.isInsideKeyboardPost && $0.duration > 0 })
            #expect(chat.transcript.contentInset.bottom == 302)
        }
    }
}

/// A view controller's legacy `bottomLayoutGuide` (deprecated in iOS 11), as a nib may still pin to it.
@MainActor
final class LegacyLayoutGuide: NSObject, UILayoutSupport {
    var length: CGFloat { 0 }
}
