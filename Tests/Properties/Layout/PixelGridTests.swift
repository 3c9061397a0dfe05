import Testing
@testable import Layout

/// Frames on the pixel grid (issue 9, item 6): `ScreenScale.snap` and where the engine
/// applies it (frames written by a layout pass, nothing else).
@Suite("Frames on the pixel grid")
struct PixelGridTests {
    private func scale(_ value: Double) throws -> ScreenScale { try ScreenScale(value) }

    @Test func validScalesAndRefusals() throws {
        #expect(ScreenScale.default == .x2)
        #expect(try scale(1) == .x1 && scale(2) == .x2 && scale(3) == .x3)
        #expect(try scale(2.5).value == 2.5)
        for bad in [0, -1, -2, Double.infinity, -Double.infinity] {
            #expect(throws: LayoutError.invalidScreenScale(bad)) { try ScreenScale(bad) }
        }
        do {
            _ = try ScreenScale(.nan)
            Issue.record("NaN was accepted as a scale")
        } catch {
            guard case .invalidScreenScale(let value) = error, value.isNaN else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
        #expect("\(LayoutError.invalidScreenScale(0))".contains("finite value greater than 0"))
    }

    /// 1x: whole points. Halves go up (toward +infinity), for negative values too.
    @Test func snapAtScale1() {
        let s = ScreenScale.x1
        #expect(s.snap(12.4) == 12 && s.snap(12.5) == 13 && s.snap(12.6) == 13)
        #expect(s.snap(-12.4) == -12 && s.snap(-12.5) == -12 && s.snap(-12.6) == -13)
        #expect(s.snap(0.5) == 1 && s.snap(-0.5) == 0)
        // -0.4 snaps to 0.0, not -0.0.
        #expect(s.snap(-0.4) == 0 && s.snap(-0.4).sign == .plus)
        #expect(s.snap(11.999999999999972) == 12)
    }

    /// 2x: half points. 950.25 -> 950.5 and 950.2 -> 950, as UIKit reports on a 2x iPad.
    @Test func snapAtScale2() {
        let s = ScreenScale.x2
        #expect(s.snap(950.25) == 950.5 && s.snap(950.2) == 950)
        #expect(s.snap(163.5) == 163.5 && s.snap(0.75) == 1 && s.snap(0.74) == 0.5)
        #expect(s.snap(-0.25) == 0 && s.snap(-0.75) == -0.5 && s.snap(-0.76) == -1 && s.snap(-1.25) == -1)
        #expect(s.snap(11.999999999999972) == 12 && s.snap(215.99999999999997) == 216)
        // Drift of a few ulps around a tie does not decide it: both sides of 12.25 go up.
        #expect(s.snap(12.25 - 1e-13) == 12.5 && s.snap(12.25 + 1e-13) == 12.5)
        #expect(s.snap(-12.25 - 1e-13) == -12 && s.snap(-12.25 + 1e-13) == -12)
        // Beyond drift it is an ordinary value.
        #expect(s.snap(12.25 - 1e-6) == 12)
        #expect(s.snap(.infinity) == .infinity && s.snap(.nan).isNaN)
    }

    /// 3x: thirds of a point (the nearest double to each third).
    @Test func snapAtScale3() {
        let s = ScreenScale.x3
        #expect(s.snap(1.0 / 3) == 1.0 / 3 && s.snap(100.0 / 3) == 100.0 / 3 && s.snap(10) == 10)
        #expect(s.snap(0.5) == 2.0 / 3)        // 1.5 px goes up to 2 px
        #expect(s.snap(-0.5) == -1.0 / 3)      // -1.5 px goes up to -1 px
        #expect(s.snap(0.49) == 1.0 / 3 && s.snap(-0.51) == -2.0 / 3)
        #expect(s.snap(11.999999999999972) == 12)
    }

    /// Rectangles: each edge snapped, the size the distance between snapped edges, so a
    /// rectangle keeps its pixel size wherever it is moved by whole pixels.
    @Test func snapRectangles() {
        let s2 = ScreenScale.x2
        #expect(s2.snap(Rect(x: 0.25, y: -0.25, width: 10.5, height: 0.5)) == Rect(x: 0.5, y: 0, width: 10.5, height: 0.5))
        #expect(s2.snap(Rect(x: 20, y: 71, width: 163.5, height: 576)) == Rect(x: 20, y: 71, width: 163.5, height: 576))
        #expect(s2.snap(Rect(x: 11.999999999999972, y: 0, width: 48.00000000000003, height: 48))
                == Rect(x: 12, y: 0, width: 48, height: 48))
        for shift in stride(from: -3.0, through: 3.0, by: 0.5) {
            // minX (a tie) goes up half a pixel, maxX is on the grid: 33 wherever it is.
            #expect(s2.snap(Rect(x: shift + 0.25, y: 0, width: 33.25, height: 1)).width == 33)
        }
        let s1 = ScreenScale.x1
        #expect(s1.snap(Rect(x: -0.5, y: 10.5, width: 1, height: 1)) == Rect(x: 0, y: 11, width: 1, height: 1))
        #expect(s1.snap(Rect(x: 0.4, y: 0, width: 0.2, height: 0)) == Rect(x: 0, y: 0, width: 1, height: 0))
        let s3 = ScreenScale.x3
        #expect(s3.snap(Rect(x: 0.1, y: 0, width: 0.1, height: 0)) == Rect(x: 0, y: 0, width: 1.0 / 3, height: 0))
        // A negative width (the seed's w = -16) is snapped edge by edge like any other.
        #expect(s2.snap(Rect(x: 16.2, y: 0, width: -16.4, height: 0)) == Rect(x: 16, y: 0, width: -16, height: 0))
    }

