//! Building the catalog from its data files, and validating it. Every problem names the file,
//! the record and the field.

use std::collections::{BTreeSet, HashSet};

use rust_decimal::Decimal;
use serde::Deserialize;

use super::model::{Catalog, Gpu, PriceRecord, Region, Series, Size, Source, Spec};

/// The text of the catalog's own data files (the dataset's loader adds the rate card and the
/// sizing calibration).
#[derive(Debug, Clone, Copy)]
pub(crate) struct CatalogFiles<'a> {
    /// `gpus.toml`.
    pub gpus: &'a str,
    /// `sizes.toml` (series and sizes).
    pub sizes: &'a str,
    /// `regions.toml`.
    pub regions: &'a str,
    /// `sources.toml`.
    pub sources: &'a str,
    /// `prices.jsonl`.
    pub prices: &'a str,
}

/// One problem in the data files. These reach the project's own developers only (the build and
/// `cargo xtask prices` stop on them), so `message` is English text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}: {record}: {}{message}", field_prefix(field))]
pub struct ValidationError {
    /// The file, such as `sizes.toml`.
    pub file: &'static str,
    /// The record: its key, or `line N`.
    pub record: String,
    /// The field, or empty when the whole record is at fault.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

/// "field `x`: ", or nothing when the whole record is at fault.
fn field_prefix(field: &str) -> String {
    if field.is_empty() { String::new() } else { format!("field `{field}`: ") }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GpusFile {
    gpu: Vec<Gpu>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SizesFile {
    series: Vec<Series>,
    size: Vec<Size>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RegionsFile {
    region: Vec<Region>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SourcesFile {
    source: Vec<Source>,
}

/// Parses the catalog's files, adding every problem to `errors`; `None` when a file could not
/// be read as a whole. The prices come back sorted by key. Validation is [`validate`]'s.
pub(crate) fn parse(
    files: &CatalogFiles<'_>,
    errors: &mut Vec<ValidationError>,
) -> Option<Catalog> {
    let gpus = toml_file::<GpusFile>("gpus.toml", files.gpus, errors).map(|f| f.gpu);
    let sizes = toml_file::<SizesFile>("sizes.toml", files.sizes, errors);
    let regions = toml_file::<RegionsFile>("regions.toml", files.regions, errors).map(|f| f.region);
    let sources = toml_file::<SourcesFile>("sources.toml", files.sources, errors).map(|f| f.source);
    let prices = parse_prices(files.prices, errors);
    let (gpus, sizes, regions, sources) = (gpus?, sizes?, regions?, sources?);
    let mut catalog = Catalog {
        gpus,
        series: sizes.series,
        sizes: sizes.size,
        regions,
        sources,
        prices,
        newest_cache: Default::default(),
    };
    catalog.prices.sort_by(|a, b| a.key().cmp(&b.key()));
    Some(catalog)
}

/// Reads one TOML file, or adds its problem (with its line) to `errors`.
pub(crate) fn toml_file<T: for<'de> Deserialize<'de>>(
    file: &'static str,
    text: &str,
    errors: &mut Vec<ValidationError>,
) -> Option<T> {
    match toml::from_str(text) {
        Ok(v) => Some(v),
        Err(e) => {
            let record = match e.span() {
                Some(span) => format!(
                    "line {}",
                    text.get(..span.start).unwrap_or_default().lines().count().max(1)
                ),
                None => "file".to_owned(),
            };
            errors.push(ValidationError {
                file,
                record,
                field: String::new(),
                message: e.message().to_owned(),
            });
            None
        }
    }
}

/// Reads `prices.jsonl`: one record per line; blank lines and `#` comments are skipped. Each
/// field is read on its own, so that an error names it.
fn parse_prices(text: &str, errors: &mut Vec<ValidationError>) -> Vec<PriceRecord> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let record = format!("line {}", i + 1);
        match parse_price_line(line) {
            Ok(p) => out.push(p),
            Err((field, message)) => errors.push(ValidationError {
                file: "prices.jsonl",
                record,
                field: field.to_owned(),
                message,
            }),
        }
    }
    out
}

fn parse_price_line(line: &str) -> Result<PriceRecord, (&'static str, String)> {
    use serde_json::{Map, Value};
    let object: Map<String, Value> =
        serde_json::from_str(line).map_err(|e| ("", format!("not a JSON object: {e}")))?;
    const FIELDS: [&str; 10] =
        ["size", "region", "os", "model", "price", "currency", "as_of", "source", "meter", "ends"];
    if let Some(unknown) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(("", format!("unknown field `{unknown}`")));
    }
    fn field<T: for<'de> Deserialize<'de>>(
        o: &Map<String, Value>,
        name: &'static str,
    ) -> Result<T, (&'static str, String)> {
        let value = o.get(name).ok_or((name, "is missing".to_owned()))?;
        T::deserialize(value).map_err(|e| (name, e.to_string()))
    }
    let price: String = field(&object, "price")?;
    let price = price
        .parse::<Decimal>()
        .map_err(|e| ("price", format!("{price:?} is not a decimal: {e}")))?;
    fn optional<T: for<'de> Deserialize<'de>>(
        o: &Map<String, Value>,
        name: &'static str,
    ) -> Result<Option<T>, (&'static str, String)> {
        match o.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(_) => field(o, name).map(Some),
        }
    }
    let as_of = field(&object, "as_of")?;
    let ends: Option<crate::date::Date> = optional(&object, "ends")?;
    if let Some(end) = ends
        && end < as_of
    {
        return Err(("ends", format!("{end} is before the price's as-of date {as_of}")));
    }
    Ok(PriceRecord {
        size: field(&object, "size")?,
        region: field(&object, "region")?,
        os: field(&object, "os")?,
        model: field(&object, "model")?,
        price,
        currency: field(&object, "currency")?,
        as_of,
        source: field(&object, "source")?,
        meter: optional(&object, "meter")?,
        ends,
    })
}

/// A free-text field and its Chinese sibling: the English field's name as in the data file, the
/// English text and the Chinese one.
pub(crate) type ProsePair<'a> = (&'static str, Option<&'a str>, Option<&'a str>);

