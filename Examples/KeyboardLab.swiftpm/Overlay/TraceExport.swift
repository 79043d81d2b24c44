import Foundation
import UIKit

/// Hands a trace's JSON over: as a file to the share sheet (Mail, Files,
/// AirDrop, a bug report), or as text to the pasteboard.
@MainActor
enum TraceExport {
    /// Writes `json` to a temporary `.json` file and presents the share sheet for it from `presenter`.
    ///
    /// On iPad the sheet is a popover. It points at `source`, but is anchored
    /// in the presenter's own view: the button lives in the panel's window,
    /// and a popover's source view must be in the presenting controller's.
    ///
    /// - Parameters:
    ///   - json: The trace's JSON.
    ///   - source: The button the share sheet points at (a popover on iPad).
    ///   - presenter: The controller to present from, on the app's own window.
    static func share(_ json: Data, from source: UIView, presenter: UIViewController) throws {
        let name = "keyboard-trace-\(Int(Date().timeIntervalSince1970)).json"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: false)
        try json.write(to: file, options: .atomic)
        let sheet = UIActivityViewController(activityItems: [file], applicationActivities: nil)
        if let screen = source.window?.windowScene?.screen, let anchor = presenter.view {
            let inScreen = source.convert(source.bounds, to: screen.coordinateSpace)
            sheet.popoverPresentationController?.sourceView = anchor
            sheet.popoverPresentationController?.sourceRect = anchor.convert(inScreen, from: screen.coordinateSpace)
        }
        presenter.present(sheet, animated: true)
    }

    /// Puts `json` on the general pasteboard as text.
    static func copy(_ json: Data) {
        UIPasteboard.general.string = String(decoding: json, as: UTF8.self)
    }
}

extension UIWindowScene {
    /// The controller on top of the scene's app window (not the lab's panel): where sheets are presented.
    var labPresenter: UIViewController? {
        let window = keyWindow ?? windows.first { !($0 is LabPanelWindow) }
        var top = window?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        return top
    }
}
