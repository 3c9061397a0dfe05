// kiwi's C++ side of scripts/bench-layout.sh: the same systems and the same loops as
// kiwi_bench.py, with no Python in between. Compiled by the script with g++ -O2 against
// the headers of the kiwisolver source distribution (kiwi is header-only).
//
//   kiwi_native FILE [BUILDS] [STEPS]
//
// FILE is in the enaml-like format (STRENGTH OP CONSTANT COEF*VAR ...; width and height
// are strong edit variables). The constraint objects are made once; a build is a new
// Solver, two addEditVariable and one addConstraint per line (a refused one is caught
// and counted, as an UnsatisfiableConstraint). A drag step is two suggestValue calls,
// updateVariables and reading every variable. Prints key=value lines, microseconds.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using Clock = std::chrono::steady_clock;

static double micros(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: kiwi_native FILE [BUILDS] [STEPS]\n");
        return 64;
    }
    const int builds = argc > 2 ? std::atoi(argv[2]) : 300;
    const int steps = argc > 3 ? std::atoi(argv[3]) : 20000;
    std::ifstream in(argv[1]);
    if (!in) {
        std::fprintf(stderr, "kiwi_native: cannot read %s\n", argv[1]);
        return 65;
    }
    std::map<std::string, double> strengths = {
        {"required", kiwi::strength::required}, {"strong", kiwi::strength::strong},
        {"medium", kiwi::strength::medium},     {"weak", kiwi::strength::weak},
        {"mmedium", kiwi::strength::create(0, 1, 0, 1.25)}, {"smedium", kiwi::strength::create(0, 100, 0)},
    };
    std::map<std::string, kiwi::Variable> variables;
    std::vector<kiwi::Variable> order;
    auto variable = [&](const std::string& name) {
        auto found = variables.find(name);
        if (found != variables.end()) return found->second;
        kiwi::Variable v(name);
        variables.emplace(name, v);
        order.push_back(v);
        return v;
    };
    kiwi::Variable width = variable("width"), height = variable("height");
    std::vector<kiwi::Constraint> constraints;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string level, op;
        double constant;
        fields >> level >> op >> constant;
        std::vector<kiwi::Term> terms;
        std::string field;
        while (fields >> field) {
            auto star = field.find('*');
            terms.emplace_back(variable(field.substr(star + 1)), std::stod(field.substr(0, star)));
        }
        kiwi::RelationalOperator relation = op == "==" ? kiwi::OP_EQ : op == ">=" ? kiwi::OP_GE : kiwi::OP_LE;
        if (!strengths.count(level)) {
            std::fprintf(stderr, "kiwi_native: unknown strength %s\n", level.c_str());
            return 65;
        }
        constraints.emplace_back(kiwi::Expression(terms, constant), relation, strengths[level]);
    }

    int refused = 0;
    auto build = [&](kiwi::Solver& solver) {
        refused = 0;
        solver.addEditVariable(width, kiwi::strength::strong);
        solver.addEditVariable(height, kiwi::strength::strong);
        for (const auto& constraint : constraints) {
            try {
                solver.addConstraint(constraint);
            } catch (const kiwi::UnsatisfiableConstraint&) {
                ++refused;
            }
        }
    };
    std::vector<double> samples;
    for (int i = 0; i < builds; ++i) {
        auto start = Clock::now();
        {
            kiwi::Solver solver;
            build(solver);
        }
        samples.push_back(micros(Clock::now() - start));
    }
    std::sort(samples.begin(), samples.end());

    kiwi::Solver solver;
    build(solver);
    const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    // No warm-up without steps: kiwi's state after a refused add is not to be trusted (kiwi#52).
    for (int i = 0; steps > 0 && i < 6; ++i) {
        const auto& size = sizes[i];
        solver.suggestValue(width, size[0]);
        solver.suggestValue(height, size[1]);
    }
    double checksum = 0;
    auto start = Clock::now();
    for (int step = 0; step < steps; ++step) {
        solver.suggestValue(width, sizes[step % 6][0]);
        solver.suggestValue(height, sizes[step % 6][1]);
        solver.updateVariables();
        for (const auto& v : order) checksum += v.value();
    }
    double elapsed = micros(Clock::now() - start);
    std::printf("variables=%zu constraints=%zu refused=%d\n", order.size(), constraints.size(), refused);
    std::printf("build_us=%g\n", samples.empty() ? 0.0 : samples[samples.size() / 2]);
    std::printf("build_min_us=%g\n", samples.empty() ? 0.0 : samples[0]);
    std::printf("drag_step_us=%g\n", steps > 0 ? elapsed / steps : 0.0);
    std::printf("checksum=%g\n", checksum);
    return 0;
}
