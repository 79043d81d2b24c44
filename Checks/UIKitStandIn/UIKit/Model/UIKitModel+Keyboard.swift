import Foundation

// Model: the software keyboard (docs/UIKitModel.md, "The keyboard").
// - A text field or text view that becomes first responder brings the
//   keyboard up; a text field posts `UITextFieldTextDidBeginEditingNotification`
//   before the keyboard's posts, a text view its own after them (Craig
//   Grummitt, 2016; surfstudio/iOS-Utils PR 34).
// - A transition posts `willChangeFrame` then `willShow`/`willHide` at once,
//   inside the keyboard's animation (molon/MLInputDodger issue 33; Uptech,
//   "Why does UIResponder.keyboard notification handler animate?!"), with
//   the `UIScreen` as the object (iOS 16.1+: Apple's
//   `keyboardWillHideNotification` documentation) and frames in its space;
//   `didChangeFrame` then `didShow`/`didHide` when the animation's 0.25 s
//   have passed. Duration 0.25 and curve 7 as devices log them
//   (cjwirth/RichEditorView issue 102).
// - Focus moving to another field with the keyboard up posts nothing unless
//   the frame changes (openradar 34432484, iOS 11).
// - During an interactive dismissal nothing is posted (openradar 15341512);
//   the guides follow the finger; letting go posts a hide, or a show when the
//   keyboard springs back.
// - A responder's `inputAccessoryView` lives in UIKit's keyboard window
//   (`UITextEffectsWindow`/`UIRemoteKeyboardWindow`, whose root controller is
//   UIKit's `UIInputWindowController`: MessageKit issue 567,
//   rechsteiner/Parchment issue 363) above the keyboard, shown for a first
//   responder that has one even without a keyboard (InputBarAccessoryView
//   issue 21; MessageKit issue 977); the posts' frame includes it unless the
//   configuration says otherwise. That window never becomes key: forced
//   key, UIKit asserts "UITextEffectsWindow should not become key"
//   (chriszielinski/Ribbon, its context-menu code), and with the keyboard up
//   `keyWindow` is the app's window while `windows.last` is the keyboard's
//   (jhfs.fun iOS note 223, 2017, with lldb output).
// - A view that becomes first responder and leaves its window resigns, and
//   the keyboard hides with the usual posts (wikimedia/wikipedia-ios PR 6186:
//   UIKit text fields left by pop or dismiss hide normally) — except the
//   text field a SwiftUI `TextField` is drawn with: "the keyboard disappears
//   without the normal hide notifications" as its hosting controller is
//   popped or dismissed, and it stays first responder (the same PR). The
//   guides then rest (they follow the keyboard "when onscreen").
// - Right after a show's will-posts, once their handlers have run, UIKit
//   lifts an iPad form or page sheet that the keyboard would cover: it "moves
//   right below the status bar when the keyboard appears", and
//   `keyboardWillAppear:` "seems to be triggered right before the
//   presentationController moves the view" (FinalCAD iOS-KeyboardManager
//   issue 2), so a handler measures it where it was while a block it queues
//   on the main queue measures it moved (that fix, and
//   IQKeyboardManager PR 234's; freshOS KeyboardLayoutGuide PR 43 measures
//   from the did-post). Likewise it shrinks a popover above the keyboard
//   (Apple's UIPopoverController reference: the size may change so the
//   popover does not collide with the keyboard), and puts both back after a hide.

extension UIKitModel {
    /// The main screen's software keyboard.
    @MainActor
    public final class Keyboard {
        private unowned let model: UIKitModel
        /// The part of the screen the keyboard (and any accessory view) covers; `nil` while hidden.
        public private(set) var frame: CGRect?
        /// The last frame posted, the next post's begin frame.
        private var postedFrame: CGRect?
        private var accessory: UIView?
        private lazy var window = UIKitKeyboardWindow(model: model)
        /// The animation's duration in the posts.
        static let animationDuration: TimeInterval = 0.25

        init(model: UIKitModel) { self.model = model }

