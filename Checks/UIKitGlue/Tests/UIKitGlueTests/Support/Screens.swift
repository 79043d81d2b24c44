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

/// A login form as WordPress-iOS's is laid out: a container pinned to the
/// safe area's bottom by a constraint, holding a table of fields above a
/// 76 pt button area; a constraint behavior lifts the container and a
/// reveal keeps the field being edited in view, made in the order given.
@MainActor
final class LoginScreen: PooledScreen {
    let container = ButtonAreaContainer(frame: .zero)
    let password = UITextField(frame: CGRect(x: 16, y: 398, width: 358, height: 44))
    private let revealFirst: Bool
    private(set) var bottom: NSLayoutConstraint!
    private(set) var behaviors: [KeyboardBehavior] = []

    init(pool: ObserverPool, revealFirst: Bool) {
        self.revealFirst = revealFirst
        super.init(pool: pool)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        container.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(container)
        container.table.addSubview(password)
        container.table.contentSize = CGSize(width: 390, height: 520)
        let safeArea = view.safeAreaLayoutGuide
        bottom = safeArea.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: safeArea.topAnchor), bottom,
            container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        // The reveal's writes are logged with whether they ran inside its animation.
        let logged = KeyboardAnimation { [weak table = container.table] info, changes in
            UIView.animate(
                withDuration: info.animationDuration, delay: 0,
                options: UIView.AnimationOptions(keyboardCurve: info.animationCurve)
            ) {
                table?.isAnimating = true
                changes()
                table?.isAnimating = false
            }
        }
        let lift = { KeyboardConstraintBehavior(constraint: self.bottom, measuring: self.view, pool: self.pool) }
        let reveal = { KeyboardRevealBehavior(target: self.container.table, pool: self.pool, animation: logged) }
        behaviors = revealFirst ? [reveal(), lift()] : [lift(), reveal()]
    }
}

/// A table of fields above a 76 pt button area, laid out by hand.
@MainActor
final class ButtonAreaContainer: UIView {
    let table = OffsetLoggingScrollView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(table)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        table.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 76)
    }
}

/// A scroll view that logs each change of its vertical offset, and whether
/// a behavior's animation was running it.
@MainActor
final class OffsetLoggingScrollView: UIScrollView {
    var isAnimating = false
    private(set) var offsetWrites: [(y: CGFloat, animated: Bool)] = []

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            if newValue.y != super.contentOffset.y { offsetWrites.append((newValue.y, isAnimating)) }
            super.contentOffset = newValue
        }
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
