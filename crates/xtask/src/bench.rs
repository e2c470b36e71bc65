//! `cargo xtask bench`: the core's criterion benchmarks, then the site against a peer (mdBook
//! building the same English chapters) in headless Chromium on localhost, unthrottled and in a
//! phone-class profile: first view, responsiveness of the heaviest pages, and in-site navigation.
//! The figures go to `docs/benchmarks.md`, written here, never by hand.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};
use serde::Deserialize;

use crate::{cmd, server, site, tools};

/// The mdBook version the issue names, installed with `cargo install --locked`.
const MDBOOK_VERSION: &str = "0.4.52";

/// The chapter both sites are measured on, with a calculator (the app hydrates it).
const CHAPTER: &str = "cost-models";
/// A chapter with no calculator: a reading page, which should need no calculator code.
const READING: &str = "why-gpu-cloud";

/// What `cargo xtask bench` was asked for.
pub(crate) struct Options {
    /// Cold page loads per page, unthrottled; the phone profile makes at most [`PHONE_RUNS`].
    pub(crate) runs: u32,
    /// A site built beforehand (for the base path `/`) to measure instead of a fresh build.
    pub(crate) site: Option<PathBuf>,
    /// Whether to run the core's criterion benchmarks.
    pub(crate) core: bool,
}

/// How much each profile does. The phone profile is several times slower per load and per edit,
/// so it does fewer, to keep the whole bench within minutes on two cores.
const EDITS: u32 = 50;
const PHONE_EDITS: u32 = 20;
const PHONE_RUNS: u32 = 3;
const NAV_RUNS: u32 = 5;
const PHONE_NAV_RUNS: u32 = 3;

fn step(what: &str) {
    println!("bench: {what}");
}

/// Every benchmark, then `docs/benchmarks.md`.
pub(crate) fn run(options: &Options) -> anyhow::Result<()> {
    let started = Instant::now();
    tools::ensure_test_tools()?;

    let core = if options.core {
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
        Some(criterion_medians(&lines))
    } else {
        step("core: not run (--no-core)");
        None
    };

    let work = Path::new("target/bench");
    // A fresh build of ours gets a fresh mdBook of the same chapters; a site built beforehand
    // reuses the mdBook there is, if any.
    let book = peer_book(work, options.site.is_none())?;
    let (dist, site_note) = match &options.site {
        Some(dir) => {
            check_site(dir)?;
            step(&format!("ours: the site already built in {}", dir.display()));
            (dir.clone(), format!("the site already built in `{}` (`--site`)", dir.display()))
        }
        None => {
            tools::ensure_build_tools()?;
            step("ours: a release build");
            let dist = work.join("dist");
            site::build("/", &dist)?;
            (dist, "a fresh release build".to_owned())
        }
    };
    // Both sites gzip-compressed, as GitHub Pages serves them (every body compressed up front).
    let compressing = Instant::now();
    let ours = server::start_with(&dist, "/", 0, server::Encoding::GzipLikePages)?;
    let peer = server::start_with(&book, "/", 0, server::Encoding::GzipLikePages)?;
    step(&format!(
        "serving both sites gzip-compressed (compressed in {:.1} s)",
        compressing.elapsed().as_secs_f64()
    ));

    let phone_runs = options.runs.min(PHONE_RUNS);
    let (nav_runs, phone_nav_runs) = (options.runs.min(NAV_RUNS), options.runs.min(PHONE_NAV_RUNS));
    step(&format!(
        "browser: unthrottled ({} loads per page, {EDITS} edits per heavy page, {nav_runs} \
         navigations per pair), then the phone profile ({phone_runs}, {PHONE_EDITS}, \
         {phone_nav_runs})",
        options.runs
    ));
    let (ok, lines) = cmd::run_captured(
        cmd::new("node")
            .arg("e2e/bench/bench.mjs")
            .env("OURS", format!("{}/", ours.origin))
            .env("PEER", format!("{}/", peer.origin))
            .env("CHAPTER", CHAPTER)
            .env("READING", READING)
            .env("RUNS", options.runs.to_string())
            .env("PHONE_RUNS", phone_runs.to_string())
            .env("EDITS", EDITS.to_string())
            .env("PHONE_EDITS", PHONE_EDITS.to_string())
            .env("NAV_RUNS", nav_runs.to_string())
            .env("PHONE_NAV_RUNS", phone_nav_runs.to_string())
            .env_remove("PARTS")
            .env("CHROMIUM", tools::chromium()),
    )?;
    if !ok {
        bail!("the browser benchmark failed");
    }
    let browser = parse_result(&lines)?;

    let date = cmd::run_captured(cmd::new("date").arg("-u").arg("+%Y-%m-%d %H:%M UTC"))
        .map(|(_, l)| l.join(""))
        .unwrap_or_default();
    step("weights: the first view of every route (as cargo xtask size weighs it)");
    let heaviest = crate::size::first_views(&dist)?
        .into_iter()
        .max_by_key(|w| w.brotli)
        .map(|w| FirstViewWeight { route: w.route, brotli_bytes: w.brotli });
    let report = render(&Report {
        date,
        machine: machine(),
        site: site_note,
        core: core.as_deref(),
        browser: &browser,
        first_view: heaviest.as_ref(),
        bundles: &crate::size::bundle_summary(&dist)?,
    });
    std::fs::write("docs/benchmarks.md", &report).context("writing docs/benchmarks.md")?;
    println!("{report}");
    step(&format!("wrote docs/benchmarks.md in {:.0} s", started.elapsed().as_secs_f64()));
    Ok(())
}