        private var screen: UIScreen { model.mainScreen }
        private var screenBounds: CGRect { model.mainScreen.modelBounds }

        /// Whether `view` is the keyboard's own (its window's root, an accessory view).
        func isOwnView(_ view: UIView) -> Bool { view === accessory || view.modelViewController is UIKitInputWindowController }

        /// A new first responder: the keyboard comes up, changes or goes.
        func firstResponderChanged(to responder: UIResponder?) {
            if let field = responder as? UITextField { postTextEditing("UITextFieldTextDidBeginEditingNotification", field) }
            show(for: responder)
            if let textView = responder as? UITextView {
                postTextEditing("UITextViewTextDidBeginEditingNotification", textView)
            }
        }

        /// The keyboard goes away with no post: the guides rest, the first responder stays.
        func disappearWithoutPosts() {
            guard frame != nil else { return }
            frame = nil
            postedFrame = nil
            install(nil)
            window.isHidden = true
            updateGuides(to: nil, isDrag: false)
        }

        /// Moves the top of a docked keyboard to `top` under the finger: no post.
        public func drag(toTop top: CGFloat) {
            guard frame != nil else { return }
            let dragged = docked(height: screenBounds.maxY - top)
            frame = dragged
            placeAccessory()
            updateGuides(to: dragged, isDrag: true)
        }

        /// The finger lets go: the keyboard leaves (`dismissing`) or springs back.
        public func endDrag(dismissing: Bool) {
            if dismissing {
                model.makeFirstResponder(nil)
            } else {
                frame = nil
                show(for: model.firstResponder)
            }
        }

        private func show(for responder: UIResponder?) {
            let keyboardHeight = responder is UITextField || responder is UITextView ? model.configuration.device.keyboardHeight : 0
            install(accessoryView(for: responder))
            let accessoryHeight = accessory?.frame.height ?? 0
            let height = keyboardHeight + accessoryHeight
            let end = height > 0 ? docked(height: height) : nil
            guard end != frame else { return }
            let posted: CGRect?
            if end != nil, !model.configuration.postsIncludeInputAccessoryView, keyboardHeight > 0 {
                posted = docked(height: keyboardHeight)
            } else {
                posted = end
            }
            transition(to: end, posted: posted)
        }

        private func transition(to end: CGRect?, posted: CGRect?) {
            let hidden = CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: (postedFrame ?? frame)?.height ?? 0)
            let begin = postedFrame ?? hidden
            let postedEnd = posted ?? CGRect(x: hidden.minX, y: hidden.minY, width: hidden.width, height: begin.height)
            frame = end
            postedFrame = posted
            window.isHidden = end == nil
            placeAccessory()
            let userInfo = Self.userInfo(begin: begin, end: postedEnd, duration: Self.animationDuration)
            let showing = end != nil
            model.isInsideKeyboardPost = true
            post(UIResponder.keyboardWillChangeFrameNotification, userInfo)
            post(showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, userInfo)
            updateGuides(to: end, isDrag: false)
            model.movePresentations(forKeyboardTop: end?.minY)
            model.isInsideKeyboardPost = false
            model.schedule(after: Self.animationDuration) { [weak self] in
                self?.post(UIResponder.keyboardDidChangeFrameNotification, userInfo)
                self?.post(showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, userInfo)
            }
        }

        /// Sets what each view's guide shows, as the configuration says guides behave.
        private func updateGuides(to keyboard: CGRect?, isDrag: Bool) {
            let configuration = model.configuration
            guard configuration.guides == .followKeyboard, !isDrag || configuration.guidesFollowDrags else { return }
            for entry in model.keyboardLayoutGuides {
                guard let guide = entry.guide, let owner = guide.modelOwningView,
                      owner.window?.modelScene?.modelScreen === screen, !(owner is UIWindow)
                else { continue }
                if !isDrag, configuration.guidesAttachedInATransitionsTurnMissIt,
                   guide.modelAttachedTurn == model.turnNumber {
                    continue
                }
                guide.modelKeyboardFrame = keyboard
                owner.setNeedsLayout()
            }
        }

