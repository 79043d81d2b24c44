// UIKit/UIScrollView.h and UITextView.h: what the lab's forms use beyond the UIKit stand-in.

extension UIScrollView {
    // @property(nonatomic,readonly,strong) UILayoutGuide *contentLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);
    @available(iOS 11.0, *)
    public var contentLayoutGuide: UILayoutGuide { fatalError() }

    // @property(nonatomic,readonly,strong) UILayoutGuide *frameLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);
    @available(iOS 11.0, *)
    public var frameLayoutGuide: UILayoutGuide { fatalError() }

    // @property(nonatomic)         BOOL                         alwaysBounceVertical;           // default NO. if YES and bounces is YES, even if content is smaller than bounds, allow drag vertically
    public var alwaysBounceVertical: Bool {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nonatomic,getter=isScrollEnabled) BOOL          scrollEnabled;                  // default YES. turn off any dragging temporarily
    public var isScrollEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UITextView {
    // @property(null_resettable,nonatomic,copy) NSString *text;
    // Swift: var text: String!
    public var text: String! {
        get { fatalError() }
        set { fatalError() }
    }

    // @property(nullable,nonatomic,strong) UIFont *font;
    public var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
}
