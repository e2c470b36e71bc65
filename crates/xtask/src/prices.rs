//! `cargo xtask prices …`: the price snapshot.
//!
//! - `fetch` reads the Retail Prices API into `content/data/raw/api/<date>/` (see [`fetch`]),
//!   then imports;
//! - `import` reads saved pages (the inputs in `content/data/raw/inputs.txt` unless files are
//!   named) into `content/data/prices.jsonl`, with a change report and a report of every price
//!   left out and every bad item;
//! - `report` writes the coverage matrix (size family × pricing model × region group).

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, bail};
use gpuplan_core::catalog::import::{self, Context, Meters, Outcome, Unmapped};
use gpuplan_core::catalog::{Catalog, PriceRecord};
use gpuplan_core::dataset::{self, SourceFiles};
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

mod fetch;
mod report;

const DATA: &str = "content/data";
/// The snapshot's inputs, one `PATH[@DATE@SOURCE]` a line, relative to the data folder.
const INPUTS: &str = "raw/inputs.txt";
/// The source key of prices fetched from the Retail Prices API.
pub(crate) const API_SOURCE: &str = "azure-retail-prices-api";

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
        /// Also write the change report, as Markdown, to this file (a pull request's body).
        #[arg(long)]
        change_report: Option<PathBuf>,
        /// Where the data files live.
        #[arg(long, default_value = DATA)]
        data: PathBuf,
        /// The saved pages, or a fetch's folder (with its `manifest.json`). Each may name its own
        /// date and source with `@DATE@SOURCE` after the path, as in
        /// `eu.json@2026-08-20@prices-radar`. None: the inputs listed in `raw/inputs.txt`.
        files: Vec<String>,
    },
    /// Fetch every GPU family's prices from the Azure Retail Prices API, save the pages under
    /// `raw/api/<date>/`, list them as an input, and import.
    Fetch {
        /// The API's address (a local replay server in tests).
        #[arg(long, default_value = fetch::API)]
        base: String,
        /// The snapshot's date; today in UTC when absent. Running again on the same date resumes.
        #[arg(long)]
        date: Option<String>,
        /// Where the data files live.
        #[arg(long, default_value = DATA)]
        data: PathBuf,
        /// Attempts per page.
        #[arg(long, default_value_t = 6)]
        attempts: u32,
        /// The first retry's wait, in milliseconds; each retry doubles it.
        #[arg(long, default_value_t = 2_000)]
        backoff_ms: u64,
        /// Families to fetch (NC, ND, NG, NV); all when absent.
        #[arg(long = "family")]
        families: Vec<String>,
        /// Save the pages only; do not list or import them.
        #[arg(long)]
        no_import: bool,
        /// Also write the fetch's summary and the change report, as Markdown, to this file.
        #[arg(long)]
        change_report: Option<PathBuf>,
    },
    /// Write the coverage matrix: size family × pricing model × region group, with counts and
    /// the oldest and newest as-of dates, into `docs/data.md` (between its coverage markers).
    Report {
        /// Where the data files live.
        #[arg(long, default_value = DATA)]
        data: PathBuf,
        /// The document to update; printed only when absent.
        #[arg(long)]
        write: Option<PathBuf>,
        /// The date ages are counted to; today in UTC when absent.
        #[arg(long)]
        today: Option<String>,
    },
}

