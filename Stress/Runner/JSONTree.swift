/// A JSON value, decoded without knowing its shape.
indirect enum JSONTree: Codable {
    case null
    case flag(Bool)
    case number(Double)
    case text(String)
    case list([JSONTree])
    case object([String: JSONTree])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .flag(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .text(text) }
        else if let list = try? container.decode([JSONTree].self) { self = .list(list) }
        else { self = .object(try container.decode([String: JSONTree].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .flag(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        case .list(let list): try container.encode(list)
        case .object(let object): try container.encode(object)
        }
    }

    /// The trees combined leaf by leaf; shapes that differ keep the first tree's leaf.
    static func combine(_ trees: [JSONTree], _ choose: ([Double]) -> Double) -> JSONTree {
        switch trees[0] {
        case .number:
            let numbers = trees.compactMap { if case .number(let n) = $0 { n } else { nil } }
            return numbers.count == trees.count ? .number(choose(numbers)) : trees[0]
        case .flag:
            return .flag(trees.allSatisfy { if case .flag(true) = $0 { true } else { false } })
        case .list(let first):
            let lists = trees.compactMap { if case .list(let l) = $0, l.count == first.count { l } else { nil } }
            guard lists.count == trees.count else { return trees[0] }
            return .list(first.indices.map { index in combine(lists.map { $0[index] }, choose) })
        case .object(let first):
            let objects = trees.compactMap { if case .object(let o) = $0 { o } else { nil } }
            guard objects.count == trees.count else { return trees[0] }
            var combined: [String: JSONTree] = [:]
            for (key, value) in first {
                let values = objects.compactMap { $0[key] }
                combined[key] = values.count == objects.count ? combine(values, choose) : value
            }
            return .object(combined)
        case .null, .text:
            return trees[0]
        }
    }
}
