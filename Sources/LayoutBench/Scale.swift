import Layout

/// The engine at scale (`layout-bench scale`, run by scripts/bench-layout.sh): for each
/// system, the time to build and lay it out (`solve`), to answer every ambiguity question
/// `layout-solve` asks (`ambiguityReport()` and `hasAmbiguousLayout` of every view), to
/// run `SystemFile.solve()` on the same system (what `layout-solve` does: build, lay
/// out, ambiguity, ties), to change one constant (`edit`), and to diagnose conflicts.
/// One `key=value` line per measurement, seconds.
func runScale(quick: Bool) {
    let clock = ContinuousClock()
    func seconds(_ body: () -> Void) -> Double {
        let d = clock.measure(body)
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
    let chainSizes = quick ? [250, 1_000] : [250, 500, 1_000, 2_000]
    for n in chainSizes { measure(EngineSystem.chain(n), seconds) }
    let gridSides = quick ? [20, 40] : [10, 20, 40, 60]
    for n in gridSides { measure(EngineSystem.freeTopGrid(n), seconds) }
    for rows in (quick ? [25, 250] : [25, 100, 250, 500]) { oneConflict(rows: rows, seconds) }
    manyConflicts(seconds)
    nested(quick ? 10_000 : 50_000, seconds)
}

/// A view tree described as a `SystemFile`, built either directly (the `solve` baseline)
/// or by `SystemFile.solve()`.
struct EngineSystem {
    var name: String
    var file: SystemFile
    /// The constraint whose constant `edit` changes, by index.
    var edited: Int

    /// `n` views of intrinsic size 40 × 20 left to right, 8 apart, centred vertically in
    /// a container; every frame unique.
    static func chain(_ n: Int) -> EngineSystem {
        var views = [SystemFile.ViewSpec(name: "c", frame: [0, 0, Double(48 * n + 8), 100])]
        var constraints: [SystemFile.ConstraintSpec] = []
        for i in 0..<n {
            var view = SystemFile.ViewSpec(name: "v\(i)", superview: "c")
            view.intrinsicContentSize = [40, 20]
            views.append(view)
            constraints.append(SystemFile.ConstraintSpec(first: "v\(i).left", relation: "==",
                                                         second: i == 0 ? "c.left" : "v\(i - 1).right", constant: 8))
            constraints.append(SystemFile.ConstraintSpec(first: "v\(i).centerY", relation: "==", second: "c.centerY"))
        }
        return EngineSystem(name: "chain views=\(n)", file: SystemFile(views: views, constraints: constraints), edited: 0)
    }

    /// An `n` × `n` grid of 20 × 20 cells chained left to right in each row, tops free:
    /// every cell is vertically ambiguous.
    static func freeTopGrid(_ n: Int) -> EngineSystem {
        var views = [SystemFile.ViewSpec(name: "c", frame: [0, 0, Double(24 * n + 4), Double(24 * n + 4)])]
        var constraints: [SystemFile.ConstraintSpec] = []
        for r in 0..<n {
            for col in 0..<n {
                let name = "g\(r)_\(col)"
                views.append(SystemFile.ViewSpec(name: name, superview: "c"))
                constraints.append(SystemFile.ConstraintSpec(first: "\(name).left", relation: "==",
                                                             second: col == 0 ? "c.left" : "g\(r)_\(col - 1).right",
                                                             constant: 4))
                constraints.append(SystemFile.ConstraintSpec(first: "\(name).width", relation: "==", constant: 20))
                constraints.append(SystemFile.ConstraintSpec(first: "\(name).height", relation: "==", constant: 20))
            }
        }
        return EngineSystem(name: "grid-free-tops views=\(n * n)", file: SystemFile(views: views, constraints: constraints),
                            edited: 0)
    }

    /// Builds the tree and lays it out (what `SystemFile.solve()` does before its reports).
    func build() -> (root: View, views: [View], constraints: [Constraint]) {
        var byName: [String: View] = [:]
        var views: [View] = []
        for spec in file.views {
            let view = View(frame: spec.frame.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } ?? .zero,
                            name: spec.name)
            if let parent = spec.superview.flatMap({ byName[$0] }) {
                parent.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            if let size = spec.intrinsicContentSize { view.intrinsicContentSize = Size(width: size[0], height: size[1]) }
            byName[spec.name] = view
            views.append(view)
        }
        func anchor(_ text: String) -> (View, Attribute)? {
            guard let dot = text.lastIndex(of: "."), let view = byName[String(text[..<dot])],
                  let attribute = Attribute(rawValue: String(text[text.index(after: dot)...])) else { return nil }
            return (view, attribute)
        }
        var made: [Constraint] = []
        for spec in file.constraints ?? [] {
            guard let (first, attribute) = anchor(spec.first), let relation = Relation(rawValue: spec.relation) else { continue }
            let second = spec.second.flatMap(anchor)
            do {
                let constraint = try Constraint(item: first, attribute: attribute, relatedBy: relation, toItem: second?.0,
                                                attribute: second?.1, multiplier: spec.multiplier ?? 1,
                                                constant: spec.constant ?? 0)
                try constraint.activate()
                made.append(constraint)
            } catch {
                exit65("scale: \(name): \(error)")
            }
        }
        views[0].layoutIfNeeded()
        return (views[0], views, made)
    }
}

private func measure(_ system: EngineSystem, _ seconds: (() -> Void) -> Double) {
    var built: (root: View, views: [View], constraints: [Constraint])?
    let solve = seconds { built = system.build() }
    guard let (root, views, constraints) = built else { return }
    var ambiguous = 0, flagged = 0
    let ambiguity = seconds {
        ambiguous = root.layoutEngine.ambiguityReport().entries.count
        flagged = views.filter(\.hasAmbiguousLayout).count
    }
    let edit = seconds {
        constraints[system.edited].constant += 1
        root.layoutIfNeeded()
    }
    var solved: SolvedSystem?
    let layoutSolve = seconds {
        do { solved = try system.file.solve() } catch { exit65("scale: \(system.name): \(error)") }
    }
    let agree = solved?.frames.filter(\.ambiguous).count == ambiguous && flagged == ambiguous
    let count = root.layoutEngine.installedConstraintCount
    print("scale \(system.name) constraints=\(count) solve_s=\(fixed(solve, 4)) edit_s=\(fixed(edit, 5)) "
        + "ambiguity_s=\(fixed(ambiguity, 4)) ambiguity_ratio=\(fixed(ambiguity / solve, 2)) "
        + "layout_solve_s=\(fixed(layoutSolve, 4)) layout_solve_ratio=\(fixed(layoutSolve / solve, 2)) "
        + "ambiguous_views=\(ambiguous) agree=\(agree ? "yes" : "no")")
}

/// `rows` rows of 10 views (width 40, height 20, chained 4 apart; about 4 constraints
/// per view), laid out; then one view's right edge required at 1, which contradicts its
/// row: the time of that activation (diagnosis included), and whether the reported set
/// is exactly the expected minimal one.
private func oneConflict(rows: Int, _ seconds: (() -> Void) -> Double) {
    let (root, cells, chain) = conflictGrid(rows: rows)
    let count = root.layoutEngine.installedConstraintCount
    let row = rows / 2, column = 9
    var minimal = false
    let diagnose = seconds {
        minimal = addConflict(root: root, cell: cells[row][column], expected: chain[row].prefix(2 * (column + 1)))
        root.layoutIfNeeded()
    }
    print("scale conflict-one constraints=\(count) diagnose_s=\(fixed(diagnose, 4)) minimal=\(minimal ? "yes" : "no")")
}

/// 1,000 conflicting required constraints among about 7,000: 150 rows of 10 views
/// (6,000 constraints with the container's pins), then a contradicting right edge for
/// each of 1,000 views with column >= 3: total time to diagnose them all and lay out.
private func manyConflicts(_ seconds: (() -> Void) -> Double) {
    let (root, cells, chain) = conflictGrid(rows: 150)
    var minimal = 0, conflicts = 0
    let total = seconds {
        outer: for row in 0..<150 {
            for column in 3..<10 {
                if conflicts == 1_000 { break outer }
                conflicts += 1
                if addConflict(root: root, cell: cells[row][column], expected: chain[row].prefix(2 * (column + 1))) {
                    minimal += 1
                }
            }
        }
        root.layoutIfNeeded()
    }
    print("scale conflicts-many constraints=\(root.layoutEngine.installedConstraintCount) conflicts=\(conflicts) "
        + "total_s=\(fixed(total, 3)) minimal=\(minimal)")
}

/// The grid of `oneConflict`: per row, the constraints `left_c`, `width_c` in column order.
private func conflictGrid(rows: Int) -> (View, [[View]], [[Constraint]]) {
    let root = View(frame: Rect(x: 0, y: 0, width: 444, height: Double(30 * rows)), name: "c")
    var cells: [[View]] = []
    for r in 0..<rows {
        var row: [View] = []
        for c in 0..<10 {
            let view = View(name: "v\(r)_\(c)")
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            row.append(view)
        }
        cells.append(row)
    }
    var chains: [[Constraint]] = []
    do {
        for (r, row) in cells.enumerated() {
            var chain: [Constraint] = []
            for (c, view) in row.enumerated() {
                let left = try Constraint(item: view, attribute: .left, relatedBy: .equal,
                                          toItem: c == 0 ? root : row[c - 1], attribute: c == 0 ? .left : .right,
                                          constant: 4)
                let width = try Constraint(item: view, attribute: .width, relatedBy: .equal, constant: 40)
                let top = try Constraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                                         constant: Double(30 * r))
                let height = try Constraint(item: view, attribute: .height, relatedBy: .equal, constant: 20)
                try Constraint.activate([left, width, top, height])
                chain += [left, width]
            }
            chains.append(chain)
        }
    } catch {
        exit65("scale: conflict grid: \(error)")
    }
    root.layoutIfNeeded()
    return (root, cells, chains)
}