/// The figures of the `RESULT {json}` line the browser script prints last.
fn parse_result(lines: &[String]) -> anyhow::Result<BrowserResult> {
    let json = lines
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("RESULT "))
        .context("the browser benchmark printed no RESULT line")?;
    serde_json::from_str(json).context("reading the RESULT line of e2e/bench/bench.mjs")
}

/// A site built beforehand: it must hold a built `index.html` for the base path `/` (the
/// benchmark serves it there).
fn check_site(dir: &Path) -> anyhow::Result<()> {
    let index = std::fs::read_to_string(dir.join("index.html")).with_context(|| {
        format!("{} holds no index.html: pass the folder of a built site", dir.display())
    })?;
    if let Some(at) = index.find("<base href=\"") {
        let rest = &index[at + "<base href=\"".len()..];
        let base = rest.split('"').next().unwrap_or_default();
        if base != "/" {
            bail!(
                "{} was built for the base path {base:?}; the benchmark serves it at `/`. Fix: \
                 build it with `cargo xtask build --base / --dist DIR`",
                dir.display()
            );
        }
    }
    Ok(())
}

/// The peer: an mdBook of the same chapters, built now when `rebuild` is set or none is there.
fn peer_book(work: &Path, rebuild: bool) -> anyhow::Result<PathBuf> {
    let book = work.join("mdbook/book");
    if !rebuild && book.join("index.html").is_file() {
        step(&format!("peer: the mdBook already built in {}", book.display()));
        return Ok(book);
    }
    ensure_mdbook()?;
    step("peer: mdBook building the same English chapters");
    build_mdbook(work)
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

/// The `RESULT` line of `e2e/bench/bench.mjs`. A figure the script could not take (`NaN` there)
/// arrives as `null`: `None` here, shown as "n/a".
#[derive(Debug, Deserialize)]
struct BrowserResult {
    settings: Settings,
    unthrottled: Profile,
    phone: Profile,
}

#[derive(Debug, Deserialize)]
struct Settings {
    phone: PhoneSettings,
    chapter: String,
    reading: String,
}

/// The phone profile as the script applied it.
#[derive(Debug, Deserialize)]
struct PhoneSettings {
    cpu_rate: f64,
    latency_ms: f64,
    download_bytes_per_s: f64,
    upload_bytes_per_s: f64,
}

/// Every figure of one profile.
#[derive(Debug, Deserialize)]
struct Profile {
    counts: Counts,
    /// The calculator chapter, ours and mdBook's.
    ours: Load,
    peer: Load,
    /// The reading chapter, ours and mdBook's.
    ours_reading: Load,
    peer_reading: Load,
    responsive: Responsive,
    navigation: Navigation,
    /// How long the profile's browser run took.
    seconds: f64,
}

#[derive(Debug, Deserialize)]
struct Counts {
    runs: u32,
    edits: u32,
    nav_runs: u32,
}

/// Medians of cold loads of one page.
#[derive(Debug, Deserialize)]
struct Load {
    fcp_ms: Option<f64>,
    /// Bytes the network delivered (compressed, with headers) until it was idle.
    bytes: Option<f64>,
    wasm_bytes: Option<f64>,
    wasm_requests: Option<f64>,
    /// From the navigation's start to the app live; only on a page with a calculator.
    calc_ms: Option<f64>,
    retried: u32,
}

#[derive(Debug, Deserialize)]
struct Responsive {
    estimate: Edits,
    catalog: Edits,
    spot: Edits,
    floor: Edits,
}

/// Input to next paint (Event Timing, 0 when under 16 ms) and the work, over `edits` edits.
#[derive(Debug, Deserialize)]
struct Edits {
    edits: u32,
    paint_p50: Option<f64>,
    paint_p95: Option<f64>,
    paint_over_16: Option<f64>,
    work_p50: Option<f64>,
    work_p95: Option<f64>,
}

#[derive(Debug, Deserialize)]
struct Navigation {
    /// Reading chapter to reading chapter.
    reading: Nav,
    /// From the calculator chapter (the app hydrates it) to a chapter.
    app: Nav,
}

/// Click to the new page painted, served from the service worker's cache.
#[derive(Debug, Deserialize)]
struct Nav {
    from: String,
    to: String,
    ms_p50: Option<f64>,
    /// `document` (a new document loaded) or `in-app` (the app's router changed the page).
    kind: String,
    /// Runs where no service worker became ready (the pages then came from the HTTP cache).
    without_worker: u32,
    retried: u32,
}

impl Nav {
    /// How the page changed, and where from when not the service worker.
    fn how(&self) -> String {
        if self.without_worker == 0 {
            self.kind.clone()
        } else {
            let runs = if self.without_worker == 1 { "run" } else { "runs" };
            format!("{}, {} {runs} without a service worker", self.kind, self.without_worker)
        }
    }
}

/// The first view of the heaviest route, brotli, as `cargo xtask size` weighs it (goal 1).
#[derive(Debug)]
pub(crate) struct FirstViewWeight {
    /// The route, such as `/catalog`.
    pub(crate) route: String,
    pub(crate) brotli_bytes: u64,
}

/// Everything `docs/benchmarks.md` is made from.
struct Report<'a> {
    date: String,
    machine: String,
    /// Which build of ours was measured.
    site: String,
    /// The criterion medians, or `None` when they were not run.
    core: Option<&'a [(String, String)]>,
    browser: &'a BrowserResult,
    first_view: Option<&'a FirstViewWeight>,
    /// Each wasm bundle: its name, brotli bytes and the crates with most of its code.
    bundles: &'a [crate::size::BundleWeight],
}

