// expect: type 'Probe' does not conform to protocol 'UIViewRepresentable'
// A representable must implement both `makeUIView` and `updateUIView`.
import SwiftUI

struct Probe: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }
    #if !MISTAKE
    func updateUIView(_ uiView: UIView, context: Context) {}
    #endif
}
