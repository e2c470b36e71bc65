//! `cargo xtask ci`: what CI runs. If it passes here, CI is green.

use crate::{cmd, test, tools};

/// Format, lints on both targets, the core's wasm check, docs, then every test.
pub(crate) fn run() -> anyhow::Result<()> {
    tools::ensure_build_tools()?;
    let cargo = |args: &[&str], what: &str| cmd::run(cmd::new("cargo").args(args), what);
    println!("ci: format");
    cargo(&["fmt", "--all", "--check"], "cargo fmt --check")?;
    println!("ci: clippy (native)");
    cargo(&["clippy", "--workspace", "--all-targets", "--", "-D", "warnings"], "clippy (native)")?;
    println!("ci: clippy (wasm32)");
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
    )?;
    println!(
        "ci: the core builds for wasm32, with and without its native-only parsers (Markdown, TOML)"
    );
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
    )?;
    println!("ci: docs");
    cmd::run(
        cmd::new("cargo")
            .args(["doc", "--workspace", "--no-deps"])
            .env("RUSTDOCFLAGS", "-D warnings"),
        "cargo doc",
    )?;
    test::run(None)?;
    println!("ci: size budget (the release build the end-to-end tests used)");
    crate::size::gate(std::path::Path::new("target/e2e/dist"))?;
    println!("ci: all checks passed");
    Ok(())
}
