/// A constraint system as JSON, so tools outside Swift can drive the engine
/// (`layout-solve system.json`). Format (every key but `views[].name`,
/// `constraints[].first` and `constraints[].relation` is optional):
///
/// ```json
/// {
///   "scale": 2,
///   "views": [
///     {"name": "container", "frame": [0, 0, 375, 667]},
///     {"name": "label", "superview": "container", "intrinsicContentSize": [80, 20],
///      "hugging": [250, 250], "compressionResistance": [750, 750],
///      "translatesAutoresizingMaskIntoConstraints": false, "layoutDirection": "rightToLeft"}
///   ],
///   "constraints": [
///     {"id": "gap", "first": "label.leading", "relation": "==", "second": "container.leading",
///      "multiplier": 1, "constant": 16, "priority": 1000}
///   ],
///   "edits": [
///     {"constraint": "gap", "constant": 32},
///     {"constraint": "gap", "priority": 750},
///     {"constraint": "gap", "active": false},
///     {"view": "container", "frame": [0, 0, 320, 480]}
///   ]
/// }
/// ```
///
/// Views are listed parents first. `translatesAutoresizingMaskIntoConstraints` defaults
/// to true for a view without a superview (its frame is pinned) and false otherwise.
/// Constraints are activated in order, then edits are applied in order; refused edits
/// (UIKit's rules) are reported, not fatal. `scale` is the screen's pixels per point
/// (default 2): frames are reported on its pixel grid (see `ScreenScale`).
public struct SystemFile: Codable, Sendable, Hashable {
    public struct ViewSpec: Codable, Sendable, Hashable {
        public var name: String
        public var superview: String?
        /// `[x, y, width, height]`.
        public var frame: [Double]?
        public var translatesAutoresizingMaskIntoConstraints: Bool?
        /// `[width, height]`; -1 for "no intrinsic metric".
        public var intrinsicContentSize: [Double]?
        /// `[horizontal, vertical]`.
        public var hugging: [Float]?
        public var compressionResistance: [Float]?
        /// `"leftToRight"` or `"rightToLeft"`.
        public var layoutDirection: String?

        public init(name: String, superview: String? = nil, frame: [Double]? = nil) {
            self.name = name
            self.superview = superview
            self.frame = frame
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, superview, frame, translatesAutoresizingMaskIntoConstraints, intrinsicContentSize, hugging,
                 compressionResistance, layoutDirection
        }

        /// Strict: unknown keys are refused with their path.
        public init(from decoder: any Decoder) throws {
            try refuseUnknownKeys(decoder, allowed: Set(CodingKeys.allCases.map(\.rawValue)))
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            superview = try c.decodeIfPresent(String.self, forKey: .superview)
            frame = try c.decodeIfPresent([Double].self, forKey: .frame)
            translatesAutoresizingMaskIntoConstraints =
                try c.decodeIfPresent(Bool.self, forKey: .translatesAutoresizingMaskIntoConstraints)
            intrinsicContentSize = try c.decodeIfPresent([Double].self, forKey: .intrinsicContentSize)
            hugging = try c.decodeIfPresent([Float].self, forKey: .hugging)
            compressionResistance = try c.decodeIfPresent([Float].self, forKey: .compressionResistance)
            layoutDirection = try c.decodeIfPresent(String.self, forKey: .layoutDirection)
        }
    }

    public struct ConstraintSpec: Codable, Sendable, Hashable {
        public var id: String?
        /// `"view.attribute"`.
        public var first: String
        /// `"=="`, `"<="` or `">="`.
        public var relation: String
        /// `"view.attribute"`, absent for a size set to a constant.
        public var second: String?
        public var multiplier: Double?
        public var constant: Double?
        public var priority: Float?

        public init(id: String? = nil, first: String, relation: String, second: String? = nil,
                    multiplier: Double? = nil, constant: Double? = nil, priority: Float? = nil) {
            self.id = id
            self.first = first
            self.relation = relation
            self.second = second
            self.multiplier = multiplier
            self.constant = constant
            self.priority = priority
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, first, relation, second, multiplier, constant, priority
        }

