// Stand-in for Apple's SwiftUI module, for type-checking only.
//
// It declares only what KeyboardObservationSwiftUI uses, each declaration as
// SwiftUI's .swiftinterface has it (iOS 17.5, 18.6 and 26.2 SDKs). Where the
// SDKs differ, it mirrors the stricter for code that conforms to them:
// `View` and `ViewModifier` isolate only `body` to the main actor, as iOS 17
// has them (iOS 18 isolates the whole protocol, which lets a view's stored
// properties call main-actor code in their initial values), and the view
// modifiers are `nonisolated`, as iOS 18 marks them.
// Modifiers return `some View`, as in the SDK, so nothing may rely on a
// concrete type. Beside every declaration, the SDK line it mirrors.
//
// Every body traps: the module is compiled against, never linked or run.
// `.ci/swiftui-typecheck.sh` builds it on the UIKit stand-in and
// type-checks Sources/KeyboardObservationSwiftUI with it.
@_exported import Foundation
@_exported import UIKit
