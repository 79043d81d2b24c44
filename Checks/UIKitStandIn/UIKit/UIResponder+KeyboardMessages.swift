// UIKit.swiftinterface (iOS 26.2 SDK), abridged to one of the six, which are alike:
// @available(iOS 26.0, macCatalyst 26.0, *)
// @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
// extension UIResponder {
//   public struct KeyboardWillShowMessage : Foundation.NotificationCenter.MainActorMessage {
//     public static var name: Foundation.Notification.Name { get }
//     public typealias Subject = UIScreen
//     public var beginFrame: CoreFoundation.CGRect
//     public var endFrame: CoreFoundation.CGRect
//     public var animationDuration: Foundation.TimeInterval
//     public var animationCurve: UIView.AnimationCurve
//     public var isLocal: Swift.Bool
//     public var screen: UIScreen
//     public init(beginFrame:endFrame:animationDuration:animationCurve:isLocal:screen:)
//   }
//   … KeyboardDidShowMessage, KeyboardWillHideMessage, KeyboardDidHideMessage,
//     KeyboardWillChangeFrameMessage, KeyboardDidChangeFrameMessage
// }
import Foundation

@available(iOS 26.0, macCatalyst 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension UIResponder {
    public struct KeyboardWillShowMessage: NotificationCenter.MainActorMessage {
        public static var name: Notification.Name { Notification.Name("UIKeyboardWillShowNotification") }
        public typealias Subject = UIScreen
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve
        public var isLocal: Bool
        public var screen: UIScreen
        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
    public struct KeyboardDidShowMessage: NotificationCenter.MainActorMessage {
        public static var name: Notification.Name { Notification.Name("UIKeyboardDidShowNotification") }
        public typealias Subject = UIScreen
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve
        public var isLocal: Bool
        public var screen: UIScreen
        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
    public struct KeyboardWillHideMessage: NotificationCenter.MainActorMessage {
        public static var name: Notification.Name { Notification.Name("UIKeyboardWillHideNotification") }
        public typealias Subject = UIScreen
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve
        public var isLocal: Bool
        public var screen: UIScreen
        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
    public struct KeyboardDidHideMessage: NotificationCenter.MainActorMessage {
        public static var name: Notification.Name { Notification.Name("UIKeyboardDidHideNotification") }
        public typealias Subject = UIScreen
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve
        public var isLocal: Bool
        public var screen: UIScreen
        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
    public struct KeyboardWillChangeFrameMessage: NotificationCenter.MainActorMessage {
        public static var name: Notification.Name { Notification.Name("UIKeyboardWillChangeFrameNotification") }
        public typealias Subject = UIScreen
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve
        public var isLocal: Bool
        public var screen: UIScreen
        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
    public struct KeyboardDidChangeFrameMessage: NotificationCenter.MainActorMessage {
        public static var name: Notification.Name { Notification.Name("UIKeyboardDidChangeFrameNotification") }
        public typealias Subject = UIScreen
        public var beginFrame: CGRect
        public var endFrame: CGRect
        public var animationDuration: TimeInterval
        public var animationCurve: UIView.AnimationCurve
        public var isLocal: Bool
        public var screen: UIScreen
        public init(
            beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
            animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen
        ) {
            self.beginFrame = beginFrame
            self.endFrame = endFrame
            self.animationDuration = animationDuration
            self.animationCurve = animationCurve
            self.isLocal = isLocal
            self.screen = screen
        }
    }
}
