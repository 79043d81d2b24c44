// UIKit/UICoordinateSpace.h
// NS_SWIFT_UI_ACTOR
// @protocol UICoordinateSpace <NSObject>
@MainActor @preconcurrency
public protocol UICoordinateSpace: NSObjectProtocol {
    // - (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);
    @available(iOS 8.0, *)
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint

    // - (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);
    @available(iOS 8.0, *)
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint

    // - (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);
    @available(iOS 8.0, *)
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect

    // - (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);
    @available(iOS 8.0, *)
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect

    // @property (readonly, nonatomic) CGRect bounds API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);
    @available(iOS 8.0, *)
    var bounds: CGRect { get }
}
