/// A misuse the package can see but not fix, told to the developer in a
/// debug build where they look: Xcode's console.
enum KeyboardDiagnostic: Hashable, Sendable {
    /// A content-inset behavior on a `UITableViewController`'s table view.
    case insetOnTableViewController
    /// A `KeyboardLayoutConstraint` whose items do not enclose one another.
    case layoutConstraintBetweenSiblings
    /// A `KeyboardLayoutConstraint` to a view controller's legacy `bottomLayoutGuide`.
    case layoutConstraintToLegacyLayoutGuide
    /// A keyboard layout guide found to contradict UIKit's posts, not followed until the keyboard next hides.
    case layoutGuideNotFollowed(KeyboardGuideCheck.Fault)

    /// What the console says.
    var message: String {
        switch self {
        case .insetOnTableViewController:
            "KeyboardContentInsetBehavior adds nothing to the table view of a UITableViewController, "
                + "which makes room for the keyboard by itself. To control the insets, show the table view "
                + "in a UIViewController of your own."
        case .layoutConstraintBetweenSiblings:
            "KeyboardLayoutConstraint follows the keyboard only when one item encloses the other "
                + "(a view and its superview or safe area); between siblings it stays put. "
                + "Pin the moved view to its container's bottom instead."
        case .layoutConstraintToLegacyLayoutGuide:
            "A keyboard-following constraint is pinned to the view controller's bottomLayoutGuide "
                + "(deprecated since iOS 11), which names no view to measure: it stays put. "
                + "Pin it to view.safeAreaLayoutGuide.bottomAnchor instead (in Interface Builder: the Safe Area)."
        case .layoutGuideNotFollowed(let fault):
            "A keyboard layout guide contradicted UIKit's keyboard notifications (\(fault.explanation)); "
                + "KeyboardObservation stops following it for that view until the keyboard next hides, then "
                + "tries it again (said once): meanwhile the keyboard is followed from its notifications, and "
                + "an interactive dismissal moves views only when it ends."
        }
    }
}

/// Where diagnostics go: printed in debug builds, nothing in release builds.
@MainActor
enum KeyboardDiagnostics {
    /// Receives each diagnostic; tests replace it to see what is reported.
    static var sink: (KeyboardDiagnostic) -> Void = { diagnostic in
        #if DEBUG
        print("[KeyboardObservation] " + diagnostic.message)
        #endif
    }

    /// Reports `diagnostic`.
    static func report(_ diagnostic: KeyboardDiagnostic) { sink(diagnostic) }
}