pub(crate) fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Import { as_of, source, dry_run, data, files, change_report } => {
            import_command(as_of, source, dry_run, &data, files, change_report.as_deref(), "")
        }
        Command::Fetch {
            base,
            date,
            data,
            attempts,
            backoff_ms,
            families,
            no_import,
            change_report,
        } => {
            let date = match date {
                Some(d) => d.parse::<Date>().map_err(|e| anyhow::anyhow!("--date: {e}"))?,
                None => today()?,
            };
            let families = if families.is_empty() {
                fetch::FAMILIES.iter().map(|f| (*f).to_owned()).collect()
            } else {
                for f in &families {
                    if !fetch::FAMILIES.contains(&f.as_str()) {
                        bail!("--family {f:?}: the GPU families are {:?}", fetch::FAMILIES);
                    }
                }
                families
            };
            let opts = fetch::Options {
                base,
                out: data.join("raw/api"),
                date,
                attempts: attempts.max(1),
                backoff: std::time::Duration::from_millis(backoff_ms),
                max_wait: std::time::Duration::from_secs(120),
                families,
                types: fetch::PRICE_TYPES.iter().map(|t| (*t).to_owned()).collect(),
            };
            let (dir, manifest) = fetch::fetch(&opts)?;
            let pages: u32 = manifest.queries.iter().map(|q| q.pages).sum();
            let items: u64 = manifest.queries.iter().map(|q| q.items).sum();
            let r = &manifest.retries;
            let summary = format!(
                "Fetched {pages} pages, {items} items from the Retail Prices API into `{}` ({} queries); retries: {} throttled, {} server errors, {} transport, {} bad pages.",
                dir.strip_prefix(&data).unwrap_or(&dir).display(),
                manifest.queries.len(),
                r.throttled,
                r.server_errors,
                r.transport,
                r.bad_pages
            );
            println!("{summary}");
            if no_import {
                return Ok(());
            }
            use_fetch_as_input(&data, &dir)?;
            import_command(None, None, false, &data, Vec::new(), change_report.as_deref(), &summary)
        }
        Command::Report { data, write, today: day } => {
            let day = match day {
                Some(d) => d.parse::<Date>().map_err(|e| anyhow::anyhow!("--today: {e}"))?,
                None => today()?,
            };
            let catalog = load_catalog(&data)?;
            let table = report::markdown(&catalog, day);
            match write {
                Some(doc) => {
                    report::write_into(&doc, &table)?;
                    println!("wrote the coverage matrix into {}", doc.display());
                }
                None => print!("{table}"),
            }
            Ok(())
        }
    }
}

/// Today's date in UTC, from the system clock.
pub(crate) fn today() -> anyhow::Result<Date> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .context("the clock is before 1970")?
        .as_secs();
    Date::from_unix_days(i64::try_from(secs / 86_400).unwrap_or(i64::MAX))
        .context("the clock's date is out of range")
}

/// Lists a finished fetch in `raw/inputs.txt` in place of any earlier fetch, and removes the
/// earlier fetches' folders: the newer one supersedes them.
fn use_fetch_as_input(data: &Path, dir: &Path) -> anyhow::Result<()> {
    let rel = dir.strip_prefix(data).unwrap_or(dir).to_string_lossy().replace('\\', "/");
    let path = data.join(INPUTS);
    // No list yet is an empty one; a list that cannot be read stops here, before the new one
    // would replace it and lose its entries.
    let old = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    let mut lines: Vec<String> = Vec::new();
    for line in old.lines() {
        let entry = line.split('@').next().unwrap_or_default().trim();
        if entry.starts_with("raw/api/") && entry != rel {
            let stale = data.join(entry);
            if stale.join("manifest.json").is_file() {
                std::fs::remove_dir_all(&stale)
                    .with_context(|| format!("removing {}", stale.display()))?;
                println!("removed the superseded fetch {}", stale.display());
            }
            continue;
        }
        if entry != rel {
            lines.push(line.to_owned());
        }
    }
    lines.push(rel);
    write_atomically(&path, &(lines.join("\n") + "\n"))
}

fn import_command(
    as_of: Option<String>,
    source: Option<String>,
    dry_run: bool,
    data: &Path,
    files: Vec<String>,
    change_report: Option<&Path>,
    summary: &str,
) -> anyhow::Result<()> {
    let files = if files.is_empty() { listed_inputs(data)? } else { files };
    let as_of = as_of
        .map(|d| d.parse::<Date>())
        .transpose()
        .map_err(|e| anyhow::anyhow!("--as-of: {e}"))?;
    let result = import_files(data, &files, as_of, source.as_deref())?;
    print!("{}", result.change_report);
    let not_gpu: usize = result.not_gpu.values().sum();
    println!(
        "left out: {} records under {} names; refused by a check: {}; bad items: {}; in regions not in regions.toml: {}; not GPU virtual machines: {} items; see {}/prices-report.md",
        result.unmapped_records,
        result.unmapped_names,
        result.refused,
        result.bad_items,
        result.unknown_regions_summary(),
        not_gpu,
        data.display()
    );
    if let Some(path) = change_report {
        let body = format!(
            "# Price snapshot refresh\n\n{summary}\n\nImported {} records; {} left out under {} names; {} refused by a check; {} bad items; skipped in regions not in `regions.toml`: {}; {} items not GPU virtual machines (all listed in `content/data/prices-report.md`).\n\n```text\n{}```\n",
            result.records,
            result.unmapped_records,
            result.unmapped_names,
            result.refused,
            result.bad_items,
            result.unknown_regions_summary(),
            not_gpu,
            result.change_report
        );
        std::fs::write(path, body).with_context(|| format!("writing {}", path.display()))?;
    }
    if dry_run {
        println!("dry run: nothing written");
        return Ok(());
    }
    write_atomically(&data.join("prices.jsonl"), &result.jsonl)?;
    write_atomically(&data.join("prices-report.md"), &result.report)?;
    println!("wrote {} records to {}/prices.jsonl", result.records, data.display());
    Ok(())
}

