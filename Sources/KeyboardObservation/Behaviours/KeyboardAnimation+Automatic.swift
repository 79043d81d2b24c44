extension KeyboardAnimation {
    /// The default for behaviours: on UIKit, `UIView.animate` with the
    /// keyboard's duration and curve (`alongsideKeyboard`); elsewhere
    /// ``immediate``.
    public static var automatic: KeyboardAnimation {
        #if canImport(UIKit)
        return .alongsideKeyboard
        #else
        return .immediate
        #endif
    }
}
