//! `gpuplan catalog` and `gpuplan price`.

use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{anyhow, bail};
use gpuplan_core::calc::Problem;
use gpuplan_core::catalog::coverage;
use gpuplan_core::catalog::{Catalog, Lifecycle, Os, PriceAnswer, PricingModel, SizeFilter};
use gpuplan_core::dataset;
use gpuplan_core::date::Date;
use gpuplan_i18n::{Lang, problems};
use serde_json::json;

/// Options of `gpuplan catalog`.
#[derive(clap::Args)]
pub(crate) struct CatalogArgs {
    /// A GPU key (h100-sxm) or part of its name (H100).
    #[arg(long)]
    gpu: Option<String>,
    /// At least this much GPU memory per VM, in GB.
    #[arg(long)]
    min_vram: Option<f64>,
    /// Only sizes priced in this region; adds its Linux pay-as-you-go price.
    #[arg(long)]
    region: Option<String>,
    /// Only sizes in this stage: available, preview, retiring or retired.
    #[arg(long)]
    status: Option<String>,
    /// Include retired sizes.
    #[arg(long)]
    all: bool,
    /// Judge lifecycle stages on this date (YYYY-MM-DD) instead of today.
    #[arg(long)]
    today: Option<String>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

/// Options of `gpuplan price`.
#[derive(clap::Args)]
pub(crate) struct PriceArgs {
    /// The ARM size name, such as Standard_ND96isr_H100_v5.
    size: String,
    /// The region, such as westeurope.
    #[arg(long)]
    region: String,
    /// linux or windows.
    #[arg(long, default_value = "linux")]
    os: String,
    /// payg, spot, low-priority, savings-plan-1y, savings-plan-3y, reservation-1y, reservation-3y or devtest.
    #[arg(long, default_value = "payg")]
    model: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn load() -> anyhow::Result<Catalog> {
    dataset::embedded().map(|d| d.catalog).map_err(|errors| {
        let list = errors.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n");
        anyhow!("the embedded catalog is invalid:\n{list}")
    })
}

/// Today's date from the system clock (UTC).
pub(crate) fn system_today() -> Option<Date> {
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
    Date::from_unix_days(i64::try_from(secs / 86_400).ok()?)
}

pub(crate) fn catalog(args: &CatalogArgs) -> anyhow::Result<()> {
    let c = load()?;
    let today =
        match &args.today {
            Some(t) => Some(t.parse::<Date>().map_err(|e| {
                anyhow!("--today: {}", problems::problem(&Problem::Date(e), Lang::En))
            })?),
            None => system_today(),
        };
    let status = match args.status.as_deref() {
        None => None,
        Some(s) => Some(
            [Lifecycle::Available, Lifecycle::Preview, Lifecycle::Retiring, Lifecycle::Retired]
                .into_iter()
                .find(|l| l.as_str() == s)
                .ok_or_else(|| {
                    anyhow!("--status: {s:?} is not available, preview, retiring or retired")
                })?,
        ),
    };
    if let Some(r) = &args.region
        && c.region(r).is_none()
    {
        bail!("--region: no region {r:?} in the catalog");
    }
    if let Some(v) = args.min_vram
        && !(v.is_finite() && v >= 0.0)
    {
        bail!("--min-vram: must be a number of GB, not {v}");
    }
    let filter = SizeFilter {
        gpu: args.gpu.clone(),
        min_vram_gb: args.min_vram,
        region: args.region.clone(),
        status,
        include_retired: args.all,
        today,
        ..SizeFilter::default()
    };
    let sizes = c.sizes_where(&filter);
    let payg = |name: &str| {
        args.region.as_deref().map(|r| match c.price(name, r, Os::Linux, PricingModel::Payg) {
            PriceAnswer::Found(p) => p.price.to_string(),
            PriceAnswer::NotInSnapshot { .. } => "not in snapshot".to_owned(),
        })
    };
    if args.json {
        let rows: Vec<_> = sizes
            .iter()
            .map(|s| {
                let mut v = json!({
                    "name": s.name,
                    "series": s.series,
                    "gpu": c.gpu_of(s).map(|g| g.id.as_str()),
                    "gpu_name": s.gpu_name,
                    "gpu_count": s.gpu_count.to_string(),
                    "vram_gb": s.vram_gb(),
                    "vcpu": s.vcpu,
                    "memory": s.memory,
                    "infiniband": s.infiniband.known(),
                    "status": c.size_lifecycle(s, today).map(Lifecycle::as_str),
                });
                if let (Some(obj), Some(price)) = (v.as_object_mut(), payg(&s.name)) {
                    obj.insert("linux_payg_usd_per_hour".into(), json!(price));
                }
                v
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&rows)?);
        return Ok(());
    }
    let mut rows = vec![vec![
        "size".to_owned(),
        "gpu".to_owned(),
        "gpus".to_owned(),
        "vram GB".to_owned(),
        "vcpu".to_owned(),
        "infiniband".to_owned(),
        "status".to_owned(),
    ]];
    if let Some(r) = &args.region
        && let Some(first) = rows.first_mut()
    {
        first.push(format!("linux payg USD/h ({r})"));
    }
    for s in &sizes {
        let mut row = vec![
            s.name.clone(),
            c.gpu_of(s).map_or_else(|| "not stated".to_owned(), |g| g.name.clone()),
            s.gpu_count.to_string(),
            format!("{}", s.vram_gb()),
            s.vcpu.to_string(),
            match s.infiniband.known() {
                Some(true) => "yes",
                Some(false) => "no",
                None => "not stated",
            }
            .to_owned(),
            c.size_lifecycle(s, today).map_or("?", Lifecycle::as_str).to_owned(),
        ];
        row.extend(payg(&s.name));
        rows.push(row);
    }
    print_table(&rows);
    println!("{} sizes", sizes.len());
    Ok(())
}

pub(crate) fn price(args: &PriceArgs) -> anyhow::Result<()> {
    let c = load()?;
    if c.size(&args.size).is_none() {
        bail!("size: no size {:?} in the catalog (try `gpuplan catalog`)", args.size);
    }
    if c.region(&args.region).is_none() {
        bail!("--region: no region {:?} in the catalog", args.region);
    }
    let os = Os::ALL
        .into_iter()
        .find(|o| o.as_str() == args.os)
        .ok_or_else(|| anyhow!("--os: {:?} is not linux or windows", args.os))?;
    let model = PricingModel::parse(&args.model).ok_or_else(|| {
        let names: Vec<_> = PricingModel::ALL.iter().map(|m| m.as_str()).collect();
        anyhow!("--model: {:?} is not one of {}", args.model, names.join(", "))
    })?;
    let answer = c.price(&args.size, &args.region, os, model);
    match (answer, args.json) {
        (PriceAnswer::Found(p), true) => {
            let source = c.sources.iter().find(|s| s.id == p.source);
            println!(
                "{}",
                json!({ "status": "found", "record": p, "usd_per_hour": p.hourly().normalize().to_string(), "source_title": source.map(|s| &s.title),
                        "age_days": system_today().map(|t| coverage::days_between(p.as_of, t)),
                        "old": system_today().map(|t| coverage::is_stale(p.as_of, t)) })
            );
        }
        (PriceAnswer::Found(p), false) => {
            let unit = if model.term_hours().is_some() { "for the whole term" } else { "per hour" };
            let source = c
                .sources
                .iter()
                .find(|s| s.id == p.source)
                .map_or(p.source.as_str(), |s| s.title.as_str());
            println!(
                "{} {} {} {}: {} {} {unit}",
                p.size,
                p.region,
                os.as_str(),
                model.as_str(),
                p.price,
                p.currency
            );
            if model.term_hours().is_some() {
                // Display rounding: 6 decimal places, half to even; the stored total is exact.
                println!(
                    "  ≈ {} {} per hour over {} hours",
                    p.hourly().round_dp(6).normalize(),
                    p.currency,
                    model.term_hours().unwrap_or_default()
                );
            }
            let age = system_today().map(|t| coverage::days_between(p.as_of, t));
            match age {
                Some(days) if days > coverage::STALE_AFTER_DAYS => println!(
                    "  as of {} ({days} days old: more than {}, check the current price); source: {source}",
                    p.as_of,
                    coverage::STALE_AFTER_DAYS
                ),
                _ => println!("  as of {}; source: {source}", p.as_of),
            }
        }
        (PriceAnswer::NotInSnapshot { newest_snapshot }, json) => {
            let date = newest_snapshot.map(|d| d.to_string());
            if json {
                println!("{}", json!({ "status": "not-in-snapshot", "newest_snapshot": date }));
            } else {
                println!(
                    "{} {} {} {}: not in snapshot (newest snapshot searched: {})",
                    args.size,
                    args.region,
                    os.as_str(),
                    model.as_str(),
                    date.as_deref().unwrap_or("none")
                );
            }
        }
    }
    Ok(())
}

fn print_table(rows: &[Vec<String>]) {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|i| rows.iter().filter_map(|r| r.get(i)).map(|c| c.chars().count()).max().unwrap_or(0))
        .collect();
    for row in rows {
        let line: Vec<String> = row.iter().zip(&widths).map(|(c, w)| format!("{c:<w$}")).collect();
        println!("{}", line.join("  ").trim_end());
    }
}
