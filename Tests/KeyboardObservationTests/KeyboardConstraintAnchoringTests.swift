import Testing
import KeyboardObservation

struct KeyboardConstraintAnchoringTests {
    @Test func safeAreaAsFirstItemAddsFromTheSafeArea() throws {
        let anchoring = try #require(KeyboardConstraintAnchoring(
            firstEnclosesSecond: true, secondEnclosesFirst: false, firstIsLayoutGuide: true, secondIsLayoutGuide: false
        ))
        #expect(anchoring == KeyboardConstraintAnchoring.expected(.first, .adding, .safeArea))
    }

    @Test func superviewAsFirstItemAddsFromItsBottom() throws {
        let anchoring = try #require(KeyboardConstraintAnchoring(
            firstEnclosesSecond: true, secondEnclosesFirst: false, firstIsLayoutGuide: false, secondIsLayoutGuide: false
        ))
        #expect(anchoring == KeyboardConstraintAnchoring.expected(.first, .adding, .viewBottom))
    }

    @Test func containerAsSecondItemSubtracts() throws {
        let anchoring = try #require(KeyboardConstraintAnchoring(
            firstEnclosesSecond: false, secondEnclosesFirst: true, firstIsLayoutGuide: false, secondIsLayoutGuide: true
        ))
        #expect(anchoring == KeyboardConstraintAnchoring.expected(.second, .subtracting, .safeArea))
    }

    @Test func aViewAndItsOwnGuidePreferTheFirstItem() throws {
        let anchoring = try #require(KeyboardConstraintAnchoring(
            firstEnclosesSecond: true, secondEnclosesFirst: true, firstIsLayoutGuide: false, secondIsLayoutGuide: true
        ))
        #expect(anchoring.container == .first)
    }

    @Test func siblingsHaveNoContainer() {
        let anchoring = KeyboardConstraintAnchoring(
            firstEnclosesSecond: false, secondEnclosesFirst: false, firstIsLayoutGuide: false, secondIsLayoutGuide: false
        )
        #expect(anchoring == nil)
    }
}

extension KeyboardConstraintAnchoring {
    /// The anchoring a test expects, spelled as one call.
    fileprivate static func expected(
        _ container: Item, _ direction: KeyboardConstraintBehaviour.Direction, _ reference: KeyboardEdgeReference
    ) -> KeyboardConstraintAnchoring? {
        let facts = (container == .first, container == .second)
        var anchoring = KeyboardConstraintAnchoring(
            firstEnclosesSecond: facts.0, secondEnclosesFirst: facts.1,
            firstIsLayoutGuide: false, secondIsLayoutGuide: false
        )
        anchoring?.direction = direction
        anchoring?.reference = reference
        return anchoring
    }
}
