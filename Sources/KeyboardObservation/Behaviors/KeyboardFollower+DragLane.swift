extension KeyboardFollower {
    /// The writer its pool's drag lane calls for this follower: its
    /// behavior's (``KeyboardTargetedAdjustment/dragWrite()``), handed the
    /// keyboard as this follower measures it, with this follower's state kept
    /// in step; `nil` while it is not following or a target is gone.
    func dragWrite() -> KeyboardDragWrite? {
        guard isFollowing, let write = makeDragWrite?() else { return nil }
        return { [self] state in
            self.state = state
            write(measured(state))
        }
    }

    /// Ends its pool's drag lane: a setting of the behavior changed, and the
    /// lane's writers hold the settings they were made with.
    func endDragLane() {
        pool?.storage.dragLane.end()
    }
}
