import Testing
@_spi(UIKitModel) import UIKit

extension UIKitGlueTests {
    /// Scroll views, visual-effect views and animations.
    @Suite @MainActor struct ViewKinds {
        let model = UIKitModel.begin()

        @Test func aScrollViewAddsTheSafeAreaToItsInsetsUnlessToldNever() {
            let window = UIWindow(windowScene: model.mainScene)
            let scrollView = UIScrollView(frame: window.bounds)
            window.addSubview(scrollView)
            scrollView.contentInset.bottom = 10
            #expect(scrollView.adjustedContentInset.bottom == 44)
            scrollView.contentInsetAdjustmentBehavior = .never
            #expect(scrollView.adjustedContentInset.bottom == 10)
        }

        @Test func anInsetWriteReachesItsObserversUntilInvalidated() {
            let scrollView = UIScrollView()
            nonisolated(unsafe) var reports = 0
            let observation = scrollView.observe(\.contentInset) { _, _ in reports += 1 }
            scrollView.contentInset.bottom = 10
            scrollView.verticalScrollIndicatorInsets.bottom = 10
            #expect(reports == 1)
            observation.invalidate()
            scrollView.contentInset.bottom = 20
            #expect(reports == 1)
        }

        @Test func aSubviewAddedToAVisualEffectViewItselfRaises() {
            let effectView = UIVisualEffectView(effect: nil)
            effectView.contentView.addSubview(UIView())
            #expect(model.exceptions.isEmpty)
            effectView.addSubview(UIView())
            #expect(model.exceptions.count == 1)
            #expect(effectView.subviews.count == 1)
        }

        @Test func anAnimationRunsItsBlockAtOnceAndCompletesAfterItsDuration() async {
            let view = UIView()
            var completed = false
            UIView.animate(
                withDuration: 0.3, delay: 0, options: [], animations: { view.alpha = 0 },
                completion: { _ in completed = true }
            )
            #expect(view.alpha == 0)
            #expect(model.animations.last?.duration == 0.3)
            await model.advance(by: 0.29)
            #expect(!completed)
            await model.advance(by: 0.01)
            #expect(completed)
        }
    }
}
