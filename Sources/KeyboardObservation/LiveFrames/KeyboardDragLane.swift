/// A pool's drag lane: while a finger drags the keyboard, each frame reaches
/// the behaviors that follow live frames by a direct call of the writer each
/// handed over when the lane started, after the frame's one critical section.
///
/// The general path takes the pool's lock once per recipient and loads each
/// behavior's targets weakly. In the lane a frame costs one critical section
/// (`PoolStorage.receiveGuideReading`: the reading checked, the frame
/// applied, the registry's generation read), then each writer measures and
/// writes over targets it holds strongly: no lookup, no weak load, no lock.
/// Other followers of live frames (`observeChanges`, `observe` and `events`
/// with `followingLiveFrames: true`, `KeyboardModel`) keep the general path,
/// in their place in the registry's order.
///
/// The lane starts at the first frame that moves the keyboard and lasts
/// while nothing else happens to the pool. It ends when:
/// - any subscription is added, removed or changed (the registry's
///   generation moves, read by the next frame; an unsubscribe on the main
///   queue ends it at once, so later writers of a frame under way are asked
///   of the registry: a behavior is stopped only there);
/// - a post arrives, a guide corrects the frame, a hardware keyboard comes
///   or goes, or a guide is no longer followed;
/// - the pool closes.
///
/// A writer reads its behavior's settings as it writes, so a setting changed
/// during a drag holds from the next frame without ending the lane.
///
/// While it lasts it holds the behaviors and their targets strongly: a
/// target freed during a drag lives until the drag ends (UIKit's hide or
/// show post), and is then let go.
@MainActor
final class KeyboardDragLane {
    /// One follower of live frames as the lane calls it, its kind decided
    /// when the lane starts: this class for a follower the general path
    /// calls, ``Writer`` for a behavior.
    @MainActor
    class Entry {
        let subscriber: Subscriber

        init(_ subscriber: Subscriber) { self.subscriber = subscriber }

        /// An entry for `subscriber`: a writer when it is a behavior's follower that hands one over.
        static func make(_ subscriber: Subscriber) -> Entry {
            guard case .changes(let follower) = subscriber, let write = follower.dragWrite() else {
                return Entry(subscriber)
            }
            return Writer(follower: follower, write: write)
        }

        /// Hands a frame on: through `storage`'s general path, asked of the registry first.
        func run(_ snapshot: KeyboardSnapshot, for storage: PoolStorage) {
            storage.deliverLiveFrame(snapshot, to: subscriber)
        }
    }

    /// A behavior's entry: its follower, kept in step, and its writer, called directly.
    ///
    /// A writer is not asked of the registry before each frame, as the
    /// general path is: "nothing is called after unsubscribe returns" holds
    /// because a behavior's subscription is cancelled only on the main actor
    /// (its follower stops there, and the writer's closure holds the
    /// behavior's follower, which holds the token, so no deinit cancels it
    /// elsewhere), and an unsubscribe on the main queue ends the lane at
    /// once (`PoolStorage.unsubscribe`).
    final class Writer: Entry {
        let follower: KeyboardChangeFollower
        let write: KeyboardDragWrite

        init(follower: KeyboardChangeFollower, write: @escaping KeyboardDragWrite) {
            self.follower = follower
            self.write = write
            super.init(.changes(follower))
        }

        override func run(_ snapshot: KeyboardSnapshot, for storage: PoolStorage) {
            follower.take(snapshot)
            write(snapshot.state)
        }
    }

    private var entries: ContiguousArray<Entry> = []
    /// The registry's generation the lane was made at; `nil` while there is no lane.
    private(set) var generation: UInt64?
    /// The serial of the frame the lane is running; a lane that ended, or a
    /// newer frame run inside a writer, changes it.
    private var runningSerial: UInt64 = 0

    nonisolated init() {}

    /// Starts a lane for `followers` (the registry's followers of live
    /// frames at `generation`, in subscription order), asking each behavior
    /// for its writer.
    func start(_ followers: [Subscriber], generation: UInt64) {
        // NB: the previous lane is let go of first: that may free a behavior,
        // whose unsubscribe ends the lane, which must not be the new one. A
        // follower unsubscribed so is then made an entry of the general path
        // (its behavior hands over no writer once it stopped), asked of the
        // registry, and the next frame starts the lane again at the new generation.
        end()
        entries = ContiguousArray(followers.map(Entry.make))
        self.generation = generation
    }

    /// Ends the lane: its writers, and what they hold, are let go.
    func end() {
        guard generation != nil else { return }
        // NB: moved out first: letting go of a writer may free a behavior,
        // whose token unsubscribes, which ends the lane again from here.
        let dropped = entries
        entries = []
        generation = nil
        runningSerial = 0
        withExtendedLifetime(dropped) {}
    }

    /// Hands the frame `snapshot` to every follower, in subscription order:
    /// a writer at once; any other follower through `storage`'s general
    /// path. Should the lane end during the frame (a writer's target
    /// unsubscribed something, or posted), the followers left are called
    /// through the general path, each asked of the registry first.
    func run(_ snapshot: KeyboardSnapshot, for storage: PoolStorage) {
        let entries = entries
        runningSerial = snapshot.serial
        for index in entries.indices {
            guard runningSerial == snapshot.serial else {
                for entry in entries[index...] { storage.deliverLiveFrame(snapshot, to: entry.subscriber) }
                return
            }
            entries[index].run(snapshot, for: storage)
        }
    }
}

/// A behavior's write of one drag frame: the keyboard as the frame left it,
/// measured and written at once over targets held strongly for as long as
/// the lane lasts.
package typealias KeyboardDragWrite = @MainActor (KeyboardState) -> Void
