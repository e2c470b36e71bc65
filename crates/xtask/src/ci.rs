//! `cargo xtask ci`: what CI runs. If it passes here, CI is green. `--fast` is the inner loop:
//! format, clippy on the native target and the native tests. Each stage prints its time, and the
//! run ends with a table of them.

use std::time::{Duration, Instant};

use crate::{cmd, test, tools};

/// The stages run so far, with their times.
struct Stages(Vec<(&'static str, Duration)>);

impl Stages {
    /// Runs one stage, printing its name before and its time after.
    fn run(
        &mut self,
        name: &'static str,
        stage: impl FnOnce() -> anyhow::Result<()>,
    ) -> anyhow::Result<()> {
        println!("ci: {name}");
        let start = Instant::now();
        let result = stage();
        let took = start.elapsed();
        println!("ci: {name}: {:.1} s", took.as_secs_f64());
        self.0.push((name, took));
        result
    }

    fn summary(&self) {
        println!("\nci: stage times");
        for (name, took) in &self.0 {
            println!("  {:>7.1} s  {name}", took.as_secs_f64());
        }
        let total: Duration = self.0.iter().map(|(_, t)| *t).sum();
        println!("  {:>7.1} s  in all", total.as_secs_f64());
    }
}

fn cargo(args: &[&str], what: &str) -> anyhow::Result<()> {
    cmd::run(cmd::new("cargo").args(args), what)
}

/// Format, lints on both targets, the core's wasm check, docs, then every test and the size
/// gate; with `fast`, format, native clippy and native tests only.
pub(crate) fn run(fast: bool) -> anyhow::Result<()> {
    let mut stages = Stages(Vec::new());
    let result = run_stages(fast, &mut stages);
    stages.summary();
    result?;
    println!("ci: all checks passed{}", if fast { " (fast: native only)" } else { "" });
    Ok(())
}

fn run_stages(fast: bool, stages: &mut Stages) -> anyhow::Result<()> {
    if !fast {
        tools::ensure_build_tools()?;
    }
    stages.run("format", || cargo(&["fmt", "--all", "--check"], "cargo fmt --check"))?;
    stages.run("clippy (native)", || {
        cargo(
            &["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"],
            "clippy (native)",
        )
    })?;
    stages.run("clippy (native, the pseudo-locale)", || {
        let features =
            "gpuplan-web/pseudo,gpuplan-cli/pseudo,gpuplan-i18n/pseudo,gpuplan-core/pseudo";
        cargo(
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--features",
                features,
                "--",
                "-D",
                "warnings",
            ],
            "clippy (native, pseudo)",
        )
    })?;
    if fast {
        return stages.run("native tests", || test::run(Some(test::Kind::Native)));
    }
    stages.run("clippy (wasm32)", || {
        cargo(
            &[
                "clippy",
                "-p",
                "gpuplan-core",
                "-p",
                "gpuplan-web",
                "--all-targets",
                "--target",
                "wasm32-unknown-unknown",
                "--",
                "-D",
                "warnings",
            ],
            "clippy (wasm32)",
        )
    })?;
    stages.run("the core on wasm32, with and without its native-only parsers", || {
        cargo(
            &["check", "-p", "gpuplan-core", "--target", "wasm32-unknown-unknown"],
            "core on wasm32",
        )?;
        cargo(
            &[
                "check",
                "-p",
                "gpuplan-core",
                "--target",
                "wasm32-unknown-unknown",
                "--no-default-features",
            ],
            "core on wasm32 without markdown",
        )
    })?;
    stages.run("docs", || {
        cmd::run(
            cmd::new("cargo")
                .args(["doc", "--workspace", "--no-deps"])
                .env("RUSTDOCFLAGS", "-D warnings"),
            "cargo doc",
        )
    })?;
    stages.run("tests (native, wasm, end to end)", || test::run(None))?;
    stages.run("size budget (the release build the end-to-end tests used)", || {
        crate::size::gate(std::path::Path::new("target/e2e/dist"))
    })
}
