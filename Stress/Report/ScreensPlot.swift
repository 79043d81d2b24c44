/// The report's plot: what a show and hide and one drag frame cost against
/// how many screens follow the keyboard (1 to 10), beside the time one
/// 120 Hz frame lasts, on a logarithmic scale so both are visible.
@MainActor
enum ScreensPlot {
    /// The chart, when the show or the drag ran.
    static func chart(_ report: StressReport) -> SVGChart? {
        var series: [SVGChart.Series] = []
        if let show = report.spread(of: RealisticShow.self)?.median {
            let rows = show.rows.filter { $0.observes == .all && $0.cache == .warm }
            series.append(SVGChart.Series(
                name: "show + hide, pool → behaviors", color: "#1f77b4",
                points: rows.compactMap { row in row.nanoseconds[.behaviors].map { (Double(row.screens), $0) } }
            ))
        }
        if let drag = report.spread(of: DragFrame.self)?.median {
            for (way, color) in [(DragFrame.Way.pool, "#2ca02c"), (.fair, "#8c564b"), (.handwritten, "#555555")] {
                series.append(SVGChart.Series(
                    name: "drag frame, " + way.label, color: color, dashed: way != .pool,
                    points: drag.rows.compactMap { row in row.nanosecondsPerFrame[way].map { (Double(row.behaviors), $0) } }
                ))
            }
        }
        guard series.contains(where: { !$0.points.isEmpty }) else { return nil }
        return SVGChart(
            title: "What the keyboard costs per screen, beside one 120 Hz frame",
            xTitle: "screens following the keyboard", yTitle: "time (log scale)",
            xTicks: (1...10).map(Double.init), series: series,
            references: [SVGChart.Reference(label: "one 120 Hz frame: 8.3 ms", y: Format.frameNanoseconds, color: "#d62728")]
        )
    }
}