fn pair<'a>(name: &'static str, en: &'a Option<String>, zh: &'a Option<String>) -> ProsePair<'a> {
    (name, en.as_deref(), zh.as_deref())
}

/// An accelerator's prose fields, each with its Chinese sibling.
pub(crate) fn gpu_prose(g: &Gpu) -> Vec<ProsePair<'_>> {
    let mut out = vec![
        pair("interconnect", &g.interconnect, &g.interconnect_zh),
        pair("tdp_note", &g.tdp_note, &g.tdp_note_zh),
        pair("notes", &g.notes, &g.notes_zh),
    ];
    if let Some(p) = &g.price {
        out.push(("price.note", Some(&p.note), p.note_zh.as_deref()));
    }
    out
}

/// A series' prose field with its Chinese sibling.
fn series_prose(s: &Series) -> [ProsePair<'_>; 1] {
    [pair("note", &s.note, &s.note_zh)]
}

/// A source's note and short name for readers, each with its Chinese sibling.
fn source_prose(s: &Source) -> [ProsePair<'_>; 2] {
    [pair("note", &s.note, &s.note_zh), pair("short", &s.short, &s.short_zh)]
}

/// The fields of a source that pages show, by name.
fn source_reader_texts(s: &Source) -> Vec<(&'static str, &str)> {
    let fields = [("title", Some(&s.title)), ("title_zh", s.title_zh.as_ref())]
        .into_iter()
        .chain([("path", s.path.as_ref())])
        .chain([("note", s.note.as_ref()), ("note_zh", s.note_zh.as_ref())])
        .chain([("short", s.short.as_ref()), ("short_zh", s.short_zh.as_ref())]);
    fields.filter_map(|(name, text)| Some((name, text?.as_str()))).collect()
}

