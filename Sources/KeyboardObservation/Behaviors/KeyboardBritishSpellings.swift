// The names before 0.2, kept through 0.x so existing code still compiles.

/// Renamed ``KeyboardBehavior``, Apple's spelling.
@available(*, deprecated, renamed: "KeyboardBehavior")
public typealias KeyboardBehaviour = KeyboardBehavior

/// Renamed ``KeyboardContentInsetBehavior``, Apple's spelling.
@available(*, deprecated, renamed: "KeyboardContentInsetBehavior")
public typealias KeyboardContentInsetBehaviour = KeyboardContentInsetBehavior

/// Renamed ``KeyboardConstraintBehavior``, Apple's spelling.
@available(*, deprecated, renamed: "KeyboardConstraintBehavior")
public typealias KeyboardConstraintBehaviour = KeyboardConstraintBehavior

/// Renamed ``KeyboardOffsetBehavior``, Apple's spelling.
@available(*, deprecated, renamed: "KeyboardOffsetBehavior")
public typealias KeyboardOffsetBehaviour = KeyboardOffsetBehavior

/// Renamed ``KeyboardRevealBehavior``, Apple's spelling.
@available(*, deprecated, renamed: "KeyboardRevealBehavior")
public typealias KeyboardRevealBehaviour = KeyboardRevealBehavior
