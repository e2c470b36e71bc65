//! `gpuplan catalog` and `gpuplan price`.

use std::io::Write;

use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::anyhow;
use gpuplan_core::calc::Problem;
use gpuplan_core::catalog::coverage;
use gpuplan_core::catalog::view::{Column, PriceCell, TimeUnit};
use gpuplan_core::catalog::{Catalog, Lifecycle, Os, PriceAnswer, PricingModel, SizeFilter};
use gpuplan_core::cost::CostErrorKind;
use gpuplan_core::dataset;
use gpuplan_core::date::Date;
use gpuplan_i18n::catalog::{self as catalog_words, CatalogMsg};
use gpuplan_i18n::{Lang, cli as words, problems};
use serde_json::json;

use crate::text;

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
    /// Only sizes in this stage: available, capacity-limited, preview, retiring or retired.
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
    /// payg, spot, low-priority, savings-plan-1y, savings-plan-3y, reservation-1y, reservation-3y or devtest;
    /// without it, every model the snapshot prices for the size in the region, one row each.
    #[arg(long)]
    model: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn load(lang: Lang) -> anyhow::Result<Catalog> {
    dataset::embedded().map(|d| d.catalog).map_err(|errors| {
        let list = errors.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n");
        let invalid = words::CliMsg::CatalogInvalid.text(lang);
        anyhow!("{invalid}{}\n{list}", problems::colon(lang).trim_end())
    })
}

/// An option's problem, worded: `--region: …`.
fn flag(name: &str, message: &str, lang: Lang) -> anyhow::Error {
    anyhow!("{}", words::flag_error(name, message, lang))
}

/// The problem of a region the catalog lacks.
pub(crate) fn unknown_region(r: &str, lang: Lang) -> anyhow::Error {
    flag("--region", &problems::cost(&CostErrorKind::UnknownRegion(r.to_owned()), lang), lang)
}

/// The day lifecycle stages and prices are judged on: `--today` (YYYY-MM-DD) where a command
/// takes it, else the `GPUPLAN_TODAY` environment variable, else today's UTC date from the
/// system clock.
pub(crate) fn today(given: Option<&str>, lang: Lang) -> anyhow::Result<Date> {
    let read = |what: &str, t: &str| {
        t.parse::<Date>().map_err(|e| flag(what, &problems::problem(&Problem::Date(e), lang), lang))
    };
    if let Some(t) = given {
        return read("--today", t);
    }
    if let Ok(t) = std::env::var("GPUPLAN_TODAY") {
        return read("GPUPLAN_TODAY", &t);
    }
    let secs = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    Ok(i64::try_from(secs / 86_400).ok().and_then(Date::from_unix_days).unwrap_or(Date::UNIX_EPOCH))
}

pub(crate) fn catalog(args: &CatalogArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let c = load(lang)?;
    let today = today(args.today.as_deref(), lang)?;
    let status = match args.status.as_deref() {
        None => None,
        Some(s) => Some(
            Lifecycle::parse(s)
                .ok_or_else(|| flag("--status", &words::not_a_status(s, lang), lang))?,
        ),
    };
    if let Some(r) = &args.region
        && c.region(r).is_none()
    {
        return Err(unknown_region(r, lang));
    }
    if let Some(v) = args.min_vram
        && !(v.is_finite() && v >= 0.0)
    {
        return Err(flag("--min-vram", &words::not_gb(v, lang), lang));
    }
    let filter = SizeFilter {
        gpu: args.gpu.clone(),
        min_vram_gb: args.min_vram,
        region: args.region.clone(),
        status,
        include_retired: args.all,
        ..SizeFilter::on(today)
    };
    let sizes = c.sizes_where(&filter);
    let payg = |name: &str| args.region.as_deref().map(|r| payg_text(&c, name, r, today, lang));
    if args.json {
        // Language-neutral: codes and figures, and "not in snapshot" in English.
        let payg =
            |name: &str| args.region.as_deref().map(|r| payg_text(&c, name, r, today, Lang::En));
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
                    "status": c.lifecycle(s, today).as_str(),
                });
                if let (Some(obj), Some(price)) = (v.as_object_mut(), payg(&s.name)) {
                    obj.insert("linux_payg_usd_per_hour".into(), json!(price));
                }
                v
            })
            .collect();
        writeln!(out, "{}", serde_json::to_string_pretty(&rows)?)?;
        return Ok(());
    }
    let mut rows: Vec<Vec<String>> = vec![
        // The catalog's columns but its prices (the one asked for follows).
        Column::all()
            .into_iter()
            .filter(|col| !matches!(col, Column::Price(_)))
            .map(|col| words::catalog_column(col, lang).to_owned())
            .collect(),
    ];
    if let Some(r) = &args.region
        && let Some(first) = rows.first_mut()
    {
        first.push(words::payg_column(r, lang));
    }
    for s in &sizes {
        let mut row = vec![
            s.name.clone(),
            c.gpu_of(s).map_or_else(
                || catalog_words::stated(None, lang).to_owned(),
                |g| g.name_in(lang).to_owned(),
            ),
            s.gpu_count.to_string(),
            format!("{}", s.vram_gb()),
            s.vcpu.to_string(),
            catalog_words::stated(s.infiniband.known(), lang).to_owned(),
            catalog_words::lifecycle(c.lifecycle(s, today), lang).to_owned(),
        ];
        row.extend(payg(&s.name));
        rows.push(row);
    }
    for line in text::table(&rows, &[]) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "{}", words::sizes_listed(sizes.len(), lang))?;
    Ok(())
}

