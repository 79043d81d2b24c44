extension View {
    // SwiftUICore.swiftinterface (iOS 26.2 SDK; in SwiftUI on iOS 17.5):
    // @inlinable nonisolated public func onAppear(perform action: (() -> Swift.Void)? = nil) -> some SwiftUICore.View
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _StandInModifiedView<Self>()
    }

    // @inlinable nonisolated public func onDisappear(perform action: (() -> Swift.Void)? = nil) -> some SwiftUICore.View
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _StandInModifiedView<Self>()
    }
}
