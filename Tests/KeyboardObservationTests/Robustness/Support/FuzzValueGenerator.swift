import Foundation

/// Builds arbitrary `userInfo` values from a seeded generator.
///
/// `arbitrary` may produce anything: rects with NaN, ±infinity or huge
/// components, numbers of every Swift and Foundation spelling (including
/// `Bool` numbers and values that wrap past `Int`), strings, `NSNull`,
/// nested collections, non-rect `NSValue`s, plain structs, objects,
/// closures and empty optionals. The `plausible…` builders make values a
/// well-formed notification would carry, in varied spellings.
struct FuzzValueGenerator {
    var rng: SeededRandom

    mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &rng) < percent
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &rng)]
    }

    mutating func arbitrary(depth: Int = 0) -> FuzzValue {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1: return rectValue(component: { $0.anyComponent() })
        case 2, 3, 4: return numberValue(anyNumber())
        case 5: return stringValue()
        case 6: return depth < 2 ? collectionValue(depth: depth) : FuzzValue(value: NSNull(), meaning: .other, label: "NSNull")
        default: return oddValue()
        }
    }

    mutating func plausibleRect() -> FuzzValue {
        rectValue(component: { $0.finiteComponent() })
    }

    mutating func plausibleDuration() -> FuzzValue {
        numberValue(pick([.floating(0.25), .floating(0), .signed(0), .signed(1),
                          .floating(Double.random(in: 0...2, using: &rng)), .bool(false)]))
    }

    mutating func plausibleCurve() -> FuzzValue {
        numberValue(pick([.signed(7), .signed(0), .signed(3), .unsigned(7), .floating(7), .signed(-1),
                          .signed(Int64.random(in: -100...100, using: &rng))]))
    }

    mutating func plausibleFlag() -> FuzzValue {
        numberValue(pick([.bool(true), .bool(false), .signed(1), .signed(0), .floating(1), .unsigned(0)]))
    }

    // MARK: Rects

    mutating func finiteComponent() -> CGFloat {
        chance(20) ? CGFloat(Double.random(in: -5000...5000, using: &rng)) : pick(Self.finiteComponents)
    }

    private static let finiteComponents: [CGFloat] = [
        0, -0.0, 1, 390, 844, -250.5, 1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]

    mutating func anyComponent() -> CGFloat {
        chance(70) ? finiteComponent() : pick([.nan, .infinity, -.infinity, .signalingNaN])
    }

    mutating func rectValue(component: (inout Self) -> CGFloat) -> FuzzValue {
        let rect = CGRect(x: component(&self), y: component(&self), width: component(&self), height: component(&self))
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return FuzzValue(value: rect, meaning: .rect(rect), label: "CGRect \(rect)")
        case 1: return FuzzValue(value: Optional(rect) as Any, meaning: .rect(rect), label: "Optional(CGRect \(rect))")
        case 2:
            var copy = rect
            let value = NSValue(bytes: &copy, objCType: rectObjCType)
            return FuzzValue(value: value, meaning: .rect(rect), label: "NSValue(bytes: \(rect))")
        default: return FuzzValue(value: boxedRect(rect), meaning: .rect(rect), label: "BoxedValue.rect(\(rect))")
        }
    }

    // MARK: Numbers

    mutating func anyNumber() -> FuzzNumber {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: .signed(pick([0, 1, -1, 2, 7, .min, .max, Int64.random(in: .min ... .max, using: &rng)]))
        case 1: .unsigned(pick([0, 1, 7, .max, 1 << 63, UInt64.random(in: 0 ... .max, using: &rng)]))
        case 2: .floating(pick([0, -0.0, 0.25, 1, 1.5, 7, -0.5, -7, 1e19, 1e308, -1e308, .nan, .infinity,
                                -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                Double.random(in: -1e6...1e6, using: &rng)]))
        default: .bool(chance(50))
        }
    }

    mutating func numberValue(_ number: FuzzNumber) -> FuzzValue {
        let (value, spelling, meaning) = spell(number)
        return FuzzValue(value: value, meaning: .number(meaning), label: "\(spelling)(\(number))")
    }

    /// One of the ways `number` can be spelled, and the number that spelling holds.
    private mutating func spell(_ number: FuzzNumber) -> (Any, String, FuzzNumber) {
        switch number {
        case .signed(let value):
            if let small = Int8(exactly: value), chance(25) {
                return chance(50) ? (NSNumber(value: small), "NSNumber<Int8>", number) : (small, "Int8", number)
            }
            if let mid = Int32(exactly: value), chance(25) { return (mid, "Int32", number) }
            return chance(50) ? (NSNumber(value: value), "NSNumber<Int64>", number) : (Int(value), "Int", number)
        case .unsigned(let value):
            if let small = UInt8(exactly: value), chance(25) { return (small, "UInt8", number) }
            return chance(50) ? (NSNumber(value: value), "NSNumber<UInt64>", number) : (UInt(value), "UInt", number)
        case .floating(let value):
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return (value, "Double", number)
            case 1: return (CGFloat(value), "CGFloat", number)
            case 2: return (Float(value), "Float", .floating(Double(Float(value))))
            case 3: return (NSNumber(value: Float(value)), "NSNumber<Float>", .floating(Double(Float(value))))
            case 4 where value.isFinite && value.magnitude < 1e30:
                let decimal = NSDecimalNumber(value: value)
                return (decimal, "NSDecimalNumber", .floating(decimal.doubleValue))
            default: return (NSNumber(value: value), "NSNumber<Double>", number)
            }
        case .bool(let value):
            return chance(50) ? (NSNumber(value: value), "NSNumber<Bool>", number) : (value, "Bool", number)
        }
    }
}
