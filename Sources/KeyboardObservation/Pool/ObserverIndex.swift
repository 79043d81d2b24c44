/// Where each client's observer lies in the registry's array: a linear-probing
/// table of 4-byte cells (position plus one, 0 empty), keyed by the identity
/// read from the observer itself; at most three quarters full, no tombstones.
struct ObserverIndex {
    typealias Observers = UnsafeBufferPointer<KeyboardObserver>

    private var cells: [UInt32] = []
    private var count = 0

    /// The position of `id`'s observer, if it is indexed.
    func position(of id: ObjectIdentifier, in observers: Observers) -> Int? {
        cell(of: id, in: observers).map { Int(cells[$0] - 1) }
    }

    /// Indexes the observer just appended to `observers`.
    mutating func insertLast(in observers: Observers) {
        guard observers.count * 4 <= cells.count * 3 else { return rebuild(in: observers) }
        cells.withUnsafeMutableBufferPointer { Self.place(observers.count - 1, in: observers, cells: $0) }
        count += 1
    }

    /// Re-indexes every observer in a table sized for them (shrunk only once four times too large).
    mutating func rebuild(in observers: Observers) {
        count = observers.count
        var capacity = 8
        while count * 4 > capacity * 3 {
            capacity *= 2
        }
        if capacity <= cells.count && capacity * 4 > cells.count {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            cells = Array(repeating: 0, count: capacity)
        }
        cells.withUnsafeMutableBufferPointer { cells in
            for position in observers.indices { Self.place(position, in: observers, cells: cells) }
        }
    }

    /// Records that `id`'s observer, which must be indexed, now lies at `position`.
    mutating func move(_ id: ObjectIdentifier, to position: Int, in observers: Observers) {
        cells[indexedCell(of: id, in: observers)] = UInt32(position + 1)
    }

    /// Forgets `id`, which must be indexed.
    mutating func remove(_ id: ObjectIdentifier, in observers: Observers) {
        var hole = indexedCell(of: id, in: observers)
        var cell = next(hole)
        while cells[cell] != 0 {
            let home = home(of: observers[Int(cells[cell] - 1)].clientID())
            // The entry at `cell` moves into the hole unless the hole lies
            // cyclically outside the run from its home to it.
            let staysPut = hole <= cell ? (hole < home && home <= cell) : (hole < home || home <= cell)
            if !staysPut {
                cells[hole] = cells[cell]
                hole = cell
            }
            cell = next(cell)
        }
        cells[hole] = 0
        count -= 1
    }

    private func cell(of id: ObjectIdentifier, in observers: Observers) -> Int? {
        guard count > 0 else { return nil }
        var cell = home(of: id)
        while cells[cell] != 0 {
            if observers[Int(cells[cell] - 1)].clientID() == id { return cell }
            cell = next(cell)
        }
        return nil
    }

    private func indexedCell(of id: ObjectIdentifier, in observers: Observers) -> Int {
        guard let cell = cell(of: id, in: observers) else { preconditionFailure("ObserverIndex: client not indexed") }
        return cell
    }

    /// Puts `position` in the first free cell from its home, through a buffer
    /// (no uniqueness or bounds check per cell).
    private static func place(_ position: Int, in observers: Observers, cells: UnsafeMutableBufferPointer<UInt32>) {
        var cell = home(of: observers[position].clientID(), cellCount: cells.count)
        while cells[cell] != 0 {
            cell = (cell + 1) & (cells.count - 1)
        }
        cells[cell] = UInt32(position + 1)
    }

    @inline(__always) private func home(of id: ObjectIdentifier) -> Int { Self.home(of: id, cellCount: cells.count) }

    /// Fibonacci hashing of the address: the product's high bits pick the first cell.
    @inline(__always) private static func home(of id: ObjectIdentifier, cellCount: Int) -> Int {
        let hash = UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> UInt64(64 - cellCount.trailingZeroBitCount))
    }

    @inline(__always) private func next(_ cell: Int) -> Int { (cell + 1) & (cells.count - 1) }
}