/// Checks that a source a price or a rate names can be shown by name in a reader's language: it
/// has a Chinese title and a short name in both languages, since tables and lines show that
/// name, never the key. `what` says what names it ("a price", "a rate"). Returns (field,
/// problem) pairs.
pub(crate) fn check_named_source(s: &Source, what: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (field, value) in [("title_zh", &s.title_zh), ("short", &s.short)] {
        if value.is_none() {
            out.push((
                field.to_owned(),
                format!(
                    "is missing: {what} names this source, and pages show its name in the \
                     reader's language, never its key"
                ),
            ));
        }
    }
    out
}

/// The first marker of a working note in a text readers see, if any: a search index's ids, or a
/// path outside the repository.
fn working_note(text: &str) -> Option<&'static str> {
    let lower = text.to_lowercase();
    ["index id", "shared/", "../"].into_iter().find(|m| lower.contains(m))
}

/// A size's prose fields shown on its page, each with its Chinese sibling: the printed cells'
/// notes and the yes/no properties' texts. (`status_note` is a transcription note no page shows.)
pub(crate) fn size_prose(s: &Size) -> [ProsePair<'_>; 10] {
    [
        pair("vcpu_note", &s.vcpu_note, &s.vcpu_note_zh),
        pair("memory_note", &s.memory_note, &s.memory_note_zh),
        pair("gpu_memory_note", &s.gpu_memory_note, &s.gpu_memory_note_zh),
        pair("temp_disk_note", &s.temp_disk_note, &s.temp_disk_note_zh),
        pair("network_note", &s.network_note, &s.network_note_zh),
        pair("infiniband_note", &s.infiniband_note, &s.infiniband_note_zh),
        pair("nvlink_note", &s.nvlink_note, &s.nvlink_note_zh),
        ("nvme", s.nvme.text(), s.nvme_zh.as_deref()),
        ("infiniband", s.infiniband.text(), s.infiniband_zh.as_deref()),
        ("nvlink", s.nvlink.text(), s.nvlink_zh.as_deref()),
    ]
}

/// Whether the text is written for Chinese readers: it holds a Chinese character or Chinese
/// (full-width) punctuation, as in `NVLink 3：600 GB/s`.
fn has_chinese(text: &str) -> bool {
    /// CJK symbols and punctuation, CJK ideographs (extension A and the main block), and
    /// full-width forms.
    const CHINESE: [(char, char); 4] = [
        ('\u{3000}', '\u{303f}'),
        ('\u{3400}', '\u{4dbf}'),
        ('\u{4e00}', '\u{9fff}'),
        ('\u{ff00}', '\u{ffef}'),
    ];
    text.chars().any(|c| CHINESE.iter().any(|&(low, high)| (low..=high).contains(&c)))
}

/// Checks a record's prose fields against their Chinese siblings (`{field}_zh`): one goes with
/// the other; the English has no Chinese in it; the Chinese has (see [`has_chinese`]), unless it
/// repeats an English text of names and figures only (such as `PCIe 4.0 x16`). Returns (field,
/// problem) pairs.
pub(crate) fn check_prose(pairs: &[ProsePair<'_>]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for &(field, en, zh) in pairs {
        let sibling = format!("{field}_zh");
        match (en, zh) {
            (Some(_), None) => out.push((
                sibling,
                format!("is missing: the English `{field}` needs its Chinese text here"),
            )),
            (None, Some(_)) => out.push((
                sibling,
                format!("has no English `{field}` beside it: write both texts, or neither"),
            )),
            (Some(en), Some(zh)) => {
                if has_chinese(en) {
                    out.push((field.to_owned(), "is the English text, but holds Chinese".into()));
                }
                if zh.trim().is_empty() {
                    out.push((sibling, "is empty".into()));
                } else if !has_chinese(zh) && zh != en {
                    out.push((
                        sibling,
                        "holds no Chinese: write it in Chinese, or repeat the English exactly \
                         where it is only names and figures"
                            .into(),
                    ));
                }
            }
            (None, None) => {}
        }
    }
    out
}

