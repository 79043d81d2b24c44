// swift-tools-version: 6.0

// KeyboardLab: an app package that Xcode and Swift Playgrounds open as it is.
// It shows the package's screens on a device, the pool's state over every
// screen, and records keyboard traces to attach to a bug report
// (README.md, "KeyboardLab"). It depends on this repository by path.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "KeyboardLab",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "KeyboardLab",
            targets: ["AppModule"],
            bundleIdentifier: "keyboardobservation.KeyboardLab",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // NB: named, so the products below resolve whatever the clone's folder is called.
        .package(name: "KeyboardObservation", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "KeyboardObservation", package: "KeyboardObservation"),
                .product(name: "KeyboardObservationSwiftUI", package: "KeyboardObservation"),
            ],
            path: ".",
            exclude: ["README.md"],   // NB: the lab's guide, not a resource of the app
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        )
    ],
    swiftLanguageModes: [.v6]
)
