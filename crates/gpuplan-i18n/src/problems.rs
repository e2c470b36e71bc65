//! The words of the core's field errors and notices, worded for the reader.
//!
//! The core reports what is wrong as values ([`Problem`] and the typed errors nested in it,
//! [`Notice`], the catalog's [`NoticeKind`]); this module words them with the messages of
//! `locales/{en,zh}/problems.ftl`. The English messages are the texts the core's `Display`
//! gives, so English pages read as before; the Chinese ones are written for Chinese readers.
//!
//! Chinese quotes a reader's text in “…” (escaped as the English `"…"` is: control characters
//! show as escapes), names a region by its name and code (`美国东部（eastus）`) and a pricing
//! model by its name, writes money with [`crate::format::usd`], dates with
//! [`crate::format::date`], and large figures with 万 and 亿, which the readers accept.

use gpuplan_core::calc::{FieldError, GpuFigure, Notice, Problem, ReadError};
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::catalog::own::{OwnError, Place, Skip};
use gpuplan_core::catalog::view::NoticeKind;
use gpuplan_core::cost::eviction::{CsvReason, EvictionError, JsonKind, RowAt, Shape};
use gpuplan_core::cost::{CostError, CostErrorKind, Limit, Missing};
use gpuplan_core::sizing::serve::ReplicaError;
use gpuplan_core::sizing::{QuantityError, SizingError, SizingErrorKind};

use crate::Lang;
use crate::catalog::{list_sep, region_ref};
use crate::format::{self, Figure};

include!(concat!(env!("OUT_DIR"), "/problems.rs"));

use ProblemMsg as M;

/// A reader's text quoted: `"x"` in English (Rust's escaping, as the core's `Display` writes
/// it), `“x”` in Chinese with the same escapes inside.
fn quote(s: &str, lang: Lang) -> String {
    let escaped = format!("{s:?}");
    let inner = escaped.strip_prefix('"').and_then(|e| e.strip_suffix('"')).unwrap_or(s);
    Quoted { text: inner }.text(lang)
}

/// The separator between a field's name and its problem: `": "` or `"："`.
pub fn colon(lang: Lang) -> &'static str {
    M::Colon.text(lang)
}

/// A list's items joined as English (`a, b or c`) or Chinese (`a、b 或 c`) writes them.
fn one_of(items: &[&str], lang: Lang) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => OneOf { rest: &rest.join(list_sep(lang)), last }.text(lang),
    }
}

/// A pricing model as an error sentence or a line of prices names it: by its code in English
/// (what a reader types: `--model payg`), by its name in Chinese.
pub fn model_in_sentence(m: PricingModel, lang: Lang) -> &'static str {
    match m {
        PricingModel::Payg => M::SentencePayg,
        PricingModel::Spot => M::SentenceSpot,
        PricingModel::LowPriority => M::SentenceLowPriority,
        PricingModel::SavingsPlan1y => M::SentenceSavingsPlan1y,
        PricingModel::SavingsPlan3y => M::SentenceSavingsPlan3y,
        PricingModel::Reservation1y => M::SentenceReservation1y,
        PricingModel::Reservation3y => M::SentenceReservation3y,
        PricingModel::DevTest => M::SentenceDevTest,
    }
    .text(lang)
}

