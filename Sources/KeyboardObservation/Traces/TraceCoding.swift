import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a trace spells a number in JSON: a finite one as a number, a
/// non-finite one as the string Swift prints for it (`"nan"`, `"-inf"`,
/// `"snan"`, …), which `JSONEncoder` would otherwise refuse to write. A
/// keyboard frame with a NaN in it is exactly the kind of post a trace must keep.
enum TraceNumber {
    static func encode(_ number: Double, to container: inout some SingleValueEncodingContainer) throws {
        if number.isFinite {
            try container.encode(number)
        } else {
            try container.encode(number.description)
        }
    }

    static func decode(from container: some SingleValueDecodingContainer) throws -> Double {
        if let number = try? container.decode(Double.self) { return number }
        let spelled = try container.decode(String.self)
        guard let number = Double(spelled), !number.isFinite else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(spelled)\" is not a number (nan, inf or -inf)"
            )
        }
        return number
    }
}

/// A rect in a trace: `[x, y, width, height]`, each a ``TraceNumber``.
struct TraceRect: Codable, Hashable, Sendable {
    var rect: CGRect

    init(_ rect: CGRect) { self.rect = rect }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var components: [Double] = []
        while components.count < 4 {
            guard !container.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "a rect is four numbers: [x, y, width, height]"
                )
            }
            components.append(try container.decode(TraceComponent.self).value)
        }
        rect = CGRect(x: components[0], y: components[1], width: components[2], height: components[3])
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for component in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] {
            try container.encode(TraceComponent(value: Double(component)))
        }
    }

    /// Equal when every component is, NaN to NaN included: a trace equals its own JSON round trip.
    static func == (lhs: TraceRect, rhs: TraceRect) -> Bool {
        zip(lhs.components, rhs.components).allSatisfy { TraceComponent.same($0, $1) }
    }

    func hash(into hasher: inout Hasher) {
        for component in components { TraceComponent.hash(component, into: &hasher) }
    }

    private var components: [Double] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
    }
}

/// One number of a trace, coded as a ``TraceNumber`` and compared so that NaN equals NaN.
struct TraceComponent: Codable, Hashable, Sendable {
    var value: Double

    init(value: Double) { self.value = value }

    init(from decoder: any Decoder) throws {
        value = try TraceNumber.decode(from: decoder.singleValueContainer())
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try TraceNumber.encode(value, to: &container)
    }

    static func == (lhs: TraceComponent, rhs: TraceComponent) -> Bool { same(lhs.value, rhs.value) }

    func hash(into hasher: inout Hasher) { Self.hash(value, into: &hasher) }

    /// Whether two recorded numbers are the same fact: equal, or both NaN.
    static func same(_ lhs: Double, _ rhs: Double) -> Bool { lhs == rhs || (lhs.isNaN && rhs.isNaN) }

    /// Hashes as ``same(_:_:)`` compares: every NaN alike.
    static func hash(_ value: Double, into hasher: inout Hasher) {
        if value.isNaN { hasher.combine(Double.nan.bitPattern) } else { hasher.combine(value) }
    }
}

extension KeyboardEvent {
    /// The event's name in a trace: the case's own (`"willShow"`).
    var traceName: String {
        switch self {
        case .willShow: "willShow"
        case .didShow: "didShow"
        case .willHide: "willHide"
        case .didHide: "didHide"
        case .willChangeFrame: "willChangeFrame"
        case .didChangeFrame: "didChangeFrame"
        }
    }

    /// The event a trace names, or `nil` for another name.
    init?(traceName: String) {
        guard let event = Self.allCases.first(where: { $0.traceName == traceName }) else { return nil }
        self = event
    }
}

extension KeyboardState.Placement {
    /// The placement's name in a trace: the case's own (`"docked"`).
    var traceName: String {
        switch self {
        case .unknown: "unknown"
        case .hidden: "hidden"
        case .docked: "docked"
        case .hardwareKeyboardBar: "hardwareKeyboardBar"
        case .undocked: "undocked"
        }
    }

    /// The placement a trace names, or `nil` for another name.
    init?(traceName: String) {
        let all: [Self] = [.unknown, .hidden, .docked, .hardwareKeyboardBar, .undocked]
        guard let placement = all.first(where: { $0.traceName == traceName }) else { return nil }
        self = placement
    }
}
