import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// The keyboard's posts, as Model/UIKitModel+Keyboard.swift's sources describe them.
    @Suite @MainActor struct Keyboard {
        let model = UIKitModel.begin()
        let posts: PostLog
        let screen = UIViewController()

        init() {
            posts = PostLog(model.notificationCenter, names: PostLog.keyboard)
            _ = model.makeWindow(rootViewController: screen)
        }

        @Test func aTextFieldBeginsEditingThenTheKeyboardPostsAndTheDidPostsCome025sLater() async {
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            #expect(posts.take() == [
                "UITextFieldTextDidBeginEditingNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
            ])
            #expect(posts.objects.isEmpty)
            await model.advance(by: 0.2)
            #expect(posts.take().isEmpty)
            await model.advance(by: 0.05)
            #expect(posts.take() == ["UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"])
            #expect(model.keyboard.frame == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
        }

        @Test func aTextViewsKeyboardPostsComeBeforeItBeginsEditingAndNameTheScreen() {
            let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            screen.view.addSubview(textView)
            textView.becomeFirstResponder()
            #expect(posts.names == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UITextViewTextDidBeginEditingNotification",
            ])
            #expect(posts.objects == [
                ObjectIdentifier(model.mainScreen), ObjectIdentifier(model.mainScreen), ObjectIdentifier(textView),
            ])
        }

        @Test func focusMovingWithTheKeyboardUpPostsNoKeyboardNotification() async {
            let first = UITextField()
            let second = UITextField()
            screen.view.addSubview(first)
            screen.view.addSubview(second)
            first.becomeFirstResponder()
            await model.advance(by: 0.25)
            _ = posts.take()
            second.becomeFirstResponder()
            #expect(posts.take() == ["UITextFieldTextDidBeginEditingNotification"])
        }

        @Test func aDragPostsNothingAndLettingGoHidesWithThePosts() async {
            let field = UITextField()
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            await model.advance(by: 0.25)
            _ = posts.take()
            model.keyboard.drag(toTop: 600)
            await model.turn()
            #expect(posts.take().isEmpty)
            #expect(model.keyboard.frame?.minY == 600)
            model.keyboard.endDrag(dismissing: true)
            #expect(posts.take() == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification"])
            #expect(!field.isFirstResponder)
        }

        @Test func anAccessoryViewLivesInUIKitsKeyboardWindowAboveTheKeyboardAndIsPosted() {
            let composer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
            let field = UITextField()
            field.inputAccessoryView = composer
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            #expect(composer.window != nil)
            #expect(composer.window !== screen.view.window)
            #expect(composer.window?.isKeyWindow == false)
            #expect(screen.view.window?.isKeyWindow == true)
            #expect(model.keyboard.frame == CGRect(x: 0, y: 844 - 386, width: 390, height: 386))
            #expect(composer.frame == CGRect(x: 0, y: 458, width: 390, height: 50), "\(composer.frame)")
        }

        @Test func iOS26PostsLeaveTheAccessoryOut() {
            var configuration = UIKitModel.Configuration()
            configuration.postsIncludeInputAccessoryView = false
            let model = UIKitModel.begin(configuration)
            let screen = UIViewController()
            _ = model.makeWindow(rootViewController: screen)
            var posted: CGRect?
            let token = model.notificationCenter.addObserver(
                forName: Notification.Name("UIKeyboardWillShowNotification"), object: nil, queue: nil
            ) { notification in
                let frame = (notification.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated { posted = frame }
            }
            defer { model.notificationCenter.removeObserver(token) }
            let field = UITextField()
            field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            #expect(posted == CGRect(x: 0, y: 844 - 336, width: 390, height: 336))
            #expect(model.keyboard.frame?.height == 386)
        }

        @Test func aFirstResponderThatLeavesItsWindowResignsAndTheKeyboardHides() {
            let field = UITextField()
            screen.view.addSubview(field)
            field.becomeFirstResponder()
            _ = posts.take()
            field.removeFromSuperview()
            #expect(posts.take() == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification"])
            #expect(model.keyboard.frame == nil)
        }
    }
}