/// What is wrong with a field, for the reader.
pub fn problem(p: &Problem, lang: Lang) -> String {
    let q = |s: &str| quote(s, lang);
    let whole = |n: u32| Figure::whole(n).text(lang);
    let date = |d| format::date(d, lang);
    match p {
        Problem::Needed => M::Needed.text(lang).to_owned(),
        Problem::Read(e) => read(e, lang),
        Problem::UnknownSize(s) => UnknownSize { size: &q(s) }.text(lang),
        Problem::UnknownRegion(s) => UnknownRegion { region: &q(s) }.text(lang),
        Problem::NotOneOf(values) => {
            NotOneOfChoices { values: &values.join(list_sep(lang)) }.text(lang)
        }
        Problem::Zero => M::Zero.text(lang).to_owned(),
        Problem::ZeroPercent => M::ZeroPercent.text(lang).to_owned(),
        Problem::NoGpu => M::NoGpu.text(lang).to_owned(),
        Problem::NoFigure { gpu, need } => match need {
            GpuFigure::Bf16OrFp8 => NoFigureBf16Fp8 { gpu }.text(lang),
            GpuFigure::Bf16OrFp16 => NoFigureBf16Fp16 { gpu }.text(lang),
            GpuFigure::BandwidthAndFp16 => NoFigureBandwidthFp16 { gpu }.text(lang),
        },
        Problem::FractionalGpu => M::FractionalGpu.text(lang).to_owned(),
        Problem::StateDoesNotFit => M::StateDoesNotFit.text(lang).to_owned(),
        Problem::TooFewVms { fewest } => TooFewVms { fewest: &whole(*fewest) }.text(lang),
        Problem::CannotServe => M::CannotServe.text(lang).to_owned(),
        Problem::Replica(e) => replica(e, lang),
        Problem::CostTooLarge => M::CostTooLarge.text(lang).to_owned(),
        Problem::NoStreetPrice => M::NoStreetPrice.text(lang).to_owned(),
        Problem::NoTdp => M::NoTdp.text(lang).to_owned(),
        Problem::NoPrices { size, region } => {
            NoPrices { size, region: region_ref(region, lang) }.text(lang)
        }
        Problem::NotInSnapshot { model, size, region, newest } => {
            let (model, region) = (model_in_sentence(*model, lang), region_ref(region, lang));
            match newest {
                Some(d) => NotInSnapshotDated { model, size, region, date: &date(*d) }.text(lang),
                None => NotInSnapshot { model, size, region }.text(lang),
            }
        }
        Problem::PriceEnded { model, size, region, ended } => PriceEnded {
            model: model_in_sentence(*model, lang),
            size,
            region: region_ref(region, lang),
            date: &date(*ended),
        }
        .text(lang),
        Problem::NoStoragePrices { region } => {
            NoStoragePrices { region: region_ref(region, lang) }.text(lang)
        }
        Problem::NotAVmCount(s) => NotAVmCount { value: &q(s) }.text(lang),
        Problem::ProfileLength => M::ProfileLength.text(lang).to_owned(),
        Problem::NotAPricingModel => M::NotAPricingModel.text(lang).to_owned(),
        Problem::NotALineKind(s) => NotALineKind { value: &q(s) }.text(lang),
        Problem::Currency(e) => NotACurrency { value: &q(&e.0) }.text(lang),
        Problem::Eviction(e) => eviction(e, lang),
        Problem::Date(e) => NotADate { value: &q(&e.0) }.text(lang),
        Problem::Sizing(e) => sizing(e, lang),
        Problem::Cost(e) => cost(e, lang),
    }
}

/// Why one replica does not fit the size, with what to change.
fn replica(e: &ReplicaError, lang: Lang) -> String {
    let whole = |n: u32| Figure::whole(n).text(lang);
    match e {
        ReplicaError::CannotPlan => M::CannotServe.text(lang).to_owned(),
        ReplicaError::PartitionTooSmall { gpus } => {
            PartitionTooSmall { gpus: &gpus.to_string() }.text(lang)
        }
        ReplicaError::SpansVms { gpus, per_vm, .. } => {
            SpansVms { gpus: &whole(*gpus), per_vm: &whole(*per_vm) }.text(lang)
        }
        ReplicaError::HeadsNotDivisible { heads, gpus, per_vm } => HeadsNotDivisible {
            gpus: &whole(*gpus),
            per_vm: &whole(*per_vm),
            heads: &whole(*heads),
        }
        .text(lang),
    }
}