/// Activates `cell.right == root.left + 1` (contradicting its row) and checks the report:
/// exactly the row's constraints up to the cell and the new one (the container's left
/// pin is not needed: both sides are relative to it).
private func addConflict(root: View, cell: View, expected: ArraySlice<Constraint>) -> Bool {
    let engine = root.layoutEngine
    let before = engine.conflicts.count
    do {
        try Constraint(item: cell, attribute: .right, relatedBy: .equal, toItem: root, attribute: .left, constant: 1)
            .activate()
    } catch {
        exit65("scale: conflict: \(error)")
    }
    guard engine.conflicts.count == before + 1, let report = engine.conflicts.last else { return false }
    let reported = Set(report.constraints.filter { $0.origin == .user }.map(ObjectIdentifier.init))
    let wanted = Set(expected.map(ObjectIdentifier.init)).union([ObjectIdentifier(report.broken)])
    return reported == wanted && report.constraints.count == expected.count + 1
}

/// `depth` nested views, built top-down (one `addSubview` each) and released from the root.
private func nested(_ depth: Int, _ seconds: (() -> Void) -> Double) {
    var root: View? = View()
    var reached = false
    let build = seconds {
        var tip = root
        for _ in 0..<depth {
            let child = View()
            tip?.addSubview(child)
            tip = child
        }
        reached = tip?.root === root
    }
    let teardown = seconds { root = nil }
    print("scale nested views=\(depth) build_s=\(fixed(build, 3)) teardown_s=\(fixed(teardown, 3)) "
        + "total_s=\(fixed(build + teardown, 3)) root_found=\(reached ? "yes" : "no")")
}

/// `value` with `digits` decimals (no Foundation here).
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    var fraction = String(Int(scaled) - whole * Int(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return (value < 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + fraction : "")
}
