//! `gpuplan estimate`: an estimate as JSON in (a file or stdin), a table or JSON out.

use std::io::Read;

use anyhow::{Context, anyhow, bail};
use gpuplan_core::cost::{self, Locale, PriceOrigin, format_money};
use gpuplan_core::dataset;
use gpuplan_i18n::{Lang, problems};

/// Options of `gpuplan estimate`.
#[derive(clap::Args)]
pub(crate) struct EstimateArgs {
    /// The estimate's JSON file, or `-` for stdin (docs/estimate.md describes the format).
    path: String,
    /// Print the result as JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Write amounts for Chinese readers.
    #[arg(long)]
    zh: bool,
}

pub(crate) fn estimate(args: &EstimateArgs) -> anyhow::Result<()> {
    let text = if args.path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).context("reading stdin")?;
        s
    } else {
        std::fs::read_to_string(&args.path).with_context(|| format!("reading {}", args.path))?
    };
    let d = dataset::embedded()
        .map_err(|e| anyhow!("the embedded catalog is invalid: {} problems", e.len()))?;
    let input = cost::estimate::parse(&text)
        .map_err(|e| anyhow!("{}: {}", args.path, problems::cost_error(&e, Lang::En)))?;
    let result = cost::evaluate(&input, &d.catalog, &d.rates).map_err(|errors| {
        let list: Vec<String> =
            errors.iter().map(|e| format!("  {}", problems::cost_error(e, Lang::En))).collect();
        anyhow!("{}: the estimate has {} problem(s):\n{}", args.path, errors.len(), list.join("\n"))
    })?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&result)?);
        return Ok(());
    }
    let locale = if args.zh { Locale::Zh } else { Locale::En };
    let money = |d| format_money(d, result.currency, locale);
    let mut rows = vec![[
        "#".to_owned(),
        "line".to_owned(),
        "monthly".to_owned(),
        "up front".to_owned(),
        "total".to_owned(),
        "price from".to_owned(),
    ]];
    for l in &result.lines {
        let origin = match &l.origin {
            PriceOrigin::Snapshot { as_of: Some(d), source } => format!("{source}, {d}"),
            PriceOrigin::Snapshot { as_of: None, source } => format!("{source}, undated"),
            PriceOrigin::UserPrice => "user price".to_owned(),
            PriceOrigin::Rule { rule } => rule.clone(),
        };
        rows.push([
            l.index.to_string(),
            l.label.clone(),
            money(l.monthly),
            money(l.upfront),
            money(l.total),
            origin,
        ]);
    }
    rows.push([
        String::new(),
        format!("total over {} months", result.months.normalize()),
        money(result.monthly),
        money(result.upfront),
        money(result.total),
        String::new(),
    ]);
    let widths: Vec<usize> = (0..6)
        .map(|i| rows.iter().map(|r| r.get(i).map_or(0, |c| c.chars().count())).max().unwrap_or(0))
        .collect();
    for row in &rows {
        let cells: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(
                |(i, (c, w))| {
                    if (2..5).contains(&i) { format!("{c:>w$}") } else { format!("{c:<w$}") }
                },
            )
            .collect();
        println!("{}", cells.join("  ").trim_end());
    }
    if let Some(h) = result.effective_hourly {
        println!(
            "effective compute cost per VM-hour: {}",
            format_money(h, result.currency, locale)
        );
    }
    for l in result.lines.iter().filter(|l| !l.notes.is_empty()) {
        println!("note, line {}: {}", l.index, l.notes.join("; "));
    }
    if result.currency.code() != "USD" {
        println!("converted from USD at {} {} per USD", result.rate.normalize(), result.currency);
    }
    if result.lines.is_empty() {
        bail!("the estimate has no lines");
    }
    Ok(())
}
