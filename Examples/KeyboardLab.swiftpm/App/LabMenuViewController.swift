import UIKit

/// The list of screens; it also puts the lab's panel over the scene.
final class LabMenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private static let cellIdentifier = "screen"

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// The panel's window, kept as long as the app's navigation.
    private var panelWindow: LabPanelWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "KeyboardLab"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        view.addSubviewFillingEdges(tableView)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if panelWindow == nil, let scene = view.window?.windowScene {
            panelWindow = LabPanelWindow.show(in: scene)
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        LabScreen.sections.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        LabScreen.sections[section].title
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        LabScreen.sections[section].screens.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let screen = LabScreen.sections[indexPath.section].screens[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = screen.title
        content.secondaryText = screen.summary
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let screen = LabScreen.sections[indexPath.section].screens[indexPath.row]
        navigationController?.pushViewController(screen.makeViewController(), animated: true)
    }
}