    /// Three equal columns in 100 pt: the solver says 33.333... each; frames are on the
    /// grid of the engine's scale (1x: 0/33/67/100; 2x: 0/33.5/66.5/100; 3x: exact
    /// thirds), while the constraints still hold exactly in the solver.
    @Test func enginesSnapFramesButNotSolverValues() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10), name: "root")
        let columns = (0..<3).map { View(name: "c\($0)") }
        for column in columns {
            root.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
        }
        var constraints: [Constraint] = []
        for (index, column) in columns.enumerated() {
            constraints.append(try Constraint(item: column, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top))
            constraints.append(try Constraint(item: column, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height))
            if index == 0 {
                constraints.append(try Constraint(item: column, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left))
            } else {
                constraints.append(try Constraint(item: column, attribute: .left, relatedBy: .equal,
                                                  toItem: columns[index - 1], attribute: .right))
                constraints.append(try Constraint(item: column, attribute: .width, relatedBy: .equal,
                                                  toItem: columns[0], attribute: .width))
            }
        }
        constraints.append(try Constraint(item: columns[2], attribute: .right, relatedBy: .equal, toItem: root, attribute: .right))
        try Constraint.activate(constraints)
        let engine = root.layoutEngine
        #expect(engine.screenScale == .x2)

        func edges() -> [Double] { columns.map(\.frame.minX) + [columns[2].frame.maxX] }
        root.layoutIfNeeded()
        #expect(edges() == [0, 33.5, 66.5, 100])
        #expect(columns.map(\.frame.width) == [33.5, 33, 33.5])
        // The solver's values are not rounded: every constraint holds exactly there.
        let node = try #require(columns[1].node)
        #expect(abs(engine.solver.value(of: node.width) - 100.0 / 3) < 1e-12)
        #expect(constraints.allSatisfy { engine.violation(of: $0) < 1e-12 })

        engine.screenScale = .x1
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(edges() == [0, 33, 67, 100])
        #expect(columns.map(\.frame.width) == [33, 34, 33])

        engine.screenScale = .x3
        root.layoutIfNeeded()
        #expect(edges() == [0, 100.0 / 3, 200.0 / 3, 100])
        #expect(constraints.allSatisfy { $0.constant == 0 })
    }

    /// A frame set by code (a view that translates its autoresizing mask) is kept as set,
    /// not rounded, as UIKit keeps it; its children laid out by constraints are snapped
    /// in its coordinates.
    @Test func framesSetByCodeAreNotRounded() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "root")
        let manual = View(frame: Rect(x: 10.3, y: 20.1, width: 100.7, height: 33.3333), name: "manual")
        root.addSubview(manual)
        let child = View(name: "child")
        manual.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        try Constraint.activate([
            try Constraint(item: child, attribute: .left, relatedBy: .equal, toItem: manual, attribute: .left, constant: 0.3),
            try Constraint(item: child, attribute: .top, relatedBy: .equal, toItem: manual, attribute: .top),
            try Constraint(item: child, attribute: .width, relatedBy: .equal, toItem: manual, attribute: .width, multiplier: 0.5),
            try Constraint(item: child, attribute: .height, relatedBy: .equal, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(manual.frame == Rect(x: 10.3, y: 20.1, width: 100.7, height: 33.3333))
        // 0.3 -> 0.5; 0.3 + 50.35 = 50.65 -> 50.5.
        #expect(child.frame == Rect(x: 0.5, y: 0, width: 50, height: 10))
        manual.frame = Rect(x: 1.25, y: 0, width: 10.1, height: 10)
        root.layoutIfNeeded()
        #expect(manual.frame == Rect(x: 1.25, y: 0, width: 10.1, height: 10))
    }
}