/// The goals' thresholds. The first view's is the size gate's budget (170 KB brotli).
const FIRST_VIEW_BUDGET: f64 = 170.0 * 1024.0;
const FCP_RATIO: f64 = 1.0;
const CALC_MS: f64 = 300.0;
const PHONE_CALC_MS: f64 = 3000.0;
const PAINT_P95_MS: f64 = 16.0;
const PHONE_PAINT_P95_MS: f64 = 100.0;
const PHONE_READING_BYTES: f64 = 100.0 * 1024.0;
const NAV_MS: f64 = 100.0;

/// Whether a figure meets its goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Met,
    NotMet,
    NotMeasured,
}

impl Verdict {
    /// `value` at most `limit`.
    fn at_most(value: Option<f64>, limit: f64) -> Verdict {
        match value {
            Some(v) if v.is_finite() => {
                if v <= limit {
                    Verdict::Met
                } else {
                    Verdict::NotMet
                }
            }
            _ => Verdict::NotMeasured,
        }
    }

    fn word(self) -> &'static str {
        match self {
            Verdict::Met => "met",
            Verdict::NotMet => "**not met**",
            Verdict::NotMeasured => "not measured",
        }
    }

    /// One goal in both profiles, in one cell.
    fn both(unthrottled: Verdict, phone: Verdict) -> String {
        if unthrottled == phone {
            unthrottled.word().to_owned()
        } else {
            format!("unthrottled {}, phone {}", unthrottled.word(), phone.word())
        }
    }
}

/// `n/a` for a figure not taken, else the figure as `show` writes it.
fn or_na(value: Option<f64>, show: impl Fn(f64) -> String) -> String {
    match value {
        Some(v) if v.is_finite() => show(v),
        _ => "n/a".to_owned(),
    }
}

fn ms(v: Option<f64>) -> String {
    or_na(v, |v| format!("{v:.0} ms"))
}

/// Kilobytes of 1,024 bytes, as the size gate counts them.
fn kb(v: Option<f64>) -> String {
    or_na(v, |v| format!("{:.1} KB", v / 1024.0))
}

fn ratio(ours: Option<f64>, peer: Option<f64>) -> Option<f64> {
    ours.zip(peer).map(|(o, p)| o / p).filter(|r| r.is_finite())
}

/// Event Timing's figure: 0 stands for an edit under 16 ms.
fn paint(v: Option<f64>) -> String {
    or_na(v, |v| if v < 16.0 { "< 16 ms".to_owned() } else { format!("{v:.0} ms") })
}

fn render(r: &Report<'_>) -> String {
    let b = r.browser;
    let mut s = String::new();
    let _ = writeln!(s, "# Benchmarks\n");
    let _ = writeln!(s, "Written by `cargo xtask bench` on {}. Do not edit by hand.\n", r.date);
    let _ = writeln!(s, "Machine: {}.\n", r.machine);
    let _ = writeln!(s, "Site measured: {}.\n", r.site);
    s.push_str(&served(b));
    s.push_str(&goals(b, r.first_view));
    s.push_str(&core(r.core));
    s.push_str(&first_view(b));
    s.push_str(&responsiveness(b));
    s.push_str(&navigation(b));
    s.push_str(&bundles(r.bundles));
    s
}

/// The wasm bundles: each one's weight and the crates that hold most of its code.
fn bundles(list: &[crate::size::BundleWeight]) -> String {
    if list.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "## Wasm bundles

Each bundle's wasm, brotli, and the crates that hold most of its \
         code: shares of the code section of the module before wasm-opt, which still has \
         function names (`cargo xtask size`).\n\n| bundle | brotli | largest shares of code |\n\
         | --- | ---: | --- |\n",
    );
    for b in list {
        let _ = writeln!(s, "| `{}` | {} | {} |", b.name, kb(Some(b.brotli as f64)), b.top);
    }
    s.push('\n');
    s
}

/// How both sites are served and what the phone profile is.
fn served(b: &BrowserResult) -> String {
    let p = &b.settings.phone;
    format!(
        "Both sites are served by `cargo xtask`'s server on 127.0.0.1, **gzip-compressed as GitHub \
         Pages serves them** (HTML, CSS, JavaScript, JSON, SVG and wasm, to a browser that accepts \
         gzip; images and fonts as they are). Headless Chromium, in two profiles:\n\n\
         - **unthrottled**: this machine as it is;\n\
         - **throttled (phone profile)**, Lighthouse's mobile profile: the CPU slowed {:.0}× \
         (`Emulation.setCPUThrottlingRate`), the network at {:.2} Mbit/s down, {:.0} kbit/s up and \
         {:.0} ms latency per request (`Network.emulateNetworkConditions`), both set on each page \
         before it navigates. The navigation figures throttle the CPU only (their pages come from \
         the service worker's cache, not the network).\n\n\
         KB are 1,024 bytes, as the size gate counts them.\n\n",
        p.cpu_rate,
        p.download_bytes_per_s * 8.0 / 1e6,
        p.upload_bytes_per_s * 8.0 / 1e3,
        p.latency_ms,
    )
}

