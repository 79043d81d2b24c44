import Testing
@testable import KeyboardObservation

struct KeyboardConstraintAnchoringTests {
    /// One constraint shape: the facts about its items, and the anchoring expected.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let facts: (firstEncloses: Bool, secondEncloses: Bool, firstIsGuide: Bool, secondIsGuide: Bool)
        let expected: (KeyboardConstraintBehavior.Direction, KeyboardEdgeReference)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "safeArea.bottom = field.bottom + c", facts: (true, false, true, false),
             expected: (.adding, .safeArea)),
        Case(name: "superview.bottom = field.bottom + c", facts: (true, false, false, false),
             expected: (.adding, .viewBottom)),
        Case(name: "field.bottom = safeArea.bottom + c", facts: (false, true, false, true),
             expected: (.subtracting, .safeArea)),
        Case(name: "field.bottom = superview.bottom + c", facts: (false, true, false, false),
             expected: (.subtracting, .viewBottom)),
        Case(name: "view.bottom = view.safeArea.bottom + c", facts: (true, true, false, true),
             expected: (.adding, .viewBottom)),
        Case(name: "siblings", facts: (false, false, false, false), expected: nil),
    ]

    @Test(arguments: cases)
    func anchoringFollowsWhichItemEnclosesTheOther(_ shape: Case) {
        let anchoring = KeyboardConstraintAnchoring(
            firstEnclosesSecond: shape.facts.firstEncloses, secondEnclosesFirst: shape.facts.secondEncloses,
            firstIsLayoutGuide: shape.facts.firstIsGuide, secondIsLayoutGuide: shape.facts.secondIsGuide
        )
        #expect(anchoring?.direction == shape.expected?.0)
        #expect(anchoring?.reference == shape.expected?.1)
    }

    @MainActor
    @Test func siblingsAreReportedToTheDeveloperAndAnEnclosingPairIsNot() {
        var siblings: KeyboardConstraintAnchoring?
        var pinned: KeyboardConstraintAnchoring?
        let reported = diagnostics {
            siblings = KeyboardConstraintAnchoring.between(
                firstEnclosesSecond: false, secondEnclosesFirst: false, firstIsLayoutGuide: false, secondIsLayoutGuide: false
            )
            pinned = KeyboardConstraintAnchoring.between(
                firstEnclosesSecond: true, secondEnclosesFirst: false, firstIsLayoutGuide: true, secondIsLayoutGuide: false
            )
        }
        #expect(siblings == nil && pinned != nil)
        #expect(reported == [.layoutConstraintBetweenSiblings])
        #expect(KeyboardDiagnostic.layoutConstraintBetweenSiblings.message.contains("siblings"))
    }

    @MainActor
    @Test func aConstraintToTheLegacyBottomLayoutGuideIsRefusedAndTheDeveloperIsTold() {
        // A storyboard's "Bottom Layout Guide" (deprecated in iOS 11) names no view to measure.
        var accepted: [Bool] = []
        let reported = diagnostics {
            accepted = [true, false].map { KeyboardConstraintAnchoring.accepts(eitherIsLegacyLayoutSupport: $0) }
        }
        #expect(!accepted[0])
        #expect(accepted[1])
        #expect(reported == [.layoutConstraintToLegacyLayoutGuide])
        #expect(KeyboardDiagnostic.layoutConstraintToLegacyLayoutGuide.message.contains("safeAreaLayoutGuide"))
    }
}