        /// Strict: unknown keys are refused with their path.
        public init(from decoder: any Decoder) throws {
            try refuseUnknownKeys(decoder, allowed: Set(CodingKeys.allCases.map(\.rawValue)))
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decodeIfPresent(String.self, forKey: .id)
            first = try c.decode(String.self, forKey: .first)
            relation = try c.decode(String.self, forKey: .relation)
            second = try c.decodeIfPresent(String.self, forKey: .second)
            multiplier = try c.decodeIfPresent(Double.self, forKey: .multiplier)
            constant = try c.decodeIfPresent(Double.self, forKey: .constant)
            priority = try c.decodeIfPresent(Float.self, forKey: .priority)
        }
    }

    public struct EditSpec: Codable, Sendable, Hashable {
        public var constraint: String?
        public var constant: Double?
        public var priority: Float?
        public var active: Bool?
        public var view: String?
        public var frame: [Double]?

        public init(constraint: String? = nil, constant: Double? = nil, priority: Float? = nil,
                    active: Bool? = nil, view: String? = nil, frame: [Double]? = nil) {
            self.constraint = constraint
            self.constant = constant
            self.priority = priority
            self.active = active
            self.view = view
            self.frame = frame
        }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case constraint, constant, priority, active, view, frame
        }

        /// Strict: unknown keys are refused with their path.
        public init(from decoder: any Decoder) throws {
            try refuseUnknownKeys(decoder, allowed: Set(CodingKeys.allCases.map(\.rawValue)))
            let c = try decoder.container(keyedBy: CodingKeys.self)
            constraint = try c.decodeIfPresent(String.self, forKey: .constraint)
            constant = try c.decodeIfPresent(Double.self, forKey: .constant)
            priority = try c.decodeIfPresent(Float.self, forKey: .priority)
            active = try c.decodeIfPresent(Bool.self, forKey: .active)
            view = try c.decodeIfPresent(String.self, forKey: .view)
            frame = try c.decodeIfPresent([Double].self, forKey: .frame)
        }
    }

    public var views: [ViewSpec]
    public var constraints: [ConstraintSpec]?
    public var edits: [EditSpec]?
    /// Pixels per point of the screen the frames are reported on (default 2).
    public var scale: Double?

    public init(views: [ViewSpec], constraints: [ConstraintSpec] = [], edits: [EditSpec] = [], scale: Double? = nil) {
        self.views = views
        self.constraints = constraints
        self.edits = edits
        self.scale = scale
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case views, constraints, edits, scale
    }

    /// Strict: unknown keys are refused with their JSON path (see `decodingMessage(_:)`).
    public init(from decoder: any Decoder) throws {
        try refuseUnknownKeys(decoder, allowed: Set(CodingKeys.allCases.map(\.rawValue)))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        views = try c.decode([ViewSpec].self, forKey: .views)
        constraints = try c.decodeIfPresent([ConstraintSpec].self, forKey: .constraints)
        edits = try c.decodeIfPresent([EditSpec].self, forKey: .edits)
        scale = try c.decodeIfPresent(Double.self, forKey: .scale)
    }
}

/// Why a `SystemFile` could not be built.
public struct SystemFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// The result of solving a `SystemFile`.
public struct SolvedSystem: Codable, Sendable, Hashable {
    public struct Frame: Codable, Sendable, Hashable {
        public var name: String
        /// `[x, y, width, height]` in the superview's coordinates.
        public var frame: [Double]
        public var ambiguous: Bool
    }

    /// Optional constraints of one priority whose violation was decided by their error
    /// weights, not by priority (see `TieReport`).
    public struct Tie: Codable, Sendable, Hashable {
        public var priority: Float
        /// Every constraint of the tie, in activation order: its `id`, or its description
        /// when it has none.
        public var constraints: [String]
        /// The constraints left violated by the tie (a subset of `constraints`).
        public var broken: [String]
        /// True when holding a broken one would cost the same (the layout is ambiguous).
        public var even: Bool
        /// The report as `layout-solve --text` prints it.
        public var report: String
    }

