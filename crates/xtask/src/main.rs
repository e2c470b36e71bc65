//! `cargo xtask`: the project's chores, in Rust.
//!
//! `serve` and `test` are the two commands a fresh machine needs; both install whatever tool is
//! missing first, and skip what is already there.

mod bench;
mod ci;
mod cmd;
mod core_guard;
mod optcache;
mod prices;
mod server;
mod site;
mod size;
mod test;
mod tools;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "cargo xtask", about = "gpuplan project chores")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Install missing tools, build the site for release, and serve it (or serve a built one).
    Serve {
        /// The port to listen on, on 127.0.0.1 (0 picks a free one; the address is printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The base path the site is served under, such as `/gpuplan/`.
        #[arg(long, default_value = "/")]
        base: String,
        /// Serve this site, already built for `--base` (relative to the workspace root), instead
        /// of a fresh release build; nothing is installed or built.
        #[arg(long, value_name = "DIR")]
        dist: Option<PathBuf>,
    },
    /// Install missing tools and build the site for release into `dist/`.
    Build {
        /// The base path the site will be served under, such as `/gpuplan/`.
        #[arg(long, default_value = "/")]
        base: String,
        /// Where to write the site.
        #[arg(long, default_value = "dist")]
        dist: PathBuf,
    },
    /// Install missing tools (build and test), and do nothing else.
    Setup,
    /// Run every test: native, wasm in headless Chromium, and end to end on a release build.
    Test {
        /// Run only one kind of test.
        #[arg(long, value_enum)]
        only: Option<test::Kind>,
    },
    /// The format check, clippy (native and wasm32), docs, then every test and the size gate.
    Ci {
        /// The inner loop: format, native clippy and native tests only.
        #[arg(long)]
        fast: bool,
    },
    /// The weight of a release build: every file raw, brotli and gzip, what the wasm is made of,
    /// the first view of every route, and the gate on each kind of route's heaviest first view.
    Size {
        /// A built site to measure; a fresh release build when absent.
        #[arg(long)]
        dist: Option<PathBuf>,
        /// Write the measured first views into `.ci/size-baseline.json` instead of gating
        /// against it; its reason is kept, to be updated by hand.
        #[arg(long)]
        write_baseline: bool,
    },
    /// Price snapshots: import saved Retail Prices API pages.
    Prices {
        #[command(subcommand)]
        command: prices::Command,
    },
    /// Benchmarks: the core (criterion), the site against mdBook in Chromium, responsiveness;
    /// writes docs/benchmarks.md
    Bench {
        /// Cold page loads per page, unthrottled; the phone profile makes at most 3, and at most
        /// 5 (phone 3) navigations per pair.
        #[arg(long, default_value_t = 7, value_parser = clap::value_parser!(u32).range(1..))]
        runs: u32,
        /// Measure this site, already built for the base path `/` (relative to the workspace
        /// root), instead of a fresh release build; mdBook is built only if missing.
        #[arg(long, value_name = "DIR")]
        site: Option<PathBuf>,
        /// Skip the core's criterion benchmarks (the report says they were not run).
        #[arg(long)]
        no_core: bool,
    },
}

fn main() -> std::process::ExitCode {
    // Not a command for people: the build's `wasm-opt` script runs it (see `optcache`), with
    // wasm-opt's own arguments, which clap is not to read.
    let mut args = std::env::args_os().skip(1);
    if args.next().is_some_and(|a| a == "wasm-opt") {
        let args: Vec<_> = args.collect();
        return optcache::run(&args).unwrap_or_else(|e| {
            eprintln!("error: wasm-opt: {e:#}");
            std::process::ExitCode::FAILURE
        });
    }
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<()> {
    let root = project_root();
    std::env::set_current_dir(&root)?;
    match Cli::parse().command {
        Command::Serve { port, base, dist } => {
            let base = site::normalise_base(&base)?;
            let dist = match dist {
                Some(d) => d,
                None => {
                    tools::ensure_build_tools()?;
                    let d = root.join("dist");
                    site::build(&base, &d)?;
                    d
                }
            };
            server::serve_forever(&dist, &base, port)
        }
        Command::Build { base, dist } => {
            tools::ensure_build_tools()?;
            site::build(&site::normalise_base(&base)?, &dist)
        }
        Command::Setup => {
            tools::ensure_build_tools()?;
            tools::ensure_test_tools()
        }
        Command::Test { only } => test::run(only),
        Command::Ci { fast } => ci::run(fast),
        Command::Size { dist, write_baseline } => {
            let dist = match dist {
                Some(d) => d,
                None => {
                    tools::ensure_build_tools()?;
                    let d = root.join("target/size/dist");
                    site::build("/", &d)?;
                    d
                }
            };
            if write_baseline { size::write_baseline(&dist) } else { size::gate(&dist) }
        }
        Command::Prices { command } => prices::run(command),
        Command::Bench { runs, site, no_core } => {
            bench::run(&bench::Options { runs, site, core: !no_core })
        }
    }
}

/// The workspace root: two levels above this crate's manifest.
fn project_root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.ancestors().nth(2).map(PathBuf::from).unwrap_or(manifest)
}
