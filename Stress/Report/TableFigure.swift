/// One figure of a "figure | value" table (the storm's, the soak's): its
/// label there, its JSON key, and its value as printed and as written. A
/// figure with no label is in the JSON only; one with no key, in the table only.
struct TableFigure {
    var label: String?
    var key: String?
    var text: String
    var json: Any

    static func count(_ label: String?, _ key: String?, _ value: Int) -> TableFigure {
        TableFigure(label: label, key: key, text: Format.count(value), json: value)
    }

    static func bytes(_ label: String?, _ key: String?, _ value: Int?) -> TableFigure {
        TableFigure(label: label, key: key, text: Format.bytes(value), json: value.map { $0 as Any } ?? JSONFigure.number(nil))
    }

    /// A rate or a time: printed as `text`, written rounded (`null` when not measured).
    static func measured(_ label: String?, _ key: String?, _ value: Double?, text: String) -> TableFigure {
        TableFigure(label: label, key: key, text: text, json: JSONFigure.number(value))
    }
}

extension [TableFigure] {
    /// The table's rows: each labelled figure and its value.
    fileprivate var rows: [[String]] { compactMap { figure in figure.label.map { [$0, figure.text] } } }

    /// The figures with a key, under it.
    var json: [String: Any] {
        Dictionary(uniqueKeysWithValues: compactMap { figure in figure.key.map { ($0, figure.json) } })
    }
}

extension ReportSection {
    /// A "figure | value" table of the labelled `figures`.
    init(title: String, figures: [TableFigure], verdicts: [Verdict], notes: [String] = []) {
        self.init(title: title, headers: ["figure", "value"], rows: figures.rows, verdicts: verdicts, notes: notes)
    }
}