/// A size's Linux pay-as-you-go price in a region on `today`, exact, or why there is none (not
/// in the snapshot, or ended).
fn payg_text(c: &Catalog, size: &str, region: &str, today: Date, lang: Lang) -> String {
    match c.price(size, region, Os::Linux, PricingModel::Payg, today) {
        PriceAnswer::Found(p) => p.price.to_string(),
        PriceAnswer::Ended(p) => {
            catalog_words::cell(PriceCell::Ended(p.ends.unwrap_or(p.as_of)), TimeUnit::Hour, lang)
        }
        PriceAnswer::NotInSnapshot { .. } => CatalogMsg::NotInSnapshot.text(lang).to_owned(),
    }
}

pub(crate) fn price(args: &PriceArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let c = load(lang)?;
    if c.size(&args.size).is_none() {
        let unknown = problems::cost(&CostErrorKind::UnknownSize(args.size.clone()), lang);
        let hint = catalog_words::paren(words::CliMsg::TryCatalog.text(lang), lang);
        return Err(flag("size", &format!("{unknown}{hint}"), lang));
    }
    if c.region(&args.region).is_none() {
        return Err(unknown_region(&args.region, lang));
    }
    let os = Os::ALL
        .into_iter()
        .find(|o| o.as_str() == args.os)
        .ok_or_else(|| flag("--os", &words::not_an_os(&args.os, lang), lang))?;
    let Some(model) = args.model.as_deref() else {
        return price_list(&c, args, os, lang, out);
    };
    let model = PricingModel::parse(model).ok_or_else(|| {
        let names: Vec<_> = PricingModel::ALL.iter().map(|m| m.as_str()).collect();
        flag("--model", &words::not_a_model(model, &names, lang), lang)
    })?;
    let today = today(None, lang)?;
    let answer = c.price(&args.size, &args.region, os, model, today);
    match (answer, args.json) {
        (PriceAnswer::Found(p), true) => {
            let source = c.sources.iter().find(|s| s.id == p.source);
            writeln!(
                out,
                "{}",
                json!({ "status": "found", "record": p, "usd_per_hour": p.hourly().normalize().to_string(), "source_title": source.map(|s| &s.title),
                        "age_days": coverage::days_between(p.as_of, today),
                        "old": coverage::is_stale(p.as_of, today) })
            )?;
        }
        (PriceAnswer::Found(p), false) => {
            // The source's title in the reader's language (ours in Chinese), never its key.
            let source = catalog_words::source_title(&c, &p.source, lang);
            let term = model.term_hours();
            let subject = words::price_subject(&p.size, &p.region, os, model, lang);
            writeln!(
                out,
                "{}",
                words::price_found(&subject, p.price, &p.currency, term.is_some(), lang)
            )?;
            if let Some(hours) = term {
                // Display rounding: 6 decimal places, half to even; the stored total is exact.
                let hourly = p.hourly().round_dp(6).normalize();
                writeln!(out, "  {}", words::hourly_over_term(hourly, &p.currency, hours, lang))?;
            }
            let age = coverage::days_between(p.as_of, today);
            let old = Some(age).filter(|days| *days > coverage::STALE_AFTER_DAYS);
            writeln!(
                out,
                "  {}",
                words::as_of(p.as_of, old, coverage::STALE_AFTER_DAYS, source, lang)
            )?;
        }
        (PriceAnswer::Ended(p), json) => {
            let ended = p.ends.unwrap_or(p.as_of);
            if json {
                let status = json!({ "status": "ended", "record": p, "ended": ended.to_string() });
                writeln!(out, "{status}")?;
            } else {
                let problem = Problem::PriceEnded {
                    model,
                    size: p.size.clone(),
                    region: p.region.clone(),
                    ended,
                };
                writeln!(out, "{}", problems::problem(&problem, lang))?;
            }
        }
        (PriceAnswer::NotInSnapshot { newest_snapshot }, json) => {
            let date = newest_snapshot.map(|d| d.to_string());
            if json {
                writeln!(
                    out,
                    "{}",
                    json!({ "status": "not-in-snapshot", "newest_snapshot": date })
                )?;
            } else {
                writeln!(
                    out,
                    "{}",
                    words::price_not_found(
                        &words::price_subject(&args.size, &args.region, os, model, lang),
                        newest_snapshot,
                        lang
                    )
                )?;
            }
        }
    }
    Ok(())
}

