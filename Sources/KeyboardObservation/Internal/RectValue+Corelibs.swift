#if !canImport(Darwin)
@_spi(Reflection) import Swift
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A fast, exact rect read on swift-corelibs-foundation, where `objCType`
/// builds and leaks a string per call. `NSValue(rect:)` and its point, size,
/// range and edge-insets siblings are one internal class that keeps the
/// value in an existential; the type recorded there says exactly whether it
/// is a `CGRect`. Found by reflection once and used only if it checks out on
/// a rect and on edge insets; otherwise `objCType` decides.
extension RectValue {
    /// The class of `NSValue(rect:)`, and the byte offset in its instances of the value's type.
    private static let specialValueLayout: (valueClass: ObjectIdentifier, typeOffset: Int)? = {
        let rect = NSValue(rect: .zero), insets = NSValue(edgeInsets: NSEdgeInsets())
        let valueClass: AnyClass = type(of: rect)
        guard valueClass != NSValue.self, type(of: insets) == valueClass else { return nil }
        var layout: (valueClass: ObjectIdentifier, typeOffset: Int)?
        // An existential stores its value in three words, then the value's type.
        let typeWord = 3 * MemoryLayout<Int>.stride
        // `.classType`, spelled by value: that option is a global `var`, which Swift 6 rejects.
        _forEachField(of: valueClass, options: _EachFieldOptions(rawValue: 1)) { _, offset, fieldType, kind in
            guard kind == .existential, size(of: fieldType) >= typeWord + MemoryLayout<Int>.stride,
                  storedType(rect, at: offset + typeWord) == metadata(CGRect.self),
                  storedType(insets, at: offset + typeWord) == metadata(NSEdgeInsets.self)
            else { return true }
            layout = (ObjectIdentifier(valueClass), offset + typeWord)
            return false
        }
        return layout
    }()

    /// The rect in `value` when that is certain without `objCType`; `nil` when not a rect or undecided.
    static func readSpecialValue(_ value: NSValue) -> CGRect? {
        guard let layout = specialValueLayout, ObjectIdentifier(type(of: value)) == layout.valueClass,
              storedType(value, at: layout.typeOffset) == metadata(CGRect.self)
        else { return nil }
        var rect = CGRect.zero
        withUnsafeMutableBytes(of: &rect) { value.getValue($0.baseAddress!) }
        return rect
    }

    private static func storedType(_ value: NSValue, at offset: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(value).toOpaque()).load(fromByteOffset: offset, as: UnsafeRawPointer.self)
    }

    private static func metadata(_ type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    private static func size<T>(of _: T.Type) -> Int { MemoryLayout<T>.size }
}
#endif
