//! `gpuplan`: the native command-line face of gpuplan-core.
//!
//! The CLI may read the clock and files; the core does neither. "Today" (for lifecycle stages)
//! is the system date unless `--today` says otherwise.
//!
//! `--lang en|zh` chooses the language of the text output, of the errors and of `--help` (every
//! word from `gpuplan-i18n`; the help's from `help.ftl`, by `help.rs`); JSON output is the same
//! whatever the language.

#![deny(clippy::print_stdout, clippy::print_stderr)]

mod analyze;
mod calc;
mod catalog;
mod estimate;
mod help;
mod recommend;
mod spot;
mod text;

use std::io::{Read, Write};
use std::process::ExitCode;

use anyhow::Context;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use gpuplan_i18n::{Lang, cli as words};

#[derive(Parser)]
#[command(
    name = "gpuplan",
    version,
    about = "Plan GPU work on Azure: catalog, prices, sizing, cost analyses and guide checks"
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
pub(crate) fn parse_lang(s: &str) -> Result<Lang, String> {
    match s.to_ascii_lowercase().as_str() {
        "en" => Ok(Lang::En),
        "zh" | "zh-cn" => Ok(Lang::Zh),
        // The pseudo-locale, for the test that finds words outside the message files.
        #[cfg(feature = "pseudo")]
        "en-xa" => Ok(Lang::Pseudo),
        _ => Err("expected en or zh".to_owned()),
    }
}

#[derive(Subcommand)]
enum Command {
    /// List Azure GPU VM sizes, as a table or JSON.
    Catalog(catalog::CatalogArgs),
    /// The price of a size in a region from the snapshot, or "not in snapshot" with its date;
    /// without `--model`, every pricing model the snapshot has for it.
    Price(catalog::PriceArgs),
    /// Price an estimate (JSON from a file or stdin): every line and the totals.
    Estimate(estimate::EstimateArgs),
    /// Rank Azure sizes for a workload (a JSON file or flags) through the four-step decision
    /// tree; states the job it assumed.
    Recommend(recommend::WorkloadArgs),
    /// Memory, fewest GPUs and time for a training job on each accelerator, or GPUs, replicas and
    /// tokens/s for an inference service (`--task inference`); states the job it assumed.
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
    /// A cost analysis with named flags or a JSON object of fields (`--json-file FILE|-`): the
    /// same core calculators and figure rows as the site's calculators and `gpuplan calc`.
    Analyze {
        #[command(subcommand)]
        analysis: analyze::Analysis,
    },
}

/// The exit status after the reader closed our standard output (`gpuplan … | head -1`): what a
/// shell reports for a Unix tool ended by SIGPIPE, 128 + 13. Rust ignores SIGPIPE, so a write
/// to the closed pipe fails with `BrokenPipe` instead; every write goes through `out` in
/// [`main`] and returns that error, which ends the command here, quietly.
const CLOSED_PIPE_STATUS: u8 = 128 + 13;

fn main() -> ExitCode {
    let mut cmd = help::worded(Cli::command(), help::help_lang(), &mut Vec::new());
    let matches = cmd.get_matches_mut();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.format(&mut cmd).exit());
    let lang = cli.lang;
    // The one writer of standard output: buffered, every write's error returned (no `println!`,
    // which panics on a closed pipe; the lints at the top of this file forbid it).
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = run(cli.command, lang, &mut out);
    // Flush what was written even when the command failed after writing part of its output.
    let flushed = out.flush();
    let result = result.and_then(|()| flushed.map_err(anyhow::Error::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if closed_pipe(&e) => ExitCode::from(CLOSED_PIPE_STATUS),
        Err(e) => {
            // A closed stderr is ignored: there is nowhere left to say anything.
            let _ = writeln!(std::io::stderr(), "{}", words::error_line(&format!("{e:#}"), lang));
            ExitCode::FAILURE
        }
    }
}

/// Whether `e` is (or was caused by) a write to a closed pipe.
fn closed_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn run(command: Command, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    match command {
        Command::Catalog(args) => catalog::catalog(&args, lang, out),
        Command::Price(args) => catalog::price(&args, lang, out),
        Command::Estimate(args) => estimate::estimate(&args, lang, out),
        Command::Recommend(args) => recommend::recommend(&args, lang, out),
        Command::Size(args) => recommend::size(&args, lang, out),
        Command::Spot(args) => spot::spot(&args, lang, out),
        Command::Check { path } => check(&path, lang, out),
        Command::Calc(args) => calc::calc(&args, lang, out),
        Command::Analyze { analysis } => analyze::analyze(&analysis, lang, out),
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

fn check(path: &str, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let source = read_input(path, lang)?;
    let (doc, diagnostics) = gpuplan_core::markdown::parse(&source, &Default::default());
    writeln!(out, "{}", words::title_line(&doc.title, lang))?;
    for entry in doc.outline() {
        let indent = if entry.level == 3 { "    " } else { "  " };
        writeln!(out, "{indent}#{} {}", entry.id, entry.text)?;
    }
    for d in &diagnostics {
        let _ = writeln!(
            std::io::stderr(),
            "{}",
            words::flag_error(path, &words::diagnostic(d, lang), lang)
        );
    }
    if diagnostics.is_empty() {
        Ok(())
    } else {
        anyhow::bail!("{}", words::diagnostics_count(diagnostics.len(), lang))
    }
}
