// @frozen public struct Animation : Swift.Equatable, Swift.Sendable
@frozen
public struct Animation: Equatable, Sendable {
    // public static let `default`: SwiftUI.Animation
    public static let `default` = Animation()
    // public static func easeInOut(duration: Foundation.TimeInterval) -> SwiftUI.Animation
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    // public static func easeIn(duration: Foundation.TimeInterval) -> SwiftUI.Animation
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    // public static func easeOut(duration: Foundation.TimeInterval) -> SwiftUI.Animation
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    // public static func linear(duration: Foundation.TimeInterval) -> SwiftUI.Animation
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    // public static func interpolatingSpring(mass: Swift.Double = 1.0, stiffness: Swift.Double, damping: Swift.Double, initialVelocity: Swift.Double = 0.0) -> SwiftUI.Animation
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        fatalError()
    }
}

// Stricter than the SDK's, which is nonisolated: main-actor isolated here,
// so a call that only compiles off the main actor is caught.
// public func withAnimation<Result>(_ animation: SwiftUI.Animation? = .default, _ body: () throws -> Result) rethrows -> Result
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}
