import Foundation
import Testing
@testable import KeyboardObservation
import KeyboardObservationTesting

/// The JSON a trace is shared as: its shape, its version rule, and values
/// kept well enough that a replayed post decodes as the recorded one did.
struct KeyboardTraceFormatTests {
    private let screen = KeyboardScreen(bounds: TestScreen.phone, identifier: 0)

    @Test func aTraceIsWrittenAsVersionedJSON() throws {
        let trace = KeyboardTrace(
            steps: [
                KeyboardTrace.Step(time: 0, kind: .start(KeyboardState(placement: .unknown, frame: nil))),
                KeyboardTrace.Step(
                    time: 0.5,
                    kind: .post(KeyboardTrace.Post(
                        event: .willShow,
                        userInfo: [
                            KeyboardUserInfoKey.frameEnd: .rect(TestScreen.docked(height: 336)),
                            KeyboardUserInfoKey.animationDuration: .double(0.25),
                            KeyboardUserInfoKey.animationCurve: .integer(7),
                            KeyboardUserInfoKey.isLocal: .bool(true),
                        ],
                        screen: screen
                    ))
                ),
                KeyboardTrace.Step(
                    time: 0.75,
                    kind: .guideLayout(KeyboardTrace.GuideLayout(
                        guideFrame: CGRect(x: 0, y: CGFloat.nan, width: 390, height: 0), viewFrame: TestScreen.phone,
                        restingBandHeight: 34, screenBounds: TestScreen.phone
                    ))
                ),
            ],
            note: "iPhone, iOS 26"
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(trace), as: UTF8.self)
        #expect(json == """
            {"note":"iPhone, iOS 26","steps":[{"start":{"placement":"unknown"},"time":0},\
            {"post":{"event":"willShow","screen":{"bounds":[0,0,390,844],"identifier":0},"userInfo":{\
            "UIKeyboardAnimationCurveUserInfoKey":{"integer":7},\
            "UIKeyboardAnimationDurationUserInfoKey":{"double":0.25},\
            "UIKeyboardFrameEndUserInfoKey":{"rect":[0,508,390,336]},\
            "UIKeyboardIsLocalUserInfoKey":{"bool":true}}},"time":0.5},\
            {"guideLayout":{"guideFrame":[0,"nan",390,0],"restingBandHeight":34,"screenBounds":[0,0,390,844],\
            "viewFrame":[0,0,390,844]},"time":0.75}],"version":1}
            """)
        #expect(try TraceJSON.roundTrip(trace) == trace)
    }

    @Test func everyKindOfValueSurvivesJSON() throws {
        let values: [KeyboardTrace.Value] = [
            .rect(CGRect(x: -0.0, y: .infinity, width: -.infinity, height: .nan)), .integer(.min), .integer(.max),
            .double(.greatestFiniteMagnitude), .double(.leastNonzeroMagnitude), .double(-.infinity), .double(.nan),
            .bool(false), .string("キーボード"), .null, .array([.null, .integer(1), .array([])]),
            .dictionary(["a": .dictionary(["b": .string("")])]), .other(type: "Date", description: "1970"),
        ]
        let post = KeyboardTrace.Post(
            event: .didChangeFrame,
            userInfo: Dictionary(uniqueKeysWithValues: values.enumerated().map { ("\($0)", $1) })
        )
        let trace = KeyboardTrace(steps: [KeyboardTrace.Step(time: 1, kind: .post(post))])
        #expect(try TraceJSON.roundTrip(trace) == trace)
        #expect(try TraceJSON.roundTrip(KeyboardTrace(steps: [])) == KeyboardTrace(steps: []))
    }

    /// Arbitrary payloads, as the decoding fuzz builds them: recorded with the
    /// outcome the pool got, through JSON, posted again as a replay posts
    /// them, each decodes to the same info or the same error.
    @Test func aRecordedPayloadDecodesAsTheOriginalDid() throws {
        let configuration = FuzzConfiguration.current(defaultCases: 2_000)
        var failures = 0
        for index in configuration.cases {
            var rng = configuration.generator(forCase: index)
            let sample = UserInfoSample.generate(using: &rng)
            let original = Result { () throws(KeyboardInfoError) in try KeyboardInfo(userInfo: sample.userInfo) }
            let recorded = KeyboardTrace.Post(.willShow, userInfo: sample.userInfo, screen: nil, decoded: original)
            let step = KeyboardTrace.Step(time: 0, kind: .post(recorded))
            let trace = try TraceJSON.roundTrip(KeyboardTrace(steps: [step]))
            guard case .post(let post) = trace.steps.first?.kind else { throw TraceTestFailure.unexpectedStep }
            let replayed = Result { () throws(KeyboardInfoError) in try KeyboardInfo(userInfo: post.postedUserInfo) }
            if replayed != original {
                failures += 1
                Issue.record("""
                    original \(original), replayed \(replayed)
                    userInfo: \(sample)
                    replay: \(configuration.replayCommand(case: index, test: "KeyboardTraceFormatTests"))
                    """)
                if failures >= 10 { break }
            }
        }
    }

    @Test func aVersionOneTraceAsTheFirstReleaseWroteItDecodes() throws {
        // The oldest format: every field that may be left out is left out.
        let trace = try TraceJSON.decode("""
            {"version": 1, "steps": [
                {"time": 0, "start": {"placement": "hidden", "frame": [0, 844, 390, 336]}},
                {"time": 0.1, "post": {"event": "willShow",
                    "userInfo": {"UIKeyboardFrameEndUserInfoKey": {"rect": [0, 508, 390, 336]}}}},
                {"time": 0.2, "post": {"event": "didShow", "userInfo": null}}
            ]}
            """)
        #expect(trace.note == nil)
        #expect(trace.steps.map(\.kind) == [
            .start(KeyboardState(placement: .hidden, frame: CGRect(x: 0, y: 844, width: 390, height: 336))),
            .post(KeyboardTrace.Post(
                event: .willShow, userInfo: [KeyboardUserInfoKey.frameEnd: .rect(TestScreen.docked(height: 336))]
            )),
            .post(KeyboardTrace.Post(event: .didShow, userInfo: nil)),
        ])
    }

    @Test func aNewerVersionFailsSayingWhichVersionsThisPackageReads() {
        #expect {
            try TraceJSON.decode(#"{"version": 2, "steps": []}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["version"]
                && context.debugDescription
                    == "This is a version 2 keyboard trace; this KeyboardObservation reads versions 1 to 1: "
                    + "update the package to read it."
        }
        #expect(throws: DecodingError.self) { try TraceJSON.decode(#"{"version": 0, "steps": []}"#) }
        #expect(throws: DecodingError.self) { try TraceJSON.decode(#"{"steps": []}"#) }
    }

    @Test func malformedStepsFailToDecode() {
        let malformed = [
            #"{"time": 0}"#,
            #"{"time": 0, "post": {"event": "willShow", "userInfo": null}, "guideLayout": {}}"#,
            #"{"time": 0, "post": {"event": "keyboardWillJump", "userInfo": null}}"#,
            #"{"time": 0, "start": {"placement": "floating"}}"#,
            #"{"time": 0, "post": {"event": "willShow", "userInfo": {"k": {"rect": [0, 1, 2]}}}}"#,
            #"{"time": 0, "post": {"event": "willShow", "userInfo": {"k": {"double": "1.5"}}}}"#,
            #"{"time": 0, "post": {"event": "willShow", "userInfo": {"k": {"integer": 1, "bool": true}}}}"#,
        ]
        for step in malformed {
            #expect(throws: DecodingError.self, "\(step)") {
                try TraceJSON.decode(#"{"version": 1, "steps": [\#(step)]}"#)
            }
        }
    }
}
