//! `cargo xtask test`: every test of every kind, with a count of each.

use std::path::Path;

use anyhow::bail;

use crate::{cmd, server, site, tools};

/// How many tests of one kind passed, failed and were ignored.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tally {
    pub(crate) passed: u32,
    pub(crate) failed: u32,
    pub(crate) ignored: u32,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.passed += o.passed;
        self.failed += o.failed;
        self.ignored += o.ignored;
    }
}

/// Sums the `test result:` lines that libtest and wasm-bindgen-test-runner print.
pub(crate) fn tally_libtest(lines: &[String]) -> Tally {
    let mut t = Tally::default();
    for line in lines {
        let Some(rest) = line.trim().strip_prefix("test result: ") else { continue };
        for part in rest.split([';', '.']) {
            let mut words = part.split_whitespace();
            let (Some(n), Some(kind)) = (words.next(), words.next()) else { continue };
            let Ok(n) = n.parse::<u32>() else { continue };
            match kind {
                "passed" => t.passed += n,
                "failed" => t.failed += n,
                "ignored" => t.ignored += n,
                _ => {}
            }
        }
    }
    t
}

/// Reads the `# pass N`, `# fail N` and `# skip N` lines of node's TAP reporter.
pub(crate) fn tally_tap(lines: &[String]) -> Tally {
    let mut t = Tally::default();
    for line in lines {
        let mut words = line.split_whitespace();
        let (Some("#"), Some(kind), Some(n)) = (words.next(), words.next(), words.next()) else {
            continue;
        };
        let Ok(n) = n.parse::<u32>() else { continue };
        match kind {
            "pass" => t.passed += n,
            "fail" => t.failed += n,
            "skip" | "todo" => t.ignored += n,
            _ => {}
        }
    }
    t
}

/// A kind of test, for `cargo xtask test --only`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Kind {
    /// `cargo test --workspace`.
    Native,
    /// The web crate's wasm-bindgen tests in headless Chromium.
    Wasm,
    /// The Playwright tests against release builds.
    E2e,
}

/// Installs what is missing, then runs the native, wasm and end-to-end tests (or only `only`).
pub(crate) fn run(only: Option<Kind>) -> anyhow::Result<()> {
    tools::ensure_build_tools()?;
    tools::ensure_test_tools()?;
    let wanted = |kind: Kind| only.is_none_or(|o| o == kind);
    let mut results: Vec<(&str, Tally, bool)> = Vec::new();

    if wanted(Kind::Native) {
        println!("test: native (cargo test --workspace)");
        let started = std::time::Instant::now();
        let (ok, lines) =
            cmd::run_captured(cmd::new("cargo").args(["test", "--workspace", "--no-fail-fast"]))?;
        results.push(("native", tally_libtest(&lines), ok));
        took("native", started);
        let started = std::time::Instant::now();
        pseudo(&mut results)?;
        took("the pseudo-locale", started);
    }
    if wanted(Kind::Wasm) {
        let started = std::time::Instant::now();
        wasm(&mut results)?;
        took("wasm", started);
    }
    if wanted(Kind::E2e) {
        e2e(&mut results)?;
    }
    summarise(&results)
}

/// Prints how long a kind of test took, builds included, for the stage times CI reads.
fn took(what: &str, started: std::time::Instant) {
    println!("test: {what} took {:.1} s", started.elapsed().as_secs_f64());
}