/// The inputs listed in `raw/inputs.txt`, as paths under the data folder. Blank lines and
/// lines starting `#` are skipped.
fn listed_inputs(data: &Path) -> anyhow::Result<Vec<String>> {
    let path = data.join(INPUTS);
    let text = std::fs::read_to_string(&path)
        .with_context(|| format!("reading {} (or name the files to import)", path.display()))?;
    let files: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| data.join(l).to_string_lossy().into_owned())
        .collect();
    if files.is_empty() {
        bail!("{} lists no input", path.display());
    }
    Ok(files)
}

/// What an import produces, before anything is written.
pub(crate) struct Imported {
    pub(crate) jsonl: String,
    pub(crate) report: String,
    pub(crate) change_report: String,
    pub(crate) records: usize,
    pub(crate) unmapped_records: usize,
    pub(crate) unmapped_names: usize,
    pub(crate) bad_items: usize,
    pub(crate) refused: usize,
    /// Items skipped because `regions.toml` does not list their region, by region.
    pub(crate) unknown_regions: BTreeMap<String, usize>,
    /// Items of a fetch that are not GPU virtual machines' (see [`fetch::is_gpu_vm_product`]),
    /// by product name.
    pub(crate) not_gpu: BTreeMap<String, usize>,
}

impl Imported {
    /// `N items (region n, …)`, or `0 items`.
    fn unknown_regions_summary(&self) -> String {
        let total: usize = self.unknown_regions.values().sum();
        if total == 0 {
            return "0 items".to_owned();
        }
        let by: Vec<String> =
            self.unknown_regions.iter().map(|(r, n)| format!("{r} {n}")).collect();
        format!("{total} items ({})", by.join(", "))
    }
}

/// The catalog's data files without prices, validated.
fn load_catalog(data: &Path) -> anyhow::Result<Catalog> {
    let files = DataFiles::read(data)?;
    let prices = read(data, "prices.jsonl")?;
    dataset::load(&files.source_files(&prices))
        .map(|d| d.catalog)
        .map_err(|errors| anyhow::anyhow!("the data files are invalid:\n{}", join(&errors)))
}

/// The text of the data files other than the prices.
struct DataFiles {
    gpus: String,
    sizes: String,
    regions: String,
    sources: String,
    rates: String,
    models: String,
    measured: String,
}

impl DataFiles {
    fn read(data: &Path) -> anyhow::Result<DataFiles> {
        Ok(DataFiles {
            gpus: read(data, "gpus.toml")?,
            sizes: read(data, "sizes.toml")?,
            regions: read(data, "regions.toml")?,
            sources: read(data, "sources.toml")?,
            rates: read(data, "rates.toml")?,
            models: read(data, "models.toml")?,
            measured: read(data, "h200-measurements.toml")?,
        })
    }

    fn source_files<'a>(&'a self, prices: &'a str) -> SourceFiles<'a> {
        SourceFiles {
            gpus: &self.gpus,
            sizes: &self.sizes,
            regions: &self.regions,
            sources: &self.sources,
            prices,
            rates: &self.rates,
            models: &self.models,
            measured: &self.measured,
        }
    }
}

/// A malformed item, left out of the import.
pub(crate) struct BadItem {
    file: String,
    error: import::ImportError,
}

fn read(data: &Path, name: &str) -> anyhow::Result<String> {
    std::fs::read_to_string(data.join(name))
        .with_context(|| format!("reading {}/{name}", data.display()))
}

/// One input of an import: a saved page (or the first of a run of numbered pages), or a fetch's
/// folder, with the date and source its records take where an item names none.
struct Input<'a> {
    pages: Vec<PathBuf>,
    as_of: Option<Date>,
    source: Option<&'a str>,
    /// Whether to read the numbered pages after a page that has a `NextPageLink`.
    follow_links: bool,
    /// A fetch's folder: its items are filtered to GPU virtual machines' products.
    fetched: bool,
}

