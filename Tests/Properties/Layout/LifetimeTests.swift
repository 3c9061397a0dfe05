import HeadlessUIKit
import Testing
@testable import Layout

/// What weak references used to give the view trees for free, now that they hold their
/// views by unowned references cleared in `deinit`: nothing reaches a view once it is gone.
@Suite struct LifetimeTests {
    /// Rule: a constraint does not keep its views alive; once they are gone it names no
    /// view and is inactive (its engine went with the tree's root).
    @Test func aConstraintOutlivingItsViewsNamesNone() throws {
        var kept: [Constraint] = []
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
            let child = View(name: "child")
            root.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            let width = try Constraint(item: child, attribute: .width, relatedBy: .equal, constant: 10)
            let left = try Constraint(item: child, attribute: .left, relatedBy: .equal, toItem: root,
                                      attribute: .left, constant: 5)
            try Constraint.activate([width, left])
            root.layoutIfNeeded()
            #expect(child.frame.width == 10)
            #expect(width.isActive && left.isActive)
            kept = [width, left]
        }
        #expect(kept.allSatisfy { $0.firstItem == nil })
        #expect(kept[1].secondItem == nil)
        #expect(kept.allSatisfy { !$0.isActive })
        #expect(kept.allSatisfy { !$0.isBroken })
    }

    /// Rule: a subview that outlives its superview is a root of its own; an engine held
    /// after its root is gone has no root and no views (its report is empty).
    @Test func aSubviewOutlivingItsSuperviewIsARoot() throws {
        var child: View?
        var engine: LayoutEngine?
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
            let inner = View(frame: Rect(x: 1, y: 2, width: 3, height: 4), name: "inner")
            root.addSubview(inner)
            root.layoutIfNeeded()
            engine = root.layoutEngine
            #expect(inner.superview === root)
            child = inner
        }
        let survivor = try #require(child)
        #expect(survivor.superview == nil)
        #expect(survivor.root === survivor)
        #expect(!survivor.hasAmbiguousLayout)
        #expect(try #require(engine).ambiguityReport().entries.isEmpty)
        // The survivor can start a tree of its own.
        let leaf = View(frame: Rect(x: 0, y: 0, width: 1, height: 1), name: "leaf")
        survivor.addSubview(leaf)
        survivor.layoutIfNeeded()
        #expect(leaf.superview === survivor)
        #expect(survivor.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    /// Rule: the same for UIKit views: a subview that outlives its superview has none, and
    /// no window; its layout node names no view once the view is gone.
    @Test func aUIViewOutlivingItsSuperviewHasNone() throws {
        var child: UIView?
        var node: View?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let inner = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
            window.addSubview(container)
            container.addSubview(inner)
            window.layoutIfNeeded()
            #expect(inner.window === window)
            child = inner
            node = Headless.layoutNode(of: container)
        }
        #expect(child?.superview == nil)
        #expect(child?.window == nil)
        #expect(Headless.view(of: try #require(node)) == nil)  // the container is gone; its node stays
    }
}
