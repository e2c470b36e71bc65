//! `gpuplan spot`: the Spot calculator on the command line, with the eviction-rate band of the
//! reader's own Resource Graph export (`--evictions FILE`) where it has the size and region.

use std::io::Write;

use std::time::UNIX_EPOCH;

use anyhow::{Context, anyhow, bail};
use gpuplan_core::calc::spot::{EVICTIONS_DATE_FIELD, EVICTIONS_FIELD, EvictionOrigin};
use gpuplan_core::calc::{self, Kind};
use gpuplan_core::cost::analysis::SpotResult;
use gpuplan_core::cost::eviction::{self, BandEnd, EvictionTable};
use gpuplan_core::dataset;
use gpuplan_core::date::Date;
use gpuplan_i18n::calc::{self as calc_words, CalcMsg};
use gpuplan_i18n::cli::{self as words, CliMsg};
use gpuplan_i18n::{Lang, format, problems};
use serde_json::json;

/// Options of `gpuplan spot`.
#[derive(clap::Args)]
pub(crate) struct SpotArgs {
    /// The ARM size name, such as Standard_ND96isr_H100_v5.
    size: String,
    /// The region, such as westeurope.
    #[arg(long)]
    region: String,
    /// Work in GPU-hours without interruptions (4000, 4k).
    #[arg(long, default_value = "4000")]
    work: String,
    /// VMs in the job; an eviction of any one stops it.
    #[arg(long, default_value = "1")]
    vms: String,
    /// Evictions per VM per hour (5%), used when no export gives a band.
    #[arg(long, default_value = "5%")]
    eviction_rate: String,
    /// Time to write a checkpoint (10min, 0.2h).
    #[arg(long, default_value = "10min")]
    checkpoint: String,
    /// Time to restart after an eviction (15min).
    #[arg(long, default_value = "15min")]
    restart: String,
    /// Your Resource Graph export of Spot eviction rates, JSON or CSV (docs/cost.md).
    #[arg(long, value_name = "FILE")]
    evictions: Option<String>,
    /// The export's date (YYYY-MM-DD); the file's last-modified date when not given.
    #[arg(long)]
    date: Option<String>,
    /// Plan with the band's upper end (conservative) or its lower end.
    #[arg(long, default_value = "high", value_parser = ["high", "low"])]
    band_end: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// The flag a calculator field is set by, for error messages.
fn flag(field: &str) -> &str {
    match field {
        "size" => "size",
        "region" => "--region",
        "work" => "--work",
        "vms" => "--vms",
        "eviction_rate" => "--eviction-rate",
        "checkpoint" => "--checkpoint",
        "restart" => "--restart",
        EVICTIONS_FIELD => "--evictions",
        EVICTIONS_DATE_FIELD => "--date",
        other => other,
    }
}

/// The export read from `path` (bounded before it is read), and the date of its last change.
fn read_export(path: &str, lang: Lang) -> anyhow::Result<(Vec<u8>, Option<Date>)> {
    let reading = || words::flag_error("--evictions", &words::reading(path, lang), lang);
    let meta = std::fs::metadata(path).with_context(reading)?;
    if meta.len() > eviction::MAX_BYTES as u64 {
        let too_large = words::export_too_large(path, meta.len(), eviction::MAX_BYTES, lang);
        bail!("{}", words::flag_error("--evictions", &too_large, lang));
    }
    let bytes = std::fs::read(path).with_context(reading)?;
    let modified = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .and_then(|d| Date::from_unix_days(i64::try_from(d.as_secs() / 86_400).ok()?));
    Ok((bytes, modified))
}

/// The reader's eviction export as given: its path, the table read from it, its date as text
/// and where that date came from (the JSON's words are English whatever the language).
struct GivenExport<'a> {
    path: &'a str,
    table: Result<EvictionTable, eviction::EvictionError>,
    date: String,
    date_from: Option<CliMsg>,
}

/// Reads `--evictions` with its date (`--date`, else the file's last change); `--date` alone is
/// a mistake.
fn given_export(args: &SpotArgs, lang: Lang) -> anyhow::Result<Option<GivenExport<'_>>> {
    let Some(path) = &args.evictions else {
        if args.date.is_some() {
            bail!("{}", words::flag_error("--date", CliMsg::DateNeedsExport.text(lang), lang));
        }
        return Ok(None);
    };
    let (bytes, modified) = read_export(path, lang)?;
    let (date, date_from) = match (&args.date, modified) {
        (Some(d), _) => (d.clone(), Some(CliMsg::AsGiven)),
        (None, Some(m)) => (m.to_string(), Some(CliMsg::FileLastChange)),
        (None, None) => (String::new(), None),
    };
    Ok(Some(GivenExport { path, table: EvictionTable::parse_bytes(&bytes), date, date_from }))
}

