// swift-tools-version: 6.0
import PackageDescription

// NB: iOS 13 is the oldest system Swift concurrency back-deploys to, so the core
// avoids `Synchronization` (iOS 18) and `Clock` (iOS 16); macOS 10.15 is listed
// so the suite also runs on a Mac.
let package = Package(
    name: "KeyboardObservation",
    platforms: [.iOS(.v13), .macCatalyst(.v13), .visionOS(.v1), .macOS(.v10_15)],
    products: [
        .library(name: "KeyboardObservation", targets: ["KeyboardObservation"]),
        .library(name: "KeyboardObservationTesting", targets: ["KeyboardObservationTesting"]),
        // NB: its own product, so apps that use only UIKit link nothing new;
        // its model needs Observation (iOS 17), its modifiers iOS 15.
        .library(name: "KeyboardObservationSwiftUI", targets: ["KeyboardObservationSwiftUI"]),
    ],
    targets: [
        .target(name: "KeyboardObservation"),
        .target(
            name: "KeyboardObservationTesting",
            dependencies: ["KeyboardObservation"]
        ),
        // NB: not a product: the pool's counters and a manual sweep clock,
        // for the package's own tests and harness only.
        .target(
            name: "KeyboardObservationInstruments",
            dependencies: ["KeyboardObservation"]
        ),
        // NB: not a product: the helpers both test targets share, one copy each.
        .target(
            name: "KeyboardObservationTestSupport",
            dependencies: ["KeyboardObservation", "KeyboardObservationTesting", "KeyboardObservationInstruments"],
            path: "Tests/Support"
        ),
        .target(
            name: "KeyboardObservationSwiftUI",
            dependencies: ["KeyboardObservation"]
        ),
        // NB: an executable target, not a product: `swift run -c release Stress`
        // runs it here, and apps depending on the package never see it.
        .executableTarget(
            name: "Stress",
            dependencies: ["KeyboardObservation", "KeyboardObservationTesting", "KeyboardObservationInstruments"],
            path: "Stress"
        ),
        .testTarget(
            name: "KeyboardObservationTests",
            dependencies: [
                "KeyboardObservation", "KeyboardObservationTesting", "KeyboardObservationInstruments",
                "KeyboardObservationTestSupport",
            ],
            // NB: the regression traces are JSON files in the format a device's
            // recorder writes, read where they lie (RegressionTraceLibraryTests).
            exclude: ["Traces/Library"]
        ),
        .testTarget(
            name: "KeyboardObservationSwiftUITests",
            dependencies: [
                "KeyboardObservationSwiftUI", "KeyboardObservation", "KeyboardObservationTesting",
                "KeyboardObservationTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
