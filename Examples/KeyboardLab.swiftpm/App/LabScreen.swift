import SwiftUI
import UIKit

/// The lab's screens, each built as an app would build it with the package.
enum LabScreen: CaseIterable {
    case uikitChat, accessoryComposer, uikitRootWindow, longForm, spacingButton, formSheet
    case swiftUIChat, overlapReadout
    case deviceCheck

    /// The menu's sections: UIKit screens, SwiftUI ones, then the device check.
    static let sections: [(title: String, screens: [LabScreen])] = [
        ("UIKit", [.uikitChat, .accessoryComposer, .uikitRootWindow, .longForm, .spacingButton, .formSheet]),
        ("SwiftUI", [.swiftUIChat, .overlapReadout]),
        ("Check", [.deviceCheck]),
    ]

    var title: String {
        switch self {
        case .uikitChat: "Chat"
        case .accessoryComposer: "Composer in the keyboard"
        case .uikitRootWindow: "Chat in a UIKit root"
        case .deviceCheck: "The five-minute device check"
        case .longForm: "Long form"
        case .spacingButton: "Button above the keyboard"
        case .formSheet: "Form sheet"
        case .swiftUIChat: "Chat"
        case .overlapReadout: "Overlap readout"
        }
    }

    /// The API the screen shows.
    var summary: String {
        switch self {
        case .uikitChat: "KeyboardConstraintBehavior, KeyboardContentInsetBehavior(anchoring: .whenScrolledToBottom)"
        case .accessoryComposer: "an inputAccessoryView composer; KeyboardContentInsetBehavior on the transcript"
        case .uikitRootWindow: "a window whose root is a UINavigationController, as a scene delegate makes it"
        case .deviceCheck: "what to try on a device, and the traces to record"
        case .longForm: "KeyboardRevealBehavior and KeyboardContentInsetBehavior"
        case .spacingButton: "KeyboardConstraintBehavior.minimumSpacing"
        case .formSheet: "KeyboardContentInsetBehavior in a .formSheet"
        case .swiftUIChat: "keyboardPadding(), defaultScrollAnchor"
        case .overlapReadout: "onKeyboardOverlapChange, keyboardOverlap, KeyboardModel"
        }
    }

    /// A new controller for the screen.
    @MainActor
    func makeViewController() -> UIViewController {
        let controller: UIViewController =
            switch self {
            case .uikitChat: UIKitChatViewController()
            case .accessoryComposer: AccessoryComposerViewController()
            case .uikitRootWindow: UIKitRootWindowLauncher()
            case .deviceCheck: DeviceCheckViewController()
            case .longForm: LongFormViewController()
            case .spacingButton: SpacingButtonViewController()
            case .formSheet: FormSheetPresenterViewController()
            case .swiftUIChat: UIHostingController(rootView: SwiftUIChatScreen())
            case .overlapReadout: UIHostingController(rootView: OverlapReadoutScreen())
            }
        controller.title = title
        return controller
    }
}