/// A reader's problem with a field's text.
pub fn read(e: &ReadError, lang: Lang) -> String {
    let bound = |v: f64| Figure::Bound(v).text(lang);
    match e {
        ReadError::Quantity(q) => quantity(q, lang),
        ReadError::AtLeast(v) => AtLeast { min: &bound(*v) }.text(lang),
        ReadError::AtMost(v) => AtMost { max: &bound(*v) }.text(lang),
        ReadError::NotAPercentage => M::NotAPercentage.text(lang).to_owned(),
        ReadError::NegativePercentage => M::NegativePercentage.text(lang).to_owned(),
        ReadError::PercentAtMost(v) => PercentAtMost { max: &bound(*v) }.text(lang),
        ReadError::NotADuration => M::NotADuration.text(lang).to_owned(),
        ReadError::NegativeDuration => M::NegativeDuration.text(lang).to_owned(),
        ReadError::HoursAtMost(v) => HoursAtMost { max: &bound(*v) }.text(lang),
        ReadError::NotAnAmount => M::NotAnAmount.text(lang).to_owned(),
        ReadError::Negative => M::Negative.text(lang).to_owned(),
        ReadError::AmountAtMost(d) => {
            AmountAtMost { max: &Figure::Dollars(*d).text(lang) }.text(lang)
        }
        ReadError::NotANumber => M::NotANumberSuchAs.text(lang).to_owned(),
        ReadError::TooLarge => M::TooLarge.text(lang).to_owned(),
    }
}

/// Text that is not a count such as `70B`.
pub fn quantity(e: &QuantityError, lang: Lang) -> String {
    match e {
        QuantityError::NotANumber(s) => NotAQuantity { value: &quote(s, lang) }.text(lang),
        QuantityError::NotFinite(s) => NotFinite { value: &quote(s, lang) }.text(lang),
    }
}

/// A workload input the sizing models refuse (without the field's name).
pub fn sizing(e: &SizingErrorKind, lang: Lang) -> String {
    let number = |v: f64| Figure::Number(v).text(lang);
    match e {
        SizingErrorKind::Parse(detail) => JsonUnreadable { detail }.text(lang),
        SizingErrorKind::NotANumber => M::NotANumber.text(lang).to_owned(),
        SizingErrorKind::Negative => M::Negative.text(lang).to_owned(),
        SizingErrorKind::Zero => M::Zero.text(lang).to_owned(),
        SizingErrorKind::AtLeast(v) => AtLeast { min: &number(*v) }.text(lang),
        SizingErrorKind::TooLarge(v) => LargerThan { max: &number(*v) }.text(lang),
        SizingErrorKind::Percent => M::Percent0To100.text(lang).to_owned(),
        SizingErrorKind::TrainingPrecision => M::TrainingPrecision.text(lang).to_owned(),
        SizingErrorKind::UnknownPreset(s) => NoPreset { name: &quote(s, lang) }.text(lang),
        SizingErrorKind::PresetOrGmacs => M::PresetOrGmacs.text(lang).to_owned(),
        SizingErrorKind::UnknownRegion(s) => NoRegion { name: &quote(s, lang) }.text(lang),
    }
}

/// A workload input the sizing models refuse, after the field's path: `shape.heads: …`.
pub fn sizing_error(e: &SizingError, lang: Lang) -> String {
    FieldProblem { field: &e.field, problem: &sizing(&e.kind, lang) }.text(lang)
}

/// An input the cost engine refuses, after the field's path: `lines[2].count: …`.
pub fn cost_error(e: &CostError, lang: Lang) -> String {
    FieldProblem { field: &e.field, problem: &cost(&e.kind, lang) }.text(lang)
}

