import Foundation

/// A line chart written as SVG text (the harness has no dependencies): a
/// linear x axis, a logarithmic y axis of durations, lines with dots, and
/// labelled horizontal reference lines.
struct SVGChart {
    /// One line of the chart, with its legend entry.
    struct Series {
        var name: String
        var color: String
        var dashed = false
        var points: [(x: Double, y: Double)]
    }

    /// A horizontal line across the plot at `y`, labelled just below it.
    struct Reference {
        var label: String
        var y: Double
        var color: String
    }

    var title: String
    var xTitle: String
    var yTitle: String
    /// Where the x axis has a tick and a label.
    var xTicks: [Double]
    var series: [Series]
    var references: [Reference] = []
    var width = 820.0
    var height = 460.0
    /// Room around the plot: axis labels left and below, the legend right.
    private static let margin = (left: 80.0, right: 290.0, top: 50.0, bottom: 60.0)

    /// The whole SVG document.
    var svg: String {
        let ys = series.flatMap(\.points).map(\.y).filter { $0 > 0 && $0.isFinite } + references.map(\.y)
        guard !ys.isEmpty, let first = xTicks.min(), let last = xTicks.max(), last > first else { return document([]) }
        let margin = Self.margin
        let frame = Frame(
            x: margin.left, y: margin.top,
            width: width - margin.left - margin.right, height: height - margin.top - margin.bottom,
            xRange: first...last, yDecades: decades(ys)
        )
        return document(grid(frame) + referenceLines(frame) + lines(frame) + labels(frame))
    }

    /// The plot area, the x values it spans and the decades of its y axis.
    private struct Frame {
        var x, y, width, height: Double
        var xRange: ClosedRange<Double>
        var yDecades: ClosedRange<Int>

        func px(_ value: Double) -> Double {
            x + (value - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * width
        }

        func py(_ value: Double) -> Double {
            y + height - (log10(value) - Double(yDecades.lowerBound)) / Double(yDecades.count - 1) * height
        }
    }

    /// A grid line and a label at every x tick and every decade, and the plot's border.
    private func grid(_ frame: Frame) -> [String] {
        var body: [String] = []
        for tick in xTicks {
            let x = frame.px(tick)
            body.append(line(x, frame.y, x, frame.y + frame.height, stroke: "#dddddd"))
            body.append(text(Format.number(tick, decimals: 0), x: x, y: frame.y + frame.height + 20, anchor: "middle"))
        }
        for decade in frame.yDecades {
            let y = frame.py(pow(10, Double(decade)))
            body.append(line(frame.x, y, frame.x + frame.width, y, stroke: "#dddddd"))
            body.append(text(durationLabel(decade), x: frame.x - 8, y: y + 4, anchor: "end"))
        }
        body.append("<rect x=\"\(f(frame.x))\" y=\"\(f(frame.y))\" width=\"\(f(frame.width))\" "
            + "height=\"\(f(frame.height))\" fill=\"none\" stroke=\"#333333\"/>")
        return body
    }

    /// Each reference as a dashed line across the plot, its label below it.
    private func referenceLines(_ frame: Frame) -> [String] {
        references.flatMap { reference in
            let y = frame.py(reference.y)
            return [
                line(frame.x, y, frame.x + frame.width, y, stroke: reference.color, extra: " stroke-dasharray=\"8 4\""),
                text(reference.label, x: frame.x + 8, y: y + 16, anchor: "start", fill: reference.color),
            ]
        }
    }

    /// Each series as a line with dots, and its legend entry.
    private func lines(_ frame: Frame) -> [String] {
        var body: [String] = []
        for (index, series) in series.enumerated() {
            let points = series.points.filter { $0.y > 0 && $0.y.isFinite }.map { (frame.px($0.x), frame.py($0.y)) }
            let dash = series.dashed ? " stroke-dasharray=\"6 4\"" : ""
            body.append("<polyline points=\"\(points.map { "\(f($0.0)),\(f($0.1))" }.joined(separator: " "))\" "
                + "fill=\"none\" stroke=\"\(series.color)\" stroke-width=\"2\"\(dash)/>")
            body += points.map { "<circle cx=\"\(f($0.0))\" cy=\"\(f($0.1))\" r=\"3.5\" fill=\"\(series.color)\"/>" }
            let legendX = frame.x + frame.width + 16, legendY = frame.y + 20 + Double(index) * 22
            body.append(line(legendX, legendY - 4, legendX + 24, legendY - 4, stroke: series.color, extra: dash))
            body.append(text(series.name, x: legendX + 30, y: legendY, anchor: "start"))
        }
        return body
    }

    /// The title and the axis titles.
    private func labels(_ frame: Frame) -> [String] {
        let middleY = f(frame.y + frame.height / 2)
        return [
            text(title, x: frame.x + frame.width / 2, y: 28, anchor: "middle", size: 16),
            text(xTitle, x: frame.x + frame.width / 2, y: height - 14, anchor: "middle"),
            "<text x=\"18\" y=\"\(middleY)\" text-anchor=\"middle\" transform=\"rotate(-90 18 \(middleY))\">\(yTitle)</text>",
        ]
    }

    private func document(_ body: [String]) -> String {
        (["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(width))\" height=\"\(f(height))\" "
            + "viewBox=\"0 0 \(f(width)) \(f(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
          "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Whole decades covering `values`, at least two.
    private func decades(_ values: [Double]) -> ClosedRange<Int> {
        let low = Int(floor(log10(values.min()!)))
        let high = max(low + 1, Int(ceil(log10(values.max()!))))
        return low...high
    }

    private func durationLabel(_ decade: Int) -> String {
        let units = [(9, "s"), (6, "ms"), (3, "µs"), (0, "ns")]
        let (exponent, unit) = units.first { decade >= $0.0 } ?? (0, "ns")
        return "\(Int(pow(10, Double(decade - exponent)))) \(unit)"
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, extra: String = "") -> String {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(stroke)\" stroke-width=\"1.5\"\(extra)/>"
    }

    private func text(_ content: String, x: Double, y: Double, anchor: String, size: Int = 12, fill: String = "#000000") -> String {
        "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" font-size=\"\(size)\" fill=\"\(fill)\">\(content)</text>"
    }

    /// A coordinate with one decimal.
    private func f(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
