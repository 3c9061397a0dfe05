@testable import Layout

/// The priority-swap split layout of seed 001 (spec/controls.md §2.2), built with the builder.
final class SplitLayoutFixture {
    let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "container")
    let modeSwitch = View(frame: Rect(x: 16, y: 40, width: 51, height: 31), name: "switch")
    let yellow = View(name: "yellow")
    let blue = View(name: "blue")
    let margin = 16.0
    var spacing: Constraint?
    var blueTrailing: Constraint?
    var yellowTrailing: Constraint?

    init(blueTrailingPriority: Priority = 751, yellowTrailingPriority: Priority = 750, spacingConstant: Double = 8) throws {
        container.addSubview(modeSwitch)
        container.addSubview(yellow)
        container.addSubview(blue)
        let margin = self.margin
        let container = self.container, modeSwitch = self.modeSwitch, blue = self.blue, yellow = self.yellow
        try yellow.makeConstraints { make in
            make.leading.equalTo(container).offset(margin)
            make.top.equalTo(modeSwitch.anchor(.bottom)).offset(margin)
            make.bottom.equalTo(container).offset(-margin)
            make.width.equalTo(blue)
            yellowTrailing = make.trailing.equalTo(container).offset(-margin).priority(yellowTrailingPriority).constraint
        }
        try blue.makeConstraints { make in
            spacing = make.leading.equalTo(yellow.anchor(.trailing)).offset(spacingConstant).constraint
            make.top.equalTo(yellow)
            make.bottom.equalTo(yellow)
            blueTrailing = make.trailing.equalTo(container).offset(-margin).priority(blueTrailingPriority).constraint
        }
        container.layoutIfNeeded()
    }

    /// The seed's `updateConstraintsForMode`.
    func setMode(on: Bool) throws {
        spacing?.constant = on ? 8 : container.frame.width
        try blueTrailing?.setPriority(on ? .defaultHigh + 1 : .defaultHigh - 1)
        container.layoutIfNeeded()
    }
}
