import Foundation

extension KeyboardTrace {
    /// One thing the pool received, and when.
    ///
    /// A recorded trace begins with ``Kind-swift.enum/start(_:)``, the
    /// keyboard as the pool knew it when recording began; then every post
    /// and every layout-guide reading, in the order they arrived.
    ///
    /// ```json
    /// {"time": 0.412, "post": {"event": "willHide", "userInfo": {…}}}
    /// ```
    public struct Step: Hashable, Sendable {
        /// Seconds since recording began. A replay does not wait: it posts every step at once.
        public var time: TimeInterval
        /// What arrived.
        public var kind: Kind

        /// What a step holds.
        public enum Kind: Hashable, Sendable {
            /// The keyboard as the pool knew it when recording began.
            case start(KeyboardState)
            /// A keyboard notification, raw.
            case post(Post)
            /// One layout pass of a keyboard layout guide the pool followed.
            case guideLayout(GuideLayout)
        }

        /// A step from its parts.
        ///
        /// - Parameters:
        ///   - time: Seconds since recording began.
        ///   - kind: What arrived.
        public init(time: TimeInterval, kind: Kind) {
            self.time = time
            self.kind = kind
        }
    }
}

extension KeyboardTrace.Step: Codable {
    private enum CodingKeys: String, CodingKey {
        case time, start, post, guideLayout
    }

    private enum StartKeys: String, CodingKey {
        case placement, frame, screen, isLocal
    }

    /// Decodes `{"time": …}` with one of `"start"`, `"post"` or `"guideLayout"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kinds = [CodingKeys.start, .post, .guideLayout].filter(container.contains)
        guard kinds.count == 1 else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a step holds one of start, post, guideLayout"
                )
            )
        }
        time = try container.decode(TimeInterval.self, forKey: .time)
        if container.contains(.start) {
            let start = try container.nestedContainer(keyedBy: StartKeys.self, forKey: .start)
            kind = .start(try Self.decodeStart(from: start))
        } else if container.contains(.post) {
            kind = .post(try container.decode(KeyboardTrace.Post.self, forKey: .post))
        } else {
            kind = .guideLayout(try container.decode(KeyboardTrace.GuideLayout.self, forKey: .guideLayout))
        }
    }

    /// Encodes `{"time": …}` with one of `"start"`, `"post"` or `"guideLayout"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        switch kind {
        case .start(let state):
            var start = container.nestedContainer(keyedBy: StartKeys.self, forKey: .start)
            try start.encode(state.placement.traceName, forKey: .placement)
            try start.encodeIfPresent(state.frame.map(TraceRect.init), forKey: .frame)
            try start.encodeIfPresent(state.screen, forKey: .screen)
            try start.encodeIfPresent(state.isLocal, forKey: .isLocal)
        case .post(let post):
            try container.encode(post, forKey: .post)
        case .guideLayout(let layout):
            try container.encode(layout, forKey: .guideLayout)
        }
    }

    /// `{"placement": "docked", "frame": […], "screen": {…}, "isLocal": true}`;
    /// all but the placement may be left out.
    private static func decodeStart(from container: KeyedDecodingContainer<StartKeys>) throws -> KeyboardState {
        let name = try container.decode(String.self, forKey: .placement)
        guard let placement = KeyboardState.Placement(traceName: name) else {
            throw DecodingError.dataCorruptedError(
                forKey: .placement, in: container,
                debugDescription: "\"\(name)\" is none of unknown, hidden, docked, hardwareKeyboardBar, undocked"
            )
        }
        return KeyboardState(
            placement: placement,
            frame: try container.decodeIfPresent(TraceRect.self, forKey: .frame)?.rect,
            screen: try container.decodeIfPresent(KeyboardScreen.self, forKey: .screen),
            isLocal: try container.decodeIfPresent(Bool.self, forKey: .isLocal)
        )
    }
}
