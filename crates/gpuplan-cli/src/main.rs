//! `gpuplan`: the native command-line face of gpuplan-core.
//!
//! The CLI may read the clock and files; the core does neither. "Today" (for lifecycle stages)
//! is the system date unless `--today` says otherwise.

mod catalog;
mod estimate;
mod recommend;
mod spot;

use std::io::Read;

use anyhow::Context;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "gpuplan",
    version,
    about = "Plan GPU work on Azure: catalog, prices and guide checks"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List Azure GPU VM sizes, as a table or JSON.
    Catalog(catalog::CatalogArgs),
    /// The price of a size in a region from the snapshot, or "not in snapshot" with its date.
    Price(catalog::PriceArgs),
    /// Price an estimate (JSON from a file or stdin): every line and the totals.
    Estimate(estimate::EstimateArgs),
    /// Rank Azure sizes for a workload through the four-step decision tree.
    Recommend(recommend::WorkloadArgs),
    /// Memory, fewest GPUs and time for a training job on each accelerator.
    Size(recommend::WorkloadArgs),
    /// Spot against pay-as-you-go with evictions, checkpoints and restarts; `--evictions FILE`
    /// takes the band from your own Resource Graph export.
    Spot(spot::SpotArgs),
    /// Parse a Markdown chapter (a file, or `-` for stdin) and report its outline and diagnostics.
    Check {
        /// The chapter's path, or `-`.
        path: String,
    },
}

fn main() -> std::process::ExitCode {
    let result = match Cli::parse().command {
        Command::Catalog(args) => catalog::catalog(&args),
        Command::Price(args) => catalog::price(&args),
        Command::Estimate(args) => estimate::estimate(&args),
        Command::Recommend(args) => recommend::recommend(&args),
        Command::Size(args) => recommend::size(&args),
        Command::Spot(args) => spot::spot(&args),
        Command::Check { path } => check(&path),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn check(path: &str) -> anyhow::Result<()> {
    let source = if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).context("reading stdin")?;
        s
    } else {
        std::fs::read_to_string(path).with_context(|| format!("reading {path}"))?
    };
    let (doc, diagnostics) = gpuplan_core::markdown::parse(&source, &Default::default());
    println!("title: {}", doc.title);
    for entry in doc.outline() {
        let indent = if entry.level == 3 { "    " } else { "  " };
        println!("{indent}#{} {}", entry.id, entry.text);
    }
    for d in &diagnostics {
        eprintln!("{path}: {d}");
    }
    if diagnostics.is_empty() { Ok(()) } else { anyhow::bail!("{} diagnostics", diagnostics.len()) }
}
