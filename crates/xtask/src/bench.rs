//! `cargo xtask bench`: the core's criterion benchmarks, then the site against a peer (mdBook
//! building the same English chapters) in headless Chromium on localhost, then responsiveness of
//! the heaviest pages. The figures go to `docs/benchmarks.md`, written here, never by hand.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use crate::{cmd, server, site, tools};

/// The mdBook version the issue names, installed with `cargo install --locked`.
const MDBOOK_VERSION: &str = "0.4.52";

/// The chapter both sites are measured on.
const CHAPTER: &str = "cost-models";

fn step(what: &str) {
    println!("bench: {what}");
}

/// Every benchmark, then `docs/benchmarks.md`.
pub(crate) fn run(runs: u32) -> anyhow::Result<()> {
    tools::ensure_build_tools()?;
    tools::ensure_test_tools()?;
    ensure_mdbook()?;

    step("core: criterion (cargo bench -p gpuplan-core)");
    let (ok, lines) = cmd::run_captured(cmd::new("cargo").args([
        "bench",
        "-p",
        "gpuplan-core",
        "--bench",
        "cost",
        "--",
        "--noplot",
    ]))?;
    if !ok {
        bail!("the criterion benchmarks failed");
    }
    let core = criterion_medians(&lines);

    step("peer: mdBook building the same English chapters");
    let work = Path::new("target/bench");
    let book = build_mdbook(work)?;
    step("ours: a release build");
    let dist = work.join("dist");
    site::build("/", &dist)?;
    let ours = server::start(&dist, "/", 0)?;
    let peer = server::start(&book, "/", 0)?;

    step(&format!("browser: {runs} runs per site, then 50 edits on each heavy page"));
    let (ok, lines) = cmd::run_captured(
        cmd::new("node")
            .arg("e2e/bench/bench.mjs")
            .env("OURS", format!("{}/", ours.origin))
            .env("PEER", format!("{}/", peer.origin))
            .env("CHAPTER", CHAPTER)
            .env("RUNS", runs.to_string())
            .env("CHROMIUM", tools::chromium()),
    )?;
    if !ok {
        bail!("the browser benchmark failed");
    }
    let json = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("RESULT "))
        .and_then(|l| l.strip_prefix("RESULT "))
        .context("the browser benchmark printed no RESULT line")?;
    let browser: serde_json::Value =
        serde_json::from_str(json).context("reading the RESULT line")?;

    let report = render(&core, &browser, runs)?;
    std::fs::write("docs/benchmarks.md", &report).context("writing docs/benchmarks.md")?;
    println!("{report}");
    step("wrote docs/benchmarks.md");
    Ok(())
}

fn ensure_mdbook() -> anyhow::Result<()> {
    let wanted = format!("mdbook v{MDBOOK_VERSION}");
    if cmd::version_of("mdbook").is_some_and(|v| v.trim() == wanted) {
        println!("setup: mdbook {MDBOOK_VERSION:<17} already installed, skipping");
        return Ok(());
    }
    println!("setup: mdbook {MDBOOK_VERSION:<17} installing (cargo install --locked)");
    cmd::run(
        cmd::new("cargo").args(["install", "mdbook", "--version", MDBOOK_VERSION, "--locked"]),
        "cargo install mdbook",
    )
    .context("could not install mdbook. Fix: check that crates.io is reachable, then run `cargo install mdbook --version 0.4.52 --locked`")
}

/// An mdBook of the English chapters, as they are in `content/guide/en/` (its own Markdown
/// renderer: our directives and footnote keys stay as text, which is what a reader of the
/// plain files would see).
fn build_mdbook(work: &Path) -> anyhow::Result<PathBuf> {
    let root = work.join("mdbook");
    let src = root.join("src");
    if root.exists() {
        std::fs::remove_dir_all(&root)?;
    }
    std::fs::create_dir_all(&src)?;
    std::fs::write(
        root.join("book.toml"),
        "[book]\ntitle = \"gpuplan guide (mdBook peer)\"\nlanguage = \"en\"\n\n[output.html]\n",
    )?;
    let mut names: Vec<String> = std::fs::read_dir("content/guide/en")?
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    names.sort();
    let mut summary = String::from("# Summary\n\n");
    for name in &names {
        let text = std::fs::read_to_string(Path::new("content/guide/en").join(name))?;
        let slug = name.split_once('-').map_or(name.as_str(), |(_, s)| s);
        let title = text.lines().next().unwrap_or_default().trim_start_matches("# ").to_owned();
        std::fs::write(src.join(slug), &text)?;
        let _ = writeln!(summary, "- [{title}](./{slug})");
    }
    std::fs::write(src.join("SUMMARY.md"), summary)?;
    cmd::run(cmd::new("mdbook").arg("build").arg(&root), "mdbook build")?;
    Ok(root.join("book"))
}

/// `(name, median)` from criterion's `name  time: [low median high]` lines.
fn criterion_medians(lines: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut last_name = String::new();
    for line in lines {
        let t = line.trim();
        if let Some((name, rest)) = t.split_once("time:") {
            let name =
                if name.trim().is_empty() { last_name.clone() } else { name.trim().to_owned() };
            let inside = rest.trim().trim_start_matches('[').trim_end_matches(']');
            let parts: Vec<&str> = inside.split_whitespace().collect();
            if let (Some(v), Some(u)) = (parts.get(2), parts.get(3)) {
                out.push((name, format!("{v} {u}")));
            }
        } else if !t.is_empty() && !t.contains(':') && !t.starts_with("Benchmarking") {
            last_name = t.to_owned();
        }
    }
    out
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or_default().trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let mem = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines().next().map(|l| l.split_whitespace().nth(1).unwrap_or_default().to_owned())
        })
        .and_then(|kb| kb.parse::<u64>().ok())
        .map_or("unknown".into(), |kb| format!("{:.1} GB", kb as f64 / 1e6));
    let chromium = cmd::version_of(&tools::chromium()).unwrap_or_default();
    format!("{cpu}, {cores} cores available, {mem} memory; {}", chromium.trim())
}

