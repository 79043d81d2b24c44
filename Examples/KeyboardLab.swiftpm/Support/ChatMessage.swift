/// One message of the lab's chat screens, UIKit and SwiftUI alike.
struct ChatMessage: Identifiable, Hashable, Sendable {
    /// Its place in the transcript, for scrolling to it.
    let id: Int
    let text: String
    /// Whether the lab's user sent it (shown on the trailing side).
    let isMine: Bool

    /// A transcript long enough to scroll: the keyboard covers its last lines.
    static let samples: [ChatMessage] = (0..<40).map { index in
        let lines = [
            "Is the keyboard covering the last message?",
            "Not any more: the transcript's inset follows it.",
            "And when I drag it down?",
            "Frame by frame, with the composer.",
            "Scroll back a little and open the keyboard again: you keep your place.",
        ]
        return ChatMessage(id: index, text: lines[index % lines.count], isMine: index.isMultiple(of: 2))
    }

    /// The message after the last of `transcript`.
    static func next(_ text: String, after transcript: [ChatMessage]) -> ChatMessage {
        ChatMessage(id: (transcript.last?.id ?? -1) + 1, text: text, isMine: true)
    }
}
