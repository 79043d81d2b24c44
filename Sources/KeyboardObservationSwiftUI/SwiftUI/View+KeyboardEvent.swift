#if canImport(SwiftUI)
import KeyboardObservation
import SwiftUI

// NB: main-actor isolated on every SDK, as `View+KeyboardOverlap.swift` explains.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
extension View {
    /// Calls `action` for each of `events` while this view is on screen:
    /// ``ObserverPool/observe(_:followingLiveFrames:handler:)``, for SwiftUI.
    ///
    /// The subscription starts when the view appears and ends when it
    /// disappears. Like `observe`, `action` runs inside UIKit's post: a UIKit
    /// view changed there joins the keyboard's own animation, while SwiftUI
    /// state animates with the keyboard when changed inside
    /// `withAnimation(.keyboard(info))`:
    ///
    /// ```swift
    /// TabBar()
    ///     .opacity(isTabBarHidden ? 0 : 1)
    ///     .onKeyboardEvent([.willShow, .willHide]) { event, info in
    ///         withAnimation(.keyboard(info)) { isTabBarHidden = event == .willShow }
    ///     }
    /// ```
    ///
    /// Scroll a field into view once the keyboard is up, without a delay:
    ///
    /// ```swift
    /// ScrollViewReader { proxy in
    ///     MessageList()
    ///         .onKeyboardEvent([.didShow]) { _, _ in proxy.scrollTo(lastMessageID, anchor: .bottom) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - events: The events to observe; all six by default.
    ///   - pool: The pool to observe; `ObserverPool.shared` by default.
    ///   - action: Called on the main actor with each event and its payload.
    /// - Returns: A view that observes the keyboard while it is on screen.
    public func onKeyboardEvent(
        _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
        pool: ObserverPool = .shared,
        perform action: @escaping @MainActor (KeyboardEvent, KeyboardInfo) -> Void
    ) -> some View {
        modifier(KeyboardEventObserver(events: events, pool: pool, action: action))
    }
}

/// The modifier behind `onKeyboardEvent`: SwiftUI's appearance callbacks
/// handed to a ``KeyboardEventRelay``, which decides what to subscribe.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
struct KeyboardEventObserver: ViewModifier {
    let events: Set<KeyboardEvent>
    let pool: ObserverPool
    let action: @MainActor (KeyboardEvent, KeyboardInfo) -> Void
    @State private var relay = KeyboardEventRelay()

    func body(content: Content) -> some View {
        // NB: the relay is a plain object, not SwiftUI state: handing it the
        // latest action and events here writes no state during the update.
        relay.action = action
        relay.update(events: events, pool: pool)
        return content
            .onAppear { relay.appear(events: events, pool: pool) }
            .onDisappear { relay.disappear() }
    }
}
#endif
