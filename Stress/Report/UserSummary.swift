/// The report's first lines, in an app's terms: what a keyboard show and
/// hide, and one frame of a drag, cost through the pool to screens whose
/// behaviors measure their views, each beside the 8.3 ms of one 120 Hz frame.
@MainActor
enum UserSummary {
    static func lines(_ report: StressReport) -> [String] {
        let show = report.spread(of: RealisticShow.self)
        let drag = report.spread(of: DragFrame.self)
        guard show != nil || drag != nil, let processes = [show?.processes, drag?.processes].compactMap({ $0 }).max()
        else { return [] }
        let spread = processes > 1 ? "median of \(processes) processes, lowest–highest" : "one process"
        var lines = [
            "What the keyboard costs an app, measured here through the pool, every screen a KeyboardConstraintBehavior "
                + "measuring its view and moving a constraint (\(spread)):",
            "",
        ]
        for screens in [1, 10] {
            if let show, let index = show.median.rows.firstIndex(where: { $0.screens == screens && $0.observes == .all && $0.cache == .warm }) {
                lines.append(line("a show and hide, \(screenCount(screens))", show[\.rows[index].nanoseconds[.behaviors]]))
            }
        }
        for screens in [1, 10] {
            if let drag, let index = drag.median.rows.firstIndex(where: { $0.behaviors == screens }) {
                lines.append(line("one drag frame, \(screenCount(screens))", drag[\.rows[index].nanosecondsPerFrame[.pool]]))
            }
        }
        return lines + [
            "",
            "A show and hide is UIKit's eight posts with their real payloads, once each time the keyboard comes and goes; "
                + "a drag frame comes up to 120 times a second while a finger drags the keyboard down. Measured on Linux, "
                + "where Foundation makes decoding a post several times dearer than on an iPhone.",
            "",
        ]
    }

    /// `- a show and hide, 1 screen: 83 µs (57 µs–84 µs), 1.0% of one 120 Hz frame (8.3 ms)`.
    private static func line(_ what: String, _ cost: Spread<Double?>) -> String {
        guard let median = cost.median else { return "- \(what): not measured (see the verdicts below)" }
        return "- \(what): \(cost.text(Format.microseconds)), \(Format.frameShare(median)) of one 120 Hz frame (8.3 ms)"
    }

    private static func screenCount(_ screens: Int) -> String {
        screens == 1 ? "1 screen" : "\(screens) screens"
    }
}
