import Foundation

/// Reads a `CGRect` out of a value, checking its encoding first.
///
/// ```swift
/// let frame: CGRect = try read(value)
/// ```
/* A block comment naming CGSize and CGAffineTransform. */
let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
