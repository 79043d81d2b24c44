// Region-based isolation is diagnosed after type-checking, in SIL: a check
// that stopped at -typecheck would accept this. A non-Sendable value captured
// by a detached task and then used again on the main actor is a data race.
// expect: sending value of non-Sendable type
import UIKit

final class InsetRecord {
    var bottom: CGFloat = 0
}

@MainActor func record(_ scrollView: UIScrollView) {
    let record = InsetRecord()
    #if MISTAKE
    Task.detached { record.bottom = 1 }
    #endif
    record.bottom = scrollView.contentInset.bottom
}
