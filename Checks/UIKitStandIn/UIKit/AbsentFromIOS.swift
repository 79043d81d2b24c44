// Spellings that Foundation on Linux (and on macOS) has and iOS does not.
//
// This module re-exports Linux Foundation, which declares NSValue's AppKit-era
// geometry API. On iOS, visionOS and tvOS, `NSValue(rect:)` and `rectValue`
// do not exist (Foundation/NSGeometry.h `@interface NSValue
// (NSValueGeometryExtensions)` is macOS and Mac Catalyst only; Apple's
// documentation lists `init(rect:)` and `rectValue` for macOS 10.0+ and Mac
// Catalyst 13.0+). A declaration here, in a module that imports Foundation,
// shadows Foundation's own, so any use of these names while UIKit is visible
// resolves to it and is diagnosed ("deprecated", an error under
// -warnings-as-errors) instead of silently compiling.
extension NSValue {
    // + (NSValue *)valueWithRect:(NSRect)rect;   (macOS / Mac Catalyst only)
    @available(*, deprecated, message: "not on iOS: NSValue(rect:) is macOS-only; UIKit spells it NSValue(cgRect:)")
    public convenience init(rect: CGRect) { fatalError() }

    // @property (readonly) NSRect rectValue;      (macOS / Mac Catalyst only)
    @available(*, deprecated, message: "not on iOS: rectValue is macOS-only; UIKit spells it cgRectValue")
    public var rectValue: CGRect { fatalError() }
}
