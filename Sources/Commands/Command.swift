/// A subcommand as a table: its name, what it takes, one line on what it does, its
/// options, what its exit codes mean, and what runs it. `Tool` generates every help
/// text from these, so help cannot drift from what the parser accepts.
public struct Command: Sendable {
    /// What the command does with bound arguments; its exit code.
    public typealias Body = @MainActor @Sendable (Arguments) throws(CLIError) -> Int32

    /// The word after the tool's name (`fuzz`).
    public let name: String
    /// The positional arguments as the synopsis shows them (`FILE|TOKEN`), or empty.
    public let arguments: String
    /// One line: what it does (the tool's command list shows it).
    public let summary: String
    /// More lines for the command's own help (formats, defaults, environment).
    public let details: [String]
    /// The option table, in help order.
    public let options: [Option]
    /// The exit codes and what each means, in order (64 for usage errors is added by
    /// the help text when missing).
    public let exitCodes: [(code: Int32, meaning: String)]
    /// The body; nil for a tool that only binds and runs the command itself.
    public let run: Body?

    /// A command; see the properties for each part.
    public init(_ name: String, arguments: String = "", summary: String, details: [String] = [], options: [Option] = [],
                exitCodes: [(code: Int32, meaning: String)], run: Body? = nil) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.options = options
        self.exitCodes = exitCodes
        self.run = run
    }
}
