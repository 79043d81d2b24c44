// A UIView subclass with its own designated initializer must also provide
// NSCoding's `required init?(coder:)`.
// expect: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
import UIKit

final class Spacer: UIView {
    let height: CGFloat

    init(height: CGFloat) {
        self.height = height
        super.init(frame: .zero)
    }

    #if !MISTAKE
    required init?(coder: NSCoder) { nil }
    #endif
}
