// A UIKit property read from a nonisolated function: UIKit's view classes are
// main-actor isolated, so this only compiles on the main actor.
// expect: main actor-isolated property 'contentInset' can not be referenced from a nonisolated context
import UIKit

#if MISTAKE
nonisolated func bottomInset(of scrollView: UIScrollView) -> CGFloat {
    scrollView.contentInset.bottom
}
#else
@MainActor func bottomInset(of scrollView: UIScrollView) -> CGFloat {
    scrollView.contentInset.bottom
}
#endif