pub(crate) fn spot(args: &SpotArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let c =
        dataset::embedded().map_err(|e| anyhow!("{}", words::catalog_invalid(e.len(), lang)))?;
    let mut state = Kind::Spot.defaults(&[]);
    for (key, value) in [
        ("size", &args.size),
        ("region", &args.region),
        ("work", &args.work),
        ("vms", &args.vms),
        ("eviction_rate", &args.eviction_rate),
        ("checkpoint", &args.checkpoint),
        ("restart", &args.restart),
    ] {
        calc::set_text(&mut state, key, value);
    }
    let end = if args.band_end == "low" { BandEnd::Low } else { BandEnd::High };
    let export = given_export(args, lang)?;
    let evictions = export.as_ref().map(|e| calc::spot::SpotEvictions {
        table: &e.table,
        date: e.date.as_str(),
        end,
    });
    let done = calc::spot::spot_with(&state, &c, evictions, crate::catalog::today(None, lang)?)
        .map_err(|errors| field_errors(&errors, lang))?;
    if args.json {
        let source = export.as_ref().map(|e| {
            let from = e.date_from.map_or("", |m| m.text(Lang::En));
            json!({ "file": e.path, "date": (!e.date.is_empty()).then_some(&e.date), "date_from": from })
        });
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&json!({ "spot": done, "evictions_export": source }))?
        )?;
        return Ok(());
    }
    writeln!(
        out,
        "{}",
        words::spot_heading(&args.size, &args.region, &args.work, &args.vms, lang)
    )?;
    write_origin(&done.eviction_origin, export.as_ref(), args, lang, out)?;
    write_figures(&done.result, lang, out)?;
    for p in &done.prices {
        let what = calc_words::price_what(&p.item, lang);
        let line = words::price_used(&what, p.usd, p.as_of, &p.source, &c.catalog, lang);
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// The fields' problems, each by its flag, as one error.
fn field_errors(errors: &[calc::FieldError], lang: Lang) -> anyhow::Error {
    let list: Vec<String> = errors
        .iter()
        .map(|e| {
            let problem = problems::problem(&e.problem, lang);
            format!("  {}", words::flag_error(flag(&e.field), &problem, lang))
        })
        .collect();
    anyhow!("{}\n{}", words::problems_count(errors.len(), lang), list.join("\n"))
}

/// Where the eviction rate came from: the reader's export (its band and the plan at it), or the
/// rate given, with the export's rows when it had none for the size and region.
fn write_origin(
    origin: &EvictionOrigin,
    export: Option<&GivenExport<'_>>,
    args: &SpotArgs,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let given =
        |rows| words::rate_as_given(&args.eviction_rate, rows, &args.size, &args.region, lang);
    match origin {
        EvictionOrigin::Export { band, sku, location, as_of } => {
            let path = export.map_or("", |e| e.path);
            let from = export.and_then(|e| e.date_from).map_or("", |m| m.text(lang));
            let origin = words::export_origin(path, *as_of, from, lang);
            let rate =
                words::rate_from_export(&band.band.to_string(), sku, location, &origin, lang);
            writeln!(out, "{rate}")?;
            writeln!(out, "  {}", words::band_plan(band, lang))?;
        }
        EvictionOrigin::NotInExport { rows } => writeln!(out, "{}", given(Some(*rows)))?,
        EvictionOrigin::Typed => writeln!(out, "{}", given(None))?,
    }
    Ok(())
}

/// The Spot result's figure rows: costs, times, checkpoint intervals and the break-even rate.
fn write_figures(r: &SpotResult, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let usd = |d| format::usd(d, lang);
    let hours = |h: f64| words::hours_2(h, lang);
    let rows = [
        (CalcMsg::ExpectedSpotCost, usd(r.spot_cost)),
        (CalcMsg::PaygUninterrupted, usd(r.payg_cost)),
        (CalcMsg::WorkTimeUninterrupted, hours(r.solve_hours)),
        (CalcMsg::ExpectedSpotTime, hours(r.expected_wall_hours)),
        (CalcMsg::CheckpointYoung, hours(r.young_interval_hours)),
        (CalcMsg::CheckpointDaly, hours(r.daly_interval_hours)),
        (
            CalcMsg::SpotStopsPaying,
            r.break_even_eviction_rate.map_or(CalcMsg::NeverCheaper.text(lang).to_owned(), |x| {
                calc_words::evictions_per_hour(x * 100.0, lang)
            }),
        ),
    ];
    for (k, v) in rows {
        writeln!(out, "  {}", calc_words::labelled(k.text(lang), &v, lang))?;
    }
    Ok(())
}
