// The app's entry point: SwiftUI.swiftinterface (iOS 26.2 SDK).

// @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
// @preconcurrency @_Concurrency.MainActor public protocol App {
//   associatedtype Body : SwiftUI.Scene
//   @SwiftUI.SceneBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }
//   @_Concurrency.MainActor @preconcurrency init()
// }
@available(iOS 14.0, *)
@preconcurrency @MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

// extension SwiftUI.App {
//   @_Concurrency.MainActor @preconcurrency public static func main()
// }
@available(iOS 14.0, *)
extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

// @preconcurrency @_Concurrency.MainActor public protocol Scene {
//   associatedtype Body : SwiftUI.Scene
//   @SwiftUI.SceneBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }
// }
// (its underscored requirement, _makeScene, is not mirrored)
@available(iOS 14.0, *)
@preconcurrency @MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// extension Swift.Never : SwiftUI.Scene
// (the body of a primitive scene, as of a primitive view)
@available(iOS 14.0, *)
extension Never: Scene {}

// @_functionBuilder public struct SceneBuilder {
//   @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content where Content : SwiftUI.Scene
//   public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.Scene
// }
@available(iOS 14.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
}

// public struct WindowGroup<Content> : SwiftUI.Scene where Content : SwiftUICore.View {
//   @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
//   public init(@SwiftUICore.ViewBuilder content: () -> Content)
// }
// (not deprecated here: the app's deployment target, iOS 17, is below 18.0,
// so the SDK does not warn either; Linux compiles no iOS availability)
@available(iOS 14.0, *)
public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}
