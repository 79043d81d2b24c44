import Foundation
import KeyboardObservation

/// The panel's recording: a `KeyboardTraceRecorder` on the shared pool from
/// Record to Stop, and the trace it took, as JSON to share.
@MainActor
final class TraceSession {
    /// Where the session is.
    enum Phase {
        case idle
        case recording(KeyboardTraceRecorder)
        case recorded(KeyboardTrace)
    }

    private(set) var phase = Phase.idle

    /// Whether a recorder is running.
    var isRecording: Bool {
        if case .recording = phase { return true }
        return false
    }

    /// The steps taken so far, or in the finished trace; `nil` before the first recording.
    var stepCount: Int? {
        switch phase {
        case .idle: nil
        case .recording(let recorder): recorder.trace.steps.count
        case .recorded(let trace): trace.steps.count
        }
    }

    /// The finished trace, once Stop was pressed.
    var trace: KeyboardTrace? {
        if case .recorded(let trace) = phase { return trace }
        return nil
    }

    /// Starts a recorder on `ObserverPool.shared`, dropping any finished trace.
    func start() {
        phase = .recording(KeyboardTraceRecorder(pool: .shared))
    }

    /// Keeps what the recorder took and releases it, which stops it.
    ///
    /// With `KEYBOARDLAB_TRACE_FILE` in the environment (the UI test sets it,
    /// Checks/KeyboardLabUITests), the trace's JSON is also written under
    /// that name in the app's Documents folder, where CI collects it.
    func stop() {
        guard case .recording(let recorder) = phase else { return }
        phase = .recorded(recorder.trace)
        if let name = ProcessInfo.processInfo.environment[Self.traceFileVariable] {
            writeTrace(named: name)
        }
    }

    /// The environment variable that names the file `stop()` writes.
    static let traceFileVariable = "KEYBOARDLAB_TRACE_FILE"

    private func writeTrace(named name: String) {
        guard let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first else { return }
        do {
            try json()?.write(to: folder.appendingPathComponent(name, isDirectory: false), options: .atomic)
        } catch {
            print("KeyboardLab: the trace was not written to Documents/\(name): \(error)")
        }
    }

    /// The finished trace as pretty-printed JSON, the form a test decodes.
    func json() throws -> Data? {
        guard let trace else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(trace)
    }
}
