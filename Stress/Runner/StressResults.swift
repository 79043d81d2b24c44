/// Everything one run measured; a section that did not run stays `nil`.
struct StressResults: Codable {
    var fanout: FanoutProfile.Result?
    var decode: DecodeCost.Result?
    var subscribe: SubscribeScaling.Result?
    var sweep: SweepCost.Result?
    var memory: HeapPerClient.Result?
    var show: RealisticShow.Result?
    var paths: EventPaths.Result?
    var firstUse: FirstUse.Result?
    var storm: Storm.Result?
    var soak: LeakSoak.Result?

    /// Takes every section `other` measured and this run did not.
    mutating func merge(_ other: StressResults) {
        fanout = fanout ?? other.fanout
        decode = decode ?? other.decode
        subscribe = subscribe ?? other.subscribe
        sweep = sweep ?? other.sweep
        memory = memory ?? other.memory
        show = show ?? other.show
        paths = paths ?? other.paths
        firstUse = firstUse ?? other.firstUse
        storm = storm ?? other.storm
        soak = soak ?? other.soak
    }
}