/// An input the cost engine refuses (without the field's name).
pub fn cost(e: &CostErrorKind, lang: Lang) -> String {
    let whole = |n: u32| Figure::whole(n).text(lang);
    let date = |d| format::date(d, lang);
    match e {
        CostErrorKind::Parse(detail) => JsonUnreadable { detail }.text(lang),
        CostErrorKind::Negative => M::Negative.text(lang).to_owned(),
        CostErrorKind::Zero => M::Zero.text(lang).to_owned(),
        CostErrorKind::NotANumber => M::NotANumber.text(lang).to_owned(),
        CostErrorKind::AtLeast(v) => AtLeast { min: &Figure::Number(*v).text(lang) }.text(lang),
        CostErrorKind::OutOfRange { min, max } => {
            OutOfRange { min: &whole(*min), max: &whole(*max) }.text(lang)
        }
        CostErrorKind::TooLarge(limit) => too_large(limit, lang),
        CostErrorKind::Version(v) => UnsupportedVersion { version: &v.to_string() }.text(lang),
        CostErrorKind::NeedsRate(c) => NeedsRate { currency: &c.to_string() }.text(lang),
        CostErrorKind::UnknownSize(s) => NoSizeInCatalog { size: &quote(s, lang) }.text(lang),
        CostErrorKind::UnknownRegion(s) => NoRegionInCatalog { region: &quote(s, lang) }.text(lang),
        CostErrorKind::UnknownDiskFamily(s) => {
            not_one_of(s, &["premium-ssd", "standard-ssd", "standard-hdd", "premium-ssd-v2"], lang)
        }
        CostErrorKind::UnknownDiskTier { family, tier } => {
            NoDiskTier { family, tier: &quote(tier, lang) }.text(lang)
        }
        CostErrorKind::UnknownBlobTier(s) => {
            not_one_of(s, &["hot", "cool", "cold", "archive"], lang)
        }
        CostErrorKind::UnknownSnapshotFamily(s) => {
            not_one_of(s, &["standard-hdd", "standard-ssd", "premium-ssd"], lang)
        }
        CostErrorKind::UnknownRouting(s) => not_one_of(s, &["microsoft", "internet"], lang),
        CostErrorKind::TierOrSize => M::TierOrSize.text(lang).to_owned(),
        CostErrorKind::TierNeeded { family } => TierNeeded { family }.text(lang),
        CostErrorKind::DemandLength => M::DemandLength.text(lang).to_owned(),
        CostErrorKind::WallTimeOverflows => M::WallTimeOverflows.text(lang).to_owned(),
        CostErrorKind::WallTimeTooLong => M::WallTimeTooLong.text(lang).to_owned(),
        CostErrorKind::PriceEnded(d) => CostPriceEnded { date: &date(*d) }.text(lang),
        CostErrorKind::NotInSnapshot(Some(d)) => {
            CostNotInSnapshotDated { date: &date(*d) }.text(lang)
        }
        CostErrorKind::NotInSnapshot(None) => M::CostNotInSnapshot.text(lang).to_owned(),
        CostErrorKind::NotInData(m) => NotInData { what: &missing(m, lang) }.text(lang),
    }
}

/// `"x" is not a, b or c`.
fn not_one_of(s: &str, options: &[&str], lang: Lang) -> String {
    NotOneOf { value: &quote(s, lang), options: &one_of(options, lang) }.text(lang)
}

/// A cost input above its limit.
fn too_large(limit: &Limit, lang: Lang) -> String {
    let larger = |f: Figure| LargerThan { max: &f.text(lang) }.text(lang);
    match limit {
        Limit::Amount(d) => larger(Figure::Amount(*d)),
        Limit::Figure(x) => larger(Figure::Number(*x)),
        Limit::UnitsAnHour(n) => UnitsAnHour { max: &Figure::whole(*n).text(lang) }.text(lang),
        Limit::Decimal => M::TooLargeToPrice.text(lang).to_owned(),
        Limit::LargestTier => M::LargerThanLargestTier.text(lang).to_owned(),
    }
}

