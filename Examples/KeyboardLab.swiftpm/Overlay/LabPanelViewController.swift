import KeyboardObservation
import UIKit

/// The root of the panel's window: the card in a top corner, fed by a
/// `PoolMonitor`, and the Record, Share and Copy buttons' work.
final class LabPanelViewController: UIViewController {
    private let card = LabPanelView()
    private let monitor = PoolMonitor()
    private let session = TraceSession()
    /// What the last Share or Copy did, until the next recording.
    private var exportNote: String?
    private var leadingEdge: NSLayoutConstraint?
    private var trailingEdge: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        let safeArea = view.safeAreaLayoutGuide
        let leadingEdge = card.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 8)
        let trailingEdge = card.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -8)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 52),   // below a navigation bar
            card.widthAnchor.constraint(equalToConstant: 280),
            trailingEdge,
        ])
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        card.recordButton.addAction(UIAction { [weak self] _ in self?.toggleRecording() }, for: .primaryActionTriggered)
        card.shareButton.addAction(UIAction { [weak self] _ in self?.shareTrace() }, for: .primaryActionTriggered)
        card.copyButton.addAction(UIAction { [weak self] _ in self?.copyTrace() }, for: .primaryActionTriggered)
        card.sideButton.addAction(UIAction { [weak self] _ in self?.switchSide() }, for: .primaryActionTriggered)
        card.collapseButton.addAction(
            UIAction { [weak self] _ in self?.card.isCollapsed.toggle() },
            for: .primaryActionTriggered
        )
        monitor.onUpdate = { [weak self] in self?.render() }
        render()
    }

    private func render() {
        card.show(
            summary: "\(monitor.state.placement)",
            state: Array(LabFormat.lines(for: monitor.state).dropFirst()) + ["cause     \(cause)"],
            posts: monitor.posts,
            trace: exportNote ?? traceStatus,
            isRecording: session.isRecording,
            canExport: session.trace != nil
        )
    }

    /// What made the last change, or nothing yet.
    private var cause: String {
        monitor.lastChange.map { LabFormat.cause($0.cause) } ?? "none yet"
    }

    private var traceStatus: String {
        switch session.phase {
        case .idle: "Record a trace, then share it."
        case .recording: "Recording: \(session.stepCount ?? 0) steps"
        case .recorded(let trace): "Trace: \(trace.steps.count) steps"
        }
    }

    private func toggleRecording() {
        if session.isRecording {
            session.stop()
        } else {
            session.start()
        }
        exportNote = nil
        render()
    }

    private func shareTrace() {
        do {
            guard let json = try session.json(), let presenter = view.window?.windowScene?.labPresenter else { return }
            try TraceExport.share(json, from: card.shareButton, presenter: presenter)
        } catch {
            exportNote = "Not shared: \(error.localizedDescription)"
        }
        render()
    }

    private func copyTrace() {
        do {
            guard let json = try session.json() else { return }
            TraceExport.copy(json)
            exportNote = "Copied \(json.count) bytes of JSON"
        } catch {
            exportNote = "Not copied: \(error.localizedDescription)"
        }
        render()
    }

    /// Moves the card to the other top corner, off what it covers.
    private func switchSide() {
        guard let leadingEdge, let trailingEdge else { return }
        let (from, to) = trailingEdge.isActive ? (trailingEdge, leadingEdge) : (leadingEdge, trailingEdge)
        from.isActive = false
        to.isActive = true
    }
}
