/// The result of running the generator and the property on one candidate choice
/// sequence, as the shrinker sees it.
struct Probe {
    /// What happened.
    enum Status: Equatable {
        /// The property passed.
        case passed
        /// The generator or an `assume` rejected the case.
        case invalid
        /// The property failed with this signature (error type and location).
        case failed(signature: String)
    }
    var status: Status
    /// The choices the run actually consumed (a prefix of the candidate, padded with
    /// zeros when the candidate ran out).
    var ranks: [UInt64]
    var spans: [Span]
    var infos: [ChoiceInfo]
    /// Whether the property itself was called (what "evaluations" count).
    var calledProperty: Bool
    /// Whether the run needed more choices than the candidate held.
    var ranPastCandidate: Bool
}

/// Remembers every consumed choice sequence and its outcome, so a candidate whose run is
/// already known is answered without running the property again. Because generation is
/// deterministic, a candidate that walks down a recorded path to its end consumes
/// exactly that path and must end the same way.
struct ProbeCache {
    private struct Node {
        var children: [UInt64: Int32] = [:]
        var maxRank: UInt64 = .max
        var outcome: Probe.Status?
        var consumed = 0
    }
    private var nodes: [Node] = [Node()]

    /// The outcome recorded for the run `candidate` would make, and how many choices that
    /// run consumes, if known.
    func lookup(_ candidate: [UInt64]) -> (status: Probe.Status, consumed: Int)? {
        var node = 0
        var index = 0
        while true {
            if let outcome = nodes[node].outcome { return (outcome, nodes[node].consumed) }
            // Past the candidate, the source pads with rank 0; out-of-range ranks are clamped.
            var rank = index < candidate.count ? candidate[index] : 0
            if rank > nodes[node].maxRank { rank = nodes[node].maxRank }
            guard let next = nodes[node].children[rank] else { return nil }
            node = Int(next)
            index += 1
        }
    }

    /// Records the run of a probe.
    mutating func insert(_ probe: Probe) {
        var node = 0
        for (index, rank) in probe.ranks.enumerated() {
            if index < probe.infos.count { nodes[node].maxRank = probe.infos[index].maxRank }
            if let next = nodes[node].children[rank] {
                node = Int(next)
            } else {
                nodes.append(Node())
                let next = Int32(nodes.count - 1)
                nodes[node].children[rank] = next
                node = Int(next)
            }
        }
        nodes[node].outcome = probe.status
        nodes[node].consumed = probe.ranks.count
    }
}
