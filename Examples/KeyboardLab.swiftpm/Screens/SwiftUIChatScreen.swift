import KeyboardObservation
import KeyboardObservationSwiftUI
import SwiftUI

/// Screen 5: a chat in SwiftUI, as the DocC article
/// `FollowingTheKeyboardInSwiftUI.md` builds it.
///
/// `keyboardPadding()` on the stack of transcript and composer lifts the
/// composer with the keyboard, frame by frame while it is dragged down; the
/// transcript keeps its last message in view with SwiftUI's scroll anchor
/// (iOS 18), or scrolls to it once the keyboard is up (iOS 17).
@MainActor   // its helpers scroll and animate, main-actor work on every SDK
struct SwiftUIChatScreen: View {
    @State private var messages = ChatMessage.samples
    @State private var draft = ""

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            ChatBubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .scrollDismissesKeyboard(.interactively)
                .modifier(TranscriptAnchor { scrollToEnd(proxy, animated: false) })
                HStack(spacing: 8) {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit { send(proxy) }
                    Button("Send") { send(proxy) }
                        .buttonStyle(.borderedProminent)
                }
                .padding(12)
            }
            .keyboardPadding()
        }
    }

    private func send(_ proxy: ScrollViewProxy) {
        guard !draft.isEmpty else { return }
        messages.append(ChatMessage.next(draft, after: messages))
        draft = ""
        scrollToEnd(proxy, animated: true)
    }

    private func scrollToEnd(_ proxy: ScrollViewProxy, animated: Bool) {
        guard let last = messages.last else { return }
        if animated {
            withAnimation { proxy.scrollTo(last.id, anchor: .bottom) }
        } else {
            proxy.scrollTo(last.id, anchor: .bottom)
        }
    }
}

/// The transcript's end stays above the composer: the recipe of
/// `FollowingTheKeyboardInSwiftUI.md`, for each system the lab runs on.
private struct TranscriptAnchor: ViewModifier {
    /// Scrolls to the last message; iOS 17 calls it once the keyboard is up.
    let scrollToEnd: @MainActor () -> Void

    func body(content: Content) -> some View {
        // NB: `defaultScrollAnchor(_:for:)` is in iOS 18's SDK; the `#if` lets
        // the file build with iOS 17's too (there, every system takes the fallback).
        #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, *) {
            content
                .defaultScrollAnchor(.bottom)
                .defaultScrollAnchor(.bottom, for: .sizeChanges)
        } else {
            scrolledToEndOnShow(content)
        }
        #else
        scrolledToEndOnShow(content)
        #endif
    }

    /// iOS 17: start at the end, and scroll there once the keyboard is up.
    @MainActor
    private func scrolledToEndOnShow(_ content: Content) -> some View {
        content
            .defaultScrollAnchor(.bottom)
            .onKeyboardEvent([.didShow]) { _, _ in scrollToEnd() }
    }
}

/// One message, on the trailing side when the lab's user sent it.
private struct ChatBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine {
                Spacer(minLength: 40)
            }
            Text(message.text)
                .padding(10)
                .background(message.isMine ? Color.accentColor.opacity(0.2) : Color.secondary.opacity(0.15))
            if !message.isMine {
                Spacer(minLength: 40)
            }
        }
    }
}
