//! `gpuplan estimate`: an estimate as JSON in (a file or stdin), a table or JSON out.

use std::io::Write;

use anyhow::{anyhow, bail};
use gpuplan_core::cost::{self, format_money};
use gpuplan_core::dataset;
use gpuplan_i18n::{Lang, cli as words, estimate as estimate_words, format, problems};

use crate::text;

/// Options of `gpuplan estimate`.
#[derive(clap::Args)]
pub(crate) struct EstimateArgs {
    /// The estimate's JSON file, or `-` for stdin (docs/estimate.md describes the format).
    path: String,
    /// Print the result as JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Judge whether a size is retired on this date (YYYY-MM-DD) instead of today.
    #[arg(long)]
    today: Option<String>,
    /// The same as `--lang zh` (amounts and words for Chinese readers).
    #[arg(long, hide = true)]
    zh: bool,
}

pub(crate) fn estimate(args: &EstimateArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let lang = if args.zh { Lang::Zh } else { lang };
    let text = crate::read_input(&args.path, lang)?;
    let d =
        dataset::embedded().map_err(|e| anyhow!("{}", words::catalog_invalid(e.len(), lang)))?;
    let input = cost::estimate::parse(&text).map_err(|e| {
        anyhow!("{}", words::flag_error(&args.path, &problems::cost_error(&e, lang), lang))
    })?;
    let today = crate::catalog::today(args.today.as_deref(), lang)?;
    let result =
        cost::estimate::evaluate(&input, &d.catalog, &d.rates, today).map_err(|errors| {
            let list: Vec<String> =
                errors.iter().map(|e| format!("  {}", problems::cost_error(e, lang))).collect();
            let head =
                words::flag_error(&args.path, &words::estimate_problems(errors.len(), lang), lang);
            anyhow!("{head}\n{}", list.join("\n"))
        })?;
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&result)?)?;
        return Ok(());
    }
    let money = |d| format_money(d, result.currency, format::locale(lang));
    let mut rows = vec![words::estimate_header(lang).map(str::to_owned)];
    for l in &result.lines {
        let label = estimate_words::line_label(&l.label, &d.catalog, lang);
        rows.push([
            l.index.to_string(),
            label,
            money(l.monthly),
            money(l.upfront),
            money(l.total),
            words::estimate_origin(&l.origin, &d.catalog, lang),
        ]);
    }
    rows.push([
        String::new(),
        words::total_over(result.months, lang),
        money(result.monthly),
        money(result.upfront),
        money(result.total),
        String::new(),
    ]);
    for line in text::table(&rows, &[2, 3, 4]) {
        writeln!(out, "{line}")?;
    }
    if let Some(h) = result.effective_hourly {
        writeln!(out, "{}", words::per_vm_hour(&money(h), lang))?;
    }
    for l in &result.lines {
        if !l.notes.is_empty() {
            writeln!(out, "{}", words::line_notes(l.index, &l.notes, lang))?;
        }
        if !l.warnings.is_empty() {
            writeln!(out, "{}", words::line_warnings(l.index, &l.warnings, lang))?;
        }
    }
    if result.currency.code() != "USD" {
        let name = estimate_words::currency_name(result.currency, lang);
        writeln!(out, "{}", words::converted(result.rate, result.currency.code(), &name, lang))?;
    }
    if result.lines.is_empty() {
        bail!("{}", words::CliMsg::NoLines.text(lang));
    }
    Ok(())
}
