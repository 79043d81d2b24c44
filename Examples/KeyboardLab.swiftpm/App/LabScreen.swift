import SwiftUI
import UIKit

/// The lab's screens, each built as an app would build it with the package.
enum LabScreen: CaseIterable {
    case uikitChat, longForm, spacingButton, formSheet, swiftUIChat, overlapReadout

    /// The menu's sections: UIKit screens, then SwiftUI ones.
    static let sections: [(title: String, screens: [LabScreen])] = [
        ("UIKit", [.uikitChat, .longForm, .spacingButton, .formSheet]),
        ("SwiftUI", [.swiftUIChat, .overlapReadout]),
    ]

    var title: String {
        switch self {
        case .uikitChat: "Chat"
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
