// Stand-in for Apple's SwiftUI module, for type-checking only.
//
// It declares only what KeyboardObservationSwiftUI uses, each declaration as
// SwiftUI's .swiftinterface has it (iOS 17.5, 18.6 and 26.2 SDKs). Where the
// SDKs differ, it mirrors the stricter: `View` and `ViewModifier` are
// `@MainActor @preconcurrency` whole (iOS 18 and later; iOS 17 isolates only
// `body`), and the view modifiers are `nonisolated`, as iOS 18 marks them.
// Modifiers return `some View`, as in the SDK, so nothing may rely on a
// concrete type. Beside every declaration, the SDK line it mirrors.
//
// Every body traps: the module is compiled against, never linked or run.
// `.ci/swiftui-typecheck.sh` builds it on the UIKit stand-in and
// type-checks Sources/KeyboardObservationSwiftUI with it.
@_exported import Foundation
@_exported import UIKit
