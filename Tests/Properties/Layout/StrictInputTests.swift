import Foundation
import Testing
@testable import Layout

/// Input the model refuses instead of silently changing: strict JSON, hugging arity and
/// range, a location equal to a constant through a zero multiplier, out-of-range and
/// infinite values; and trees deep enough to break recursive code.
@Suite("Layout: strict input and deep trees")
struct StrictInputTests {
    private func decode(_ json: String) throws -> SystemFile {
        try JSONDecoder().decode(SystemFile.self, from: Data(json.utf8))
    }

    private func decodingMessage(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return SystemFile.decodingMessage(error)
        }
    }

    @Test func unknownKeysAreRefusedWithTheirPath() {
        let constraint = #"{"first": "a.width", "relation": "==", "constant": 5}"#
        let json = #"{"views": [{"name": "a"}], "constraints": ["#
            + [constraint, constraint, constraint, #"{"first": "a.width", "relation": "==", "priorty": 250}"#]
                .joined(separator: ",") + "]}"
        #expect(decodingMessage(json)?.hasPrefix("constraints[3].priorty: unknown key 'priorty'") == true)
        #expect(decodingMessage(#"{"views": [{"name": "a"}], "constraint": []}"#)?.hasPrefix("constraint: unknown key") == true)
        #expect(decodingMessage(#"{"views": [{"name": "a", "hugs": [1, 2]}]}"#)?.hasPrefix("views[0].hugs:") == true)
        #expect(decodingMessage(#"{"views": [{"name": "a"}], "edits": [{"constraint": "x", "constnat": 1}]}"#)?
            .hasPrefix("edits[0].constnat:") == true)
        #expect(decodingMessage(#"{"views": [{"name": "a"}], "constraints": []}"#) == nil)
    }

    @Test func huggingNeedsTwoValidPriorities() throws {
        for (hugging, expected) in [("[250, 250, 1]", "got 3 entries"), ("[0, 250]", "Priority 0 is outside"),
                                    ("[250, 1001]", "Priority 1001 is outside")] {
            for key in ["hugging", "compressionResistance"] {
                let system = try decode(#"{"views": [{"name": "a", "intrinsicContentSize": [8, 8], "\#(key)": \#(hugging)}]}"#)
                #expect(throws: SystemFileError.self) { try system.solve() }
                do {
                    _ = try system.solve()
                } catch {
                    #expect(error.message.contains(expected), "\(error.message)")
                }
            }
        }
        // The setters refuse too: the old priority stays and the refusal is recorded.
        let view = View(intrinsicSize: Size(width: 8, height: 8))
        view.setContentHuggingPriority(0, for: .horizontal)
        view.setContentCompressionResistancePriority(1001, for: .vertical)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.layoutErrors == [.invalidPriority(0), .invalidPriority(1001)])
    }

    @Test func noConstraintsStillLaysOutIntrinsicSizes() throws {
        let system = try decode(#"""
            {"views": [{"name": "c", "frame": [0, 0, 300, 300]},
                       {"name": "label", "superview": "c", "intrinsicContentSize": [80, 20],
                        "hugging": [1000, 1000], "compressionResistance": [1000, 1000]}],
             "constraints": []}
            """#)
        let solved = try system.solve()
        #expect(solved.frames.first { $0.name == "label" }?.frame == [0, 0, 80, 20])
        #expect(solved.conflicts.isEmpty)
    }

    @Test func locationEqualToZeroTimesAnotherIsRefused() {
        let a = View(), b = View()
        let root = View()
        root.addSubview(a)
        root.addSubview(b)
        #expect(throws: LayoutError.self) {
            try Constraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left,
                           multiplier: 0, constant: 10)
        }
        // A size may still be a constant through a zero multiplier, as in UIKit.
        #expect(throws: Never.self) {
            try Constraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                           multiplier: 0, constant: 10)
        }
    }

    @Test func activationThroughIsActiveRecordsWhyItFailed() throws {
        let a = View(), b = View()
        let constraint = try Constraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(constraint.activationError == .noCommonAncestor(first: a.debugName, second: b.debugName))
        let root = View()
        root.addSubview(a)
        root.addSubview(b)
        constraint.isActive = true
        #expect(constraint.isActive && constraint.activationError == nil)
    }

    @Test func anInfiniteLayoutIsATypedError() throws {
        var views = [SystemFile.ViewSpec(name: "c", frame: [0, 0, 100, 100])]
        var constraints = [SystemFile.ConstraintSpec(first: "v0.width", relation: "==", constant: 1)]
        for i in 0..<40 {
            views.append(SystemFile.ViewSpec(name: "v\(i)", superview: "c"))
            if i > 0 {
                constraints.append(SystemFile.ConstraintSpec(first: "v\(i).width", relation: "==",
                                                             second: "v\(i - 1).width", multiplier: 1e12))
            }
        }
        let system = SystemFile(views: views, constraints: constraints)
        do {
            _ = try system.solve()
            Issue.record("an infinite layout was reported as solved")
        } catch {
            #expect(error.message.contains("not finite"))
        }
    }

    @Test func rootLookupFollowsMovesAndRemovals() {
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        c.addSubview(d)
        a.addSubview(b)
        b.addSubview(c)  // c's tree joins a's
        #expect(d.root === a && c.root === a && d.isDescendant(of: a) && d.isDescendant(of: b))
        c.removeFromSuperview()
        #expect(d.root === c && c.root === c && b.root === a && !d.isDescendant(of: a))
        d.addSubview(a)  // a's tree under d
        #expect(b.root === c && a.isDescendant(of: d) && !c.isDescendant(of: a))
        a.addSubview(c)  // c is an ancestor of a: refused, nothing changes
        #expect(c.superview == nil && a.superview === d)
    }

    /// Releasing the root of a deep chain: a recursive deinit needs a stack frame per
    /// level, so on a 512 KB thread it overflows at this depth (it did before the
    /// iterative teardown); the tree is built top-down, then released.
    @Test func deepChainBuildsAndTearsDownOnASmallStack() async {
        let depth = 30_000
        let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            let thread = Thread {
                var root: View? = View()
                var tip = root
                for _ in 0..<depth {
                    let child = View()
                    tip?.addSubview(child)
                    tip = child
                }
                let reached = tip?.root === root ? depth : -1
                tip = nil
                root = nil  // the whole chain goes here
                continuation.resume(returning: reached)
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(finished == depth)
    }
}
