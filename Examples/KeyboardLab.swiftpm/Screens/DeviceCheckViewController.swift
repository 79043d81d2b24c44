import UIKit

/// The five-minute device check: the steps that exercise on a device what
/// the package could only be told about (each a report another project
/// filed), each with its screen, what to do, what should happen, and the
/// trace to record with the panel. The same list is in the lab's README.
final class DeviceCheckViewController: UIViewController, UITableViewDataSource {
    /// One step of the check.
    struct Step {
        let title: String
        let screen: String
        let action: String
        let expected: String
    }

    static let steps: [Step] = [
        Step(
            title: "1. The first drag after a cold launch",
            screen: "UIKit › Chat",
            action: "Quit the lab (swipe it away), launch it, press Record, open the chat, tap the field, "
                + "then drag the keyboard down slowly and let it go back up.",
            expected: "The composer follows the finger from this first drag; the panel's cause reads "
                + "'live frame' during it. Stop, then Share the trace."
        ),
        Step(
            title: "2. Back with the keyboard up, then another chat",
            screen: "SwiftUI › Chat, then UIKit › Chat",
            action: "Record. Open the SwiftUI chat, tap the field, and tap Back with the keyboard up. "
                + "Open the UIKit chat.",
            expected: "The panel reads 'hidden' once the SwiftUI screen is gone (iOS 26 may remove its "
                + "keyboard without a notification); the UIKit chat opens with its composer at the bottom "
                + "and no gap above it. Stop, Share."
        ),
        Step(
            title: "3. The form sheet and an accessory composer, on an iPad",
            screen: "UIKit › Form sheet, then UIKit › Composer in the keyboard",
            action: "Record. Present the form sheet and tap its last field; rotate once. Then open the "
                + "accessory composer, tap its field, drag the keyboard down with the bar.",
            expected: "The sheet moves up once and its last field is visible above the keyboard. The "
                + "transcript's last message stays just above the bar, and nothing jumps when the drag "
                + "ends. Stop, Share."
        ),
        Step(
            title: "4. A fast drag on each chat screen",
            screen: "UIKit › Chat, SwiftUI › Chat, UIKit › Composer in the keyboard, UIKit › Chat in a UIKit root",
            action: "Record. On each, open the keyboard and flick it down fast; open it again and flick "
                + "it down half way, then back up.",
            expected: "The composer stays on the keyboard all the way (at most a frame behind, 8 ms at "
                + "120 Hz: a composer the screen's root view lays out) and ends where the keyboard ends, "
                + "with no jump. Stop, Share."
        ),
    ]

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "step")
        view.addSubviewFillingEdges(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        Self.steps.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Self.steps[section].title
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath)
        let step = Self.steps[indexPath.section]
        let (label, text) = [("Screen", step.screen), ("Do", step.action), ("Expect", step.expected)][indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = text
        content.secondaryText = label
        cell.contentConfiguration = content
        return cell
    }
}
