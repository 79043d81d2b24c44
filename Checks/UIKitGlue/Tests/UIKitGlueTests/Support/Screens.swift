@testable import KeyboardObservation
@_spi(UIKitModel) import UIKit

/// A screen whose behaviors join `pool`, the scenario's pool on the model's center.
@MainActor
class PooledScreen: UIViewController {
    let pool: ObserverPool

    init(pool: ObserverPool) {
        self.pool = pool
        super.init()
    }
}

/// A chat screen as apps write it: a transcript filling the view, a composer
/// pinned above the safe area with a field in it, and the package's
/// behaviors made in `viewDidLoad` (no window yet).
@MainActor
final class ChatScreen: PooledScreen {
    let transcript = UIScrollView()
    let composer = UIView()
    let field = UITextField()
    private(set) var composerBottom: NSLayoutConstraint!
    private(set) var inset: KeyboardContentInsetBehavior?
    private(set) var bottom: KeyboardConstraintBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        transcript.frame = view.bounds
        transcript.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transcript.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(transcript)
        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composer)
        field.frame = CGRect(x: 8, y: 8, width: 300, height: 36)
        composer.addSubview(field)
        composerBottom = composer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 52),
            composerBottom,
        ])
        inset = KeyboardContentInsetBehavior(target: transcript, pool: pool)
        bottom = KeyboardConstraintBehavior(constraint: composerBottom, measuring: view, pool: pool)
    }
}

/// A form: fields in a scroll view, kept above the keyboard by an inset and
/// a reveal behavior, both made in `viewDidLoad`.
@MainActor
final class FormScreen: PooledScreen {
    let scrollView = UIScrollView()
    let fields = (0..<8).map { _ in UITextField() }
    private(set) var inset: KeyboardContentInsetBehavior?
    private(set) var reveal: KeyboardRevealBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(x: 16, y: 40 + CGFloat(index) * 90, width: 300, height: 44)
            scrollView.addSubview(field)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 40 + CGFloat(fields.count) * 90)
        inset = KeyboardContentInsetBehavior(target: scrollView, pool: pool)
        reveal = KeyboardRevealBehavior(target: scrollView, pool: pool)
    }
}

/// A note editor: a text view filling the view, its own scroll view, kept
/// above the keyboard by an inset and a reveal behavior on the text view
/// itself, both made in `viewDidLoad`.
@MainActor
final class EditorScreen: PooledScreen {
    let textView = UITextView()
    private(set) var inset: KeyboardContentInsetBehavior?
    private(set) var reveal: KeyboardRevealBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(textView)
        inset = KeyboardContentInsetBehavior(target: textView, pool: pool)
        reveal = KeyboardRevealBehavior(target: textView, pool: pool)
    }
}

/// A screen with only a text field, for followers that have no view: a
/// UIKit field, or the one SwiftUI draws its `TextField` with (a screen in a
/// `UIHostingController`, to UIKit a plain view).
@MainActor
final class FieldScreen: UIViewController {
    let field: UITextField

    init(field: UITextField = UITextField()) {
        field.frame = CGRect(x: 16, y: 120, width: 300, height: 44)
        self.field = field
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
    }
}