    public var frames: [Frame]
    /// Conflict diagnostics in UIKit's wording.
    public var conflicts: [String]
    /// Edits refused by UIKit's rules (e.g. required to optional), with the error text.
    public var refusedEdits: [String]
    /// The ambiguity report of each tree with an ambiguous view (see `AmbiguityReport`).
    public var ambiguity: [String]
    /// Ties decided by error weights, per tree, strongest priority first
    /// (`LayoutEngine.weightDecidedTies()`).
    public var ties: [Tie]
}

extension SystemFile {
    /// Builds the views and constraints, applies the edits, lays out and reports.
    public func solve() throws(SystemFileError) -> SolvedSystem {
        var views: [String: View] = [:]
        var order: [View] = []
        for spec in self.views {
            guard views[spec.name] == nil else { throw SystemFileError(message: "duplicate view '\(spec.name)'") }
            let view = View(frame: try rect(spec.frame, "view '\(spec.name)'") ?? .zero, name: spec.name)
            if let parentName = spec.superview {
                guard let parent = views[parentName] else {
                    throw SystemFileError(message: "view '\(spec.name)': superview '\(parentName)' is not listed before it")
                }
                parent.addSubview(view)
            }
            view.translatesAutoresizingMaskIntoConstraints =
                spec.translatesAutoresizingMaskIntoConstraints ?? (spec.superview == nil)
            if let size = spec.intrinsicContentSize {
                guard size.count == 2 else { throw SystemFileError(message: "view '\(spec.name)': intrinsicContentSize needs [width, height]") }
                for value in size where !isAdmissible(value) {
                    throw SystemFileError(message: "view '\(spec.name)': intrinsicContentSize: "
                        + "\(LayoutError.valueOutOfRange("size", value))")
                }
                view.intrinsicContentSize = Size(width: size[0], height: size[1])
            }
            if let hugging = try priorities(spec.hugging, "view '\(spec.name)': hugging") {
                view.setContentHuggingPriority(hugging.0, for: .horizontal)
                view.setContentHuggingPriority(hugging.1, for: .vertical)
            }
            if let resistance = try priorities(spec.compressionResistance, "view '\(spec.name)': compressionResistance") {
                view.setContentCompressionResistancePriority(resistance.0, for: .horizontal)
                view.setContentCompressionResistancePriority(resistance.1, for: .vertical)
            }
            switch spec.layoutDirection {
            case nil: break
            case "leftToRight"?: view.layoutDirection = .leftToRight
            case "rightToLeft"?: view.layoutDirection = .rightToLeft
            case let other?: throw SystemFileError(message: "view '\(spec.name)': unknown layoutDirection '\(other)'")
            }
            views[spec.name] = view
            order.append(view)
        }

        func anchor(_ text: String) throws(SystemFileError) -> (View, Attribute) {
            guard let dot = text.lastIndex(of: ".") else {
                throw SystemFileError(message: "'\(text)' is not 'view.attribute'")
            }
            let name = String(text[..<dot])
            let attributeName = String(text[text.index(after: dot)...])
            guard let view = views[name] else { throw SystemFileError(message: "unknown view '\(name)' in '\(text)'") }
            guard let attribute = Attribute(rawValue: attributeName) else {
                throw SystemFileError(message: "unknown attribute '\(attributeName)' in '\(text)'")
            }
            return (view, attribute)
        }

        var named: [String: Constraint] = [:]
        for spec in constraints ?? [] {
            let (first, firstAttribute) = try anchor(spec.first)
            guard let relation = Relation(rawValue: spec.relation) else {
                throw SystemFileError(message: "unknown relation '\(spec.relation)' (use ==, <= or >=)")
            }
            var second: (View, Attribute)?
            if let text = spec.second { second = try anchor(text) }
            let constraint: Constraint
            do {
                constraint = try Constraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                            toItem: second?.0, attribute: second?.1,
                                            multiplier: spec.multiplier ?? 1, constant: spec.constant ?? 0,
                                            priority: Priority(spec.priority ?? 1000))
                constraint.identifier = spec.id
                try constraint.activate()
            } catch {
                throw SystemFileError(message: "constraint \(spec.id ?? spec.first): \(error)")
            }
            if let id = spec.id { named[id] = constraint }
        }

