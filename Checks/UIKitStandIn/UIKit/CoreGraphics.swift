// CoreGraphics/CGAffineTransform.h. On Apple platforms `import UIKit`
// re-exports CoreGraphics; Linux Foundation supplies CGRect, CGPoint, CGSize
// and CGFloat but not CGAffineTransform, so the stand-in declares it.

// struct CGAffineTransform {
//   CGFloat a, b, c, d;
//   CGFloat tx, ty;
// };
// Swift: struct CGAffineTransform, with init() and init(a:b:c:d:tx:ty:).
@frozen
public struct CGAffineTransform: Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    // CG_EXTERN CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty)
    //     CG_AVAILABLE_STARTING(10.0, 2.0);
    // Swift: init(translationX tx: CGFloat, y ty: CGFloat)
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
}
