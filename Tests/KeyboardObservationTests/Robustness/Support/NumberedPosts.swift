import Foundation
import KeyboardObservation
import KeyboardObservationTesting

/// Posts that say who sent them and in which order, so a client's record
/// shows whether each sender's posts arrived complete and in order.
///
/// The sender goes in the curve's raw value, the sequence number in the
/// duration. Every fifth post of a sender is malformed (a string end frame):
/// it must reach nobody and be reported to `onInvalidNotification`.
enum NumberedPosts {
    /// The sender number of posts made on the main queue.
    static let mainSender = 999

    static func isMalformed(_ sequence: Int) -> Bool {
        sequence % 5 == 4
    }

    static func event(_ sequence: Int) -> KeyboardEvent {
        KeyboardEvent.allCases[sequence % KeyboardEvent.allCases.count]
    }

    /// The well-formed sequence numbers among the first `count`.
    static func wellFormed(_ count: Int) -> [Int] {
        (0..<count).filter { !isMalformed($0) }
    }

    static func malformedCount(_ count: Int) -> Int {
        count - wellFormed(count).count
    }

    /// Posts sequence number `sequence` from `sender`.
    static func post(_ sequence: Int, from sender: Int, through keyboard: KeyboardSimulator) {
        if isMalformed(sequence) {
            keyboard.post(event(sequence), userInfo: [KeyboardUserInfoKey.frameEnd: "not a rect"])
        } else {
            let info = KeyboardInfo(
                beginFrame: .zero, endFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
                animationDuration: TimeInterval(sequence), animationCurve: KeyboardAnimationCurve(rawValue: sender),
                isLocal: true
            )
            keyboard.post(event(sequence), info: info)
        }
    }

    /// Posts sequence numbers `0..<count` from `sender`, in order.
    static func postAll(_ count: Int, from sender: Int, through keyboard: KeyboardSimulator) {
        for sequence in 0..<count { post(sequence, from: sender, through: keyboard) }
    }

    /// The sequence numbers `client` received from `sender`, in arrival order.
    @MainActor
    static func received(by client: RecordingClient, from sender: Int) -> [Int] {
        client.received.filter { $0.info.animationCurve.rawValue == sender }.map { Int($0.info.animationDuration) }
    }
}
