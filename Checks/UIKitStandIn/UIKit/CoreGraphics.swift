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
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    // CG_EXTERN CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy)
    // Swift: init(scaleX sx: CGFloat, y sy: CGFloat)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    // Swift: init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    // CG_EXTERN const CGAffineTransform CGAffineTransformIdentity
    // Swift: static var identity: CGAffineTransform { get }
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
}
