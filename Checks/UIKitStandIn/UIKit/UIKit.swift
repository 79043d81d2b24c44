// Stand-in for Apple's UIKit module, for type-checking only.
//
// It declares only what KeyboardObservation uses, each declaration as Swift
// sees UIKit through the Clang importer in the current SDK: UI classes are
// `@MainActor @preconcurrency` (NS_SWIFT_UI_ACTOR), notification names and
// userInfo keys are `nonisolated` (NS_SWIFT_NONISOLATED), NS_OPTIONS become
// `OptionSet`s with UIKit's raw values, NS_ENUMs non-frozen enums (the module
// is built with library evolution, so a `switch` without `@unknown default`
// is diagnosed as it is against the real SDK). Beside every declaration, a
// comment quotes the Objective-C declaration from UIKit's headers (or the
// Swift declaration from Apple's documentation) that it mirrors.
//
// Every body traps: the module is compiled against, never linked or run.
// `.ci/uikit-typecheck.sh` builds it and type-checks the library with it.

// UIKit/UIKit.h: #import <Foundation/Foundation.h> (and CoreGraphics).
// `import UIKit` brings Foundation with it; on Linux, Foundation also
// provides CGRect, CGPoint, CGSize and CGFloat, which CoreGraphics provides
// on Apple platforms.
@_exported import Foundation
