//! `cargo xtask prices import`: saved Retail Prices API pages in, `content/data/prices.jsonl`
//! out, with a change report and a report of every price left out.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use gpuplan_core::catalog::import::{self, Context, Meters, Outcome, Unmapped};
use gpuplan_core::catalog::{self, Catalog, PriceRecord, SourceFiles};
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

const DATA: &str = "content/data";

/// The `prices` subcommands.
#[derive(clap::Subcommand)]
pub(crate) enum Command {
    /// Read saved pages (API envelopes or JSON lines) and rewrite the snapshot.
    Import {
        /// The as-of date for records that carry none (YYYY-MM-DD).
        #[arg(long)]
        as_of: Option<String>,
        /// The sources.toml key for records that carry no source.
        #[arg(long)]
        source: Option<String>,
        /// Print the reports without writing anything.
        #[arg(long)]
        dry_run: bool,
        /// Where the data files live.
        #[arg(long, default_value = DATA)]
        data: PathBuf,
        /// The saved pages. Each may name its own date and source with `@DATE@SOURCE` after the
        /// path, as in `eu.json@2026-08-20@prices-radar`.
        #[arg(required = true)]
        files: Vec<String>,
    },
}

pub(crate) fn run(command: Command) -> anyhow::Result<()> {
    let Command::Import { as_of, source, dry_run, data, files } = command;
    let as_of = as_of
        .map(|d| d.parse::<Date>())
        .transpose()
        .map_err(|e| anyhow::anyhow!("--as-of: {e}"))?;
    let result = import_files(&data, &files, as_of, source.as_deref())?;
    print!("{}", result.change_report);
    println!(
        "unmapped: {} records under {} names; see {}/prices-report.md",
        result.unmapped_records,
        result.unmapped_names,
        data.display()
    );
    if dry_run {
        println!("dry run: nothing written");
        return Ok(());
    }
    write_atomically(&data.join("prices.jsonl"), &result.jsonl)?;
    write_atomically(&data.join("prices-report.md"), &result.report)?;
    println!("wrote {} records to {}/prices.jsonl", result.records, data.display());
    Ok(())
}

/// What an import produces, before anything is written.
pub(crate) struct Imported {
    pub(crate) jsonl: String,
    pub(crate) report: String,
    pub(crate) change_report: String,
    pub(crate) records: usize,
    pub(crate) unmapped_records: usize,
    pub(crate) unmapped_names: usize,
}

fn read(data: &Path, name: &str) -> anyhow::Result<String> {
    std::fs::read_to_string(data.join(name))
        .with_context(|| format!("reading {}/{name}", data.display()))
}

