//! `gpuplan spot`: the Spot calculator on the command line, with the eviction-rate band of the
//! reader's own Resource Graph export (`--evictions FILE`) where it has the size and region.

use std::time::UNIX_EPOCH;

use anyhow::{Context, anyhow, bail};
use gpuplan_core::calc::spot::{EVICTIONS_DATE_FIELD, EVICTIONS_FIELD, EvictionOrigin};
use gpuplan_core::calc::{self, Kind};
use gpuplan_core::cost::eviction::{self, BandEnd, EvictionTable};
use gpuplan_core::cost::{Currency, Locale, format_money};
use gpuplan_core::dataset;
use gpuplan_core::date::Date;
use gpuplan_i18n::{Lang, problems};
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
fn read_export(path: &str) -> anyhow::Result<(Vec<u8>, Option<Date>)> {
    let meta = std::fs::metadata(path).with_context(|| format!("--evictions: reading {path}"))?;
    if meta.len() > eviction::MAX_BYTES as u64 {
        bail!(
            "--evictions: {path} is {} bytes; at most {} are read (filter the query to your regions or sizes)",
            meta.len(),
            eviction::MAX_BYTES
        );
    }
    let bytes = std::fs::read(path).with_context(|| format!("--evictions: reading {path}"))?;
    let modified = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .and_then(|d| Date::from_unix_days(i64::try_from(d.as_secs() / 86_400).ok()?));
    Ok((bytes, modified))
}

pub(crate) fn spot(args: &SpotArgs) -> anyhow::Result<()> {
    let c = dataset::embedded()
        .map_err(|e| anyhow!("the embedded catalog is invalid: {} problems", e.len()))?;
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
    // (the export as read, its date as text, where the date came from)
    let export = match &args.evictions {
        Some(path) => {
            let (bytes, modified) = read_export(path)?;
            let (date, date_from) = match (&args.date, modified) {
                (Some(d), _) => (d.clone(), "as given"),
                (None, Some(m)) => (m.to_string(), "the file's last change"),
                (None, None) => (String::new(), ""),
            };
            Some((path.as_str(), EvictionTable::parse_bytes(&bytes), date, date_from))
        }
        None if args.date.is_some() => bail!("--date: only with --evictions FILE"),
        None => None,
    };
    let evictions = export.as_ref().map(|(_, table, date, _)| calc::spot::SpotEvictions {
        table,
        date: date.as_str(),
        end,
    });
    let out = calc::spot::spot_with(&state, &c, evictions).map_err(|errors| {
        let list: Vec<String> = errors
            .iter()
            .map(|e| format!("  {}: {}", flag(&e.field), problems::problem(&e.problem, Lang::En)))
            .collect();
        anyhow!("{} problem(s):\n{}", errors.len(), list.join("\n"))
    })?;
    if args.json {
        let source = export.as_ref().map(|(path, _, date, from)| {
            json!({ "file": path, "date": (!date.is_empty()).then_some(date), "date_from": from })
        });
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({ "spot": out, "evictions_export": source }))?
        );
        return Ok(());
    }
    let usd = |d| format_money(d, Currency::USD, Locale::En);
    let r = &out.result;
    println!(
        "Spot with interruptions: {} in {}, {} GPU-hours on {} VM(s)",
        args.size, args.region, args.work, args.vms
    );
    match &out.eviction_origin {
        EvictionOrigin::Export { band, sku, location, as_of } => {
            let (path, from) = export.as_ref().map_or(("", ""), |(p, _, _, from)| (*p, *from));
            let dated = as_of.map_or("undated".to_owned(), |d| format!("dated {d} ({from})"));
            println!(
                "Eviction rate: band {} for {sku} in {location}, from your Resource Graph export ({path}, {dated})",
                band.band
            );
            let end = match band.used {
                BandEnd::High => "upper end",
                BandEnd::Low if band.at_least => "lower end, the band has no upper one: at least",
                BandEnd::Low => "lower end",
            };
            let high =
                band.range_per_hour.1.map_or("no upper bound".to_owned(), |h| format!("{h:.4}"));
            println!(
                "  planned at the {end} {:.0}% within an hour = {:.4} evictions per VM-hour (band: {:.4} to {high}); one interruption every {:.1} h per VM",
                band.chance_per_hour * 100.0,
                band.rate_per_hour,
                band.range_per_hour.0,
                band.mtbi_hours
            );
        }
        EvictionOrigin::NotInExport { rows } => println!(
            "Eviction rate: {} per VM-hour as given; your export's {rows} row(s) have none for {} in {}",
            args.eviction_rate, args.size, args.region
        ),
        EvictionOrigin::Typed => {
            println!("Eviction rate: {} per VM-hour as given", args.eviction_rate);
        }
    }
    let hours = |h: f64| if h.is_finite() { format!("{h:.2} h") } else { "never".to_owned() };
    let rows = [
        ("Expected Spot cost", usd(r.spot_cost)),
        ("Pay-as-you-go cost, uninterrupted", usd(r.payg_cost)),
        ("Work time without interruptions", hours(r.solve_hours)),
        ("Expected time on Spot", hours(r.expected_wall_hours)),
        ("Checkpoint every (Young)", hours(r.young_interval_hours)),
        ("Checkpoint every (Daly)", hours(r.daly_interval_hours)),
        (
            "Spot stops paying above",
            r.break_even_eviction_rate
                .map_or("never cheaper, even without evictions".into(), |x| {
                    format!("{:.2}% evictions per hour", x * 100.0)
                }),
        ),
    ];
    for (k, v) in rows {
        println!("  {k}: {v}");
    }
    for p in &out.prices {
        println!(
            "  price used: {}: {} USD per hour (snapshot {}, source {})",
            p.what, p.usd, p.as_of, p.source
        );
    }
    Ok(())
}