/// Checks an optional Chinese form of a name (`name_zh`, `gpu_name_zh`, `cpu_zh`): given only
/// where the English carries a remark, so it must hold Chinese, and it needs the English beside it.
fn check_name_zh(
    field: &'static str,
    en: Option<&str>,
    zh: Option<&str>,
) -> Option<(String, String)> {
    let zh = zh?;
    let sibling = format!("{field}_zh");
    if en.is_none() {
        Some((sibling, format!("has no English `{field}` beside it")))
    } else if !has_chinese(zh) {
        Some((sibling, "holds no Chinese: leave it out where the name needs no translation".into()))
    } else {
        None
    }
}

/// Checks the catalog's records against each other and their sources.
pub(crate) fn validate(c: &Catalog, errors: &mut Vec<ValidationError>) {
    let known = Known::of(c);
    check_sources(c, &mut Problems::new(errors, "sources.toml"));
    check_gpus(c, &known, &mut Problems::new(errors, "gpus.toml"));
    let mut sizes_toml = Problems::new(errors, "sizes.toml");
    check_series(c, &known, &mut sizes_toml);
    check_series_links(c, &known, &mut sizes_toml);
    check_series_regions(c, &known, &mut sizes_toml);
    check_size_marks(c, &known, &mut sizes_toml);
    check_sizes(c, &known, &mut sizes_toml);
    check_regions(c, &known, &mut Problems::new(errors, "regions.toml"));
    check_prices(c, &known, &mut Problems::new(errors, "prices.jsonl"));
}

/// Where the checks of one data file put the problems they find.
struct Problems<'e> {
    file: &'static str,
    errors: &'e mut Vec<ValidationError>,
}

impl<'e> Problems<'e> {
    /// The problems of `file`, added to `errors`.
    fn new(errors: &'e mut Vec<ValidationError>, file: &'static str) -> Problems<'e> {
        Problems { file, errors }
    }

    /// Adds a problem on `record`'s `field`.
    fn add(&mut self, record: &str, field: &str, message: String) {
        self.errors.push(ValidationError {
            file: self.file,
            record: record.to_owned(),
            field: field.to_owned(),
            message,
        });
    }

    /// Adds each `(field, message)` on `record`.
    fn add_all(&mut self, record: &str, found: impl IntoIterator<Item = (String, String)>) {
        for (field, message) in found {
            self.add(record, &field, message);
        }
    }
}

/// The keys records refer to each other by.
struct Known<'c> {
    sources: HashSet<&'c str>,
    /// Sources with a date.
    dated_sources: HashSet<&'c str>,
    gpus: HashSet<&'c str>,
    series: HashSet<&'c str>,
    regions: HashSet<&'c str>,
    sizes: HashSet<&'c str>,
    preview_sizes: HashSet<&'c str>,
}