impl<'a> Input<'a> {
    /// `spec` is `path[@date[@source]]`; a fetch's folder is dated by its manifest and is the
    /// API's.
    fn read(
        spec: &'a str,
        default_as_of: Option<Date>,
        default_source: Option<&'a str>,
    ) -> anyhow::Result<Input<'a>> {
        let mut parts = spec.split('@');
        let first = PathBuf::from(parts.next().unwrap_or_default());
        let as_of = match parts.next() {
            Some(d) => Some(d.parse::<Date>().map_err(|e| anyhow::anyhow!("{spec}: {e}"))?),
            None => default_as_of,
        };
        let source = parts.next().or(default_source);
        if !first.is_dir() {
            return Ok(Input {
                pages: vec![first],
                as_of,
                source,
                follow_links: true,
                fetched: false,
            });
        }
        let (manifest, pages) = fetch::saved_pages(&first)?;
        let as_of = manifest
            .date
            .parse::<Date>()
            .map_err(|e| anyhow::anyhow!("{}: manifest date: {e}", first.display()))?;
        Ok(Input {
            pages,
            as_of: Some(as_of),
            source: Some(API_SOURCE),
            follow_links: false,
            fetched: true,
        })
    }
}

/// What the inputs' items became: priced records, entries left out (unmapped or bad), and
/// items skipped by region or product, counted.
#[derive(Default)]
struct Collected {
    priced: Vec<PriceRecord>,
    unmapped: Vec<Unmapped>,
    bad: Vec<BadItem>,
    unknown_regions: BTreeMap<String, usize>,
    not_gpu: BTreeMap<String, usize>,
}

impl Collected {
    /// Classifies the items of one saved page.
    fn page(
        &mut self,
        path: &Path,
        page: &import::Page,
        ctx: &Context<'_>,
        regions: &HashSet<&str>,
        fetched: bool,
    ) -> anyhow::Result<()> {
        for item in &page.items {
            // A region `regions.toml` does not list (a government cloud, a staging region,
            // one opened since): skipped and counted, so that the rest still imports. A
            // malformed region name is left to `classify`, which reports it.
            if let Some(region) = item.record.get("armRegionName").and_then(|v| v.as_str())
                && !region.is_empty()
                && region.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
                && !regions.contains(region)
            {
                *self.unknown_regions.entry(region.to_owned()).or_default() += 1;
                continue;
            }
            // The fetch's queries select by ARM name; this rule decides which of the items
            // they return are GPU virtual machines'.
            if fetched
                && let Some(product) = item.record.get("productName").and_then(|v| v.as_str())
                && !fetch::is_gpu_vm_product(product)
            {
                *self.not_gpu.entry(product.to_owned()).or_default() += 1;
                continue;
            }
            match import::classify(item, ctx) {
                Ok(outcomes) => {
                    for outcome in outcomes {
                        match outcome {
                            Outcome::Priced(r) => self.priced.push(r),
                            Outcome::Unmapped(u) => self.unmapped.push(u),
                        }
                    }
                }
                Err(e) if e.setup => bail!("{}: {e}", path.display()),
                Err(error) => self.bad.push(BadItem { file: path.display().to_string(), error }),
            }
        }
        Ok(())
    }

    /// Reads one input's pages, following numbered pages where the input says to.
    fn input(
        &mut self,
        input: Input<'_>,
        ctx: &Context<'_>,
        regions: &HashSet<&str>,
    ) -> anyhow::Result<()> {
        let mut queue: std::collections::VecDeque<PathBuf> = input.pages.into();
        while let Some(p) = queue.pop_front() {
            let text = fetch::read_saved(&p)?;
            let page =
                import::read_page(&text).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?;
            self.page(&p, &page, ctx, regions, input.fetched)?;
            if input.follow_links && page.next_page_link.is_some() {
                match next_page(&p) {
                    Some(next) if next.is_file() => queue.push_back(next),
                    _ => println!(
                        "note: {} has a NextPageLink, but no next numbered page is saved beside it",
                        p.display()
                    ),
                }
            }
        }
        Ok(())
    }
}

/// The data folder's catalog without prices, and the meters that map API items to its sizes.
fn base_catalog(files_text: &DataFiles, data: &Path) -> anyhow::Result<(Catalog, Meters)> {
    let base = dataset::load(&files_text.source_files(""))
        .map(|d| d.catalog)
        .map_err(|errors| anyhow::anyhow!("the data files are invalid:\n{}", join(&errors)))?;
    let meters = Meters::parse(&read(data, "meters.toml")?)
        .map_err(|e| anyhow::anyhow!("meters.toml: {e}"))?;
    for target in meters.meters.values().chain(meters.arm_aliases.values()) {
        if base.size(target).is_none() {
            bail!("meters.toml maps to {target:?}, which is not a size in sizes.toml");
        }
    }
    Ok((base, meters))
}

