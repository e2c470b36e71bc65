//! `gpuplan`: the native command-line face of gpuplan-core.

use std::io::Read;

use anyhow::Context;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "gpuplan",
    version,
    about = "Plan GPU work on Azure: guide checks, catalog and costs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse a Markdown chapter (a file, or `-` for stdin) and report its outline and diagnostics.
    Check {
        /// The chapter's path, or `-`.
        path: String,
    },
}

fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Check { path } => check(&path),
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