impl<'c> Known<'c> {
    /// The catalog's keys.
    fn of(c: &'c Catalog) -> Known<'c> {
        Known {
            sources: c.sources.iter().map(|s| s.id.as_str()).collect(),
            dated_sources: c
                .sources
                .iter()
                .filter(|s| s.date.is_some())
                .map(|s| s.id.as_str())
                .collect(),
            gpus: c.gpus.iter().map(|g| g.id.as_str()).collect(),
            series: c.series.iter().map(|s| s.id.as_str()).collect(),
            regions: c.regions.iter().map(|r| r.name.as_str()).collect(),
            sizes: c.sizes.iter().map(|s| s.name.as_str()).collect(),
            preview_sizes: c.sizes.iter().filter(|s| s.preview).map(|s| s.name.as_str()).collect(),
        }
    }

    /// What is wrong with citing source `id` for a dated figure: unknown, or without a date.
    fn undated_source(&self, id: &str) -> Option<String> {
        if !self.sources.contains(id) {
            Some(format!("unknown source {id:?}"))
        } else if !self.dated_sources.contains(id) {
            Some(format!("source {id:?} has no date"))
        } else {
            None
        }
    }
}

/// `sources.toml`: unique ids, somewhere to read each, its prose, and the naming a price's source
/// needs.
fn check_sources(c: &Catalog, p: &mut Problems<'_>) {
    let priced_by: HashSet<&str> = c.prices.iter().map(|r| r.source.as_str()).collect();
    let mut seen = HashSet::new();
    for s in &c.sources {
        if !seen.insert(s.id.as_str()) {
            p.add(&s.id, "id", "appears twice".into());
        }
        if s.repo.is_none() && s.url.is_none() && s.path.is_none() && s.note.is_none() {
            p.add(
                &s.id,
                "repo",
                "a source needs a repository, an address, a path in this repository or a \
                 note saying where to read it"
                    .into(),
            );
        }
        p.add_all(&s.id, check_prose(&source_prose(s)));
        p.add_all(&s.id, check_name_zh("title", Some(&s.title), s.title_zh.as_deref()));
        if priced_by.contains(s.id.as_str()) {
            p.add_all(&s.id, check_named_source(s, "a price"));
        }
        for (field, text) in source_reader_texts(s) {
            if let Some(note) = working_note(text) {
                p.add(
                    &s.id,
                    field,
                    format!(
                        "shows {note:?} to readers: keep how the source was found in `provenance`"
                    ),
                );
            }
        }
    }
}

/// `gpus.toml`: unique ids, positive figures, a sane purchase price, known sources, prose.
fn check_gpus(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    let mut seen = HashSet::new();
    for g in &c.gpus {
        if !seen.insert(g.id.as_str()) {
            p.add(&g.id, "id", "appears twice".into());
        }
        check_gpu_figures(g, p);
        if let Some(price) = &g.price {
            if price.usd_low <= Decimal::ZERO || price.usd_high < price.usd_low {
                p.add(&g.id, "price", "needs 0 < usd_low <= usd_high".into());
            }
            if price.units == 0 {
                p.add(&g.id, "price.units", "must be at least 1".into());
            }
        }
        if g.sources.is_empty() {
            p.add(&g.id, "sources", "every accelerator cites at least one source".into());
        }
        for s in &g.sources {
            if !known.sources.contains(s.as_str()) {
                p.add(&g.id, "sources", format!("unknown source {s:?}"));
            }
        }
        let name = check_name_zh("name", Some(&g.name), g.name_zh.as_deref());
        p.add_all(&g.id, check_prose(&gpu_prose(g)).into_iter().chain(name));
    }
}

/// An accelerator's memory, throughputs, bandwidth and power: positive where given.
fn check_gpu_figures(g: &Gpu, p: &mut Problems<'_>) {
    if !(g.memory_gb.is_finite() && g.memory_gb > 0.0) {
        p.add(&g.id, "memory_gb", format!("must be a positive number, not {}", g.memory_gb));
    }
    let specs = [
        ("fp64", g.fp64),
        ("fp64_tensor", g.fp64_tensor),
        ("fp32", g.fp32),
        ("tf32", g.tf32),
        ("fp16", g.fp16),
        ("bf16", g.bf16),
        ("fp8", g.fp8),
        ("int8", g.int8),
        ("fp4", g.fp4),
    ];
    for (field, spec) in specs {
        if let Some(Spec::Value(v)) = spec
            && !(v.is_finite() && v > 0.0)
        {
            p.add(&g.id, field, format!("must be a positive number or \"n/a\", not {v}"));
        }
    }
    for (field, v) in [("bandwidth_gbs", g.bandwidth_gbs), ("tdp_w", g.tdp_w)] {
        if let Some(v) = v
            && !(v.is_finite() && v > 0.0)
        {
            p.add(&g.id, field, format!("must be a positive number, not {v}"));
        }
    }
}

/// `sizes.toml`'s series: unique ids, a known accelerator, dated sources, consistent lifecycle
/// dates and marks, prose.
fn check_series(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    let mut seen = HashSet::new();
    for s in &c.series {
        if !seen.insert(s.id.as_str()) {
            p.add(&s.id, "id", "appears twice".into());
        }
        if let Some(gpu) = &s.gpu
            && !known.gpus.contains(gpu.as_str())
        {
            p.add(&s.id, "gpu", format!("no accelerator {gpu:?} in gpus.toml"));
        }
        if let Some(message) = known.undated_source(&s.source) {
            p.add(&s.id, "source", message);
        }
        check_series_lifecycle(s, known, p);
        if let Some(r) = &s.capacity_reservation
            && let Some(message) = known.undated_source(&r.source)
        {
            p.add(&s.id, "capacity_reservation", message);
        }
        let cpu = check_name_zh("cpu", s.cpu.as_deref(), s.cpu_zh.as_deref());
        p.add_all(&s.id, check_prose(&series_prose(s)).into_iter().chain(cpu));
    }
}

/// A series' retirement dates and lifecycle marks: consistent, and stated by a dated source.
fn check_series_lifecycle(s: &Series, known: &Known<'_>, p: &mut Problems<'_>) {
    if s.retirement_announced.is_some() && s.retires.is_none() {
        p.add(&s.id, "retires", "an announced retirement needs its date".into());
    }
    if let (Some(a), Some(r)) = (s.retirement_announced, s.retires)
        && a > r
    {
        p.add(&s.id, "retirement_announced", format!("{a} is after {r}"));
    }
    if (s.retires.is_some() || s.capacity_goes_to.is_some() || s.preview)
        && s.lifecycle_source.is_none()
    {
        p.add(
            &s.id,
            "lifecycle_source",
            "a lifecycle mark or date needs the source that states it".into(),
        );
    }
    if let Some(l) = &s.lifecycle_source
        && let Some(message) = known.undated_source(l)
    {
        p.add(&s.id, "lifecycle_source", message);
    }
}

/// The series a series names (where capacity goes, its successor): other series, and a successor
/// only for a retiring one.
fn check_series_links(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    for s in &c.series {
        for (field, named) in
            [("capacity_goes_to", &s.capacity_goes_to), ("successor", &s.successor)]
        {
            if let Some(n) = named
                && (!known.series.contains(n.as_str()) || *n == s.id)
            {
                p.add(&s.id, field, format!("{n:?} is not another series"));
            }
        }
        if s.successor.is_some() && s.retires.is_none() {
            p.add(&s.id, "successor", "only a retiring series names a successor".into());
        }
    }
}

/// A series' regions of general availability: known regions, with the source that states them.
fn check_series_regions(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    for s in &c.series {
        for r in &s.ga_regions {
            if !known.regions.contains(r.as_str()) {
                p.add(&s.id, "ga_regions", format!("no region {r:?}"));
            }
        }
        if !s.ga_regions.is_empty() && s.lifecycle_source.is_none() {
            p.add(&s.id, "ga_regions", "needs the lifecycle_source that states them".into());
        }
    }
}

/// A size's own source and preview mark, and the generally available size a preview one names.
fn check_size_marks(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    for s in &c.sizes {
        if let Some(src) = &s.source
            && !known.dated_sources.contains(src.as_str())
        {
            p.add(&s.name, "source", format!("unknown or undated source {src:?}"));
        }
        if s.preview && c.series(&s.series).is_some_and(|x| x.lifecycle_source.is_none()) {
            p.add(&s.name, "preview", "a preview mark needs its series' lifecycle_source".into());
        }
        if let Some(n) = &s.successor {
            if !s.preview {
                p.add(&s.name, "successor", "only a preview size names one".into());
            }
            if !known.sizes.contains(n.as_str()) || known.preview_sizes.contains(n.as_str()) {
                p.add(&s.name, "successor", format!("{n:?} is not a generally available size"));
            }
        }
    }
}

/// `sizes.toml`'s sizes: unique names, a known series, positive figures, prose.
fn check_sizes(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    let mut seen = HashSet::new();
    for s in &c.sizes {
        if !seen.insert(s.name.as_str()) {
            p.add(&s.name, "name", "appears twice".into());
        }
        if !known.series.contains(s.series.as_str()) {
            p.add(&s.name, "series", format!("no series {:?}", s.series));
        }
        for (field, v) in [("memory", s.memory), ("gpu_memory_gb", s.gpu_memory_gb)] {
            if !(v.is_finite() && v > 0.0) {
                p.add(&s.name, field, format!("must be a positive number, not {v}"));
            }
        }
        if s.vcpu == 0 {
            p.add(&s.name, "vcpu", "must be at least 1".into());
        }
        let gpu_name = check_name_zh("gpu_name", Some(&s.gpu_name), s.gpu_name_zh.as_deref());
        p.add_all(&s.name, check_prose(&size_prose(s)).into_iter().chain(gpu_name));
    }
}

/// `regions.toml`: unique names and meter regions, known sources; a meter region lower-case,
/// with its source.
fn check_regions(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    let mut seen = HashSet::new();
    let mut meter_regions = HashSet::new();
    for r in &c.regions {
        if !seen.insert(r.name.as_str()) {
            p.add(&r.name, "name", "appears twice".into());
        }
        if !known.sources.contains(r.source.as_str()) {
            p.add(&r.name, "source", format!("unknown source {:?}", r.source));
        }
        if let Some(m) = &r.meter_region {
            if m.is_empty() || *m != m.to_lowercase() || m.trim() != m {
                p.add(&r.name, "meter_region", format!("{m:?} is not a lower-case name"));
            }
            if !meter_regions.insert(m.as_str()) {
                p.add(&r.name, "meter_region", format!("{m:?} names another region too"));
            }
        }
        match (&r.meter_region, &r.meter_region_source) {
            (Some(_), Some(s)) if !known.sources.contains(s.as_str()) => {
                p.add(&r.name, "meter_region_source", format!("unknown source {s:?}"));
            }
            (Some(_), None) => p.add(&r.name, "meter_region_source", "is needed".into()),
            (None, Some(_)) => p.add(&r.name, "meter_region", "is needed with its source".into()),
            _ => {}
        }
    }
}

/// `prices.jsonl`: one record a key, of a known size and region, a positive USD price, a known
/// source.
fn check_prices(c: &Catalog, known: &Known<'_>, p: &mut Problems<'_>) {
    let mut keys = BTreeSet::new();
    for price in &c.prices {
        let record = price.key().to_string();
        if !keys.insert(price.key()) {
            p.add(&record, "", "this size, region, OS and model appear twice".into());
        }
        if !known.sizes.contains(price.size.as_str()) {
            p.add(&record, "size", format!("no size {:?} in sizes.toml", price.size));
        }
        if !known.regions.contains(price.region.as_str()) {
            p.add(&record, "region", format!("no region {:?} in regions.toml", price.region));
        }
        if price.price <= Decimal::ZERO {
            p.add(&record, "price", format!("must be positive, not {}", price.price));
        }
        if price.currency.len() != 3 || !price.currency.bytes().all(|b| b.is_ascii_uppercase()) {
            p.add(&record, "currency", format!("{:?} is not an ISO currency code", price.currency));
        } else if price.currency != "USD" {
            p.add(
                &record,
                "currency",
                format!("{}: the snapshot holds USD prices only", price.currency),
            );
        }
        if !known.sources.contains(price.source.as_str()) {
            p.add(&record, "source", format!("unknown source {:?}", price.source));
        }
    }
}
