// The iOS SDK finding: CGRect's initialiser in a default argument, in a file
// that imports only Foundation. Rejected on Apple platforms; accepted on Linux.
import Foundation

public struct Simulator {
    public init(screen: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {}
}
