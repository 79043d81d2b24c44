// swift-tools-version: 6.0
import PackageDescription

// NB: the package's UIKit glue, run on Linux. The library's own sources
// (Library/, links into Sources/) are compiled against the executable UIKit
// model (Model/UIKit, a link to Checks/UIKitStandIn/UIKit, the same files the
// type-check compiles against), so every `#if canImport(UIKit)` branch is
// built and run here. `.ci/glue.sh` runs this package's tests and counts the
// glue lines they run (docs/UIKitModel.md).
let crossImportOverlaysOff: [SwiftSetting] = [
    // NB: Swift Testing declares a cross-import overlay with UIKit
    // (`_Testing_UIKit`), which exists only in Apple's toolchains.
    .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])
]

let package = Package(
    name: "UIKitGlue",
    targets: [
        .target(
            name: "UIKit", path: "Model/UIKit",
            // NB: the iOS 26.2 SDK's UIKit module version, as the type-check gives the stand-in.
            swiftSettings: [.unsafeFlags(["-user-module-version", "9126.2.4.1.111"])]
        ),
        .target(name: "GameController", path: "Model/GameController"),
        .target(name: "KeyboardObservation", dependencies: ["UIKit", "GameController"], path: "Library/KeyboardObservation"),
        .target(
            name: "KeyboardObservationSwiftUI", dependencies: ["KeyboardObservation"],
            path: "Library/KeyboardObservationSwiftUI"
        ),
        // NB: one test target, one serialized suite: UIKit's state is one
        // world (`UIKitModel.current`), as an app's is. Model/ tests the
        // model against its sources; Scenarios/ runs the glue on it.
        .testTarget(
            name: "UIKitGlueTests",
            dependencies: ["UIKit", "KeyboardObservation", "KeyboardObservationSwiftUI"],
            swiftSettings: crossImportOverlaysOff
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
