// A glue type that drives a UIKit view, with its `@MainActor` removed: its
// methods then touch UIKit from a nonisolated context.
// expect: main actor-isolated property 'contentInset' can not be mutated from a nonisolated context
import UIKit

#if !MISTAKE
@MainActor
#endif
final class ScrollViewInsetAdjuster {
    let scrollView: UIScrollView

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    func setBottomInset(_ inset: CGFloat) {
        scrollView.contentInset.bottom = inset
    }
}
