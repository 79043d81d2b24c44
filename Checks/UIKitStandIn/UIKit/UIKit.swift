// Stand-in for Apple's UIKit module, for type-checking only.
//
// It declares only what KeyboardObservation uses, each declaration as Swift
// sees UIKit through the Clang importer: UI classes are
// `@MainActor @preconcurrency` (NS_SWIFT_UI_ACTOR), NS_OPTIONS become
// `OptionSet`s with UIKit's raw values, NS_ENUMs non-frozen enums (the module
// is built with library evolution, so a `switch` without `@unknown default`
// is diagnosed as it is against the real SDK). Where SDKs disagree, it
// mirrors the stricter annotation: the keyboard notification names and
// userInfo keys are main-actor isolated (NS_SWIFT_NONISOLATED is missing in
// the iOS 16.5 and 17.4 SDKs), `awakeFromNib` is nonisolated (an NSObject
// category method in those SDKs). Beside every declaration, a
// comment quotes the Objective-C declaration from UIKit's headers (or the
// Swift declaration from Apple's documentation) that it mirrors.
//
// Every body traps: the module is compiled against, never linked or run.
// `.ci/uikit-typecheck.sh` builds it and type-checks the library with it.

// UIKit/UIKit.h: #import <Foundation/Foundation.h> (and CoreGraphics).
// `import UIKit` brings Foundation with it; on Linux, Foundation also
// provides CGRect, CGPoint, CGSize and CGFloat, which CoreGraphics provides
// on Apple platforms. There is no CoreGraphics stand-in module: re-exporting
// Foundation from a second module defeats AbsentFromIOS.swift's shadowing
// ("ambiguous use of 'init(rect:)'"), so `canImport(CoreGraphics)` is false
// here and .ci/cg-imports.sh checks the CoreGraphics imports instead.
@_exported import Foundation
