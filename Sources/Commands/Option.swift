/// One row of a command's option table: what the parser accepts and what `--help`
/// prints for it. A command declares its options as an array of these, one per line,
/// so adding an option is adding a row.
public struct Option: Sendable, Hashable {
    /// What follows the option's name on the command line.
    public enum Kind: Sendable, Hashable {
        /// A switch: present or not (`--trace`).
        case flag
        /// Takes a value (`--svg PATH` or `--svg=PATH`); the placeholder is what help shows.
        case value(placeholder: String)
    }

    /// The name without its dashes (`seconds` for `--seconds`).
    public let name: String
    /// Switch or valued.
    public let kind: Kind
    /// One line for the help text.
    public let help: String
    /// Whether giving it again adds a value (`--fault A --fault B`) instead of replacing it.
    public let repeatable: Bool

    /// An option `--name` of `kind`, described by `help`.
    public init(_ name: String, _ kind: Kind, _ help: String, repeatable: Bool = false) {
        self.name = name
        self.kind = kind
        self.help = help
        self.repeatable = repeatable
    }

    /// A switch `--name`.
    public static func flag(_ name: String, _ help: String) -> Option { Option(name, .flag, help) }

    /// An option `--name PLACEHOLDER`.
    public static func value(_ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false) -> Option {
        Option(name, .value(placeholder: placeholder), help, repeatable: repeatable)
    }

    /// How the option reads in a help text: `--svg PATH`.
    public var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) \(placeholder)"
        }
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { if case .value = kind { true } else { false } }
}
