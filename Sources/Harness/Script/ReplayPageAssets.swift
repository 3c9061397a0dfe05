/// The replay page's style sheet and script, inline in every page. Neither has comments
/// (the self-containment test reads the page for `//` and `http`; what the code does is
/// said here): the script shows one frame at a time (the frame, its row in the step
/// list, its tick and the slider move together), follows the URL fragment
/// (`#step=N|last&values=presentation`) and writes it back, steps on the arrow keys,
/// Home and End, plays on Space by waiting each step's virtual-clock interval divided by
/// the speed (at least a short dwell, so steps at the same instant are still seen) while
/// the clock readout runs, and toggles model and presentation values on P.
enum ReplayPageAssets {
    static let css = """
    :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --paper: #ffffff; --ground: #f3f5f8;
      --accent: #1f6feb; --finger: #f06400; --bad: #cf222e; --bad-soft: #ffebe9; --good: #1a7f37; --good-soft: #dafbe1;
      --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
    * { box-sizing: border-box; }
    html { background: var(--ground); }
    body { margin: 0 auto; max-width: 1440px; padding: 20px 24px 32px; color: var(--ink);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    code, pre, .what { font-family: var(--mono); font-size: 12.5px; }
    .top { margin-bottom: 16px; }
    .kicker { display: flex; gap: 6px; flex-wrap: wrap; margin-bottom: 6px; }
    .pill { display: inline-block; padding: 1px 9px; border-radius: 999px; background: #ddf4ff; color: #0550ae;
      font-size: 12px; font-weight: 600; }
    .pill.id { background: #eef1f4; color: var(--ink); }
    .pill.fault { background: #fff1e5; color: #953800; }
    h1 { font-size: 22px; margin: 0 0 2px; letter-spacing: -0.01em; }
    h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); margin: 0 0 10px; }
    .hint { text-transform: none; letter-spacing: 0; font-weight: 400; margin-left: 6px; }
    .summary { margin: 0 0 12px; color: var(--muted); max-width: 80ch; }
    .verdict { display: flex; gap: 10px; align-items: flex-start; padding: 10px 14px; border-radius: 8px;
      border: 1px solid var(--line); background: var(--paper); color: var(--ink); text-decoration: none; max-width: 100%; }
    .verdict .mark { font-weight: 700; }
    .verdict.broken { background: var(--bad-soft); border-color: #ffcecb; }
    .verdict.broken .mark, .verdict.broken strong { color: var(--bad); }
    .verdict.broken:hover { border-color: var(--bad); }
    .verdict.held { background: var(--good-soft); border-color: #aceebb; }
    .verdict.held .mark { color: var(--good); }
    .layout { display: grid; grid-template-columns: minmax(0, 1fr) 400px; gap: 16px; align-items: start; }
    @media (max-width: 980px) { .layout { grid-template-columns: minmax(0, 1fr); } }
    .card { background: var(--paper); border: 1px solid var(--line); border-radius: 10px; padding: 14px;
      box-shadow: 0 1px 2px rgba(31, 35, 40, 0.06); }
    .player { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
    button { font: inherit; color: inherit; }
    .icon, .play, .segmented button, .copy { border: 1px solid var(--line); background: #f6f8fa; border-radius: 6px;
      cursor: pointer; height: 30px; }
    .icon { width: 32px; padding: 0; display: inline-grid; place-items: center; }
    .icon svg, .play svg { width: 14px; height: 14px; fill: currentColor; }
    .icon:hover, .play:hover, .segmented button:hover, .copy:hover { background: #eef1f4; }
    .play { display: inline-flex; align-items: center; gap: 6px; padding: 0 12px; background: var(--accent); color: #fff;
      border-color: var(--accent); font-weight: 600; }
    .play:hover { background: #1a5fcc; }
    .play .when-playing { display: none; }
    body.playing .play .when-playing { display: inline; }
    body.playing .play .when-paused { display: none; }
    #slider { flex: 1 1 180px; accent-color: var(--accent); min-width: 120px; }
    .readout { display: flex; flex-direction: column; font-variant-numeric: tabular-nums; font-size: 12px; color: var(--muted);
      min-width: 104px; line-height: 1.25; }
    #step-readout { color: var(--ink); font-weight: 600; }
    .controls { display: flex; gap: 8px; align-items: center; }
    .segmented { display: inline-flex; }
    .segmented button { padding: 0 10px; border-radius: 0; }
    .segmented button:first-child { border-radius: 6px 0 0 6px; }
    .segmented button:last-child { border-radius: 0 6px 6px 0; border-left: none; }
    .segmented button[aria-pressed="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
    .speed { font-size: 12px; color: var(--muted); }
    .speed select { font: inherit; height: 30px; border: 1px solid var(--line); border-radius: 6px; background: #f6f8fa; }
    .ticks { display: flex; gap: 2px; margin: 10px 0 8px; }
    .tick { flex: 1 1 0; min-width: 3px; height: 10px; padding: 0; border: none; border-radius: 2px; background: #d8dee4;
      cursor: pointer; position: relative; }
    .tick.touch { background: #ffd8b5; }
    .tick.animating::after { content: ""; position: absolute; left: 50%; top: 12px; width: 4px; height: 4px; margin-left: -2px;
      border-radius: 50%; background: var(--accent); }
    .tick.broken { background: var(--bad); }
    .tick.current { background: var(--ink); }
    .tick.broken.current { background: var(--bad); box-shadow: 0 0 0 2px var(--ink); }
    .canvas-wrap { position: relative; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; background: #f6f8fa;
      margin-top: 12px; }
    .canvas { display: block; width: 100%; height: auto; max-height: max(320px, calc(100vh - 360px)); }
    .frame { display: none; }
    .frame.current { display: inline; }
    .frame .presentation { display: none; }
    body.show-presentation .frame.animating .presentation { display: inline; }
    body.show-presentation .frame.animating .model { display: none; }
    .banner { display: none; margin-top: 12px; padding: 8px 12px; border-radius: 8px; background: var(--bad); color: #fff;
      font-size: 13px; box-shadow: 0 2px 8px rgba(207, 34, 46, 0.3); }
    .stage.broken .banner { display: block; }
    .stage.broken .canvas-wrap { border-color: var(--bad); box-shadow: 0 0 0 2px var(--bad); }
    .badges { position: absolute; right: 10px; bottom: 10px; display: flex; gap: 6px; z-index: 2; }
    .badge { display: none; padding: 2px 8px; border-radius: 999px; font-size: 11.5px; font-weight: 600; }
    .badge.anim { background: #ddf4ff; color: #0550ae; }
    .badge.away { background: #fff8c5; color: #7d4e00; }
    .stage.animating .badge.anim, .stage.away .badge.away { display: inline-block; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; padding: 0; margin: 10px 0 0; font-size: 12px;
      color: var(--muted); }
    .legend li { display: inline-flex; align-items: center; gap: 6px; }
    .legend svg { width: 24px; height: 12px; }
    .now { margin-top: 10px; padding: 10px 12px; border-radius: 8px; background: #f6f8fa; min-height: 56px; }
    .now .num { display: none; }
    .steps-card { position: sticky; top: 12px; }
    .steps { list-style: none; margin: 0; padding: 0; max-height: calc(100vh - 120px); overflow-y: auto; }
    .step { padding: 8px 10px; border-radius: 8px; border: 1px solid transparent; cursor: pointer; margin-bottom: 2px; }
    .step:hover { background: #f6f8fa; }
    .step.current { background: #ddf4ff; border-color: #b6e3ff; }
    .step.broken { border-left: 3px solid var(--bad); }
    .step.broken.current { background: var(--bad-soft); border-color: #ffcecb; border-left-color: var(--bad); }
    .head { display: flex; align-items: baseline; gap: 8px; }
    .num { flex: none; min-width: 22px; height: 20px; padding: 0 5px; border-radius: 10px; background: #eef1f4; font-size: 11.5px;
      font-weight: 700; display: inline-grid; place-items: center; font-variant-numeric: tabular-nums; }
    .step.current .num { background: var(--accent); color: #fff; }
    .step.broken .num { background: var(--bad); color: #fff; }
    .what { flex: 1; word-break: break-word; }
    .time { flex: none; font-size: 11.5px; color: var(--muted); font-variant-numeric: tabular-nums; }
    .events { display: flex; flex-wrap: wrap; gap: 4px; margin: 5px 0 0 30px; }
    .event { padding: 0 7px; border-radius: 999px; background: #fff1e5; color: #953800; font-size: 11.5px; font-weight: 600; }
    .state { margin: 4px 0 0 30px; color: var(--muted); font-size: 12.5px; word-break: break-word; }
    .failure { margin: 6px 0 0 30px; color: var(--bad); font-size: 12.5px; white-space: pre-wrap; word-break: break-word; }
    .now .events, .now .state, .now .failure { margin-left: 0; }
    .repro { margin-top: 16px; }
    .row { display: flex; gap: 10px; align-items: center; padding: 6px 0; border-top: 1px solid #eef1f4; }
    .row:first-of-type { border-top: none; }
    .label { flex: none; width: 110px; color: var(--muted); font-size: 12.5px; }
    .row code { flex: 1; padding: 6px 8px; background: #f6f8fa; border-radius: 6px; overflow-x: auto; white-space: nowrap; }
    .copy { flex: none; padding: 0 10px; font-size: 12px; }
    details { margin-top: 8px; }
    summary { cursor: pointer; color: var(--muted); font-size: 12.5px; }
    pre { background: #f6f8fa; border-radius: 6px; padding: 10px; overflow-x: auto; max-height: 360px; }
    footer { margin-top: 18px; color: var(--muted); font-size: 12px; }

    """