fn render(core: &[(String, String)], b: &serde_json::Value, runs: u32) -> anyhow::Result<String> {
    let date = cmd::run_captured(cmd::new("date").arg("-u").arg("+%Y-%m-%d %H:%M UTC"))
        .map(|(_, l)| l.join(""))
        .unwrap_or_default();
    let f = |path: &str| b.pointer(path).and_then(serde_json::Value::as_f64).unwrap_or(f64::NAN);
    let mut s = String::new();
    let _ = writeln!(s, "# Benchmarks\n");
    let _ = writeln!(s, "Written by `cargo xtask bench` on {date}. Do not edit by hand.\n");
    let _ = writeln!(s, "Machine: {}.\n", machine());
    let _ = writeln!(s, "## Core (criterion, native, median)\n");
    let _ = writeln!(s, "| benchmark | median |\n|---|---|");
    for (name, median) in core {
        let _ = writeln!(s, "| {name} | {median} |");
    }
    let _ = writeln!(s, "\nGoal: ranking every size × region × pricing model under 1 ms.\n");
    let _ =
        writeln!(s, "## Browser: the `{CHAPTER}` chapter, ours against mdBook {MDBOOK_VERSION}\n");
    let _ = writeln!(
        s,
        "Headless Chromium on localhost, a fresh browser context per run (cold cache), {runs} runs per site, medians.\n"
    );
    let _ =
        writeln!(s, "| figure | gpuplan | mdBook | ratio (ours ÷ mdBook) |\n|---|---:|---:|---:|");
    let (fo, fp) = (f("/ours/fcp_ms"), f("/peer/fcp_ms"));
    let (bo, bp) = (f("/ours/bytes"), f("/peer/bytes"));
    let _ = writeln!(s, "| first contentful paint | {fo:.0} ms | {fp:.0} ms | {:.2} |", fo / fp);
    let _ = writeln!(
        s,
        "| bytes transferred | {:.1} KB | {:.1} KB | {:.2} |",
        bo / 1000.0,
        bp / 1000.0,
        bo / bp
    );
    let _ = writeln!(s, "| first calculator responding | {:.0} ms | n/a | |", f("/ours/calc_ms"));
    let _ = writeln!(
        s,
        "\nRuns repeated after a stall: ours {}, mdBook {}.",
        f("/ours/retried"),
        f("/peer/retried")
    );
    let _ = writeln!(
        s,
        "\nGoal: first contentful paint at most 1.1 × mdBook's: {}.\n",
        if fo <= 1.1 * fp { "met" } else { "not met" }
    );
    let _ = writeln!(
        s,
        "Bytes are what the network delivered, uncompressed (the local server sends no content \
         encoding); the size gate (`cargo xtask size`) reports brotli weights."
    );
    let _ = writeln!(s, "\n## Responsiveness: input event to the updated result painted\n");
    let _ = writeln!(
        s,
        "50 edits on each page, after five that are not counted, made as a reader makes them \
         (Playwright's trusted keyboard input). \
         **To next paint** is the browser's own Event Timing figure: from the input event to the \
         next paint after its handlers ran, in steps of 8 ms; the API reports only events of 16 ms \
         or more, so an edit with no report took less than 16 ms and counts as 0 (\"< 16\"). \
         **Work** is the same edit dispatched from script, timed to the DOM changed and laid out: \
         the app's script, its DOM changes and layout, without paint and without the wait for the \
         display's next frame. The address and storage are written once the reader pauses \
         (250 ms without an edit), so neither figure includes them.\n"
    );
    let _ = writeln!(
        s,
        "| page | to next paint, median | to next paint, 95th percentile | edits of 16 ms or more | work, median | work, 95th percentile |\n|---|---:|---:|---:|---:|---:|"
    );
    let paint = |v: f64| if v < 16.0 { "< 16 ms".to_owned() } else { format!("{v:.0} ms") };
    for (key, label) in [
        ("estimate", "estimate builder, 50 lines"),
        ("catalog", "catalog, every size in every region (all statuses)"),
        ("spot", "Spot calculator with its two charts"),
        ("floor", "floor: one text field, one number (not ours; see below)"),
    ] {
        let g = |field: &str| f(&format!("/responsive/{key}/{field}"));
        let _ = writeln!(
            s,
            "| {label} | {} | {} | {:.0} of 50 | {:.1} ms | {:.1} ms |",
            paint(g("paint_p50")),
            paint(g("paint_p95")),
            g("paint_over_16"),
            g("work_p50"),
            g("work_p95"),
        );
    }
    let verdict = |key: &str| {
        if f(&format!("/responsive/{key}/paint_p95")) <= 16.0 { "met" } else { "not met" }
    };
    let _ = writeln!(
        s,
        "\nGoal: to next paint at most 16 ms at the 95th percentile: estimate {}, catalog {}, \
         Spot {}. A reported 16 ms is the API's 8 ms step around 12 to 20 ms. The floor row is \
         a page of our origin with one text field whose handler writes one number, measured the \
         same way: what this browser takes from a keystroke to the next frame with no app at all \
         (its {:.0} of 50 edits at 16 ms or more are the wait for the display's next frame).",
        verdict("estimate"),
        verdict("catalog"),
        verdict("spot"),
        f("/responsive/floor/paint_over_16"),
    );
    Ok(s)
}
