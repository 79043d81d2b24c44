import Foundation

extension KeyboardTrace {
    /// One keyboard notification as the pool received it, before decoding:
    /// a bad one too, so a replay reports the same ``KeyboardInfoError``.
    ///
    /// ```json
    /// {"event": "willShow", "screen": {"bounds": [0, 0, 390, 844], "identifier": 0},
    ///  "userInfo": {"UIKeyboardFrameEndUserInfoKey": {"rect": [0, 508, 390, 336]}, …}}
    /// ```
    public struct Post: Hashable, Sendable {
        /// Which of the six notifications it was.
        public var event: KeyboardEvent
        /// Its `userInfo`, under UIKit's key strings; `nil` when it had none.
        public var userInfo: [String: Value]?
        /// The screen its `object` named (iOS 16.1+), `nil` when it named none.
        public var screen: KeyboardScreen?

        /// A post from its parts.
        ///
        /// - Parameters:
        ///   - event: Which notification.
        ///   - userInfo: Its payload as trace values; `nil` for none.
        ///   - screen: The screen its `object` names; `nil` for none.
        public init(event: KeyboardEvent, userInfo: [String: Value]?, screen: KeyboardScreen? = nil) {
            self.event = event
            self.userInfo = userInfo
            self.screen = screen
        }

        /// A post as it arrived, with what decoding it gave: a value the
        /// decoder refused for its type is kept as
        /// ``Value/other(type:description:)`` with that type's name, so its
        /// replay is refused with the same error on any platform.
        init(
            _ event: KeyboardEvent, userInfo: [AnyHashable: Any]?, screen: KeyboardScreen?,
            decoded: Result<KeyboardInfo, KeyboardInfoError>
        ) {
            var recorded = userInfo.map(Value.recording)
            if case .failure(let error) = decoded, error.reason == .wrongType, let key = error.key,
               let refused = userInfo?[key] {
                recorded?[key] = .unheld(refused)
            }
            self.init(event: event, userInfo: recorded, screen: screen)
        }

        /// The `userInfo` a replay posts: rects in `NSValue`s, numbers in `NSNumber`s, as UIKit posts them.
        package var postedUserInfo: [AnyHashable: Any]? {
            userInfo.map { values in
                var posted: [AnyHashable: Any] = [:]
                for (key, value) in values { posted[key] = value.posted }
                return posted
            }
        }
    }
}

extension KeyboardTrace.Post: Codable {
    private enum CodingKeys: String, CodingKey {
        case event, userInfo, screen
    }

    /// Decodes `{"event": …, "userInfo": {…} or null, "screen": {…}}`; `screen` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .event)
        guard let event = KeyboardEvent(traceName: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: container,
                debugDescription: "\"\(name)\" is none of "
                    + KeyboardEvent.allCases.map(\.traceName).joined(separator: ", ")
            )
        }
        self.init(
            event: event,
            userInfo: try container.decodeIfPresent([String: KeyboardTrace.Value].self, forKey: .userInfo),
            screen: try container.decodeIfPresent(KeyboardScreen.self, forKey: .screen)
        )
    }

    /// Encodes `{"event": …, "userInfo": {…} or null, "screen": {…}}`, leaving out a `nil` screen.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event.traceName, forKey: .event)
        try container.encode(userInfo, forKey: .userInfo)
        try container.encodeIfPresent(screen, forKey: .screen)
    }
}
