// Not UIKit API: the UIKit text field a SwiftUI `TextField` is drawn with,
// as the model's scenarios need it (a SwiftUI view hosted in a
// `UIHostingController` is a UIView hierarchy to UIKit, its fields UIKit
// text fields that post UIKit's editing notifications).
//
// Model: still first responder when its hosting controller is popped or
// dismissed, its keyboard "disappears without the normal hide
// notifications" (wikimedia/wikipedia-ios PR 6186, iOS 26.5).
@_spi(UIKitModel)
@MainActor
public final class SwiftUIHostedTextField: UITextField {}
