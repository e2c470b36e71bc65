//! Building the dataset from its data files, and validating it. Every problem names the file,
//! the record and the field.

use std::collections::HashSet;

use rust_decimal::Decimal;

use super::Dataset;
use super::measured::Measurements;
use crate::catalog::Catalog;
pub use crate::catalog::ValidationError;
use crate::catalog::load::{
    CatalogFiles, check_named_source, check_prose, parse, toml_file, validate,
};
use crate::cost::RateCard;
use crate::sizing::SizingData;

/// The text of each data file.
#[derive(Debug, Clone, Copy)]
pub struct SourceFiles<'a> {
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
    /// `rates.toml`.
    pub rates: &'a str,
    /// `models.toml`.
    pub models: &'a str,
    /// `h200-measurements.toml`.
    pub measured: &'a str,
}

/// The project's own data files, embedded at compile time.
pub fn embedded() -> Result<Dataset, Vec<ValidationError>> {
    load(&SourceFiles {
        gpus: include_str!("../../../../content/data/gpus.toml"),
        sizes: include_str!("../../../../content/data/sizes.toml"),
        regions: include_str!("../../../../content/data/regions.toml"),
        sources: include_str!("../../../../content/data/sources.toml"),
        prices: include_str!("../../../../content/data/prices.jsonl"),
        rates: include_str!("../../../../content/data/rates.toml"),
        models: include_str!("../../../../content/data/models.toml"),
        measured: include_str!("../../../../content/data/h200-measurements.toml"),
    })
}

/// Parses and validates the data files. Returns every problem found, not just the first: every
/// file is read first, and the records are checked against each other only when all could be.
pub fn load(files: &SourceFiles<'_>) -> Result<Dataset, Vec<ValidationError>> {
    let mut errors = Vec::new();
    let catalog = parse(
        &CatalogFiles {
            gpus: files.gpus,
            sizes: files.sizes,
            regions: files.regions,
            sources: files.sources,
            prices: files.prices,
        },
        &mut errors,
    );
    let rates = toml_file::<RateCard>("rates.toml", files.rates, &mut errors);
    let sizing = toml_file::<SizingData>("models.toml", files.models, &mut errors);
    let measured = toml_file::<Measurements>(MEASURED, files.measured, &mut errors);
    let (Some(catalog), Some(rates), Some(sizing), Some(measured)) =
        (catalog, rates, sizing, measured)
    else {
        return Err(errors);
    };
    validate(&catalog, &mut errors);
    let source_ids: HashSet<&str> = catalog.sources.iter().map(|s| s.id.as_str()).collect();
    let region_names: HashSet<&str> = catalog.regions.iter().map(|r| r.name.as_str()).collect();
    validate_rates(&rates, &source_ids, &region_names, &mut errors);
    for s in
        rates.sources().into_iter().filter_map(|id| catalog.sources.iter().find(|s| s.id == id))
    {
        for (field, message) in check_named_source(s, "a rate") {
            errors.push(ValidationError {
                file: "sources.toml",
                record: s.id.clone(),
                field,
                message,
            });
        }
    }
    validate_models(&sizing, &source_ids, &mut errors);
    validate_runs(&sizing, &catalog, &mut errors);
    validate_measured(&measured, &catalog, &mut errors);
    let measured = Some(measured);
    if errors.is_empty() { Ok(Dataset { catalog, rates, sizing, measured }) } else { Err(errors) }
}

const MEASURED: &str = "h200-measurements.toml";

