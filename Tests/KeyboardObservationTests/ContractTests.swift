import Foundation
import Testing
import KeyboardObservation
import KeyboardObservationTesting
import KeyboardObservationTestSupport

/// Spells out the public contract (the names and signatures client code and
/// outside suites compile against) as client code would, so drift from it
/// fails to compile. Only `Foundation` and the two products are imported.
@MainActor
struct ContractTests {
    @Test func eventsAndPayloadMatchTheContract() throws {
        let events: [KeyboardEvent] = [.willShow, .didShow, .willHide, .didHide, .willChangeFrame, .didChangeFrame]
        #expect(Set(events) == Set(KeyboardEvent.allCases))
        let name: Notification.Name = KeyboardEvent.willShow.notificationName
        let back: KeyboardEvent? = KeyboardEvent(notificationName: name)
        #expect(back == .willShow)

        let curves: [KeyboardAnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear, .keyboard]
        let raw: Int = KeyboardAnimationCurve(rawValue: 7).rawValue
        #expect(curves.map(\.rawValue) == [0, 1, 2, 3, 7] && raw == 7)

        var info = KeyboardInfo(
            beginFrame: .zero, endFrame: CGRect(x: 0, y: 500, width: 390, height: 344),
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: nil
        )
        info.isLocal = true
        let dictionary: [AnyHashable: Any] = info.userInfo
        let decoded: KeyboardInfo = try KeyboardInfo(userInfo: dictionary)
        let fromNotification = try KeyboardInfo(notification: Notification(name: name, object: nil, userInfo: dictionary))
        #expect(decoded == info && fromNotification == info)

        do {
            _ = try KeyboardInfo(userInfo: nil)
            Issue.record("decoding nil must throw")
        } catch {
            let typed: KeyboardInfoError = error
            let key: String? = typed.key
            let text: String = typed.description
            #expect(key == nil && !text.isEmpty)
        }
    }

    @Test func clientsAndPoolMatchTheContract() {
        let center = NotificationCenter()
        let pool: ObserverPool = ObserverPool(notificationCenter: center)
        let _: ObserverPool = .shared
        let client = RecordingClient()
        let observable: any KeyboardObservable = client
        let events: Set<KeyboardEvent> = observable.observedKeyboardEvents
        observable.subscribeOnKeyboardNotifications(in: pool)
        pool.subscribe(client, to: events)
        pool.subscribe(client)
        let count: Int = pool.count
        let evicted: Int = pool.sweep()
        pool.unsubscribe(client)
        observable.unsubscribeFromKeyboardNotifications(in: pool)
        #expect(count == 1 && evicted == 0 && pool.count == 0)
    }

    @Test func simulatorMatchesTheContract() throws {
        let center = NotificationCenter()
        // Decoded as posted (userInfo is not Sendable): the name, and the payload or why it has none.
        let posted = LockIsolated<[(name: String, info: Result<KeyboardInfo, KeyboardInfoError>)]>([])
        let tokens = KeyboardEvent.allCases.map { event in
            center.addObserver(forName: event.notificationName, object: nil, queue: nil) { note in
                posted.append((note.name.rawValue, Result { () throws(KeyboardInfoError) in try KeyboardInfo(userInfo: note.userInfo) }))
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let keyboard = KeyboardSimulator(notificationCenter: center, screen: CGRect(x: 0, y: 0, width: 390, height: 844))
        keyboard.show(height: 300)
        keyboard.show(height: 320, duration: 0.4, curve: .easeIn)
        keyboard.hide()
        keyboard.hide(duration: 0.3, curve: .linear)
        keyboard.post(.willShow, userInfo: nil)
        let _: KeyboardSimulator = KeyboardSimulator()

        let show = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                    "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"]
        let hide = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                    "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification"]
        let all = posted.current
        #expect(all.map(\.name) == show + show + hide + hide + ["UIKeyboardWillShowNotification"])
        let infos = try all.dropLast().map { try $0.info.get() }
        #expect(infos[1].endFrame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(infos[1].animationDuration == 0.25 && infos[1].animationCurve == .keyboard)
        #expect(infos[5].beginFrame.height == 300 && infos[5].endFrame.height == 320)
        #expect(infos[5].animationDuration == 0.4 && infos[5].animationCurve == .easeIn)
        #expect(infos[9].endFrame.minY == 844 && infos[9].animationCurve == .keyboard)
        #expect(infos[13].animationDuration == 0.3 && infos[13].animationCurve == .linear)
        guard case .failure(let error)? = all.last?.info else {
            Issue.record("the last post carried a payload")
            return
        }
        #expect(error.reason == .missingUserInfo)
    }

    @Test func behaviorsMatchTheContract() {
        let center = NotificationCenter()
        let pool = ObserverPool(notificationCenter: center)
        let scrollView = FakeScrollView()
        let container = FakeView()
        let constraint = FakeConstraint(constant: 0)
        let inset: KeyboardBehavior = KeyboardContentInsetBehavior(target: scrollView, pool: pool, animation: .immediate)
        let bottom: KeyboardBehavior = KeyboardConstraintBehavior(
            constraint: constraint, measuring: container, reference: .safeArea, baseConstant: nil,
            pool: pool, animation: .immediate
        )
        let offset: KeyboardBehavior = KeyboardOffsetBehavior(target: container, pool: pool, animation: .immediate)
        let reveal: KeyboardBehavior = KeyboardRevealBehavior(
            target: scrollView, margin: 8, pool: pool, animation: .immediate
        )
        var overlaps: [KeyboardOverlap] = []
        let overlap: KeyboardBehavior = KeyboardOverlapBehavior(
            measuring: container, pool: pool, animation: .immediate, onChange: { overlaps.append($0) }
        )
        for behavior in [inset, bottom, offset, reveal, overlap] {
            behavior.remeasure()
            behavior.detach()
        }
        #expect(overlaps.first == KeyboardOverlap(coveredHeight: 0, contentInset: 0))
        #expect(pool.count == 0)
    }
}