/// One row of the goals table.
struct GoalRow {
    goal: String,
    threshold: String,
    unthrottled: String,
    phone: String,
    peer: String,
    verdict: String,
}

impl GoalRow {
    fn new(goal: String, threshold: String, figures: [String; 3], verdict: String) -> GoalRow {
        let [unthrottled, phone, peer] = figures;
        GoalRow { goal, threshold, unthrottled, phone, peer, verdict }
    }
}

/// The goals table: each goal's figure, unthrottled and on the phone, beside mdBook's.
fn goals(b: &BrowserResult, first_view: Option<&FirstViewWeight>) -> String {
    let mut s = String::from("## Goals\n\n");
    s.push_str(
        "| goal | threshold | ours, unthrottled | ours, throttled (phone) | mdBook, unthrottled · phone | verdict |\n\
         |---|---|---:|---:|---:|---|\n",
    );
    let rows = std::iter::once(weight_goal(first_view))
        .chain(reading_goals(b))
        .chain(response_goals(b))
        .chain(navigation_goals(b));
    for r in rows {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} |",
            r.goal, r.threshold, r.unthrottled, r.phone, r.peer, r.verdict
        );
    }
    s.push_str(
        "\nGoal 3 (the data out of the code) has no figure of its own: it shows in the bytes above \
         and in the size gate. Goal 7's \"no flash, and no loss of the reader's state\" is not \
         measured here, only its time. Where mdBook's cell is empty the goal has no counterpart \
         there.\n\n",
    );
    s
}

/// Goal 1: the first view's weight, from the size gate (the same files in either profile).
fn weight_goal(first_view: Option<&FirstViewWeight>) -> GoalRow {
    let threshold = format!("≤ {:.0} KB", FIRST_VIEW_BUDGET / 1024.0);
    match first_view {
        Some(w) => GoalRow::new(
            format!("1. First view of every route, brotli (heaviest: `{}`)", w.route),
            threshold,
            [kb(Some(w.brotli_bytes as f64)), "same files".to_owned(), String::new()],
            Verdict::at_most(Some(w.brotli_bytes as f64), FIRST_VIEW_BUDGET).word().to_owned(),
        ),
        None => GoalRow::new(
            "1. First view of every route, brotli (from `cargo xtask size`)".to_owned(),
            threshold,
            ["not measured".to_owned(), "not measured".to_owned(), String::new()],
            Verdict::NotMeasured.word().to_owned(),
        ),
    }
}

/// Goals 2, 4 and 6 for reading: no calculator code on a reading chapter, first contentful
/// paint against mdBook's on both chapters, and the bytes a reading page transfers.
fn reading_goals(b: &BrowserResult) -> Vec<GoalRow> {
    let (u, p) = (&b.unthrottled, &b.phone);
    let (chapter, reading) = (&b.settings.chapter, &b.settings.reading);
    let wasm = |l: &Load| {
        let requests = or_na(l.wasm_requests, |n| {
            format!("{n:.0} request{}", if n == 1.0 { "" } else { "s" })
        });
        format!("{} in {requests}", kb(l.wasm_bytes))
    };
    let mut rows = vec![GoalRow::new(
        format!("2. Reading needs no calculator code: wasm requested on `{reading}`"),
        "0 bytes".to_owned(),
        [
            wasm(&u.ours_reading),
            wasm(&p.ours_reading),
            format!("{} · {}", kb(u.peer_reading.wasm_bytes), kb(p.peer_reading.wasm_bytes)),
        ],
        Verdict::both(
            Verdict::at_most(u.ours_reading.wasm_bytes, 0.0),
            Verdict::at_most(p.ours_reading.wasm_bytes, 0.0),
        ),
    )];
    for (page, ours_u, peer_u, ours_p, peer_p) in [
        (chapter, &u.ours, &u.peer, &p.ours, &p.peer),
        (reading, &u.ours_reading, &u.peer_reading, &p.ours_reading, &p.peer_reading),
    ] {
        let (ru, rp) = (ratio(ours_u.fcp_ms, peer_u.fcp_ms), ratio(ours_p.fcp_ms, peer_p.fcp_ms));
        let with_ratio = |l: &Load, r: Option<f64>| {
            format!("{} ({})", ms(l.fcp_ms), or_na(r, |r| format!("{r:.2}×")))
        };
        rows.push(GoalRow::new(
            format!("4. First contentful paint, `{page}`, against mdBook's"),
            format!("≤ {FCP_RATIO:.1} × mdBook's"),
            [
                with_ratio(ours_u, ru),
                with_ratio(ours_p, rp),
                format!("{} · {}", ms(peer_u.fcp_ms), ms(peer_p.fcp_ms)),
            ],
            Verdict::both(Verdict::at_most(ru, FCP_RATIO), Verdict::at_most(rp, FCP_RATIO)),
        ));
    }
    rows.push(GoalRow::new(
        format!("6. Bytes a reading page (`{reading}`) transfers"),
        format!("phone ≤ {:.0} KB", PHONE_READING_BYTES / 1024.0),
        [
            kb(u.ours_reading.bytes),
            kb(p.ours_reading.bytes),
            format!("{} · {}", kb(u.peer_reading.bytes), kb(p.peer_reading.bytes)),
        ],
        Verdict::at_most(p.ours_reading.bytes, PHONE_READING_BYTES).word().to_owned(),
    ));
    rows
}