/// Checks the project's measurements: a known, dated source and accelerator, each text in both
/// languages, and positive figures.
fn validate_measured(m: &Measurements, catalog: &Catalog, errors: &mut Vec<ValidationError>) {
    let mut fail = |record: &str, field: &str, message: String| {
        errors.push(ValidationError {
            file: MEASURED,
            record: record.to_owned(),
            field: field.to_owned(),
            message,
        });
    };
    match catalog.sources.iter().find(|s| s.id == m.source) {
        None => fail(&m.source, "source", format!("unknown source {:?}", m.source)),
        Some(s) if s.date != Some(m.date) => fail(
            &m.source,
            "date",
            format!("differs from the date of its source in sources.toml ({:?})", s.date),
        ),
        Some(_) => {}
    }
    if catalog.gpu(&m.gpu).is_none() {
        fail(&m.source, "gpu", format!("unknown accelerator {:?}", m.gpu));
    }
    let pairs: Vec<_> = m.texts().map(|(field, en, zh)| (field, Some(en), Some(zh))).to_vec();
    for (field, message) in check_prose(&pairs) {
        fail(&m.source, &field, message);
    }
    let figures = m
        .matmul
        .run
        .iter()
        .map(|r| ("matmul.run.tflops", r.tflops))
        .chain([("bandwidth.gbs", m.bandwidth.gbs), ("decode.weights_gb", m.decode.weights_gb)])
        .chain([("decode.eager_ms", m.decode.eager_ms)])
        .chain(m.training.run.iter().flat_map(|r| {
            [
                ("training.run.tokens_per_s", r.tokens_per_s),
                ("training.run.params_billion", r.params_billion),
                ("training.run.mfu", r.mfu),
                ("training.run.mfu_with_attention", r.mfu_with_attention),
            ]
        }))
        .chain(m.decode.step.iter().flat_map(|s| {
            [
                ("decode.step.ms", s.ms),
                ("decode.step.tokens_per_s", s.tokens_per_s),
                ("decode.step.kv_cache_gb", s.kv_cache_gb),
            ]
        }))
        .chain(m.prefill.run.iter().map(|r| ("prefill.run.tokens_per_s", r.tokens_per_s)));
    for (field, v) in figures {
        if !(v.is_finite() && v > 0.0) {
            fail(&m.source, field, format!("must be a positive number, not {v}"));
        }
    }
    if m.decode_batch_1().is_none() {
        fail(&m.source, "decode.step", "needs the step at batch 1".into());
    }
}

/// Checks that every published run of `models.toml` names a known accelerator and preset, and
/// holds the figures its class needs.
fn validate_runs(sizing: &SizingData, catalog: &Catalog, errors: &mut Vec<ValidationError>) {
    use crate::sizing::calibration::WorkClass;
    let mut fail = |record: &str, field: &str, message: String| {
        errors.push(ValidationError {
            file: "models.toml",
            record: record.to_owned(),
            field: field.to_owned(),
            message,
        });
    };
    let mut ids = HashSet::new();
    for r in &sizing.runs {
        if !ids.insert(r.id.as_str()) {
            fail(&r.id, "id", "a second run with this id".to_owned());
        }
        if catalog.gpu(&r.gpu).is_none() {
            fail(&r.id, "gpu", format!("unknown accelerator {:?}", r.gpu));
        }
        if let Some(p) = &r.preset
            && sizing.llm_model(p).is_none()
        {
            fail(&r.id, "preset", format!("unknown model {p:?}"));
        }
        let (needs, ok): (&str, bool) = match r.class {
            WorkClass::Decode => (
                "preset, context and tokens_per_s",
                r.preset.is_some() && r.context.is_some() && r.tokens_per_s.is_some(),
            ),
            WorkClass::Prefill => (
                "preset, input_tokens and ms or tokens_per_s",
                r.preset.is_some()
                    && r.input_tokens.is_some()
                    && (r.ms.is_some() || r.tokens_per_s.is_some()),
            ),
            _ => (
                "the work done and gpu_hours, or hours and gpus",
                crate::sizing::calibration::run_flops(r, sizing).is_some()
                    && (r.gpu_hours.is_some() || (r.hours.is_some() && r.gpus.is_some())),
            ),
        };
        if !ok {
            fail(&r.id, "class", format!("a {:?} run needs {needs}", r.class));
        }
    }
}

/// Checks that every calibration in `models.toml` cites a known source.
fn validate_models(
    sizing: &SizingData,
    source_ids: &HashSet<&str>,
    errors: &mut Vec<ValidationError>,
) {
    for (record, source) in
        [("training", &sizing.training.mfu_source), ("inference", &sizing.inference.source)]
            .into_iter()
            .chain(sizing.cv_models.iter().map(|m| (m.id.as_str(), &m.source)))
            .chain(sizing.llm_models.iter().map(|m| (m.id.as_str(), &m.source)))
            .chain(sizing.runs.iter().map(|r| (r.id.as_str(), &r.source)))
    {
        if !source_ids.contains(source.as_str()) {
            errors.push(ValidationError {
                file: "models.toml",
                record: record.to_owned(),
                field: "source".into(),
                message: format!("unknown source {source:?}"),
            });
        }
    }
}

