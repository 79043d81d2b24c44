import Foundation
import KeyboardObservation

/// What runs in a fresh process for the first-use section: the first pool creation,
/// subscribe and post of the process, or the first hand-written observer and
/// post, on `NotificationCenter.default` as an app would. Prints one JSON
/// object of wall-clock nanoseconds and exits.
@MainActor
enum FirstUseProbe {
    /// The raw value is the argument after `--first-use`.
    enum Mode: String, ComparedWay {
        case pool, handwritten

        var label: String { self == .pool ? "pool" : "hand-written observer" }
    }

    static func run(_ mode: Mode) -> Never {
        let center = NotificationCenter.default
        // Built before timing: UIKit hands the app its payload ready-made.
        let userInfo = UIKitPayload.userInfo(height: 336, showing: true)
        let name = KeyboardEvent.willShow.notificationName
        let client = ProfileClient()
        var figures: [String: Double] = [:]
        switch mode {
        case .pool:
            var pool: ObserverPool?
            figures["create"] = wall { pool = ObserverPool(notificationCenter: center) }
            figures["subscribe"] = wall { pool?.subscribe(client, to: [.willShow, .willHide]) }
            figures["first_post"] = wall { center.post(name: name, object: nil, userInfo: userInfo) }
            withExtendedLifetime(pool) {}
        case .handwritten:
            var token: (any NSObjectProtocol)?
            figures["subscribe"] = wall {
                token = center.addObserver(forName: name, object: nil, queue: nil) { [weak client] notification in
                    guard let client, let fields = HandwrittenDecode.fields(notification.userInfo, .uncheckedNSNumber) else { return }
                    MainActor.assumeIsolated {
                        client.consume(endFrame: fields.endFrame, duration: fields.duration, curve: fields.curve)
                    }
                }
            }
            figures["first_post"] = wall { center.post(name: name, object: nil, userInfo: userInfo) }
            withExtendedLifetime(token) {}
        }
        figures["received"] = Double(client.received)
        let data = (try? JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])) ?? Data()
        FileHandle.standardOutput.write(data + Data("\n".utf8))
        exit(0)
    }

    private static func wall(_ body: () -> Void) -> Double {
        let start = Measure.now()
        body()
        return Double(Measure.now() - start)
    }
}
