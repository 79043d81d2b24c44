import Foundation
import Testing
@testable import KeyboardObservation

/// Reading a rect out of an `NSValue`: exact about what is a rect, never
/// trapping. Values are made with `NSValue(bytes:objCType:)`, which every
/// platform has, so the same test runs on Linux, a Mac and a simulator.
struct RectValueTests {
    @Test func aRectValueGivesBackItsRect() {
        let rect = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(RectValue.read(RectValue.make(rect)) == rect)
    }

    @Test func aRectMadeFromBytesAndItsEncodingIsARect() {
        var rect = CGRect(x: -1, y: 2.5, width: 0, height: 1e9)
        let value = NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(RectValue.read(value) == rect)
    }

    @Test func aRectHoldingNaNIsStillARect() throws {
        let rect = try #require(RectValue.read(RectValue.make(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))))
        #expect(rect.origin.x.isNaN)
    }

    @Test func valuesOfTheSameSizeOrSmallerAreNotRects() {
        var fourWords: (Double, Double, Double, Double) = (1, 2, 3, 4)
        var twoWords: (Double, Double) = (1, 2)
        let others: [(NSValue, String)] = [
            (NSValue(bytes: &fourWords, objCType: "[4d]"), "four doubles (32 bytes, as a rect)"),
            (NSValue(bytes: &twoWords, objCType: "[2d]"), "two doubles"),
            (NSValue(range: NSRange(location: 1, length: 2)), "range"),
            (NSNumber(value: 336), "number (an NSValue subclass)"),
        ]
        for (value, label) in others {
            #expect(RectValue.read(value) == nil, "\(label)")
        }
    }

    @Test func aLargerValueMadeFromBytesIsNotARect() {
        var words: (Double, Double, Double, Double, Double, Double) = (1, 2, 3, 4, 5, 6)
        let value = NSValue(bytes: &words, objCType: "[6d]")
        #expect(RectValue.read(value) == nil)
    }
}
