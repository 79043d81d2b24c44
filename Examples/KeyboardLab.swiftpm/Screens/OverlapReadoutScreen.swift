import KeyboardObservation
import KeyboardObservationSwiftUI
import SwiftUI

/// Screen 6: what the SwiftUI API reports, side by side.
///
/// `onKeyboardOverlapChange` and `measuresKeyboardOverlap()` measure this
/// screen (the second hands the overlap down as `@Environment(\.keyboardOverlap)`);
/// `KeyboardModel` holds the pool's `state` and its `lastChange`, and the
/// last line fades with `Animation.keyboard(_:)`.
@MainActor   // its model is made in a stored property's initial value
struct OverlapReadoutScreen: View {
    @State private var keyboard = KeyboardModel()
    @State private var reported = KeyboardOverlap(coveredHeight: 0, contentInset: 0)
    @State private var reports = 0
    @State private var text = ""

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                TextField("Type here to bring the keyboard up", text: $text)
                    .textFieldStyle(.roundedBorder)
                ReadoutSection(
                    title: "onKeyboardOverlapChange",
                    lines: [LabFormat.line(for: reported), "reports \(reports)"]
                )
                EnvironmentOverlapReadout()
                ReadoutSection(title: "KeyboardModel.state", lines: LabFormat.lines(for: keyboard.state))
                ReadoutSection(title: "KeyboardModel.lastChange", lines: LabFormat.lines(for: keyboard.lastChange))
                Text(keyboard.isShown ? "The keyboard is up" : "The keyboard is down")
                    .opacity(keyboard.isShown ? 1 : 0.4)
                    .animation(.keyboard(keyboard.lastChange?.info), value: keyboard.state)
            }
            .padding()
        }
        .scrollDismissesKeyboard(.interactively)
        .onKeyboardOverlapChange { overlap in
            reported = overlap
            reports += 1
        }
        .measuresKeyboardOverlap()
    }
}

/// The overlap as a view inside `measuresKeyboardOverlap()` reads it.
private struct EnvironmentOverlapReadout: View {
    @Environment(\.keyboardOverlap) private var keyboardOverlap

    var body: some View {
        ReadoutSection(title: "@Environment(\\.keyboardOverlap)", lines: [LabFormat.line(for: keyboardOverlap)])
    }
}

/// A heading and a few monospaced lines.
private struct ReadoutSection: View {
    let title: String
    let lines: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.headline)
            ForEach(lines.indices, id: \.self) { index in
                Text(lines[index])
                    .font(.footnote.monospaced())
            }
        }
    }
}
