//! `cargo xtask prices report`: the coverage matrix as Markdown, written between two markers
//! of a document so that the prose around it stays the author's.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context as _, bail};
use gpuplan_core::catalog::Catalog;
use gpuplan_core::catalog::coverage::{self, Cell, Column, RegionGroup};
use gpuplan_core::catalog::{Os, PricingModel};
use gpuplan_core::date::Date;

pub(crate) const START: &str = "<!-- coverage:start (written by `cargo xtask prices report`) -->";
pub(crate) const END: &str = "<!-- coverage:end -->";

fn column_title(c: Column) -> &'static str {
    match (c.model, c.os) {
        (PricingModel::Payg, Some(Os::Linux)) => "PAYG Linux",
        (PricingModel::Payg, _) => "PAYG Windows",
        (PricingModel::Spot, Some(Os::Linux)) => "Spot Linux",
        (PricingModel::Spot, _) => "Spot Windows",
        (PricingModel::LowPriority, _) => "Low Priority",
        (PricingModel::SavingsPlan1y, _) => "SP 1y",
        (PricingModel::SavingsPlan3y, _) => "SP 3y",
        (PricingModel::Reservation1y, _) => "RI 1y",
        (PricingModel::Reservation3y, _) => "RI 3y",
        (PricingModel::DevTest, _) => "Dev/Test",
    }
}

fn group_title(g: RegionGroup) -> &'static str {
    match g {
        RegionGroup::Americas => "Americas",
        RegionGroup::Europe => "Europe",
        RegionGroup::AsiaPacific => "Asia Pacific",
        RegionGroup::MiddleEastAfrica => "Middle East & Africa",
    }
}

fn pct(n: u32, of: u32) -> String {
    match coverage::share(n, of) {
        coverage::Share::NoneSold => "–".to_owned(),
        coverage::Share::UnderOne => "< 1 %".to_owned(),
        coverage::Share::Percent(p) => format!("{p} %"),
    }
}

fn age(cell: &Cell, today: Date) -> String {
    match (cell.oldest, cell.newest) {
        (Some(o), Some(n)) => {
            let (a, b) = (coverage::days_between(n, today), coverage::days_between(o, today));
            if a == b { format!("{a} d") } else { format!("{a}–{b} d") }
        }
        _ => String::new(),
    }
}

/// The matrix as Markdown: a summary per pricing model, then one row per series and region
/// group with "priced / sold" in each cell and the prices' ages.
pub(crate) fn markdown(catalog: &Catalog, today: Date) -> String {
    let cov = coverage::coverage(catalog, today);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Computed on {today} from `content/data/prices.jsonl`: {} records; series not retired on that date. A cell counts the size × region pairs priced under that model, out of the pairs where the size has a price of any kind (\"sold\"). Ages are days from the newest to the oldest as-of date among them; over {} days is marked old on the site.\n",
        catalog.prices.len(),
        coverage::STALE_AFTER_DAYS
    );
    let _ =
        writeln!(out, "| pricing model | pairs priced | share of {} sold pairs | age |", cov.sold);
    let _ = writeln!(out, "|---|---:|---:|---|");
    for (c, t) in Column::ALL.iter().zip(&cov.totals) {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            column_title(*c),
            t.priced,
            pct(t.priced, cov.sold),
            age(t, today)
        );
    }
    let _ = writeln!(
        out,
        "\nBy series and region group (priced / sold; the last column gives the ages). A series with no price of any kind in a group is left out of that group:\n"
    );
    let mut head = String::from("| family | series | region group | sold |");
    let mut rule = String::from("|---|---|---|---:|");
    for c in Column::ALL {
        let _ = write!(head, " {} |", column_title(c));
        rule.push_str("---:|");
    }
    head.push_str(" age |");
    rule.push_str("---|");
    let _ = writeln!(out, "{head}\n{rule}");
    for row in &cov.rows {
        if row.sold == 0 {
            continue;
        }
        let mut line = format!(
            "| {} | {} | {} | {} |",
            row.family,
            row.series,
            group_title(row.group),
            if row.sold == 0 { "0".to_owned() } else { row.sold.to_string() }
        );
        let mut all = Cell::default();
        for c in &row.cells {
            if c.priced == 0 {
                line.push_str(" · |");
            } else {
                let _ = write!(line, " {} |", c.priced);
            }
            for d in [c.oldest, c.newest].into_iter().flatten() {
                all.oldest = Some(all.oldest.map_or(d, |x| x.min(d)));
                all.newest = Some(all.newest.map_or(d, |x| x.max(d)));
            }
        }
        let _ = write!(line, " {} |", age(&all, today));
        let _ = writeln!(out, "{line}");
    }
    if !cov.never_priced.is_empty() {
        let _ = writeln!(
            out,
            "\nSizes with no price in any region: {}.",
            cov.never_priced.iter().map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", ")
        );
    }
    out
}

/// Replaces the text between [`START`] and [`END`] in `doc` with `table`.
pub(crate) fn write_into(doc: &Path, table: &str) -> anyhow::Result<()> {
    let text =
        std::fs::read_to_string(doc).with_context(|| format!("reading {}", doc.display()))?;
    let (Some(a), Some(b)) = (text.find(START), text.find(END)) else {
        bail!("{} has no coverage markers ({START} … {END})", doc.display());
    };
    if b < a {
        bail!("{}: the coverage markers are out of order", doc.display());
    }
    let new = format!("{}{START}\n{table}{}", &text[..a], &text[b..]);
    let tmp = doc.with_extension("md.part");
    std::fs::write(&tmp, new).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, doc).with_context(|| format!("renaming to {}", doc.display()))
}