        var refused: [String] = []
        for edit in edits ?? [] {
            if let viewName = edit.view {
                guard let view = views[viewName] else { throw SystemFileError(message: "edit: unknown view '\(viewName)'") }
                if let frame = try rect(edit.frame, "edit of '\(viewName)'") { view.frame = frame }
                continue
            }
            guard let id = edit.constraint, let constraint = named[id] else {
                throw SystemFileError(message: "edit: unknown constraint '\(edit.constraint ?? "")'")
            }
            if let constant = edit.constant {
                guard isAdmissible(constant) else {
                    throw SystemFileError(message: "edit of '\(id)': \(LayoutError.valueOutOfRange("constant", constant))")
                }
                constraint.constant = constant
            }
            if let priority = edit.priority {
                do { try constraint.setPriority(Priority(priority)) } catch { refused.append("\(id): \(error)") }
            }
            if let active = edit.active { constraint.isActive = active }
        }

        let screenScale: ScreenScale
        do {
            screenScale = try scale.map { value throws(LayoutError) in try ScreenScale(value) } ?? .default
        } catch {
            throw SystemFileError(message: "scale: \(error)")
        }
        var frames: [SolvedSystem.Frame] = []
        var conflicts: [String] = []
        var ambiguity: [String] = []
        var ties: [SolvedSystem.Tie] = []
        for view in order where view.superview == nil {
            view.layoutEngine.screenScale = screenScale
            view.layoutIfNeeded()
            conflicts += view.layoutEngine.diagnostics
            let report = view.layoutEngine.ambiguityReport()
            if !report.isEmpty { ambiguity.append(report.description) }
            for tie in view.layoutEngine.weightDecidedTies() {
                let name = { (constraint: Constraint) in constraint.identifier ?? constraint.description }
                ties.append(SolvedSystem.Tie(priority: tie.priority.rawValue, constraints: tie.constraints.map(name),
                                             broken: tie.broken.map(name), even: tie.isEven, report: tie.message))
            }
        }
        for view in order {
            let f = view.frame
            for value in [f.minX, f.minY, f.width, f.height] where !value.isFinite {
                throw SystemFileError(message: "view '\(view.name)': the layout is not finite (\(f)); the system's "
                    + "multipliers compound beyond what a Double holds")
            }
            frames.append(SolvedSystem.Frame(name: view.name, frame: [f.minX, f.minY, f.width, f.height],
                                             ambiguous: view.hasAmbiguousLayout))
        }
        return SolvedSystem(frames: frames, conflicts: conflicts, refusedEdits: refused, ambiguity: ambiguity,
                            ties: ties)
    }

    /// `[horizontal, vertical]` priorities, each in 1...1000.
    private func priorities(_ values: [Float]?, _ context: String) throws(SystemFileError) -> (Priority, Priority)? {
        guard let values else { return nil }
        guard values.count == 2 else {
            throw SystemFileError(message: "\(context) needs [horizontal, vertical], got \(values.count) entries")
        }
        for value in values where !Priority(value).isValid {
            throw SystemFileError(message: "\(context): \(LayoutError.invalidPriority(Priority(value)))")
        }
        return (Priority(values[0]), Priority(values[1]))
    }

    private func rect(_ values: [Double]?, _ context: String) throws(SystemFileError) -> Rect? {
        guard let values else { return nil }
        guard values.count == 4 else { throw SystemFileError(message: "\(context): frame needs [x, y, width, height]") }
        for value in values where !isAdmissible(value) {
            throw SystemFileError(message: "\(context): \(LayoutError.valueOutOfRange("frame value", value))")
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