/// Checks the rate card: known families, tiers and units, positive prices, rising egress bands,
/// and every region and source known to the catalog.
fn validate_rates(
    r: &RateCard,
    source_ids: &HashSet<&str>,
    region_names: &HashSet<&str>,
    errors: &mut Vec<ValidationError>,
) {
    let mut err = |record: &str, field: &str, message: String| {
        errors.push(ValidationError {
            file: "rates.toml",
            record: record.to_owned(),
            field: field.to_owned(),
            message,
        })
    };
    let families = ["premium-ssd", "standard-ssd", "standard-hdd"];
    let mut seen = HashSet::new();
    for t in &r.disk_tiers {
        let key = format!("{}/{}", t.family, t.tier);
        if !seen.insert(key.clone()) {
            err(&key, "tier", "appears twice".into());
        }
        if !families.contains(&t.family.as_str()) {
            err(&key, "family", format!("{:?} is not one of {families:?}", t.family));
        }
        if !source_ids.contains(t.source.as_str()) {
            err(&key, "source", format!("unknown source {:?}", t.source));
        }
    }
    let mut seen = HashSet::new();
    for p in &r.prices {
        let record = format!("{} {}", p.item, p.region);
        if !seen.insert(record.clone()) {
            err(&record, "", "this item and region appear twice".into());
        }
        let known = match p.item.split('/').collect::<Vec<_>>().as_slice() {
            ["disk", "premium-ssd-v2", part] => ["capacity-gib", "iops", "mbps"].contains(part),
            ["disk", family, tier] => {
                r.disk_tiers.iter().any(|t| t.family == *family && t.tier == *tier)
            }
            ["blob", tier] => r.blob_tiers.iter().any(|t| t.tier == *tier),
            ["snapshot", family] => families.contains(family),
            _ => false,
        };
        if !known {
            err(
                &record,
                "item",
                format!("{:?} names no disk tier, blob tier or snapshot type", p.item),
            );
        }
        if !region_names.contains(p.region.as_str()) {
            err(&record, "region", format!("no region {:?} in regions.toml", p.region));
        }
        if p.usd <= Decimal::ZERO {
            err(&record, "usd", format!("must be positive, not {}", p.usd));
        }
        if !["month", "hour", "gb-month"].contains(&p.unit.as_str()) {
            err(&record, "unit", format!("{:?} is not month, hour or gb-month", p.unit));
        }
        if !source_ids.contains(p.source.as_str()) {
            err(&record, "source", format!("unknown source {:?}", p.source));
        }
    }
    for t in &r.blob_tiers {
        if !source_ids.contains(t.source.as_str()) {
            err(&t.tier, "source", format!("unknown source {:?}", t.source));
        }
    }
    if r.egress.free_gb_per_month < Decimal::ZERO {
        err("egress", "free_gb_per_month", "must not be negative".into());
    }
    for t in &r.egress_tables {
        for s in std::iter::once(&t.source).chain(t.band_source.iter()) {
            if !source_ids.contains(s.as_str()) {
                err(&t.id, "source", format!("unknown source {s:?}"));
            }
        }
        if t.applies_to_region.is_none() == t.applies_to_geography.is_none() {
            err(
                &t.id,
                "applies_to_region",
                "give exactly one of applies_to_region and applies_to_geography".into(),
            );
        }
        let mut last = r.egress.free_gb_per_month;
        for (i, b) in t.bands.iter().enumerate() {
            match b.up_to_gb {
                Some(end) if end <= last => {
                    err(&t.id, &format!("bands[{i}].up_to_gb"), "bands must rise".into())
                }
                Some(end) => last = end,
                None if i + 1 != t.bands.len() => {
                    err(&t.id, &format!("bands[{i}].up_to_gb"), "only the last band is open".into())
                }
                None => {}
            }
            if b.usd.is_some_and(|u| u <= Decimal::ZERO) {
                err(&t.id, &format!("bands[{i}].usd"), "must be positive".into());
            }
        }
    }
    for i in &r.inter_region {
        if !source_ids.contains(i.source.as_str()) {
            err(&i.within, "source", format!("unknown source {:?}", i.source));
        }
    }
}
