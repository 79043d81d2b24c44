import Foundation
@testable import KeyboardObservation

/// A `CommonKeyboardPresentable` that remembers the last height it was given.
@MainActor
final class HeightClient: CommonKeyboardPresentable {
    var height: CGFloat = 0

    func keyboardWillBeShown(keyboardHeight: CGFloat, duration: TimeInterval) { height = keyboardHeight }
    func keyboardWillBeHidden(duration: TimeInterval) { height = 0 }
}

/// A payload that keeps the whole `KeyboardInfo`.
struct WholeInfo: KeyboardPayload {
    let info: KeyboardInfo
    init(_ info: KeyboardInfo) { self.info = info }
}

/// A `KeyboardPresentable` with the full `KeyboardInfo` as its payload.
@MainActor
final class InfoClient: KeyboardPresentable {
    var last: KeyboardInfo?

    func keyboardWillBeShown(_ payload: WholeInfo) { last = payload.info }
    func keyboardWillBeHidden(_ payload: WholeInfo) { last = payload.info }
}

/// A client that reports, from its `deinit`, whether it died on the main queue.
@MainActor
final class DeinitReportingClient: KeyboardObservable {
    private let report: @Sendable (Bool) -> Void

    init(report: @escaping @Sendable (Bool) -> Void) {
        self.report = report
    }

    func receiveKeyboard(_ event: KeyboardEvent, info: KeyboardInfo) {}

    deinit {
        report(MainQueue.isCurrent)
    }
}