/// Goals 5 and 6 for tools: the first calculator responding, and input to next paint.
fn response_goals(b: &BrowserResult) -> Vec<GoalRow> {
    let (u, p) = (&b.unthrottled, &b.phone);
    let mut rows = vec![GoalRow::new(
        format!(
            "5, 6. First calculator responding (`{}`), from navigation start",
            b.settings.chapter
        ),
        format!("≤ {CALC_MS:.0} ms; phone ≤ {:.0} s", PHONE_CALC_MS / 1000.0),
        [ms(u.ours.calc_ms), ms(p.ours.calc_ms), String::new()],
        Verdict::both(
            Verdict::at_most(u.ours.calc_ms, CALC_MS),
            Verdict::at_most(p.ours.calc_ms, PHONE_CALC_MS),
        ),
    )];
    for (label, eu, ep) in [
        ("estimate builder", &u.responsive.estimate, &p.responsive.estimate),
        ("catalog", &u.responsive.catalog, &p.responsive.catalog),
        ("Spot calculator", &u.responsive.spot, &p.responsive.spot),
    ] {
        rows.push(GoalRow::new(
            format!("6. Input → next paint, 95th percentile, {label}"),
            format!("≤ {PAINT_P95_MS:.0} ms; phone ≤ {PHONE_PAINT_P95_MS:.0} ms"),
            [paint(eu.paint_p95), paint(ep.paint_p95), String::new()],
            Verdict::both(
                Verdict::at_most(eu.paint_p95, PAINT_P95_MS),
                Verdict::at_most(ep.paint_p95, PHONE_PAINT_P95_MS),
            ),
        ));
    }
    rows
}

/// Goal 7: in-site navigation from the cache, reading to reading and within the app.
fn navigation_goals(b: &BrowserResult) -> Vec<GoalRow> {
    let (u, p) = (&b.unthrottled, &b.phone);
    [(&u.navigation.reading, &p.navigation.reading), (&u.navigation.app, &p.navigation.app)]
        .into_iter()
        .map(|(nu, np)| {
            GoalRow::new(
                format!("7. In-site navigation, `{}` → `{}`, click to painted", nu.from, nu.to),
                format!("≤ {NAV_MS:.0} ms"),
                [
                    format!("{} ({})", ms(nu.ms_p50), nu.how()),
                    format!("{} ({})", ms(np.ms_p50), np.how()),
                    String::new(),
                ],
                Verdict::both(
                    Verdict::at_most(nu.ms_p50, NAV_MS),
                    Verdict::at_most(np.ms_p50, NAV_MS),
                ),
            )
        })
        .collect()
}

fn core(core: Option<&[(String, String)]>) -> String {
    let mut s = String::from("## Core (criterion, native, median)\n\n");
    let Some(core) = core else {
        s.push_str("Not run in this benchmark (`--no-core`).\n\n");
        return s;
    };
    s.push_str("| benchmark | median |\n|---|---|\n");
    for (name, median) in core {
        let _ = writeln!(s, "| {name} | {median} |");
    }
    s.push_str("\nGoal: ranking every size × region × pricing model under 1 ms.\n\n");
    s
}

/// Cold loads of both chapters, both sites, both profiles.
fn first_view(b: &BrowserResult) -> String {
    let (u, p) = (&b.unthrottled, &b.phone);
    let mut s = format!(
        "## Browser: first view, ours against mdBook {MDBOOK_VERSION}\n\n\
         A fresh browser context per load (cold cache, no service worker), medians of {} loads \
         per page unthrottled and {} on the phone profile. First contentful paint is the \
         browser's own; bytes are what the network delivered (compressed bodies and headers) \
         until it was idle (the load event, then 500 ms without a request); the first calculator \
         responds when the app marks the page live (from the navigation's start, in the page's \
         clock). A chapter with calculators loads the app only when one nears the window: on \
         `{}` the reader goes straight to the first calculator (as from a link to its section), \
         so its figures include the app.\n\n",
        u.counts.runs, p.counts.runs, b.settings.chapter
    );
    for (title, ours_u, peer_u, ours_p, peer_p, calc) in [
        (&b.settings.chapter, &u.ours, &u.peer, &p.ours, &p.peer, true),
        (
            &b.settings.reading,
            &u.ours_reading,
            &u.peer_reading,
            &p.ours_reading,
            &p.peer_reading,
            false,
        ),
    ] {
        let _ = writeln!(
            s,
            "### `{title}`{}\n",
            if calc {
                " (a chapter with a calculator)"
            } else {
                " (a reading chapter, no calculator)"
            }
        );
        s.push_str(
            "| figure | gpuplan | mdBook | ratio (ours ÷ mdBook) | gpuplan, phone | mdBook, phone | ratio, phone |\n\
             |---|---:|---:|---:|---:|---:|---:|\n",
        );
        let r = |o: Option<f64>, p: Option<f64>| or_na(ratio(o, p), |r| format!("{r:.2}"));
        // A figure for both sites in both profiles, with the ratios.
        let mut compared =
            |label: &str, show: fn(Option<f64>) -> String, pick: fn(&Load) -> Option<f64>| {
                let (ou, pu, op, pp) = (pick(ours_u), pick(peer_u), pick(ours_p), pick(peer_p));
                let _ = writeln!(
                    s,
                    "| {label} | {} | {} | {} | {} | {} | {} |",
                    show(ou),
                    show(pu),
                    r(ou, pu),
                    show(op),
                    show(pp),
                    r(op, pp),
                );
            };
        compared("first contentful paint", ms, |l| l.fcp_ms);
        compared("bytes transferred", kb, |l| l.bytes);
        let _ = writeln!(
            s,
            "| of which wasm | {} | {} | | {} | {} | |",
            kb(ours_u.wasm_bytes),
            kb(peer_u.wasm_bytes),
            kb(ours_p.wasm_bytes),
            kb(peer_p.wasm_bytes),
        );
        if calc {
            let _ = writeln!(
                s,
                "| first calculator responding | {} | n/a | | {} | n/a | |",
                ms(ours_u.calc_ms),
                ms(ours_p.calc_ms),
            );
        }
        s.push('\n');
    }
    let retried = |l: &Load| l.retried;
    let _ = writeln!(
        s,
        "Loads repeated after a stall: unthrottled ours {}, mdBook {}; phone ours {}, mdBook {}.\n",
        retried(&u.ours) + retried(&u.ours_reading),
        retried(&u.peer) + retried(&u.peer_reading),
        retried(&p.ours) + retried(&p.ours_reading),
        retried(&p.peer) + retried(&p.peer_reading),
    );
    s
}

