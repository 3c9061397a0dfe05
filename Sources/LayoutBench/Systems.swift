/// Generated benchmark systems in the enaml-like text format (one constraint per line:
/// `STRENGTH OP CONSTANT COEF*VAR ...`, meaning `Σ COEF*VAR + CONSTANT OP 0`; `width` and
/// `height` are the strong edit variables the drag loop moves), so that this program,
/// kiwi from Python and kiwi's C++ read the very same constraints.
///
/// - `grid N`: an N × N grid of cells in a container of size width × height: cells
///   chained left to right and top to bottom with gaps of 4, equal widths per column and
///   equal heights per row (required), the last column's right edge and the last row's
///   bottom 4 inside the container (required), and a preferred size of 40 × 20 (weak).
/// - `chain N`: N views left to right with gaps of 8, each at least 10 wide (required)
///   preferring 50 (weak), tops and heights fixed, the last right edge at most the
///   container's width (strong) and the first left edge at 0.
/// - `hugging N`: an N × N grid like `grid`, with the weak preferred size replaced by
///   UIKit's content constraints: `size <= 40 × 20` at 250 (hugging, kiwi weak) and
///   `size >= 40 × 20` at 750 (compression resistance, kiwi medium).
/// - `conflict K`: `grid` with about K constraints plus one required constraint that
///   contradicts a row of it (the last line): the add is refused; we also diagnose it.
enum BenchSystem {
    /// The system of `kind` with about `constraints` constraints (the side or length is
    /// the largest whose count does not exceed it, at least 1).
    static func text(kind: String, constraints: Int) -> String? {
        /// The largest n >= 1 with per(n) <= constraints.
        func side(_ per: (Int) -> Int) -> Int {
            var n = 1
            while per(n + 1) <= constraints { n += 1 }
            return n
        }
        let gridCount = { (n: Int) in 8 * n * n }
        switch kind {
        case "grid": return grid(side(gridCount), hugging: false)
        case "hugging": return grid(side { 10 * $0 * $0 }, hugging: true)
        case "chain": return chain(side { 4 * $0 })
        case "conflict":
            let n = side(gridCount)
            return grid(n, hugging: false) + "required == -1 1*x_0_\(n - 1) 1*w_0_\(n - 1)\n"
        default: return nil
        }
    }

    private static func grid(_ n: Int, hugging: Bool) -> String {
        var lines = ["# generated: \(hugging ? "hugging" : "grid") \(n)x\(n)"]
        for r in 0..<n {
            for c in 0..<n {
                let x = "x_\(r)_\(c)", y = "y_\(r)_\(c)", w = "w_\(r)_\(c)", h = "h_\(r)_\(c)"
                lines.append(c == 0 ? "required == -4 1*\(x)" : "required == -4 1*\(x) -1*x_\(r)_\(c - 1) -1*w_\(r)_\(c - 1)")
                lines.append(r == 0 ? "required == -4 1*\(y)" : "required == -4 1*\(y) -1*y_\(r - 1)_\(c) -1*h_\(r - 1)_\(c)")
                if r > 0 { lines.append("required == 0 1*\(w) -1*w_0_\(c)") }
                if c > 0 { lines.append("required == 0 1*\(h) -1*h_\(r)_0") }
                lines.append("required >= 0 1*\(w)")
                lines.append("required >= 0 1*\(h)")
                if hugging {
                    lines.append("weak <= -40 1*\(w)")
                    lines.append("medium >= -40 1*\(w)")
                    lines.append("weak <= -20 1*\(h)")
                    lines.append("medium >= -20 1*\(h)")
                } else {
                    lines.append("weak == -40 1*\(w)")
                    lines.append("weak == -20 1*\(h)")
                }
            }
            lines.append("required == 4 1*x_\(r)_\(n - 1) 1*w_\(r)_\(n - 1) -1*width")
        }
        for c in 0..<n { lines.append("required == 4 1*y_\(n - 1)_\(c) 1*h_\(n - 1)_\(c) -1*height") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func chain(_ n: Int) -> String {
        var lines = ["# generated: chain \(n)"]
        for i in 0..<n {
            let x = "x_\(i)", w = "w_\(i)"
            lines.append(i == 0 ? "required == 0 1*\(x)" : "required == -8 1*\(x) -1*x_\(i - 1) -1*w_\(i - 1)")
            lines.append("required >= -10 1*\(w)")
            lines.append("weak == -50 1*\(w)")
            lines.append("required == 0 1*y_\(i) -1*height")
        }
        lines.append("strong <= 0 1*x_\(n - 1) 1*w_\(n - 1) -1*width")
        return lines.joined(separator: "\n") + "\n"
    }
}
