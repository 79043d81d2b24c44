// Compiled by .ci/snippets.sh (not part of the package) with every `///`
// block of Sources/KeyboardObservationSwiftUI, in place of Prelude.swift.
// Two parts, as there:
//
// 1. SwiftUI API that blocks use and the SwiftUI stand-in
//    (Checks/SwiftUIStandIn) does not declare, spelled as Swift sees the SDK.
// 2. The context blocks are wrapped in: a view with the state the examples
//    refer to, and the app's own views they place.
import KeyboardObservation
import KeyboardObservationSwiftUI
import SwiftUI

// MARK: - SwiftUI beyond the stand-in

// @frozen @propertyWrapper public struct Environment<Value> : SwiftUI.DynamicProperty {
//   @inlinable public init(_ keyPath: Swift.KeyPath<SwiftUI.EnvironmentValues, Value>)
//   @inlinable public var wrappedValue: Value { get }
// }
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

// MARK: - The view that `///` blocks run in

/// A `///` block of statements is the content of a view builder method of
/// this view; a block of declarations is pasted into a view of its own.
@MainActor
struct SnippetView: View {
    @State var keyboard = KeyboardModel()
    @State var isTabBarHidden = false
    let lastMessageID = 0
    var body: some View { EmptyView() }
}

/// The app's own views that the examples place.
struct ChatScreen: View { var body: some View { EmptyView() } }
struct ComposerScreen: View { var body: some View { EmptyView() } }
struct ComposerBar: View { var body: some View { EmptyView() } }
struct MessageList: View { var body: some View { EmptyView() } }
struct TabBar: View { var body: some View { EmptyView() } }