fn responsiveness(b: &BrowserResult) -> String {
    let (u, p) = (&b.unthrottled, &b.phone);
    let mut s = String::from("## Responsiveness: input event to the updated result painted\n\n");
    let _ = writeln!(
        s,
        "{} edits on each page unthrottled and {} on the phone profile, after five that are not \
         counted, made as a reader makes them (Playwright's trusted keyboard input). \
         **To next paint** is the browser's own Event Timing figure: from the input event to the \
         next paint after its handlers ran, in steps of 8 ms; the API reports only events of 16 ms \
         or more, so an edit with no report took less than 16 ms and counts as 0 (\"< 16\"). \
         **Work** is the same edit dispatched from script, timed to the DOM changed and laid out: \
         the app's script, its DOM changes and layout, without paint and without the wait for the \
         display's next frame. The address and storage are written once the reader pauses \
         (250 ms without an edit), so neither figure includes them.\n",
        u.counts.edits, p.counts.edits
    );
    for (title, profile) in [("Unthrottled", u), ("Throttled (phone profile)", p)] {
        let _ = writeln!(s, "### {title}\n");
        s.push_str(
            "| page | to next paint, median | to next paint, 95th percentile | edits of 16 ms or more | work, median | work, 95th percentile |\n\
             |---|---:|---:|---:|---:|---:|\n",
        );
        let r = &profile.responsive;
        for (e, label) in [
            (&r.estimate, "estimate builder, 50 lines"),
            (&r.catalog, "catalog, every size in every region (all statuses)"),
            (&r.spot, "Spot calculator with its two charts"),
            (&r.floor, "floor: one text field, one number (not ours; see below)"),
        ] {
            let _ = writeln!(
                s,
                "| {label} | {} | {} | {} of {} | {} | {} |",
                paint(e.paint_p50),
                paint(e.paint_p95),
                or_na(e.paint_over_16, |n| format!("{n:.0}")),
                e.edits,
                or_na(e.work_p50, |v| format!("{v:.1} ms")),
                or_na(e.work_p95, |v| format!("{v:.1} ms")),
            );
        }
        s.push('\n');
    }
    let verdict = |e: &Edits, limit: f64| Verdict::at_most(e.paint_p95, limit).word();
    let _ = writeln!(
        s,
        "Goal: to next paint at most {PAINT_P95_MS:.0} ms at the 95th percentile unthrottled \
         (estimate {}, catalog {}, Spot {}) and at most {PHONE_PAINT_P95_MS:.0} ms on the phone \
         (estimate {}, catalog {}, Spot {}). A reported 16 ms is the API's 8 ms step around 12 to \
         20 ms. The floor row is a page of our origin with one text field whose handler writes \
         one number, measured the same way: what this browser takes from a keystroke to the next \
         frame with no app at all (its {} of {} edits at 16 ms or more unthrottled are the wait \
         for the display's next frame).\n",
        verdict(&u.responsive.estimate, PAINT_P95_MS),
        verdict(&u.responsive.catalog, PAINT_P95_MS),
        verdict(&u.responsive.spot, PAINT_P95_MS),
        verdict(&p.responsive.estimate, PHONE_PAINT_P95_MS),
        verdict(&p.responsive.catalog, PHONE_PAINT_P95_MS),
        verdict(&p.responsive.spot, PHONE_PAINT_P95_MS),
        or_na(u.responsive.floor.paint_over_16, |n| format!("{n:.0}")),
        u.responsive.floor.edits,
    );
    s
}

