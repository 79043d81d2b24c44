extension KeyboardAnimationCurve {
    /// `UIView.AnimationOptions`' raw value for this curve: the curve in bits
    /// 16–19 (7 gives `0x70000`); a value outside 0...15 falls back to 7.
    var animationOptionsRawValue: UInt {
        let curve = (0...15).contains(rawValue) ? rawValue : KeyboardAnimationCurve.keyboard.rawValue
        return UInt(curve) << 16
    }
}
