@_spi(UIKitModel) import UIKit

/// A view that logs what UIKit calls on it, by name, into a shared log.
final class RecordingView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog, frame: CGRect = .zero) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("\(name).layoutSubviews")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.append("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))")
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log.append("\(name).safeAreaInsetsDidChange(\(safeAreaInsets.top), \(safeAreaInsets.bottom))")
    }
}

/// What happened, in order.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }

    /// The entries so far, then empties the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// Records the names of notifications posted on a center, with their objects.
@MainActor
final class PostLog {
    private(set) var names: [String] = []
    /// Each post's object, by identity.
    private(set) var objects: [ObjectIdentifier?] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ center: NotificationCenter, names watched: [String]) {
        tokens = watched.map { name in
            // NB: `queue: nil` calls the block on the posting thread, the main one here.
            center.addObserver(forName: Notification.Name(name), object: nil, queue: nil) { [weak self] notification in
                let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
                let name = notification.name.rawValue
                MainActor.assumeIsolated {
                    self?.names.append(name)
                    self?.objects.append(object)
                }
            }
        }
    }

    /// The names so far, then empties the log.
    func take() -> [String] {
        defer {
            names = []
            objects = []
        }
        return names
    }

    static let keyboard = [
        "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification", "UIKeyboardWillHideNotification",
        "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification", "UIKeyboardDidHideNotification",
        "UITextFieldTextDidBeginEditingNotification", "UITextViewTextDidBeginEditingNotification",
    ]
}