/// What the data lacks (before "is not in the data", after 数据中暂无).
fn missing(m: &Missing, lang: Lang) -> String {
    let at = |region: &str| region_ref(region, lang).to_owned();
    match m {
        Missing::PremiumSsdV2 { region } => MissingPremiumSsdV2 { region: &at(region) }.text(lang),
        Missing::Disk { family, tier, region } => {
            MissingDisk { family, tier, region: &at(region) }.text(lang)
        }
        Missing::Blob { tier, region } => MissingBlob { tier, region: &at(region) }.text(lang),
        Missing::Snapshots { family, region } => {
            MissingSnapshots { family, region: &at(region) }.text(lang)
        }
        Missing::Egress { routing, region } => {
            MissingEgress { routing, region: &at(region) }.text(lang)
        }
        Missing::EgressBand { above_gb, table } => {
            MissingEgressBand { gb: &above_gb.normalize().to_string(), table }.text(lang)
        }
        Missing::Transfer { from, to } => {
            MissingTransfer { from: &at(from), to: &at(to) }.text(lang)
        }
    }
}

/// Where a row of an eviction export is: `row 3 (line 4)`, `第 3 行（文件第 4 行）`.
fn row_at(at: RowAt, lang: Lang) -> String {
    let row = Figure::whole(at.row).text(lang);
    match at.line {
        Some(l) => RowNumberLine { row: &row, line: &Figure::whole(l).text(lang) }.text(lang),
        None => RowNumber { row: &row }.text(lang),
    }
}

/// What a JSON value is.
fn json_kind(k: JsonKind, lang: Lang) -> &'static str {
    match k {
        JsonKind::Null => M::JsonNull,
        JsonKind::Bool => M::JsonBool,
        JsonKind::Number => M::JsonNumber,
        JsonKind::Text => M::JsonText,
        JsonKind::Array => M::JsonArray,
        JsonKind::Object => M::JsonObject,
    }
    .text(lang)
}

/// Where in a reader's price file.
fn own_place(at: &Place, lang: Lang) -> String {
    let whole = |n: usize| Figure::whole(n).text(lang);
    match at {
        Place::Line(n) => OwnLine { n: &whole(*n) }.text(lang),
        // The item's index is the file's own (`Items[3]`), a code, not a figure.
        Place::Item { page, item } => {
            OwnItem { page: &whole(*page), item: &item.to_string() }.text(lang)
        }
    }
}

/// Why a reader's price file was refused.
pub fn own_prices(e: &OwnError, lang: Lang) -> String {
    let whole = |n: usize| Figure::whole(n).text(lang);
    let q = |s: &str| quote(s, lang);
    match e {
        OwnError::Empty => M::OwnEmpty.text(lang).to_owned(),
        OwnError::TooLarge { bytes, max } => {
            OwnTooLarge { bytes: &whole(*bytes), max: &whole(*max) }.text(lang)
        }
        OwnError::Binary { at } => OwnBinary { at: &whole(*at) }.text(lang),
        OwnError::NotUtf8 { at } => OwnNotUtf8 { at: &whole(*at) }.text(lang),
        OwnError::Json { line, column } => {
            JsonUnparsable { line: &whole(*line), column: &whole(*column) }.text(lang)
        }
        OwnError::Unrecognised => M::OwnUnrecognised.text(lang).to_owned(),
        OwnError::Shape { at } => OwnShape { at: &own_place(at, lang) }.text(lang),
        OwnError::Field { at, field, value: None } => {
            OwnField { at: &own_place(at, lang), field }.text(lang)
        }
        OwnError::Field { at, field, value: Some(v) } => {
            OwnFieldValue { at: &own_place(at, lang), field, value: &q(v) }.text(lang)
        }
        OwnError::Csv { line } => OwnCsv { line: &whole(*line) }.text(lang),
        OwnError::Formula { at, column } => {
            OwnFormula { at: &own_place(at, lang), column }.text(lang)
        }
        OwnError::UnknownSize { at, size } => {
            OwnUnknownSize { at: &own_place(at, lang), size: &q(size) }.text(lang)
        }
        OwnError::TooManyPrices { max } => OwnTooManyPrices { max: &whole(*max) }.text(lang),
        OwnError::NoPrices { skipped } => OwnNoPrices { skipped: &whole(*skipped) }.text(lang),
    }
}

