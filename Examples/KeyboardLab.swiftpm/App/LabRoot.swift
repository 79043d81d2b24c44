import SwiftUI
import UIKit

/// The app's UIKit navigation, filling the window: SwiftUI's own keyboard
/// avoidance is off here, so each screen meets the keyboard as a UIKit app's
/// would (the SwiftUI screens are pushed in hosting controllers).
struct LabRoot: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: LabMenuViewController())
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}