/// The prices the data folder holds now, for the change report, with a note when they cannot be
/// read or do not validate (the report then compares against an empty snapshot).
fn current_prices(files_text: &DataFiles, data: &Path) -> (Vec<PriceRecord>, String) {
    let path = data.join("prices.jsonl");
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => {
            let note = format!(
                "note: {} cannot be read ({e}); the change report compares against an empty snapshot\n",
                path.display()
            );
            return (Vec::new(), note);
        }
    };
    match dataset::load(&files_text.source_files(&text)).map(|d| d.catalog) {
        Ok(c) => (c.prices, String::new()),
        Err(errors) => (
            Vec::new(),
            format!(
                "note: the existing prices.jsonl does not validate ({} problems, first: {}); the change report compares against an empty snapshot\n",
                errors.len(),
                errors.first().map(ToString::to_string).unwrap_or_default()
            ),
        ),
    }
}

/// Reads, classifies, merges and validates; writes nothing.
pub(crate) fn import_files(
    data: &Path,
    files: &[String],
    default_as_of: Option<Date>,
    default_source: Option<&str>,
) -> anyhow::Result<Imported> {
    let files_text = DataFiles::read(data)?;
    let (base, meters) = base_catalog(&files_text, data)?;
    let size_names: HashSet<String> = base.sizes.iter().map(|s| s.name.clone()).collect();
    let region_names: HashSet<&str> = base.regions.iter().map(|r| r.name.as_str()).collect();
    let mut got = Collected::default();
    for spec in files {
        let input = Input::read(spec, default_as_of, default_source)?;
        if let Some(s) = input.source
            && base.sources.iter().all(|x| x.id != s)
        {
            bail!("{spec}: no source {s:?} in sources.toml");
        }
        let ctx = Context {
            meters: &meters,
            sizes: &size_names,
            sources: &base.sources,
            default_as_of: input.as_of,
            default_source: input.source,
        };
        got.input(input, &ctx, &region_names)?;
    }

    // What one source gets wrong, another (or the same source's other prices) shows: such
    // records are reported with their source and left out.
    let (priced, refused) = import::check(got.priced, &meters.refused);
    for r in &refused {
        println!(
            "refused: {} ({}, {}): {}",
            r.record.key(),
            r.record.source,
            r.record.as_of,
            r.why
        );
    }
    let (merged, merge_notes) = merge(priced);
    let mut catalog = base.clone();
    catalog.prices = merged;
    let jsonl = to_jsonl(&catalog.prices)?;
    // Validate exactly what will be written.
    dataset::load(&files_text.source_files(&jsonl)).map_err(|errors| {
        anyhow::anyhow!("the imported prices are invalid; nothing was written:\n{}", join(&errors))
    })?;
    let (old, old_note) = current_prices(&files_text, data);
    let change_report = old_note + &change_report(&old, &catalog.prices);
    let unmapped_names = got.unmapped.iter().map(|u| &u.name).collect::<BTreeSet<_>>().len();
    let mut report =
        unmapped_report(&catalog, &got.unmapped, &got.bad, &refused, &merge_notes, files, data);
    report.push_str(&skipped_report(&got.unknown_regions, &got.not_gpu));
    report.push_str(&format!("\n## Changes made by this import\n\n```text\n{change_report}```\n"));
    Ok(Imported {
        unknown_regions: got.unknown_regions,
        not_gpu: got.not_gpu,
        refused: refused.len(),
        bad_items: got.bad.len(),
        records: catalog.prices.len(),
        jsonl,
        report,
        change_report,
        unmapped_records: got.unmapped.len(),
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
            .then(a.currency.cmp(&b.currency))
            .then(b.as_of.cmp(&a.as_of))
            .then(a.meter.is_some().cmp(&b.meter.is_some()))
    });
    let mut notes = MergeNotes::default();
    let mut out: Vec<PriceRecord> = Vec::with_capacity(records.len());
    for r in records {
        match out.last() {
            Some(kept) if kept.key() == r.key() && kept.currency == r.currency => {
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
                let from = if o.source == r.source && o.as_of == r.as_of {
                    format!("same source {} of {}", r.source, r.as_of)
                } else {
                    format!("{} of {} → {} of {}", o.source, o.as_of, r.source, r.as_of)
                };
                let _ = writeln!(
                    out,
                    "  price changed: {}: {} → {} ({:+.2} %; {from})",
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
    let mut resourced = 0;
    for r in new {
        if let Some(o) = old_by_key.get(&r.key())
            && o.price == r.price
            && (o.source != r.source || o.as_of != r.as_of)
        {
            resourced += 1;
            let _ = writeln!(
                out,
                "  same price, newer or other source: {}: {} ({} of {} → {} of {})",
                r.key(),
                r.price,
                o.source,
                o.as_of,
                r.source,
                r.as_of
            );
        }
    }
    let _ = writeln!(
        out,
        "  records added: {added}, removed: {removed}, price changed: {changed}, same price from a newer or other source: {resourced}"
    );
    out
}

fn unmapped_report(
    catalog: &Catalog,
    unmapped: &[Unmapped],
    bad: &[BadItem],
    refused: &[import::Refused],
    notes: &MergeNotes,
    files: &[String],
    data: &Path,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# Price import report\n");
    let _ = writeln!(out, "Written by `cargo xtask prices import`; do not edit by hand. Inputs:\n");
    for f in files {
        let shown = Path::new(f)
            .strip_prefix(data)
            .map_or_else(|_| f.clone(), |p| p.to_string_lossy().into_owned());
        let _ = writeln!(out, "- `{shown}`");
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
    let _ = writeln!(out, "\n## Bad items\n");
    let _ = writeln!(out, "{} items could not be read and were left out.\n", bad.len());
    if !bad.is_empty() {
        let _ = writeln!(out, "| file | item | problem |\n|---|---|---|");
        for b in bad {
            let file = Path::new(&b.file)
                .strip_prefix(data)
                .map_or_else(|_| b.file.clone(), |p| p.to_string_lossy().into_owned());
            let problem = if b.error.field.is_empty() {
                b.error.message.clone()
            } else {
                format!("`{}`: {}", b.error.field, b.error.message)
            };
            let _ = writeln!(
                out,
                "| `{file}` | {} | {} |",
                b.error.record,
                problem.replace('|', "\\|")
            );
        }
    }
    let _ = writeln!(out, "\n## Records refused\n");
    let _ = writeln!(
        out,
        "{} records failed a check across the sources and were left out.\n",
        refused.len()
    );
    if !refused.is_empty() {
        let _ = writeln!(out, "| record | price | source | as of | why |\n|---|---|---|---|---|");
        for r in refused {
            let p = &r.record;
            let _ = writeln!(
                out,
                "| {} | {} | `{}` | {} | {} |",
                p.key(),
                p.price,
                p.source,
                p.as_of,
                r.why.to_string().replace('|', "\\|")
            );
        }
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

/// The report's sections on items skipped before classification: those in regions
/// `regions.toml` does not list, by region, and those of a fetch that are not GPU virtual
/// machines', by product name.
fn skipped_report(
    unknown_regions: &BTreeMap<String, usize>,
    not_gpu: &BTreeMap<String, usize>,
) -> String {
    let mut out = String::new();
    counted_section(
        &mut out,
        "Items in regions not in regions.toml",
        "items were skipped: `regions.toml` does not list their region.",
        "region",
        unknown_regions.iter().map(|(r, n)| (r.clone(), *n)),
    );
    counted_section(
        &mut out,
        "Fetched items that are not GPU virtual machines",
        "items were left out: their product is not a GPU virtual machine's (an `N[CDGV]` family, not a dedicated host).",
        "product",
        not_gpu.iter().map(|(p, n)| (format!("`{p}`"), *n)),
    );
    out
}

/// A report section: its heading, the total with what happened to those items, and a table of
/// the items by `column` (none when there are none).
fn counted_section(
    out: &mut String,
    heading: &str,
    what: &str,
    column: &str,
    rows: impl Iterator<Item = (String, usize)>,
) {
    let rows: Vec<(String, usize)> = rows.collect();
    let _ = writeln!(out, "\n## {heading}\n");
    let _ = writeln!(out, "{} {what}\n", rows.iter().map(|(_, n)| n).sum::<usize>());
    if !rows.is_empty() {
        let _ = writeln!(out, "| {column} | items |\n|---|---|");
        for (name, n) in rows {
            let _ = writeln!(out, "| {name} | {n} |");
        }
    }
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
