import XCTest

/// Drives KeyboardLab's UIKit chat through a keyboard show, an interactive
/// drag that dismisses it, a second show and a hide, with the panel
/// recording; on Stop the app writes the trace (`KEYBOARDLAB_TRACE_FILE`),
/// which CI keeps as an artifact (.ci/apple.sh).
///
/// KeyboardLab must be installed on the simulator, and the simulator's
/// hardware keyboard disconnected, or no on-screen keyboard appears.
@MainActor
final class KeyboardLabUITests: XCTestCase {
    /// KeyboardLab's bundle identifier (`Examples/KeyboardLab.swiftpm/Package.swift`).
    static let labIdentifier = "keyboardobservation.KeyboardLab"
    /// The file the app writes in its Documents folder on Stop; .ci/apple.sh reads the same name.
    static let traceFile = "keyboard-trace.json"

    func testAShowADragAndAHideAreRecorded() throws {
        continueAfterFailure = false
        let app = XCUIApplication(bundleIdentifier: Self.labIdentifier)
        app.launchEnvironment["KEYBOARDLAB_TRACE_FILE"] = Self.traceFile
        app.launch()

        // The menu's first row is the UIKit chat. The panel's card covers the
        // middle of the top rows, so the row is tapped near its leading edge.
        let chatRow = app.cells.element(boundBy: 0)
        XCTAssertTrue(chatRow.waitForExistence(timeout: 60), "KeyboardLab's menu did not appear")
        app.buttons["Record"].tap()
        chatRow.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)).tap()

        let field = app.textFields["Message"]
        let keyboard = app.keyboards.firstMatch
        XCTAssertTrue(field.waitForExistence(timeout: 10), "the chat's composer did not appear")

        // A show.
        field.tap()
        XCTAssertTrue(keyboard.waitForExistence(timeout: 10), "no keyboard: is the simulator's hardware keyboard connected?")

        // An interactive drag: the transcript dismisses the keyboard
        // interactively, so a slow drag from its middle to the screen's
        // bottom edge carries the keyboard down under the finger and lets it go.
        let transcript = app.tables.firstMatch
        let start = transcript.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.45))
        let end = transcript.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.99))
        start.press(forDuration: 0.2, thenDragTo: end, withVelocity: .slow, thenHoldForDuration: 0.3)
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 10), "the drag did not take the keyboard down")

        // A show again, then a hide: going back pops the screen, and its field
        // gives the keyboard up.
        field.tap()
        XCTAssertTrue(keyboard.waitForExistence(timeout: 10))
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 10), "the keyboard stayed after going back")

        app.buttons["Stop"].tap()
        let recorded = app.staticTexts.matching(NSPredicate(format: "label BEGINSWITH %@", "Trace: ")).firstMatch
        XCTAssertTrue(recorded.waitForExistence(timeout: 10), "the panel shows no finished trace")
        XCTAssertNotEqual(recorded.label, "Trace: 0 steps")

        let screenshot = XCTAttachment(screenshot: app.screenshot())
        screenshot.name = "KeyboardLab after the recording"
        screenshot.lifetime = .keepAlways
        add(screenshot)
    }
}