/// The tests of the pseudo-locale (docs/i18n.md), which need the feature `pseudo` and so their
/// own builds: its transform, the checker, every page and every command in it.
fn pseudo(results: &mut Vec<(&'static str, Tally, bool)>) -> anyhow::Result<()> {
    println!("test: the pseudo-locale (feature pseudo)");
    let runs: [&[&str]; 4] = [
        &["-p", "gpuplan-core", "--lib", "lang::pseudo"],
        &["-p", "gpuplan-i18n", "--lib", "figures::tests::unlocalized"],
        &["-p", "gpuplan-web", "--lib", "pseudo_pages"],
        &["-p", "gpuplan-cli", "--test", "it", "pseudo::"],
    ];
    let (mut all_ok, mut tally) = (true, Tally::default());
    for args in runs {
        let (ok, lines) = cmd::run_captured(
            cmd::new("cargo").args(["test", "--features", "pseudo", "--no-fail-fast"]).args(args),
        )?;
        all_ok &= ok;
        tally += tally_libtest(&lines);
    }
    results.push(("pseudo", tally, all_ok));
    Ok(())
}

/// The web crate's wasm-bindgen tests in headless Chromium.
fn wasm(results: &mut Vec<(&'static str, Tally, bool)>) -> anyhow::Result<()> {
    println!("test: wasm in headless Chromium (wasm-bindgen-test)");
    let (ok, lines) = cmd::run_captured(
        cmd::new("cargo")
            .args([
                "test",
                "-p",
                "gpuplan-web",
                "--target",
                "wasm32-unknown-unknown",
                "--no-fail-fast",
            ])
            .env("CHROMEDRIVER", tools::chromedriver()),
    )?;
    results.push(("wasm", tally_libtest(&lines), ok));
    Ok(())
}

/// The end-to-end tests: release builds (root, base path, next deploy, test panic) served on
/// loopback, Playwright driving Chromium.
fn e2e(results: &mut Vec<(&'static str, Tally, bool)>) -> anyhow::Result<()> {
    println!("test: end to end in headless Chromium, on release builds");
    let started = std::time::Instant::now();
    let (root_dist, base_dist) = (Path::new("target/e2e/dist"), Path::new("target/e2e/dist-base"));
    let pseudo_dist = Path::new("target/e2e/dist-pseudo");
    site::build_with_pseudo("/", root_dist, pseudo_dist)?;
    site::build("/gpuplan/", base_dist)?;
    let next_dist = Path::new("target/e2e/dist-next");
    site::build_variant(site::Variant::NextDeploy, Path::new("target/e2e/site-next"), next_dist)?;
    let panic_dist = Path::new("target/e2e/dist-panic");
    site::build_variant(site::Variant::TestPanic, Path::new("target/e2e/site-panic"), panic_dist)?;
    // The CLI, for the test that the browser's totals equal the CLI's for the same JSON.
    cmd::run(
        cmd::new("cargo").args(["build", "-q", "-p", "gpuplan-cli"]),
        "cargo build -p gpuplan-cli",
    )?;
    let cli = Path::new("target/debug/gpuplan").canonicalize()?;
    took("the builds for the end-to-end tests", started);
    let started = std::time::Instant::now();
    let panicky = server::start(panic_dist, "/", 0)?;
    let root = server::start(root_dist, "/", 0)?;
    let based = server::start(base_dist, "/gpuplan/", 0)?;
    let pseudo = server::start(pseudo_dist, "/", 0)?;
    let mut files: Vec<_> = std::fs::read_dir("e2e/tests")?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".test.mjs"))
        .collect();
    files.sort();
    // The screenshots of the main pages at desktop and phone width (`screenshots.test.mjs`),
    // which CI keeps as an artifact.
    let shots = Path::new("target/screenshots");
    std::fs::create_dir_all(shots)?;
    let (ok, lines) = cmd::run_captured(
        cmd::new("node")
            .args(["--test", "--test-reporter=tap", "--test-concurrency=1"])
            .args(&files)
            .env("GPUPLAN_URL", format!("{}/", root.origin))
            .env("GPUPLAN_BASE_URL", format!("{}/gpuplan/", based.origin))
            .env("GPUPLAN_PSEUDO_URL", format!("{}/", pseudo.origin))
            // The offline tests serve these builds with servers of their own, this binary's
            // `serve --dist` in a process each, so that they can cut the network by ending it.
            .env("GPUPLAN_XTASK", std::env::current_exe()?)
            .env("GPUPLAN_DIST", root_dist.canonicalize()?)
            .env("GPUPLAN_BASE_DIST", base_dist.canonicalize()?)
            .env("GPUPLAN_NEXT_DIST", next_dist.canonicalize()?)
            .env("GPUPLAN_PANIC_URL", format!("{}/", panicky.origin))
            .env("GPUPLAN_CLI", &cli)
            .env("GPUPLAN_SCREENSHOTS", shots.canonicalize()?)
            .env("CHROMIUM", tools::chromium()),
    )?;
    results.push(("e2e", tally_tap(&lines), ok));
    took("end to end", started);
    drop((root, based, panicky, pseudo));
    Ok(())
}

/// Prints a line per kind and the total; fails naming the kinds that failed.
fn summarise(results: &[(&str, Tally, bool)]) -> anyhow::Result<()> {
    let mut total = Tally::default();
    println!();
    for (kind, tally, _) in results {
        println!(
            "summary: {kind:<7} {:>4} passed, {} failed, {} ignored",
            tally.passed, tally.failed, tally.ignored
        );
        total += *tally;
    }
    println!("total: {} passed, {} failed", total.passed, total.failed);
    let failed_kinds: Vec<_> =
        results.iter().filter(|(_, t, ok)| !ok || t.failed > 0).map(|r| r.0).collect();
    if !failed_kinds.is_empty() {
        bail!("tests failed: {}", failed_kinds.join(", "));
    }
    if results.iter().any(|(_, t, _)| t.passed == 0) {
        bail!("a kind of test ran no test; see the summary above");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(s: &str) -> Vec<String> {
        s.lines().map(str::to_owned).collect()
    }

    #[test]
    fn libtest_results_are_summed() {
        let out = lines(
            "running 3 tests\n\
             test result: ok. 3 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\
             test result: FAILED. 4 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out\n\
             test something ... ok",
        );
        assert_eq!(tally_libtest(&out), Tally { passed: 7, failed: 2, ignored: 1 });
    }

    #[test]
    fn tap_summary_is_read() {
        let out = lines("ok 1 - home\n# tests 5\n# pass 4\n# fail 1\n# skip 0\n# todo 0");
        assert_eq!(tally_tap(&out), Tally { passed: 4, failed: 1, ignored: 0 });
    }
}
