// expect: value of type 'EmptyView' has no member 'keyboardAvoiding'
// A view modifier that neither SwiftUI nor this package declares: the
// stand-in must not accept any call on a view.
import KeyboardObservationSwiftUI
import SwiftUI

@available(iOS 15.0, *)
struct ComposerScreen: View {
    var body: some View {
        #if MISTAKE
        EmptyView().keyboardAvoiding()
        #else
        EmptyView().keyboardPadding()
        #endif
    }
}
