extension KeyboardContentInsetBehavior {
    /// Whether the behavior also moves the content offset, so the content's
    /// visual bottom stays where the reader had it while the keyboard shows,
    /// hides, changes height or follows the finger: a chat transcript whose
    /// last message stays above the input bar.
    ///
    /// ```swift
    /// keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .whenScrolledToBottom)
    /// ```
    ///
    /// The offset changes in the same write as the inset: inside the
    /// keyboard's animation for a show, a hide or a new height, at once for a
    /// frame of an interactive dismissal. While the reader's finger scrolls
    /// the view, as it does while it drags the keyboard down, the finger
    /// places the content and the offset is left to it. Setting
    /// ``KeyboardContentInsetBehavior/restingInsets`` (a composer that grew)
    /// moves the offset the same way.
    ///
    /// A reader counts as at the bottom within 20 points of it, measured before
    /// the change. A table or collection view flipped upside down with a
    /// `scaleY: -1` transform (an inverted transcript, newest message at
    /// content offset 0) is anchored at its visual bottom, which is its
    /// content's top: the keyboard's room goes to its top insets. Anchoring
    /// needs a `UIScrollView`; another ``KeyboardInsetTarget`` gets the inset only.
    ///
    /// ```swift
    /// let keepsPlace = UserDefaults.standard.bool(forKey: "keepsPlace")   // the reader's choice in the settings
    /// let anchoring: KeyboardContentInsetBehavior.Anchoring = keepsPlace ? .always : .whenScrolledToBottom
    /// keyboardInset?.anchoring = anchoring
    /// ```
    public enum Anchoring: Hashable, Sendable {
        /// The inset only: the offset stays, and the keyboard covers what was
        /// under it (a form, where ``KeyboardRevealBehavior`` shows the field).
        ///
        /// ```swift
        /// keyboardInset = KeyboardContentInsetBehavior(target: scrollView, anchoring: .never)
        /// ```
        case never

        /// Whatever the scroll position, the line the reader had at the
        /// visual bottom stays there: the content rises with the keyboard and
        /// comes down with it (Telegram, WhatsApp). A reader at the bottom
        /// stays at the bottom.
        ///
        /// ```swift
        /// keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .always)
        /// ```
        case always

        /// A reader at the bottom stays at the bottom; a reader scrolled back
        /// keeps their place, and the keyboard covers the lower part of it (ChatGPT).
        ///
        /// ```swift
        /// keyboardInset = KeyboardContentInsetBehavior(target: tableView, anchoring: .whenScrolledToBottom)
        /// ```
        case whenScrolledToBottom
    }
}
