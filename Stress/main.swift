import Foundation
import KeyboardObservation
import KeyboardObservationTesting

print("stress placeholder")