        private func accessoryView(for responder: UIResponder?) -> UIView? {
            if let own = responder?.inputAccessoryView { return own }
            // A field inside the accessory view on screen keeps it.
            if let view = responder as? UIView, let accessory, view.isDescendant(of: accessory) { return accessory }
            return nil
        }

        private func install(_ view: UIView?) {
            guard view !== accessory else { return }
            accessory?.removeFromSuperview()
            accessory = view
            guard let view, let root = window.rootViewController?.view else { return }
            root.addSubview(view)
        }

        private func placeAccessory() {
            guard let accessory, let frame else { return }
            accessory.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: accessory.frame.height)
        }

        private func docked(height: CGFloat) -> CGRect {
            CGRect(x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width, height: height)
        }

        private func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
            model.notificationCenter.post(name: name, object: screen, userInfo: userInfo)
        }

        private func postTextEditing(_ name: String, _ input: UIView) {
            model.notificationCenter.post(name: Notification.Name(name), object: input)
        }

        /// What a device posts: the five documented keys and UIKit's three legacy ones.
        private static func userInfo(begin: CGRect, end: CGRect, duration: TimeInterval) -> [AnyHashable: Any] {
            [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
                // The three legacy keys, which the stand-in does not declare (deprecated since iOS 3.2).
                "UIKeyboardBoundsUserInfoKey": NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
                "UIKeyboardCenterBeginUserInfoKey": NSValue(cgRect: CGRect(x: begin.midX, y: begin.midY, width: 0, height: 0)),
                "UIKeyboardCenterEndUserInfoKey": NSValue(cgRect: CGRect(x: end.midX, y: end.midY, width: 0, height: 0)),
            ]
        }
    }

    /// Makes `responder` the first responder (or none): the keyboard follows.
    func makeFirstResponder(_ responder: UIResponder?) {
        guard responder !== firstResponder else { return }
        firstResponder = responder
        if let window = (responder as? UIView)?.window, !(window is UIKitKeyboardWindow) { window.makeKey() }
        keyboard.firstResponderChanged(to: responder)
    }

    /// A view left its window: a first responder inside it resigns (a
    /// SwiftUI text field's keyboard goes without posts instead).
    func viewLeftWindow(_ view: UIView) {
        guard let responder = firstResponder as? UIView, responder.isDescendant(of: view) else { return }
        if responder is SwiftUIHostedTextField {
            keyboard.disappearWithoutPosts()
        } else {
            makeFirstResponder(nil)
        }
    }

    /// Lifts or puts back the sheets and popovers the keyboard covers.
    func movePresentations(forKeyboardTop top: CGFloat?) {
        for window in mainScene.modelWindows {
            var controller = window.rootViewController
            while let presenter = controller, let presented = presenter.modelPresented {
                move(presented, in: window, keyboardTop: top.map { $0 - window.frame.minY })
                controller = presented
            }
        }
    }

    private func move(_ controller: UIViewController, in window: UIWindow, keyboardTop top: CGFloat?) {
        guard let view = controller.modelView else { return }
        guard let adaptation = ModelPresentation.keyboardAdaptation(of: controller) else { return }
        var frame = ModelPresentation.frame(of: controller, in: window)
        if let top, frame.maxY > top {
            switch adaptation {
            case .lift: frame.origin.y = max(window.modelScreenSafeAreaInsets.top, top - frame.height)
            case .shrink: frame.size.height = max(0, top - frame.minY)
            }
        }
        if view.frame != frame { view.frame = frame }
    }
}

/// UIKit's keyboard window: above the app's, never key, its root controller UIKit's own.
final class UIKitKeyboardWindow: UIWindow {
    convenience init(model: UIKitModel) {
        self.init(windowScene: model.mainScene)
        windowLevel = UIWindow.Level(rawValue: 10_000_000)
        rootViewController = UIKitInputWindowController()
        isHidden = true
    }

    override var canBecomeKey: Bool { false }
}

/// UIKit's controller of the keyboard window.
final class UIKitInputWindowController: UIViewController {}
