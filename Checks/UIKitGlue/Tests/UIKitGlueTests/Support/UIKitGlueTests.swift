import Testing

/// Every test of this target, one at a time: UIKit's state is one world
/// (`UIKitModel.current`), as an app's is. The model's own tests (Model/)
/// and the scenarios that run the glue (Scenarios/) nest in extensions.
@Suite(.serialized)
@MainActor
struct UIKitGlueTests {}
