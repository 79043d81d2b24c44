extension KeyboardAnimationCurve {
    /// The raw value of `UIView.AnimationOptions` that selects this curve.
    ///
    /// UIKit keeps the curve in bits 16–19 of the options, so the raw curve is
    /// shifted left by 16: the keyboard's private `7` gives `0x70000`. A raw
    /// value that does not fit those four bits (negative, or above 15) falls
    /// back to the keyboard's curve rather than spilling into other options.
    ///
    /// ```swift
    /// let options = UIView.AnimationOptions(rawValue: info.animationCurve.animationOptionsRawValue)
    /// ```
    public var animationOptionsRawValue: UInt {
        let curve = (0...15).contains(rawValue) ? rawValue : KeyboardAnimationCurve.keyboard.rawValue
        return UInt(curve) << 16
    }
}
