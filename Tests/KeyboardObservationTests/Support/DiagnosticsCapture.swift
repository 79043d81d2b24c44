@testable import KeyboardObservation

/// The diagnostics a debug build would print while `body` runs.
///
/// The sink is every test's: `body` must not suspend.
@MainActor
func diagnostics(during body: () throws -> Void) rethrows -> [KeyboardDiagnostic] {
    var reported: [KeyboardDiagnostic] = []
    let original = KeyboardDiagnostics.sink
    KeyboardDiagnostics.sink = { reported.append($0) }
    defer { KeyboardDiagnostics.sink = original }
    try body()
    return reported
}
