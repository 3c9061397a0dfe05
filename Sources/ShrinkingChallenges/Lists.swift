import Generators

extension Challenge {
    /// Five lists of at most one Int16, each filtered to sum below 256; the wrapping sum
    /// of everything must stay below 1,280.
    static let bound5: Challenge = {
        let list = Gen<Int16>.integer().array(length: 0...1).filter("sum < 256") { $0.reduce(0, &+) < 256 }
        return make("bound5", zip(list, list, list, list, list), describe: { "\($0)" },
                    isMinimal: { value in
                        let lists = [value.0, value.1, value.2, value.3, value.4].filter { !$0.isEmpty }
                        return lists.count == 2 && lists.allSatisfy { $0.count == 1 }
                            && Set(lists.map { $0[0] }) == [-1, -32768]
                    }) { value in
            let all = [value.0, value.1, value.2, value.3, value.4].flatMap { $0 }
            if all.reduce(Int16(0), &+) >= 1280 { throw Falsified() }
        }
    }()

    /// Lists of lists of integers with fewer than five distinct integers overall.
    static let largeUnionList = make("large_union_list", Gen.int().array().array(), describe: { "\($0)" },
                                     isMinimal: { $0.count == 1 && $0[0].count == 5 && Set($0[0]) == [0, 1, -1, 2, -2] }) { lists in
        if Set(lists.joined()).count >= 5 { throw Falsified() }
    }

    /// A list equals its reverse.
    static let reverse = make("reverse", Gen.int().array(), describe: { "\($0)" },
                              isMinimal: { [[0, 1], [1, 0], [0, -1], [-1, 0]].contains($0) }) { list in
        if Array(list.reversed()) != list { throw Falsified() }
    }

    /// A length from 1 to 100, then that many integers in 0...1000, through flatMap; the
    /// maximum must stay below 900.
    static let lengthList = make("lengthlist",
                                 Gen.int(in: 1...100).flatMap { n in Gen.int(in: 0...1000).array(length: n...n) },
                                 describe: { "\($0)" }, isMinimal: { $0 == [900] }) { list in
        if (list.max() ?? 0) >= 900 { throw Falsified() }
    }

    /// Lists of integers in 0...10 whose values are valid indices; no two positions may
    /// point at each other.
    static let coupling = make("coupling", Gen.int(in: 0...10).array(), describe: { "\($0)" },
                               isMinimal: { $0 == [1, 0] }) { list in
        try assume(list.allSatisfy { $0 < list.count })
        for (i, j) in list.enumerated() where i != j && list[j] == i { throw Falsified() }
    }

    /// Removing the first occurrence of `list[i]` removes every occurrence.
    static let deletion = make("deletion", zip(Gen.int().array(), Gen.int(in: 0...10)), describe: { "(\($0.0), \($0.1))" },
                               isMinimal: { $0.0 == [0, 0] && $0.1 == 0 }) { value in
        var (list, index) = value
        try assume(index < list.count)
        let x = list[index]
        if let first = list.firstIndex(of: x) { list.remove(at: first) }
        if list.contains(x) { throw Falsified() }
    }

    /// Fewer than three distinct integers.
    static let distinct = make("distinct", Gen.int().array(), describe: { "\($0)" },
                               isMinimal: { $0.count == 3 && (Set($0) == [0, 1, -1] || Set($0) == [0, 1, 2]) }) { list in
        if Set(list).count >= 3 { throw Falsified() }
    }

    /// Lists of lists of nothing; the total length must stay at most 10.
    static let nestedLists = make("nestedlists", Gen.constant(0).array().array(), describe: { "\($0)" },
                                  isMinimal: { $0.count == 1 && $0[0].count == 11 }) { lists in
        if lists.map(\.count).reduce(0, +) > 10 { throw Falsified() }
    }
}
