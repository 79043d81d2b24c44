/// A titled table with its verdict lines: one section of the report.
struct ReportSection {
    var title: String
    var headers: [String]
    var rows: [[String]]
    var verdicts: [Verdict]
    var notes: [String] = []

    /// A Markdown pipe table under `## number. title`, padded so it also
    /// reads well in a terminal, followed by the notes and the verdict lines.
    func markdown(number: Int) -> String {
        let columns = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { column, cell in
                column == 0 ? cell.padding(to: columns[column]) : cell.leftPadding(to: columns[column])
            }.joined(separator: " | ") + " |"
        }
        let rule = "|" + columns.enumerated().map { column, width in
            column == 0 ? " " + String(repeating: "-", count: width) + " " : " " + String(repeating: "-", count: width - 1) + ": "
        }.joined(separator: "|") + "|"
        var text = ["## \(number). \(title)", "", line(headers), rule] + rows.map(line)
        if !notes.isEmpty { text += [""] + notes }
        text += [""] + verdicts.map { "    " + $0.line }
        return text.joined(separator: "\n") + "\n"
    }
}
