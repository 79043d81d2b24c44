import Foundation
import KeyboardObservation

/// Screens and frames the tests share.
package enum TestScreen {
    /// The simulator's default portrait phone.
    package static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The same phone turned to landscape.
    package static let phoneLandscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    /// A 12.9-inch iPad in portrait.
    package static let pad = CGRect(x: 0, y: 0, width: 1024, height: 1366)

    /// A full-screen view on the phone with the home indicator's safe area.
    package static let fullScreenPhoneView = phoneView(phone, safeAreaBottomInset: 34)

    /// A view at `frame` (screen coordinates) on the phone; by default no part
    /// of it is in a safe area at the bottom.
    package static func phoneView(_ frame: CGRect, safeAreaBottomInset: CGFloat = 0) -> KeyboardViewGeometry {
        KeyboardViewGeometry(screenBounds: phone, viewFrame: frame, safeAreaBottomInset: safeAreaBottomInset)
    }

    /// A keyboard of `height` docked at the bottom of `screen`.
    package static func docked(height: CGFloat, on screen: CGRect = phone) -> CGRect {
        CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }
}