    static let script = """
    (function () {
      "use strict";
      var body = document.body;
      var frames = Array.prototype.slice.call(document.querySelectorAll("#canvas .frame"));
      var rows = Array.prototype.slice.call(document.querySelectorAll("#steps .step"));
      var ticks = Array.prototype.slice.call(document.querySelectorAll("#ticks .tick"));
      var slider = document.getElementById("slider");
      var stage = document.getElementById("stage");
      var now = document.getElementById("now");
      var stepReadout = document.getElementById("step-readout");
      var clock = document.getElementById("clock");
      var playButton = document.getElementById("play");
      var playLabel = document.getElementById("play-label");
      var speed = document.getElementById("speed");
      var list = document.getElementById("steps");
      var valueButtons = Array.prototype.slice.call(document.querySelectorAll("[data-values]"));
      var steps = frames.map(function (f) { return f.getAttribute("data-step"); });
      var times = frames.map(function (f) { return parseFloat(f.getAttribute("data-t")) || 0; });
      var last = frames.length - 1;
      var current = -1;
      var presentation = false;
      var timer = null;
      var ticking = null;
      var dwell = 450;

      function fmt(t) { return t.toFixed(2); }

      function writeHash() {
        var hash = "#step=" + steps[current] + (presentation ? "&values=presentation" : "");
        if (location.hash === hash) { return; }
        try { history.replaceState(null, "", hash); } catch (error) { }
      }

      function keepInView(row) {
        var top = row.offsetTop - list.offsetTop;
        if (top < list.scrollTop || top + row.offsetHeight > list.scrollTop + list.clientHeight) {
          list.scrollTop = Math.max(0, top - list.clientHeight / 3);
        }
      }

      function show(position) {
        if (last < 0) { return; }
        position = Math.max(0, Math.min(last, position));
        current = position;
        frames.forEach(function (f, i) { f.classList.toggle("current", i === position); });
        rows.forEach(function (r, i) { r.classList.toggle("current", i === position); });
        ticks.forEach(function (t, i) { t.classList.toggle("current", i === position); });
        var frame = frames[position];
        slider.value = String(position);
        stage.classList.toggle("broken", frame.classList.contains("broken"));
        stage.classList.toggle("animating", presentation && frame.classList.contains("animating"));
        stage.classList.toggle("away", frame.classList.contains("away"));
        stepReadout.textContent = "Step " + steps[position] + " of " + steps[last];
        clock.textContent = "t = " + fmt(times[position]) + " s";
        now.innerHTML = rows[position].innerHTML;
        body.setAttribute("data-step", steps[position]);
        keepInView(rows[position]);
        writeHash();
      }

      function setValues(showPresentation) {
        presentation = showPresentation;
        body.classList.toggle("show-presentation", presentation);
        valueButtons.forEach(function (b) {
          b.setAttribute("aria-pressed", String((b.getAttribute("data-values") === "presentation") === presentation));
        });
        show(current);
      }

      function stop() {
        if (timer !== null) { clearTimeout(timer); timer = null; }
        if (ticking !== null) { cancelAnimationFrame(ticking); ticking = null; }
        body.classList.remove("playing");
        playLabel.textContent = "Play";
      }

      function runClock(from, to, rate) {
        var started = performance.now();
        function frame() {
          var t = Math.min(to, from + (performance.now() - started) / 1000 * rate);
          clock.textContent = "t = " + fmt(t) + " s";
          ticking = t < to ? requestAnimationFrame(frame) : null;
        }
        ticking = requestAnimationFrame(frame);
      }

      function advance() {
        if (current >= last) { stop(); return; }
        var rate = parseFloat(speed.value) || 1;
        var interval = Math.max(0, times[current + 1] - times[current]);
        var wait = Math.max(dwell / Math.sqrt(rate), interval / rate * 1000);
        if (interval > 0) { runClock(times[current], times[current + 1], rate); }
        timer = setTimeout(function () {
          timer = null;
          show(current + 1);
          advance();
        }, wait);
      }

      function play() {
        if (timer !== null) { stop(); return; }
        if (current >= last) { show(0); }
        body.classList.add("playing");
        playLabel.textContent = "Pause";
        advance();
      }

      function go(position) { stop(); show(position); }

      function readHash() {
        var hash = location.hash.replace(/^#/, "");
        var wanted = null;
        var values = false;
        hash.split("&").forEach(function (part) {
          var pair = part.split("=");
          if (pair[0] === "step") { wanted = pair[1] === "last" ? last : steps.indexOf(pair[1]); }
          if (pair[0] === "values") { values = pair[1] === "presentation"; }
        });
        presentation = values;
        body.classList.toggle("show-presentation", presentation);
        valueButtons.forEach(function (b) {
          b.setAttribute("aria-pressed", String((b.getAttribute("data-values") === "presentation") === presentation));
        });
        show(wanted === null || wanted < 0 ? (current < 0 ? 0 : current) : wanted);
      }

      document.getElementById("first").addEventListener("click", function () { go(0); });
      document.getElementById("prev").addEventListener("click", function () { go(current - 1); });
      document.getElementById("next").addEventListener("click", function () { go(current + 1); });
      document.getElementById("last").addEventListener("click", function () { go(last); });
      playButton.addEventListener("click", play);
      slider.addEventListener("input", function () { go(parseInt(slider.value, 10) || 0); });
      rows.forEach(function (r, i) { r.addEventListener("click", function () { go(i); }); });
      ticks.forEach(function (t, i) { t.addEventListener("click", function () { go(i); }); });
      valueButtons.forEach(function (b) {
        b.addEventListener("click", function () { setValues(b.getAttribute("data-values") === "presentation"); });
      });
      Array.prototype.slice.call(document.querySelectorAll("[data-copy]")).forEach(function (b) {
        b.addEventListener("click", function () {
          var text = document.getElementById(b.getAttribute("data-copy")).textContent;
          function done(label) { b.textContent = label; setTimeout(function () { b.textContent = "Copy"; }, 1200); }
          function select() {
            var range = document.createRange();
            range.selectNodeContents(document.getElementById(b.getAttribute("data-copy")));
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            done("Selected");
          }
          if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(text).then(function () { done("Copied"); }, select);
          } else {
            select();
          }
        });
      });
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) { return; }
        var tag = event.target && event.target.tagName;
        if (tag === "SELECT" || tag === "INPUT" && event.target.type !== "range") { return; }
        var key = event.key;
        if (key === "ArrowRight") { go(current + 1); }
        else if (key === "ArrowLeft") { go(current - 1); }
        else if (key === "Home") { go(0); }
        else if (key === "End") { go(last); }
        else if (key === " " || key === "Spacebar") { play(); }
        else if (key === "p" || key === "P") { setValues(!presentation); }
        else { return; }
        event.preventDefault();
      });
      window.addEventListener("hashchange", readHash);
      readHash();
    })();

    """
}
