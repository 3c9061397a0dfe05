/// Short names for a catalogue's properties. An invariant id names one property while
/// one control has it (`L1`), but the generic UIControl invariants (`U1` … `U9`) are
/// kept by every control of a catalogue, so there a property's short name, its *key*,
/// adds the control's name (`lockcontrol_u1`). Keys are what the libFuzzer targets and
/// their seed corpora are named after (`harness_lockcontrol_u1_fuzzer`).
extension Catalogue {
    /// The key of every property, in catalogue order: its invariant id in lower case,
    /// or, for an id that properties of several controls share, the control's name in
    /// lower case (letters and digits only), `_`, and the id (`lockcontrol_u1`).
    /// Distinct for distinct properties as long as no control has two properties of
    /// one id.
    public func keyed(faults: Set<Fault> = []) -> [(key: String, property: HarnessProperty)] {
        let all = properties(faults: faults)
        var controls: [String: Set<String>] = [:]
        for property in all { controls[property.invariant.lowercased(), default: []].insert(property.control) }
        return all.map { property in
            let id = property.invariant.lowercased()
            guard (controls[id]?.count ?? 0) > 1 else { return (id, property) }
            let control = String(property.control.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            return (control + "_" + id, property)
        }
    }

    /// The key of the property named `name` (nil when the catalogue has none).
    public func key(of name: String) -> String? { keyed().first { $0.property.name == name }?.key }

    /// The properties `name` names, in catalogue order, with `faults` on: the one of
    /// that full name; else those whose key is `name` or whose invariant id is `name`
    /// (both case-insensitive), so a shared id such as `U1` names every control's U1.
    public func properties(matching name: String, faults: Set<Fault> = []) -> [HarnessProperty] {
        let keyed = keyed(faults: faults)
        if let exact = keyed.first(where: { $0.property.name == name }) { return [exact.property] }
        let wanted = name.lowercased()
        return keyed.filter { $0.key == wanted || $0.property.invariant.lowercased() == wanted }.map(\.property)
    }
}
