#if canImport(SwiftUI) && canImport(UIKit)
import KeyboardObservation
import SwiftUI

// NB: main-actor isolated on every SDK: iOS 18 isolates `View` (and so this
// extension) to the main actor, iOS 17 only `body`; views call these from
// `body` either way.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
@MainActor
extension View {
    /// Pads this view's bottom by the part of it the keyboard covers, above
    /// its safe area, following the keyboard: animated with it on show and
    /// hide, frame by frame while the user drags it down (iOS 15+, from a
    /// keyboard layout guide checked against UIKit's notifications; SwiftUI
    /// lays the padding out on its next update, a frame behind the guide).
    ///
    /// SwiftUI's own keyboard avoidance is turned off for this view, so the
    /// keyboard is not counted twice. The overlap is this view's, measured on
    /// screen: right in sheets, Split View, Slide Over and Stage Manager
    /// windows, and zero under a floating keyboard.
    ///
    /// ```swift
    /// VStack(spacing: 0) {
    ///     ScrollView { MessageList() }
    ///         .scrollDismissesKeyboard(.interactively)
    ///     ComposerBar()
    /// }
    /// .keyboardPadding()
    /// ```
    ///
    /// An app that already has a `keyboardPadding()` of its own (a common
    /// name) calls its own inside its module; name the pool,
    /// `.keyboardPadding(pool: .shared)`, to call this one.
    ///
    /// - Parameter pool: The pool to follow; `ObserverPool.shared` by default.
    /// - Returns: A view that keeps its content above the keyboard.
    public func keyboardPadding(pool: ObserverPool = .shared) -> some View {
        modifier(KeyboardOverlapReader(pool: pool, padsContent: true, action: nil))
    }

    /// Measures what the keyboard covers of this view, live, and hands it to
    /// the views inside as `EnvironmentValues.keyboardOverlap`.
    /// SwiftUI's own keyboard avoidance is left as it is.
    ///
    /// - Parameter pool: The pool to follow; `ObserverPool.shared` by default.
    /// - Returns: A view whose content can read the overlap from the environment.
    ///
    /// ```swift
    /// ComposerScreen()
    ///     .measuresKeyboardOverlap()   // a child reads @Environment(\.keyboardOverlap)
    /// ```
    public func measuresKeyboardOverlap(pool: ObserverPool = .shared) -> some View {
        modifier(KeyboardOverlapReader(pool: pool, padsContent: false, action: nil))
    }

    /// Calls `action` with what the keyboard covers of this view, now and
    /// each time it changes (inside the keyboard's animation).
    ///
    /// The view is measured where it would be without SwiftUI's keyboard
    /// avoidance: a view whose bottom SwiftUI moved up to the keyboard still
    /// reads covered, so an action that hides a tab bar keeps it hidden. A
    /// view SwiftUI moves without it meeting the keyboard (a centred card) is
    /// measured where SwiftUI put it.
    ///
    /// ```swift
    /// MessageList()
    ///     .onKeyboardOverlapChange { overlap in isTabBarHidden = overlap.coveredHeight > 0 }
    /// ```
    ///
    /// - Parameters:
    ///   - pool: The pool to follow; `ObserverPool.shared` by default.
    ///   - action: Called on the main actor with the new overlap.
    /// - Returns: A view that reports its overlap.
    public func onKeyboardOverlapChange(
        pool: ObserverPool = .shared, perform action: @escaping @MainActor (KeyboardOverlap) -> Void
    ) -> some View {
        modifier(KeyboardOverlapReader(pool: pool, padsContent: false, action: action))
    }
}

/// The one modifier behind the three: a probe behind the view, the overlap
/// in state, and what ``KeyboardPadding`` decides to do with it.
///
/// The probe sits in a background that ignores SwiftUI's keyboard safe-area
/// region, so it measures the view where it would be without SwiftUI's
/// keyboard avoidance: a view SwiftUI lifts or shrinks to the keyboard's top
/// is measured down to where its bottom was (a background ignoring a region
/// extends into it where the view meets its edge), and is not reported
/// uncovered once SwiftUI has moved it. A `GeometryReader` there hands the
/// probe SwiftUI's bottom safe area without the keyboard's part.
@available(iOS 15.0, macCatalyst 15.0, visionOS 1.0, *)
struct KeyboardOverlapReader: ViewModifier {
    let pool: ObserverPool
    let padsContent: Bool
    let action: (@MainActor (KeyboardOverlap) -> Void)?
    @State private var overlap = KeyboardOverlap(coveredHeight: 0, contentInset: 0)

    func body(content: Content) -> some View {
        let padding = KeyboardPadding(overlap: overlap, padsContent: padsContent)
        content
            .padding(.bottom, padding.bottom)
            .background {
                GeometryReader { proxy in
                    KeyboardOverlapProbe(pool: pool, safeAreaBottomInset: proxy.safeAreaInsets.bottom) { newOverlap in
                        overlap = newOverlap
                        action?(newOverlap)
                    }
                }
                .ignoresSafeArea(.keyboard)
            }
            .ignoresSafeArea(padding.ignoresKeyboardSafeArea ? .keyboard : [], edges: .bottom)
            .environment(\.keyboardOverlap, overlap)
    }
}
#endif