/// Reads, classifies, merges and validates; writes nothing.
pub(crate) fn import_files(
    data: &Path,
    files: &[String],
    default_as_of: Option<Date>,
    default_source: Option<&str>,
) -> anyhow::Result<Imported> {
    let models = read(data, "models.toml")?;
    let (gpus, sizes, regions, sources, rates) = (
        read(data, "gpus.toml")?,
        read(data, "sizes.toml")?,
        read(data, "regions.toml")?,
        read(data, "sources.toml")?,
        read(data, "rates.toml")?,
    );
    let base = catalog::load(&SourceFiles {
        gpus: &gpus,
        sizes: &sizes,
        regions: &regions,
        sources: &sources,
        prices: "",
        rates: &rates,
        models: &models,
    })
    .map_err(|errors| anyhow::anyhow!("the data files are invalid:\n{}", join(&errors)))?;
    let meters = Meters::parse(&read(data, "meters.toml")?)
        .map_err(|e| anyhow::anyhow!("meters.toml: {e}"))?;
    for target in meters.meters.values().chain(meters.arm_aliases.values()) {
        if base.size(target).is_none() {
            bail!("meters.toml maps to {target:?}, which is not a size in sizes.toml");
        }
    }
    let size_names: HashSet<String> = base.sizes.iter().map(|s| s.name.clone()).collect();

    let mut priced = Vec::new();
    let mut unmapped = Vec::new();
    for spec in files {
        let mut parts = spec.split('@');
        let first = PathBuf::from(parts.next().unwrap_or_default());
        let file_as_of = match parts.next() {
            Some(d) => Some(d.parse::<Date>().map_err(|e| anyhow::anyhow!("{spec}: {e}"))?),
            None => default_as_of,
        };
        let file_source = parts.next().or(default_source);
        if let Some(s) = file_source
            && base.sources.iter().all(|x| x.id != s)
        {
            bail!("{spec}: no source {s:?} in sources.toml");
        }
        let ctx = Context {
            meters: &meters,
            sizes: &size_names,
            sources: &base.sources,
            default_as_of: file_as_of,
            default_source: file_source,
        };
        let mut path = Some(first);
        while let Some(p) = path.take() {
            let text =
                std::fs::read_to_string(&p).with_context(|| format!("reading {}", p.display()))?;
            let page =
                import::read_page(&text).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?;
            for item in &page.items {
                for outcome in import::classify(item, &ctx)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?
                {
                    match outcome {
                        Outcome::Priced(r) => priced.push(r),
                        Outcome::Unmapped(u) => unmapped.push(u),
                    }
                }
            }
            if page.next_page_link.is_some() {
                match next_page(&p) {
                    Some(next) if next.is_file() => path = Some(next),
                    _ => println!(
                        "note: {} has a NextPageLink, but no next numbered page is saved beside it",
                        p.display()
                    ),
                }
            }
        }
    }

    let (merged, merge_notes) = merge(priced);
    let mut catalog = base.clone();
    catalog.prices = merged;
    let jsonl = to_jsonl(&catalog.prices)?;
    // Validate exactly what will be written.
    catalog::load(&SourceFiles {
        gpus: &gpus,
        sizes: &sizes,
        regions: &regions,
        sources: &sources,
        prices: &jsonl,
        rates: &rates,
        models: &models,
    })
    .map_err(|errors| {
        anyhow::anyhow!("the imported prices are invalid; nothing was written:\n{}", join(&errors))
    })?;

    let old_text = std::fs::read_to_string(data.join("prices.jsonl")).unwrap_or_default();
    let (old, old_note) = match catalog::load(&SourceFiles {
        gpus: &gpus,
        sizes: &sizes,
        regions: &regions,
        sources: &sources,
        prices: &old_text,
        rates: &rates,
        models: &models,
    }) {
        Ok(c) => (c.prices, String::new()),
        Err(errors) => (
            Vec::new(),
            format!(
                "note: the existing prices.jsonl does not validate ({} problems, first: {}); the change report compares against an empty snapshot\n",
                errors.len(),
                errors.first().map(ToString::to_string).unwrap_or_default()
            ),
        ),
    };
    let change_report = old_note + &change_report(&old, &catalog.prices);
    let unmapped_names = unmapped.iter().map(|u| &u.name).collect::<BTreeSet<_>>().len();
    let report = unmapped_report(&catalog, &unmapped, &merge_notes, files);
    Ok(Imported {
        records: catalog.prices.len(),
        jsonl,
        report,
        change_report,
        unmapped_records: unmapped.len(),
        unmapped_names,
    })
}

fn join<T: std::fmt::Display>(items: &[T]) -> String {
    items.iter().map(|e| format!("  {e}")).collect::<Vec<_>>().join("\n")
}

/// `page7.json` → `page8.json`, keeping the digits' width.
fn next_page(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    let digits_at = stem.rfind(|c: char| !c.is_ascii_digit()).map_or(0, |i| i + 1);
    let (prefix, digits) = stem.split_at(digits_at);
    let n: u64 = digits.parse().ok()?;
    let next = format!("{prefix}{:0width$}", n + 1, width = digits.len());
    Some(path.with_file_name(if ext.is_empty() { next } else { format!("{next}.{ext}") }))
}

/// Notes from merging records that share a key.
#[derive(Default)]
struct MergeNotes {
    superseded: usize,
    identical: usize,
    conflicts: Vec<String>,
}

/// One record per key: the newest snapshot wins; at the same date a record named by its ARM
/// name wins over one named by a meter; identical duplicates are dropped.
fn merge(mut records: Vec<PriceRecord>) -> (Vec<PriceRecord>, MergeNotes) {
    records.sort_by(|a, b| {
        a.key()
            .cmp(&b.key())
            .then(b.as_of.cmp(&a.as_of))
            .then(a.meter.is_some().cmp(&b.meter.is_some()))
    });
    let mut notes = MergeNotes::default();
    let mut out: Vec<PriceRecord> = Vec::with_capacity(records.len());
    for r in records {
        match out.last() {
            Some(kept) if kept.key() == r.key() => {
                if kept.as_of > r.as_of {
                    notes.superseded += 1;
                } else if kept.price == r.price {
                    notes.identical += 1;
                } else {
                    notes.conflicts.push(format!(
                        "{}: {} kept ({}), {} dropped ({})",
                        r.key(),
                        kept.price,
                        kept.meter.as_deref().unwrap_or(&kept.size),
                        r.price,
                        r.meter.as_deref().unwrap_or(&r.size)
                    ));
                }
            }
            _ => out.push(r),
        }
    }
    (out, notes)
}