/// `gpuplan price` without `--model`: every pricing model the snapshot prices for the size in
/// the region, one row each with its date and source, in [`PricingModel::ALL`]'s order.
fn price_list(
    c: &Catalog,
    args: &PriceArgs,
    os: Os,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let today = today(None, lang)?;
    let mut newest = None;
    let found: Vec<_> = PricingModel::ALL
        .into_iter()
        .filter_map(|m| match c.price(&args.size, &args.region, os, m, today) {
            PriceAnswer::Found(p) => Some(p),
            PriceAnswer::Ended(_) => None,
            PriceAnswer::NotInSnapshot { newest_snapshot } => {
                newest = newest.max(newest_snapshot);
                None
            }
        })
        .collect();
    let source_title =
        |id: &str| c.sources.iter().find(|s| s.id == id).map_or(id.to_owned(), |s| s.title.clone());
    if args.json {
        let json = if found.is_empty() {
            json!({ "status": "not-in-snapshot", "newest_snapshot": newest.map(|d| d.to_string()) })
        } else {
            let rows: Vec<_> = found
                .iter()
                .map(|p| {
                    json!({ "model": p.model.as_str(), "record": p,
                            "usd_per_hour": p.hourly().normalize().to_string(),
                            "source_title": source_title(&p.source),
                            "age_days": coverage::days_between(p.as_of, today),
                            "old": coverage::is_stale(p.as_of, today) })
                })
                .collect();
            json!({ "status": "found", "prices": rows })
        };
        writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
        return Ok(());
    }
    if found.is_empty() {
        let subject = words::price_list_subject(&args.size, &args.region, os, lang);
        writeln!(out, "{}", words::price_not_found(&subject, newest, lang))?;
        return Ok(());
    }
    writeln!(
        out,
        "{}",
        words::price_list_heading(&args.size, &args.region, os, found.len(), lang)
    )?;
    let mut rows = Vec::new();
    for p in &found {
        let term = p.model.term_hours();
        let mut price = words::price_found("", p.price, &p.currency, term.is_some(), lang);
        price = price.trim_start_matches([':', '：', ' ']).to_owned();
        if let Some(hours) = term {
            // Display rounding: 6 decimal places, half to even; the stored total is exact.
            let hourly = p.hourly().round_dp(6).normalize();
            price.push_str("  ");
            price.push_str(&words::hourly_over_term(hourly, &p.currency, hours, lang));
        }
        let old = Some(coverage::days_between(p.as_of, today))
            .filter(|days| *days > coverage::STALE_AFTER_DAYS);
        let model = match lang {
            Lang::En => p.model.as_str().to_owned(),
            _ => catalog_words::model(p.model, lang).to_owned(),
        };
        let source = catalog_words::source_title(c, &p.source, lang);
        let as_of = words::as_of(p.as_of, old, coverage::STALE_AFTER_DAYS, source, lang);
        rows.push(vec![model, price, as_of]);
    }
    for line in text::table(&rows, &[]) {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}
