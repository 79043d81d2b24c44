// UIKit in SwiftUI and SwiftUI in UIKit: SwiftUI.swiftinterface (iOS 26.2 SDK).

// @preconcurrency @_Concurrency.MainActor public protocol UIViewControllerRepresentable : SwiftUICore.View where Self.Body == Swift.Never {
//   associatedtype UIViewControllerType : UIKit.UIViewController
//   @_Concurrency.MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
//   @_Concurrency.MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
//   @_Concurrency.MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
//   associatedtype Coordinator = Swift.Void
//   @_Concurrency.MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
//   typealias Context = SwiftUI.UIViewControllerRepresentableContext<Self>
// }
// (the optional sizeThatFits and the underscored requirements are not mirrored)
@available(iOS 13.0, *)
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context
    )
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    )
    associatedtype Coordinator = Void
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    // public func makeCoordinator() -> Self.Coordinator
    public func makeCoordinator() -> Coordinator { fatalError() }
}

extension UIViewControllerRepresentable {
    // public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {
        fatalError()
    }
    // public var body: Swift.Never { get }
    public var body: Never { fatalError() }
}

// @preconcurrency @_Concurrency.MainActor public struct UIViewControllerRepresentableContext<Representable> where Representable : SwiftUI.UIViewControllerRepresentable
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public var environment: EnvironmentValues { fatalError() }
}

// @_Concurrency.MainActor @preconcurrency open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUICore.View {
//   @_Concurrency.MainActor @preconcurrency public init(rootView: Content)
// }
@available(iOS 13.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    @MainActor @preconcurrency public init(rootView: Content) { fatalError() }
}