/// How many items of a reader's price file were left out for one reason.
pub fn own_skip(why: Skip, count: usize, lang: Lang) -> String {
    let count = &Figure::whole(count).text(lang);
    match why {
        Skip::NotACatalogSize => OwnSkipNotACatalogSize { count }.text(lang),
        Skip::OtherCurrency => OwnSkipOtherCurrency { count }.text(lang),
        Skip::NotInForce => OwnSkipNotInForce { count }.text(lang),
        Skip::OtherModel => OwnSkipOtherModel { count }.text(lang),
        Skip::OtherRegion => OwnSkipOtherRegion { count }.text(lang),
        Skip::OtherOffer => OwnSkipOtherOffer { count }.text(lang),
    }
}

/// Why the Spot calculator's eviction export could not be read.
pub fn eviction(e: &EvictionError, lang: Lang) -> String {
    let whole = |n: usize| Figure::whole(n).text(lang);
    match e {
        EvictionError::Empty => M::ExportEmpty.text(lang).to_owned(),
        EvictionError::TooLarge { bytes, max } => {
            ExportTooLarge { bytes: &whole(*bytes), max: &whole(*max) }.text(lang)
        }
        EvictionError::TooManyRows { max } => ExportTooManyRows { max: &whole(*max) }.text(lang),
        EvictionError::Binary { at } => ExportBinary { at: &whole(*at) }.text(lang),
        EvictionError::NotUtf8 { at } => ExportNotUtf8 { at: &whole(*at) }.text(lang),
        EvictionError::Json { line, column } => {
            JsonUnparsable { line: &whole(*line), column: &whole(*column) }.text(lang)
        }
        EvictionError::Shape { found } => {
            let found = match found {
                Shape::Value(k) => json_kind(*k, lang),
                Shape::NoData => M::ShapeNoData.text(lang),
                Shape::DataIsTable => M::ShapeDataIsTable.text(lang),
                Shape::DataNotArray => M::ShapeDataNotArray.text(lang),
            };
            JsonShape { found }.text(lang)
        }
        EvictionError::Csv { line, reason } => {
            let reason = match reason {
                CsvReason::NotUtf8 => M::CsvNotUtf8,
                CsvReason::Malformed => M::CsvMalformed,
            };
            let line = Figure::whole(*line).text(lang);
            CsvUnparsable { line: &line, reason: reason.text(lang) }.text(lang)
        }
        EvictionError::MissingColumn { field, found } => {
            CsvMissingColumn { field: &field.to_string(), found }.text(lang)
        }
        EvictionError::NotARow { at, found } => {
            NotARow { at: &row_at(*at, lang), found: json_kind(*found, lang) }.text(lang)
        }
        EvictionError::Missing { at, field } => {
            RowFieldMissing { at: &row_at(*at, lang), field: &field.to_string() }.text(lang)
        }
        EvictionError::NotText { at, field, found } => NotText {
            at: &row_at(*at, lang),
            field: &field.to_string(),
            found: json_kind(*found, lang),
        }
        .text(lang),
        EvictionError::BadName { at, field, value } => BadName {
            at: &row_at(*at, lang),
            field: &field.to_string(),
            value: &quote(value, lang),
        }
        .text(lang),
        EvictionError::UnknownBand { at, value } => {
            UnknownBand { at: &row_at(*at, lang), value: &quote(value, lang) }.text(lang)
        }
        EvictionError::Conflict { at, sku, location, first, first_row } => BandConflict {
            at: &row_at(*at, lang),
            sku,
            location: region_ref(location, lang),
            first: &first.to_string(),
            first_row: &whole(*first_row),
        }
        .text(lang),
        EvictionError::NoRows => M::ExportNoRows.text(lang).to_owned(),
    }
}

