/// How a measurement says that one of its planned steps ended: in a fresh
/// process, a line to the runner that started it; in this one, straight to
/// the progress line.
@MainActor
final class StepSignal {
    private let ended: @MainActor () -> Void

    init(_ ended: @escaping @MainActor () -> Void) {
        self.ended = ended
    }

    func stepEnded() { ended() }
}