fn navigation(b: &BrowserResult) -> String {
    let (u, p) = (&b.unthrottled, &b.phone);
    let mut s =
        String::from("## In-site navigation: click to the new page painted, from the cache\n\n");
    let _ = writeln!(
        s,
        "A fresh browser context per run, with the service worker: the first chapter loads, the \
         worker installs and controls the page (after a reload if it did not), the target is \
         visited once, the first chapter is loaded again, then a click on the target's link in \
         the chapter list is timed. A new \
         document (an ordinary link) is timed from the click to its first contentful paint, both \
         in absolute time (`performance.timeOrigin`); a change made by the app's router in the \
         same document, from the click to the new heading in the page, then the next animation \
         frame and the task after it. Medians of {} runs unthrottled and {} on the phone \
         profile (CPU throttled only).\n",
        u.counts.nav_runs, p.counts.nav_runs
    );
    s.push_str(
        "| from → to | how the page changed | unthrottled, median | phone, median |\n\
         |---|---|---:|---:|\n",
    );
    for (nu, np) in
        [(&u.navigation.reading, &p.navigation.reading), (&u.navigation.app, &p.navigation.app)]
    {
        let (ku, kp) = (nu.how(), np.how());
        let kind = if ku == kp { ku } else { format!("{ku} · {kp}") };
        let _ = writeln!(
            s,
            "| `{}` → `{}` | {kind} | {} | {} |",
            nu.from,
            nu.to,
            ms(nu.ms_p50),
            ms(np.ms_p50)
        );
    }
    let retried = u.navigation.reading.retried
        + u.navigation.app.retried
        + p.navigation.reading.retried
        + p.navigation.app.retried;
    let _ = writeln!(
        s,
        "\nGoal: at most {NAV_MS:.0} ms. Runs repeated after a stall: {retried}. The browser part \
         took {:.0} s unthrottled and {:.0} s on the phone profile.",
        u.seconds, p.seconds
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small RESULT, written by hand: the reading chapter still loads wasm (goal 2 missed),
    /// paint is quick unthrottled (goal met) and slow on the phone for the catalog.
    fn result() -> BrowserResult {
        let load = |fcp: f64, bytes: f64, wasm: f64, calc: Option<f64>| {
            format!(
                r#"{{"fcp_ms": {fcp}, "bytes": {bytes}, "wasm_bytes": {wasm}, "wasm_requests": {}, "calc_ms": {}, "retried": 0, "runs": {{}}}}"#,
                if wasm > 0.0 { 1 } else { 0 },
                calc.map_or("null".to_owned(), |c| c.to_string())
            )
        };
        let edits = |p95: f64| {
            format!(
                r#"{{"edits": 20, "paint_p50": 0, "paint_p95": {p95}, "paint_over_16": 3, "work_p50": 2.5, "work_p95": 4.0, "paint": [], "work": []}}"#
            )
        };
        let profile = |fcp: f64, calc: f64, catalog: f64, nav: f64| {
            format!(
                r#"{{"counts": {{"runs": 3, "edits": 20, "nav_runs": 2}},
                "ours": {}, "peer": {}, "ours_reading": {}, "peer_reading": {},
                "responsive": {{"estimate": {}, "catalog": {}, "spot": {}, "floor": {}}},
                "navigation": {{
                  "reading": {{"from": "why-gpu-cloud", "to": "gpu-family-map", "ms_p50": {nav}, "kind": "document", "without_worker": 0, "retried": 0, "runs": [], "kinds": []}},
                  "app": {{"from": "cost-models", "to": "tool-ladder", "ms_p50": null, "kind": "in-app", "without_worker": 1, "retried": 0, "runs": [], "kinds": []}}
                }},
                "seconds": 12.5}}"#,
                load(fcp, 600_000.0, 550_000.0, Some(calc)),
                load(200.0, 380_000.0, 0.0, None),
                load(150.0, 570_000.0, 549_786.0, None),
                load(170.0, 320_000.0, 0.0, None),
                edits(16.0),
                edits(catalog),
                edits(0.0),
                edits(8.0),
            )
        };
        let json = format!(
            r#"{{"settings": {{"phone": {{"cpu_rate": 4, "latency_ms": 150, "download_bytes_per_s": 200000, "upload_bytes_per_s": 93750}}, "chapter": "cost-models", "reading": "why-gpu-cloud"}},
            "unthrottled": {}, "phone": {}}}"#,
            profile(180.0, 250.0, 16.0, 40.0),
            profile(900.0, 4200.0, 144.0, 160.0),
        );
        let lines = vec!["bench: noise".to_owned(), format!("RESULT {}", json.replace('\n', " "))];
        match parse_result(&lines) {
            Ok(r) => r,
            Err(e) => panic!("the hand-written RESULT does not parse: {e:#}"),
        }
    }

    fn report<'a>(
        browser: &'a BrowserResult,
        first_view: Option<&'a FirstViewWeight>,
        core: Option<&'a [(String, String)]>,
    ) -> String {
        render(&Report {
            date: "2026-12-01 00:00 UTC".to_owned(),
            machine: "a test machine".to_owned(),
            site: "a fresh release build".to_owned(),
            core,
            browser,
            first_view,
            bundles: &[
                crate::size::BundleWeight {
                    name: "calc".to_owned(),
                    brotli: 340_857,
                    top: "yew 25%, core 13%".to_owned(),
                },
                crate::size::BundleWeight {
                    name: "search".to_owned(),
                    brotli: 156_151,
                    top: String::new(),
                },
            ],
        })
    }

    #[test]
    fn each_bundle_is_listed_with_its_weight_and_largest_crates() {
        let text = report(&result(), None, None);
        let section = text.split("## Wasm bundles").nth(1).unwrap_or_default();
        let rows: Vec<&str> = section.lines().filter(|l| l.starts_with("| `")).collect();
        assert_eq!(
            rows,
            ["| `calc` | 332.9 KB | yew 25%, core 13% |", "| `search` | 152.5 KB |  |"]
        );
    }

    /// The row of the goals table whose goal starts with `start`.
    fn row<'a>(text: &'a str, start: &str) -> &'a str {
        let goals = text.split("## Goals").nth(1).unwrap_or_default();
        match goals.lines().find(|l| l.starts_with(&format!("| {start}"))) {
            Some(l) => l,
            None => panic!("no goals row starting {start:?} in:\n{goals}"),
        }
    }

    #[test]
    fn the_goals_table_shows_met_and_missed_goals() {
        let b = result();
        let text = report(&b, None, None);

        // Met unthrottled (180 ms against mdBook's 200), missed on the phone (900 against 200).
        assert_eq!(
            row(&text, "4. First contentful paint, `cost-models`"),
            "| 4. First contentful paint, `cost-models`, against mdBook's | ≤ 1.0 × mdBook's | \
             180 ms (0.90×) | 900 ms (4.50×) | 200 ms · 200 ms | unthrottled met, phone **not met** |"
        );
        // Missed in both: the reading chapter requests the wasm.
        assert_eq!(
            row(&text, "2. Reading needs no calculator code"),
            "| 2. Reading needs no calculator code: wasm requested on `why-gpu-cloud` | 0 bytes | \
             536.9 KB in 1 request | 536.9 KB in 1 request | 0.0 KB · 0.0 KB | **not met** |"
        );
        // Met unthrottled (250 ≤ 300 ms), missed on the phone (4.2 s > 3 s).
        assert!(
            row(&text, "5, 6. First calculator")
                .ends_with("| 250 ms | 4200 ms |  | unthrottled met, phone **not met** |"),
            "{text}"
        );
        // Met in both: 16 ms (the API's step) unthrottled, under 16 on the phone.
        assert!(
            row(&text, "6. Input → next paint, 95th percentile, Spot")
                .ends_with("| < 16 ms | < 16 ms |  | met |"),
            "{text}"
        );
        assert!(
            row(&text, "6. Input → next paint, 95th percentile, catalog")
                .ends_with("| 16 ms | 144 ms |  | unthrottled met, phone **not met** |"),
            "{text}"
        );
        // A figure not taken reads "not measured", not met or missed.
        assert!(
            row(&text, "7. In-site navigation, `cost-models` → `tool-ladder`").ends_with(
                "| n/a (in-app, 1 run without a service worker) | n/a (in-app, 1 run without a \
                     service worker) |  | not measured |"
            ),
            "{text}"
        );
        assert!(
            row(&text, "7. In-site navigation, `why-gpu-cloud` → `gpu-family-map`").ends_with(
                "| 40 ms (document) | 160 ms (document) |  | unthrottled met, phone **not met** |"
            ),
            "{text}"
        );
        // Goal 1 comes from the size gate: without it, not measured.
        assert!(
            row(&text, "1. First view")
                .ends_with("| not measured | not measured |  | not measured |")
        );
    }

    #[test]
    fn the_first_view_weight_is_judged_against_its_budget() {
        let b = result();
        let light = FirstViewWeight { route: "catalog.html".to_owned(), brotli_bytes: 150 * 1024 };
        let text = report(&b, Some(&light), None);
        assert_eq!(
            row(&text, "1. First view"),
            "| 1. First view of every route, brotli (heaviest: `catalog.html`) | ≤ 170 KB | \
             150.0 KB | same files |  | met |"
        );
        let heavy = FirstViewWeight { route: "catalog.html".to_owned(), brotli_bytes: 600 * 1024 };
        let text = report(&b, Some(&heavy), None);
        assert!(row(&text, "1. First view").ends_with("| **not met** |"));
    }

    #[test]
    fn the_report_keeps_the_old_figures_and_says_what_was_not_run() {
        let b = result();
        let text = report(&b, None, None);
        assert!(text.contains("Not run in this benchmark (`--no-core`)."), "{text}");
        assert!(text.contains("gzip-compressed as GitHub Pages serves them"), "{text}");
        assert!(text.contains("the CPU slowed 4×"), "{text}");
        assert!(text.contains("1.60 Mbit/s down, 750 kbit/s up and 150 ms latency"), "{text}");
        assert!(
            text.contains("| first calculator responding | 250 ms | n/a | | 4200 ms | n/a | |")
        );
        assert!(text.contains("| floor: one text field, one number (not ours; see below) |"));
        let core = [("ranking/70B".to_owned(), "231.96 µs".to_owned())];
        let text = report(&b, None, Some(&core));
        assert!(text.contains("| ranking/70B | 231.96 µs |"), "{text}");
        assert!(!text.contains("--no-core"), "{text}");
    }

    #[test]
    fn a_missing_result_line_is_an_error() {
        assert!(parse_result(&["bench: nothing".to_owned()]).is_err());
        assert!(parse_result(&["RESULT {\"settings\": 1}".to_owned()]).is_err());
    }
}