/// What reading a calculator's state changed. `label` gives the label of a field by its key,
/// in the reader's language (a notice about a field names it by its label).
pub fn notice<'a>(n: &Notice, lang: Lang, label: impl Fn(&str) -> Option<&'a str>) -> String {
    match n {
        Notice::Cut { field } => ValueCut {
            label: label(field).unwrap_or(M::AField.text(lang)),
            max: &Figure::whole(gpuplan_core::calc::MAX_VALUE_CHARS).text(lang),
        }
        .text(lang),
        Notice::UnknownField { key } => UnknownField { key }.text(lang),
    }
}

/// A notice about the saved state: `Saved state: … .`
pub fn from_saved_state(notice: &str, lang: Lang) -> String {
    Prefixed { prefix: M::SavedState.text(lang), notice }.text(lang)
}

/// A notice about the address: `Address: … .`
pub fn from_address(notice: &str, lang: Lang) -> String {
    Prefixed { prefix: M::Address.text(lang), notice }.text(lang)
}

/// Why a catalog address parameter was ignored (after the parameter's name).
pub fn catalog_notice(k: &NoticeKind, lang: Lang) -> String {
    let q = |s: &str| quote(s, lang);
    let whole = |n: usize| Figure::whole(n).text(lang);
    match k {
        NoticeKind::QueryTooLong(n) => QueryTooLong { max: &whole(*n) }.text(lang),
        NoticeKind::NotPercentEncoded => M::NotPercentEncoded.text(lang).to_owned(),
        NoticeKind::NoAccelerator(v) => NoAccelerator { value: &q(v) }.text(lang),
        NoticeKind::NotGb(v, max) => {
            NotGb { value: &q(v), max: &Figure::whole(*max).text(lang) }.text(lang)
        }
        NoticeKind::NotGpuCount(v, max) => {
            NotGpuCount { value: &q(v), max: &Figure::whole(*max).text(lang) }.text(lang)
        }
        NoticeKind::NotOneOf(v, options) => not_one_of(v, options, lang),
        NoticeKind::UnknownRegion(v) => UnknownRegion { region: &q(v) }.text(lang),
        NoticeKind::NotAColumn(v) => NotAColumn { value: &q(v) }.text(lang),
        NoticeKind::UnknownSize(v) => UnknownSize { size: &q(v) }.text(lang),
        NoticeKind::TooManyToCompare(n) => TooManyToCompare { max: &whole(*n) }.text(lang),
        NoticeKind::UnknownParameter => M::UnknownParameter.text(lang).to_owned(),
    }
}

/// A form's field errors on one line: `months: is needed; lines[0].count: …`, or in Chinese
/// `months：请填写此项；lines[0].count：…`.
pub fn field_problems(errors: &[FieldError], lang: Lang) -> String {
    errors
        .iter()
        .map(|e| FieldProblem { field: &e.field, problem: &problem(&e.problem, lang) }.text(lang))
        .collect::<Vec<_>>()
        .join(M::ProblemSep.text(lang))
}

/// Words the Chinese no longer uses: the one term per concept settled with Chinese readers
/// (虚拟机, not VM; 计费方式; 暂无价格; 请填写), Chinese units in input hints, no k or M.
#[cfg(test)]
pub(crate) const NOT_IN_CHINESE: &[&str] = &[
    "VM",
    "定价方式",
    "计价方式",
    "定价模式",
    "购买方式",
    "快照中没有",
    "无报价",
    "退役",
    "可用区",
    "兑换",
    "折换",
    "一年期",
    "三年期",
    "预留基数",
    "必须填写",
    "有限的非负数",
    "10min",
    "50k",
    "8k",
];

/// Whether `text` uses `word` (a Latin word such as VM as a word of its own: NVMe is not a VM).
#[cfg(test)]
pub(crate) fn uses(text: &str, word: &str) -> bool {
    let latin = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
    text.match_indices(word).any(|(i, _)| {
        !word.starts_with(|c: char| c.is_ascii_alphabetic())
            || !(latin(text[..i].chars().next_back())
                || latin(text[i + word.len()..].chars().next()))
    })
}

#[cfg(test)]
mod tests;