fn to_jsonl(records: &[PriceRecord]) -> anyhow::Result<String> {
    let mut out = String::new();
    for r in records {
        out.push_str(&serde_json::to_string(r)?);
        out.push('\n');
    }
    Ok(out)
}

/// Sizes added and removed, and every price that changed, with the percentage.
fn change_report(old: &[PriceRecord], new: &[PriceRecord]) -> String {
    let sizes = |rs: &[PriceRecord]| rs.iter().map(|r| r.size.clone()).collect::<BTreeSet<_>>();
    let (old_sizes, new_sizes) = (sizes(old), sizes(new));
    let old_by_key: BTreeMap<_, _> = old.iter().map(|r| (r.key(), r)).collect();
    let new_keys: BTreeSet<_> = new.iter().map(|r| r.key()).collect();
    let mut out = String::new();
    let _ = writeln!(out, "change report: {} records before, {} after", old.len(), new.len());
    for s in new_sizes.difference(&old_sizes) {
        let _ = writeln!(out, "  size added:   {s}");
    }
    for s in old_sizes.difference(&new_sizes) {
        let _ = writeln!(out, "  size removed: {s}");
    }
    let (mut added, mut changed) = (0, 0);
    for r in new {
        match old_by_key.get(&r.key()) {
            None => added += 1,
            Some(o) if o.price != r.price => {
                changed += 1;
                let pct = if o.price.is_zero() {
                    Decimal::ZERO
                } else {
                    (r.price - o.price) / o.price * Decimal::from(100)
                };
                let _ = writeln!(
                    out,
                    "  price changed: {}: {} → {} ({:+.2} %)",
                    r.key(),
                    o.price,
                    r.price,
                    pct.round_dp(2)
                );
            }
            Some(_) => {}
        }
    }
    let removed = old.iter().filter(|o| !new_keys.contains(&o.key())).count();
    let _ = writeln!(out, "  records added: {added}, removed: {removed}, price changed: {changed}");
    out
}

fn unmapped_report(
    catalog: &Catalog,
    unmapped: &[Unmapped],
    notes: &MergeNotes,
    files: &[String],
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# Price import report\n");
    let _ = writeln!(out, "Written by `cargo xtask prices import`; do not edit by hand. Inputs:\n");
    for f in files {
        let _ = writeln!(out, "- `{f}`");
    }
    let _ = writeln!(out, "\n## Records kept\n");
    let _ = writeln!(
        out,
        "{} records for {} sizes in {} regions.\n",
        catalog.prices.len(),
        catalog.prices.iter().map(|p| &p.size).collect::<BTreeSet<_>>().len(),
        catalog.prices.iter().map(|p| &p.region).collect::<BTreeSet<_>>().len()
    );
    let _ = writeln!(out, "| pricing model | records |\n|---|---|");
    let mut by_model = BTreeMap::new();
    for p in &catalog.prices {
        *by_model.entry(p.model.as_str()).or_insert(0) += 1;
    }
    for (m, n) in &by_model {
        let _ = writeln!(out, "| {m} | {n} |");
    }
    let _ = writeln!(out, "\n## Duplicates\n");
    let _ = writeln!(out, "- superseded by a newer snapshot: {}", notes.superseded);
    let _ = writeln!(out, "- identical records from another name or source: {}", notes.identical);
    let _ = writeln!(out, "- conflicting prices at the same date: {}", notes.conflicts.len());
    for c in &notes.conflicts {
        let _ = writeln!(out, "  - {c}");
    }
    let _ = writeln!(out, "\n## Prices left out\n");
    let _ = writeln!(
        out,
        "{} records under {} names.\n",
        unmapped.len(),
        unmapped.iter().map(|u| &u.name).collect::<BTreeSet<_>>().len()
    );
    let _ = writeln!(out, "| name | reason | records | regions |\n|---|---|---|---|");
    let mut grouped: BTreeMap<(&str, &str), BTreeSet<&str>> = BTreeMap::new();
    let mut counts: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for u in unmapped {
        grouped.entry((&u.name, &u.reason)).or_default().insert(&u.region);
        *counts.entry((&u.name, &u.reason)).or_default() += 1;
    }
    for ((name, reason), regions) in &grouped {
        let n = counts.get(&(*name, *reason)).copied().unwrap_or_default();
        let _ = writeln!(out, "| `{name}` | {reason} | {n} | {} |", regions.len());
    }
    out
}

/// Writes through a temporary file and a rename, so a reader never sees half a file.
fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, text).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path)
        .with_context(|| format!("renaming {} to {}", tmp.display(), path.display()))
}

#[cfg(test)]
mod tests;
