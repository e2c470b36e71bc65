//! `gpuplan`: the native command-line face of gpuplan-core.
//!
//! The CLI may read the clock and files; the core does neither. "Today" (for lifecycle stages)
//! is the system date unless `--today` says otherwise.
//!
//! `--lang en|zh` chooses the language of the text output and of the errors (every word from
//! `gpuplan-i18n`); JSON output is the same whatever the language.

mod calc;
mod catalog;
mod estimate;
mod recommend;
mod spot;
mod text;

use std::io::Read;

use anyhow::Context;
use clap::{Parser, Subcommand};
use gpuplan_i18n::{Lang, cli as words};

#[derive(Parser)]
#[command(
    name = "gpuplan",
    version,
    about = "Plan GPU work on Azure: catalog, prices and guide checks"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of the text output and the errors: en or zh (zh-CN). JSON is the same in
    /// both.
    #[arg(long, global = true, default_value = "en", value_parser = parse_lang)]
    lang: Lang,
}

/// A language code: `en`, or `zh` (also `zh-CN`).
fn parse_lang(s: &str) -> Result<Lang, String> {
    match s.to_ascii_lowercase().as_str() {
        "en" => Ok(Lang::En),
        "zh" | "zh-cn" => Ok(Lang::Zh),
        _ => Err("expected en or zh".to_owned()),
    }
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
    /// One of the web's calculators, from its defaults and `key=value` pairs: the same figures
    /// as its page, or `--json` with the whole result.
    Calc(calc::CalcArgs),
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let lang = cli.lang;
    let result = match cli.command {
        Command::Catalog(args) => catalog::catalog(&args, lang),
        Command::Price(args) => catalog::price(&args, lang),
        Command::Estimate(args) => estimate::estimate(&args, lang),
        Command::Recommend(args) => recommend::recommend(&args, lang),
        Command::Size(args) => recommend::size(&args, lang),
        Command::Spot(args) => spot::spot(&args, lang),
        Command::Check { path } => check(&path, lang),
        Command::Calc(args) => calc::calc(&args, lang),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", words::error_line(&format!("{e:#}"), lang));
            std::process::ExitCode::FAILURE
        }
    }
}

/// A file's text, or the standard input's for `-`, with the error worded in `lang`.
pub(crate) fn read_input(path: &str, lang: Lang) -> anyhow::Result<String> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .with_context(|| words::CliMsg::ReadingStdin.text(lang))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).with_context(|| words::reading(path, lang))
    }
}

fn check(path: &str, lang: Lang) -> anyhow::Result<()> {
    let source = read_input(path, lang)?;
    let (doc, diagnostics) = gpuplan_core::markdown::parse(&source, &Default::default());
    println!("{}", words::title_line(&doc.title, lang));
    for entry in doc.outline() {
        let indent = if entry.level == 3 { "    " } else { "  " };
        println!("{indent}#{} {}", entry.id, entry.text);
    }
    for d in &diagnostics {
        eprintln!("{}", words::flag_error(path, &words::diagnostic(d, lang), lang));
    }
    if diagnostics.is_empty() {
        Ok(())
    } else {
        anyhow::bail!("{}", words::diagnostics_count(diagnostics.len(), lang))
    }
}
