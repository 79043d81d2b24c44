#if !canImport(UIKit)
import Foundation
import Testing
@testable import KeyboardObservation

/// Reading a rect out of an `NSValue`: exact about what is a rect, never trapping.
struct RectValueTests {
    @Test func aRectValueGivesBackItsRect() {
        let rect = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(RectValue.read(NSValue(rect: rect)) == rect)
        #expect(RectValue.read(RectValue.make(rect)) == rect)
    }

    @Test func aRectMadeFromBytesAndItsEncodingIsARect() {
        var rect = CGRect(x: -1, y: 2.5, width: 0, height: 1e9)
        let value = NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(RectValue.read(value) == rect)
    }

    @Test func aRectHoldingNaNIsStillARect() throws {
        let value = NSValue(rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        let rect = try #require(RectValue.read(value))
        #expect(rect.origin.x.isNaN)
    }

    @Test func valuesOfTheSameSizeOrSmallerAreNotRects() {
        let others: [(NSValue, String)] = [
            (NSValue(edgeInsets: NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "edge insets (32 bytes)"),
            (NSValue(point: CGPoint(x: 1, y: 2)), "point"),
            (NSValue(size: CGSize(width: 390, height: 336)), "size"),
            (NSValue(range: NSRange(location: 1, length: 2)), "range"),
            (NSNumber(value: 336), "number"),
        ]
        for (value, label) in others {
            #expect(RectValue.read(value) == nil, "\(label)")
        }
    }

    /// Every special value is settled by the type it stores, so `objCType` (slow, leaky) is never asked.
    @Test func specialValuesAreToldApartWithoutObjCType() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(RectValue.readSpecialValue(NSValue(rect: rect)) == rect)
        #expect(RectValue.readSpecialValue(NSValue(rect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)))?.origin.x.isNaN == true)
        #expect(RectValue.readSpecialValue(NSValue(edgeInsets: NSEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))) == nil)
        #expect(RectValue.readSpecialValue(NSValue(point: CGPoint(x: 1, y: 2))) == nil)
        #expect(RectValue.readSpecialValue(NSNumber(value: 336)) == nil)
    }

    @Test func aLargerValueMadeFromBytesIsNotARect() {
        var words: (Double, Double, Double, Double, Double, Double) = (1, 2, 3, 4, 5, 6)
        let value = NSValue(bytes: &words, objCType: "[6d]")
        #expect(RectValue.read(value) == nil)
    }
}
#endif
