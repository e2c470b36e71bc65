use std::collections::BTreeSet;

use gpuplan_core::calc::{FieldError, GpuFigure, MAX_VALUE_CHARS, Notice, Problem, ReadError};
use gpuplan_core::catalog::GpuCount;
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::catalog::own::{OwnError, Place, Skip};
use gpuplan_core::catalog::view::NoticeKind;
use gpuplan_core::cost::eviction::{
    Band, CsvReason, EvictionError, JsonKind, RowAt, RowField, Shape,
};
use gpuplan_core::cost::{CostErrorKind, Currency, CurrencyError, Limit, Missing};
use gpuplan_core::date::{Date, DateError};
use gpuplan_core::sizing::serve::ReplicaError;
use gpuplan_core::sizing::{QuantityError, SizingErrorKind};
use rust_decimal::Decimal;

use super::*;
use crate::Lang;

fn day() -> Date {
    "2026-08-20".parse().unwrap()
}

fn dec(s: &str) -> Decimal {
    s.parse().unwrap()
}

const AT: RowAt = RowAt { row: 3, line: Some(4) };

/// Every reader's error, one of each variant (and of each nested one).
fn read_errors() -> Vec<ReadError> {
    vec![
        ReadError::Quantity(QuantityError::NotANumber("lots".into())),
        ReadError::Quantity(QuantityError::NotFinite("1e999".into())),
        ReadError::AtLeast(10.0),
        ReadError::AtMost(2e12),
        ReadError::NotAPercentage,
        ReadError::NegativePercentage,
        ReadError::PercentAtMost(100.0),
        ReadError::NotADuration,
        ReadError::NegativeDuration,
        ReadError::HoursAtMost(1000.0),
        ReadError::NotAnAmount,
        ReadError::Negative,
        ReadError::AmountAtMost(Decimal::from(1_000_000_000u64)),
        ReadError::NotANumber,
        ReadError::TooLarge,
    ]
}

fn read_index(e: &ReadError) -> usize {
    match e {
        ReadError::Quantity(QuantityError::NotANumber(_)) => 0,
        ReadError::Quantity(QuantityError::NotFinite(_)) => 1,
        ReadError::AtLeast(_) => 2,
        ReadError::AtMost(_) => 3,
        ReadError::NotAPercentage => 4,
        ReadError::NegativePercentage => 5,
        ReadError::PercentAtMost(_) => 6,
        ReadError::NotADuration => 7,
        ReadError::NegativeDuration => 8,
        ReadError::HoursAtMost(_) => 9,
        ReadError::NotAnAmount => 10,
        ReadError::Negative => 11,
        ReadError::AmountAtMost(_) => 12,
        ReadError::NotANumber => 13,
        ReadError::TooLarge => 14,
    }
}

fn sizing_errors() -> Vec<SizingErrorKind> {
    vec![
        SizingErrorKind::Parse("expected value at line 1 column 1".into()),
        SizingErrorKind::NotANumber,
        SizingErrorKind::Negative,
        SizingErrorKind::Zero,
        SizingErrorKind::AtLeast(0.5),
        SizingErrorKind::TooLarge(1e15),
        SizingErrorKind::Percent,
        SizingErrorKind::TrainingPrecision,
        SizingErrorKind::UnknownPreset("vit-zz".into()),
        SizingErrorKind::PresetOrGmacs,
        SizingErrorKind::UnknownRegion("mars".into()),
    ]
}

fn sizing_index(e: &SizingErrorKind) -> usize {
    match e {
        SizingErrorKind::Parse(_) => 0,
        SizingErrorKind::NotANumber => 1,
        SizingErrorKind::Negative => 2,
        SizingErrorKind::Zero => 3,
        SizingErrorKind::AtLeast(_) => 4,
        SizingErrorKind::TooLarge(_) => 5,
        SizingErrorKind::Percent => 6,
        SizingErrorKind::TrainingPrecision => 7,
        SizingErrorKind::UnknownPreset(_) => 8,
        SizingErrorKind::PresetOrGmacs => 9,
        SizingErrorKind::UnknownRegion(_) => 10,
    }
}

fn limits() -> Vec<Limit> {
    vec![
        Limit::Amount(dec("1000000")),
        Limit::Figure(1e7),
        Limit::UnitsAnHour(100_000),
        Limit::Decimal,
        Limit::LargestTier,
    ]
}

fn limit_index(l: &Limit) -> usize {
    match l {
        Limit::Amount(_) => 0,
        Limit::Figure(_) => 1,
        Limit::UnitsAnHour(_) => 2,
        Limit::Decimal => 3,
        Limit::LargestTier => 4,
    }
}

fn missings() -> Vec<Missing> {
    let r = || "westeurope".to_owned();
    vec![
        Missing::PremiumSsdV2 { region: r() },
        Missing::Disk { family: "premium-ssd".into(), tier: "P30".into(), region: r() },
        Missing::Blob { tier: "archive".into(), region: r() },
        Missing::Snapshots { family: "standard-hdd".into(), region: r() },
        Missing::Egress { routing: "microsoft".into(), region: r() },
        Missing::EgressBand { above_gb: dec("100.0"), table: "internet".into() },
        Missing::Transfer { from: r(), to: "eastus".into() },
    ]
}

fn missing_index(m: &Missing) -> usize {
    match m {
        Missing::PremiumSsdV2 { .. } => 0,
        Missing::Disk { .. } => 1,
        Missing::Blob { .. } => 2,
        Missing::Snapshots { .. } => 3,
        Missing::Egress { .. } => 4,
        Missing::EgressBand { .. } => 5,
        Missing::Transfer { .. } => 6,
    }
}

fn cost_errors() -> Vec<CostErrorKind> {
    let eur = Currency::try_from("EUR".to_owned()).unwrap();
    let mut out = vec![
        CostErrorKind::Parse("EOF while parsing a value at line 1 column 0".into()),
        CostErrorKind::Negative,
        CostErrorKind::Zero,
        CostErrorKind::NotANumber,
        CostErrorKind::AtLeast(0.5),
        CostErrorKind::OutOfRange { min: 1, max: 120 },
        CostErrorKind::Version(2),
        CostErrorKind::NeedsRate(eur),
        CostErrorKind::UnknownSize("Standard_X".into()),
        CostErrorKind::UnknownRegion("mars".into()),
        CostErrorKind::UnknownDiskFamily("ultra".into()),
        CostErrorKind::UnknownDiskTier { family: "premium-ssd".into(), tier: "P99".into() },
        CostErrorKind::UnknownBlobTier("frozen".into()),
        CostErrorKind::UnknownSnapshotFamily("ultra".into()),
        CostErrorKind::UnknownRouting("pigeon".into()),
        CostErrorKind::TierOrSize,
        CostErrorKind::TierNeeded { family: "standard-ssd".into() },
        CostErrorKind::DemandLength,
        CostErrorKind::WallTimeOverflows,
        CostErrorKind::WallTimeTooLong,
        CostErrorKind::NotInSnapshot(Some(day())),
        CostErrorKind::NotInSnapshot(None),
        CostErrorKind::PriceEnded(day()),
    ];
    out.extend(limits().into_iter().map(CostErrorKind::TooLarge));
    out.extend(missings().into_iter().map(CostErrorKind::NotInData));
    out
}

fn cost_index(e: &CostErrorKind) -> usize {
    match e {
        CostErrorKind::Parse(_) => 0,
        CostErrorKind::Negative => 1,
        CostErrorKind::Zero => 2,
        CostErrorKind::NotANumber => 3,
        CostErrorKind::AtLeast(_) => 4,
        CostErrorKind::OutOfRange { .. } => 5,
        CostErrorKind::TooLarge(_) => 6,
        CostErrorKind::Version(_) => 7,
        CostErrorKind::NeedsRate(_) => 8,
        CostErrorKind::UnknownSize(_) => 9,
        CostErrorKind::UnknownRegion(_) => 10,
        CostErrorKind::UnknownDiskFamily(_) => 11,
        CostErrorKind::UnknownDiskTier { .. } => 12,
        CostErrorKind::UnknownBlobTier(_) => 13,
        CostErrorKind::UnknownSnapshotFamily(_) => 14,
        CostErrorKind::UnknownRouting(_) => 15,
        CostErrorKind::TierOrSize => 16,
        CostErrorKind::DemandLength => 17,
        CostErrorKind::WallTimeOverflows => 18,
        CostErrorKind::WallTimeTooLong => 19,
        CostErrorKind::NotInSnapshot(_) => 20,
        CostErrorKind::NotInData(_) => 21,
        CostErrorKind::TierNeeded { .. } => 22,
        CostErrorKind::PriceEnded(_) => 23,
    }
}

fn json_kinds() -> [JsonKind; 6] {
    [
        JsonKind::Null,
        JsonKind::Bool,
        JsonKind::Number,
        JsonKind::Text,
        JsonKind::Array,
        JsonKind::Object,
    ]
}

fn eviction_errors() -> Vec<EvictionError> {
    let mut out = vec![
        EvictionError::Empty,
        EvictionError::TooLarge { bytes: 20_000_000, max: 16_777_216 },
        EvictionError::TooManyRows { max: 100_000 },
        EvictionError::Binary { at: 16 },
        EvictionError::NotUtf8 { at: 0 },
        EvictionError::Json { line: 1, column: 11 },
        EvictionError::Shape { found: Shape::NoData },
        EvictionError::Shape { found: Shape::DataIsTable },
        EvictionError::Shape { found: Shape::DataNotArray },
        EvictionError::Csv { line: 7, reason: CsvReason::NotUtf8 },
        EvictionError::Csv { line: 7, reason: CsvReason::Malformed },
        EvictionError::MissingColumn { field: RowField::Band, found: "skuName,location".into() },
        EvictionError::Missing { at: RowAt { row: 2, line: None }, field: RowField::Location },
        EvictionError::BadName { at: AT, field: RowField::Sku, value: "a\u{7}b".into() },
        EvictionError::UnknownBand { at: AT, value: "30-40".into() },
        EvictionError::Conflict {
            at: AT,
            sku: "Standard_ND96isr_H100_v5".into(),
            location: "westeurope".into(),
            first: Band::P0To5,
            first_row: 1,
        },
        EvictionError::NoRows,
    ];
    for k in json_kinds() {
        out.push(EvictionError::Shape { found: Shape::Value(k) });
        out.push(EvictionError::NotARow { at: AT, found: k });
        out.push(EvictionError::NotText { at: AT, field: RowField::Band, found: k });
    }
    out
}

fn eviction_index(e: &EvictionError) -> usize {
    match e {
        EvictionError::Empty => 0,
        EvictionError::TooLarge { .. } => 1,
        EvictionError::TooManyRows { .. } => 2,
        EvictionError::Binary { .. } => 3,
        EvictionError::NotUtf8 { .. } => 4,
        EvictionError::Json { .. } => 5,
        EvictionError::Shape { .. } => 6,
        EvictionError::Csv { .. } => 7,
        EvictionError::MissingColumn { .. } => 8,
        EvictionError::NotARow { .. } => 9,
        EvictionError::Missing { .. } => 10,
        EvictionError::NotText { .. } => 11,
        EvictionError::BadName { .. } => 12,
        EvictionError::UnknownBand { .. } => 13,
        EvictionError::Conflict { .. } => 14,
        EvictionError::NoRows => 15,
    }
}

/// One of each refusal of a reader's price file.
fn own_errors() -> Vec<OwnError> {
    let item = Place::Item { page: 2, item: 17 };
    vec![
        OwnError::Empty,
        OwnError::TooLarge { bytes: 70_000_000, max: 67_108_864 },
        OwnError::Binary { at: 12 },
        OwnError::NotUtf8 { at: 11 },
        OwnError::Json { line: 3, column: 128 },
        OwnError::Unrecognised,
        OwnError::Shape { at: item.clone() },
        OwnError::Field { at: item, field: "retailPrice".into(), value: None },
        OwnError::Field {
            at: Place::Line(5),
            field: "UnitPrice".into(),
            value: Some("six".into()),
        },
        OwnError::Csv { line: 9 },
        OwnError::Formula { at: Place::Line(2), column: "MeterName".into() },
        OwnError::UnknownSize { at: Place::Line(1), size: "Standard_X1".into() },
        OwnError::TooManyPrices { max: 200_000 },
        OwnError::NoPrices { skipped: 1_204 },
    ]
}

fn own_index(e: &OwnError) -> usize {
    match e {
        OwnError::Empty => 0,
        OwnError::TooLarge { .. } => 1,
        OwnError::Binary { .. } => 2,
        OwnError::NotUtf8 { .. } => 3,
        OwnError::Json { .. } => 4,
        OwnError::Unrecognised => 5,
        OwnError::Shape { .. } => 6,
        OwnError::Field { .. } => 7,
        OwnError::Csv { .. } => 8,
        OwnError::Formula { .. } => 9,
        OwnError::UnknownSize { .. } => 10,
        OwnError::TooManyPrices { .. } => 11,
        OwnError::NoPrices { .. } => 12,
    }
}

const SKIPS: [Skip; 6] = [
    Skip::NotACatalogSize,
    Skip::OtherCurrency,
    Skip::NotInForce,
    Skip::OtherModel,
    Skip::OtherRegion,
    Skip::OtherOffer,
];

#[test]
fn a_readers_price_file_is_refused_and_reported_in_both_languages() {
    assert_covers("OwnError", &own_errors(), own_index, 13);
    for e in own_errors() {
        crate::check_texts(&format!("{e:?}"), &own_prices(&e, Lang::En), &own_prices(&e, Lang::Zh));
    }
    let mut seen = BTreeSet::new();
    for why in SKIPS {
        let (en, zh) = (own_skip(why, 1_204, Lang::En), own_skip(why, 1_204, Lang::Zh));
        crate::check_texts(&format!("{why:?}"), &en, &zh);
        // The count, as the house style writes a whole number in each language.
        let count = |lang| Figure::whole(1_204).text(lang);
        assert!(en.ends_with(&count(Lang::En)), "{en}");
        assert!(zh.ends_with(&format!("{} 条", count(Lang::Zh))), "{zh}");
        assert!(seen.insert(en), "two reasons read alike");
    }
    assert_eq!(own_prices(&own_errors()[8], Lang::Zh), "第 5 行：字段 UnitPrice 的值 “six” 无效");
    assert_eq!(
        own_prices(&own_errors()[6], Lang::Zh),
        "第 2 页的 Items[17]：既不是 API 条目，也不是价格记录"
    );
}

const CHOICES: &[&str] = &["zero-1", "zero-3"];

/// One problem of each kind, with every nested error and every pricing model and figure.
fn problems() -> Vec<Problem> {
    let size = || "Standard_ND96isr_H100_v5".to_owned();
    let mut out = vec![
        Problem::Needed,
        Problem::UnknownSize("Standard_Nope".into()),
        Problem::UnknownRegion("mars".into()),
        Problem::NotOneOf(CHOICES),
        Problem::Zero,
        Problem::ZeroPercent,
        Problem::NoGpu,
        Problem::FractionalGpu,
        Problem::StateDoesNotFit,
        Problem::TooFewVms { fewest: 4 },
        Problem::CannotServe,
        Problem::Replica(ReplicaError::PartitionTooSmall { gpus: GpuCount { num: 1, den: 3 } }),
        Problem::Replica(ReplicaError::SpansVms { gpus: 2, per_vm: 1, infiniband: false }),
        Problem::Replica(ReplicaError::HeadsNotDivisible { heads: 64, gpus: 3, per_vm: 4 }),
        Problem::CostTooLarge,
        Problem::NoStreetPrice,
        Problem::NoTdp,
        Problem::NoPrices { size: size(), region: "eastus".into() },
        Problem::NoStoragePrices { region: "eastus".into() },
        Problem::PriceEnded {
            model: PricingModel::LowPriority,
            size: size(),
            region: "westus3".into(),
            ended: day(),
        },
        Problem::NotAVmCount("x".into()),
        Problem::ProfileLength,
        Problem::NotAPricingModel,
        Problem::NotALineKind("gpu".into()),
        Problem::Currency(CurrencyError("usd".into())),
        Problem::Date(DateError("yesterday".into())),
    ];
    for need in [GpuFigure::Bf16OrFp8, GpuFigure::Bf16OrFp16, GpuFigure::BandwidthAndFp16] {
        out.push(Problem::NoFigure { gpu: "MI300X".into(), need });
    }
    for model in PricingModel::ALL {
        for newest in [Some(day()), None] {
            let region = "eastus".into();
            out.push(Problem::NotInSnapshot { model, size: size(), region, newest });
        }
    }
    out.extend(read_errors().into_iter().map(Problem::Read));
    out.extend(sizing_errors().into_iter().map(Problem::Sizing));
    out.extend(cost_errors().into_iter().map(Problem::Cost));
    out.extend(eviction_errors().into_iter().map(Problem::Eviction));
    out
}

fn problem_index(p: &Problem) -> usize {
    match p {
        Problem::Needed => 0,
        Problem::Read(_) => 1,
        Problem::UnknownSize(_) => 2,
        Problem::UnknownRegion(_) => 3,
        Problem::NotOneOf(_) => 4,
        Problem::Zero => 5,
        Problem::ZeroPercent => 6,
        Problem::NoGpu => 7,
        Problem::NoFigure { .. } => 8,
        Problem::FractionalGpu => 9,
        Problem::StateDoesNotFit => 10,
        Problem::TooFewVms { .. } => 11,
        Problem::CannotServe => 12,
        Problem::CostTooLarge => 13,
        Problem::NoStreetPrice => 14,
        Problem::NoTdp => 15,
        Problem::NoPrices { .. } => 16,
        Problem::NotInSnapshot { .. } => 17,
        Problem::NoStoragePrices { .. } => 18,
        Problem::NotAVmCount(_) => 19,
        Problem::ProfileLength => 20,
        Problem::NotAPricingModel => 21,
        Problem::NotALineKind(_) => 22,
        Problem::Currency(_) => 23,
        Problem::Eviction(_) => 24,
        Problem::Date(_) => 25,
        Problem::Sizing(_) => 26,
        Problem::Cost(_) => 27,
        Problem::Replica(_) => 28,
        Problem::PriceEnded { .. } => 29,
    }
}

fn catalog_notices() -> Vec<NoticeKind> {
    vec![
        NoticeKind::QueryTooLong(2048),
        NoticeKind::NotPercentEncoded,
        NoticeKind::NoAccelerator("h999".into()),
        NoticeKind::NotGb("lots".into(), 100_000),
        NoticeKind::NotGpuCount("-1".into(), 1_000),
        NoticeKind::NotOneOf("maybe".into(), &["yes", "no"]),
        NoticeKind::UnknownRegion("mars".into()),
        NoticeKind::NotAColumn("colour".into()),
        NoticeKind::UnknownSize("Standard_Nope".into()),
        NoticeKind::TooManyToCompare(6),
        NoticeKind::UnknownParameter,
    ]
}

fn catalog_notice_index(k: &NoticeKind) -> usize {
    match k {
        NoticeKind::QueryTooLong(_) => 0,
        NoticeKind::NotPercentEncoded => 1,
        NoticeKind::NoAccelerator(_) => 2,
        NoticeKind::NotGb(..) => 3,
        NoticeKind::NotGpuCount(..) => 4,
        NoticeKind::NotOneOf(..) => 5,
        NoticeKind::UnknownRegion(_) => 6,
        NoticeKind::NotAColumn(_) => 7,
        NoticeKind::UnknownSize(_) => 8,
        NoticeKind::TooManyToCompare(_) => 9,
        NoticeKind::UnknownParameter => 10,
    }
}

fn calc_notices() -> Vec<Notice> {
    vec![Notice::Cut { field: "work".into() }, Notice::UnknownField { key: "__proto__".into() }]
}

fn calc_notice_index(n: &Notice) -> usize {
    match n {
        Notice::Cut { .. } => 0,
        Notice::UnknownField { .. } => 1,
    }
}

/// The samples cover every variant: the indices seen are 0 to the last match arm's.
fn assert_covers<T>(name: &str, samples: &[T], index: impl Fn(&T) -> usize, variants: usize) {
    let seen: BTreeSet<usize> = samples.iter().map(index).collect();
    assert_eq!(seen, (0..variants).collect::<BTreeSet<_>>(), "{name}: a variant has no sample");
}

/// What goes between a field and its problem, or two fields' problems: punctuation, spaced
/// in English.
const PUNCTUATION: [ProblemMsg; 2] = [ProblemMsg::Colon, ProblemMsg::ProblemSep];

#[test]
fn every_message_has_both_languages() {
    for m in ProblemMsg::ALL {
        let en = m.text(Lang::En);
        let en = if PUNCTUATION.contains(m) { en.trim() } else { en };
        crate::check_texts(&format!("{m:?}"), en, m.text(Lang::Zh));
    }
    assert_eq!((colon(Lang::En), colon(Lang::Zh)), (": ", "："));
    assert_eq!((M::ProblemSep.text(Lang::En), M::ProblemSep.text(Lang::Zh)), ("; ", "；"));
}

#[test]
fn the_samples_cover_every_variant() {
    let all = problems();
    assert_covers("Problem", &all, problem_index, 30);
    assert_covers("ReadError", &read_errors(), read_index, 15);
    assert_covers("SizingErrorKind", &sizing_errors(), sizing_index, 11);
    assert_covers("CostErrorKind", &cost_errors(), cost_index, 24);
    assert_covers("Limit", &limits(), limit_index, 5);
    assert_covers("Missing", &missings(), missing_index, 7);
    assert_covers("EvictionError", &eviction_errors(), eviction_index, 16);
    assert_covers("NoticeKind", &catalog_notices(), catalog_notice_index, 11);
    assert_covers("Notice", &calc_notices(), calc_notice_index, 2);
}

#[test]
fn every_problem_is_worded_in_both_languages() {
    for p in problems() {
        let name = format!("{p:?}");
        crate::check_texts(&name, &problem(&p, Lang::En), &problem(&p, Lang::Zh));
    }
    for k in catalog_notices() {
        let name = format!("{k:?}");
        crate::check_texts(&name, &catalog_notice(&k, Lang::En), &catalog_notice(&k, Lang::Zh));
    }
    for n in calc_notices() {
        let name = format!("{n:?}");
        let (en, zh) = (notice(&n, Lang::En, |_| Some("Work")), notice(&n, Lang::Zh, |_| None));
        crate::check_texts(&name, &en, &zh);
    }
}

/// Chinese text has no ASCII punctuation where Chinese punctuates (a comma, colon, semicolon or
/// parenthesis after a Chinese character), and no Chinese character touches a Latin letter or
/// digit without a space (full-width punctuation and quotes need none).
#[test]
fn chinese_punctuation_and_spacing() {
    let texts: Vec<String> = problems()
        .iter()
        .map(|p| problem(p, Lang::Zh))
        .chain(catalog_notices().iter().map(|k| catalog_notice(k, Lang::Zh)))
        .chain(calc_notices().iter().map(|n| notice(n, Lang::Zh, |_| Some("工作量"))))
        .chain(own_errors().iter().map(|e| own_prices(e, Lang::Zh)))
        .chain(SKIPS.iter().map(|s| own_skip(*s, 3, Lang::Zh)))
        .collect();
    let ideograph = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
    for t in &texts {
        let chars: Vec<char> = t.chars().collect();
        for w in chars.windows(2) {
            let (a, b) = (w[0], w[1]);
            assert!(!(ideograph(a) && matches!(b, ',' | ':' | ';' | '(' | ')')), "{t}");
            // 万 and 亿 belong to the number before them ("2万亿", "1.5万"), and a date's
            // 年, 月 and 日 to its numbers ("2026年8月20日").
            let joined = matches!(b, '万' | '亿' | '年' | '月' | '日') || matches!(a, '年' | '月');
            assert!(!(a.is_ascii_alphanumeric() && ideograph(b) && !joined), "{t}");
            assert!(!(ideograph(a) && b.is_ascii_alphanumeric() && !joined), "{t}");
            let quote_touches = (ideograph(a) && b == '"') || (a == '"' && ideograph(b));
            assert!(!quote_touches, "{t}");
        }
    }
}

/// English is the core's own wording, as the pages showed it before the wording moved here.
#[test]
fn english_is_the_cores_wording() {
    for e in read_errors() {
        assert_eq!(read(&e, Lang::En), e.to_string(), "{e:?}");
    }
    for e in sizing_errors() {
        assert_eq!(sizing(&e, Lang::En), e.to_string(), "{e:?}");
    }
    for e in cost_errors() {
        assert_eq!(cost(&e, Lang::En), e.to_string(), "{e:?}");
    }
    for e in eviction_errors() {
        assert_eq!(eviction(&e, Lang::En), e.to_string(), "{e:?}");
    }
    for e in own_errors() {
        assert_eq!(own_prices(&e, Lang::En), e.to_string(), "{e:?}");
    }
    let e =
        gpuplan_core::cost::CostError { field: "lines[2].count".into(), kind: CostErrorKind::Zero };
    assert_eq!(cost_error(&e, Lang::En), e.to_string());
    assert_eq!(cost_error(&e, Lang::Zh), "lines[2].count：必须大于 0");
    let e = gpuplan_core::sizing::SizingError {
        field: "shape.heads".into(),
        kind: SizingErrorKind::AtLeast(1.0),
    };
    assert_eq!(sizing_error(&e, Lang::En), e.to_string());
    let e = CurrencyError("usd".into());
    assert_eq!(problem(&Problem::Currency(e.clone()), Lang::En), e.to_string());
    let e = DateError("yesterday".into());
    assert_eq!(problem(&Problem::Date(e.clone()), Lang::En), e.to_string());
}

/// The wording the core built as text before, worked out by hand from its old `format!`s.
#[test]
fn english_keeps_the_old_wording() {
    let en = |p: Problem| problem(&p, Lang::En);
    assert_eq!(en(Problem::Needed), "is needed");
    assert_eq!(en(Problem::UnknownSize("X".into())), "\"X\" is not a size in the catalog");
    assert_eq!(en(Problem::NotOneOf(CHOICES)), "must be one of zero-1, zero-3");
    assert_eq!(
        en(Problem::NotInSnapshot {
            model: PricingModel::Spot,
            size: "Standard_ND96isr_H100_v5".into(),
            region: "eastus".into(),
            newest: Some(day()),
        }),
        "the snapshot has no spot price for Standard_ND96isr_H100_v5 in eastus (newest snapshot there 2026-08-20)"
    );
    assert_eq!(
        en(Problem::NoFigure { gpu: "T4".into(), need: GpuFigure::BandwidthAndFp16 }),
        "T4 lacks a bandwidth or FP16 figure in the catalog"
    );
    assert_eq!(
        en(Problem::TooFewVms { fewest: 3 }),
        "the model's state needs at least 3 VMs of this size"
    );
    assert_eq!(
        en(Problem::NotAVmCount("x".into())),
        "\"x\" is not a whole number of VMs up to 10,000"
    );
    assert_eq!(en(Problem::NotALineKind("gpu".into())), "\"gpu\" is not a kind of line");
    assert_eq!(
        notice(&Notice::Cut { field: "work".into() }, Lang::En, |_| Some("Work")),
        format!("Work: the value was longer than {MAX_VALUE_CHARS} characters and was cut")
    );
    assert_eq!(
        notice(&Notice::Cut { field: "work".into() }, Lang::En, |_| None),
        "a field: the value was longer than 64 characters and was cut"
    );
    assert_eq!(
        notice(&Notice::UnknownField { key: "__proto__".into() }, Lang::En, |_| None),
        "“__proto__” is not a field of this calculator and was ignored"
    );
    assert_eq!(from_saved_state("x", Lang::En), "Saved state: x.");
    assert_eq!(from_address("x", Lang::En), "Address: x.");
    assert_eq!(
        catalog_notice(
            &NoticeKind::NotOneOf(
                "up".into(),
                &["available", "capacity-limited", "preview", "retiring", "retired"]
            ),
            Lang::En
        ),
        "\"up\" is not available, capacity-limited, preview, retiring or retired"
    );
    assert_eq!(
        catalog_notice(&NoticeKind::NotGb("x".into(), 100_000), Lang::En),
        "\"x\" is not a number of GB from 0 to 100000"
    );
    assert_eq!(
        catalog_notice(&NoticeKind::QueryTooLong(2048), Lang::En),
        "longer than 2048 characters; defaults shown"
    );
}

#[test]
fn chinese_wording_by_hand() {
    let zh = |p: Problem| problem(&p, Lang::Zh);
    assert_eq!(zh(Problem::Needed), "请填写此项");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(2e12))), "不能大于 2万亿");
    assert_eq!(zh(Problem::Read(ReadError::AtLeast(1e6))), "不能小于 100万");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(1.5e9))), "不能大于 15亿");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(744.0))), "不能大于 744");
    assert_eq!(
        zh(Problem::Read(ReadError::AmountAtMost(Decimal::from(1_000_000_000u64)))),
        "不能超过 1,000,000,000.00 美元"
    );
    assert_eq!(
        zh(Problem::Read(ReadError::Quantity(QuantityError::NotANumber("lots".into())))),
        "“lots”不是有效的数量，例如 700亿、2万亿或 8000"
    );
    assert_eq!(
        zh(Problem::Read(ReadError::Quantity(QuantityError::NotFinite("1e999".into())))),
        "“1e999”不是有效的数值，请输入不小于 0 的数"
    );
    assert_eq!(
        zh(Problem::Read(ReadError::NotADuration)),
        "不是有效的时长，例如 10 分钟、2 小时或 3 天"
    );
    assert_eq!(zh(Problem::Read(ReadError::HoursAtMost(1000.0))), "不能超过 1,000 小时");
    assert_eq!(zh(Problem::Read(ReadError::PercentAtMost(100.0))), "不能大于 100%");
    assert_eq!(zh(Problem::Sizing(SizingErrorKind::TooLarge(1e15))), "不能大于 1000万亿");
    assert_eq!(
        zh(Problem::Cost(CostErrorKind::TooLarge(Limit::Amount(dec("1000000"))))),
        "不能大于 1,000,000"
    );
    assert_eq!(
        zh(Problem::Cost(CostErrorKind::TooLarge(Limit::UnitsAnHour(100_000)))),
        "不能超过每小时 100,000 个单位"
    );
    assert_eq!(zh(Problem::NotAPricingModel), "不是有效的计费方式");
    assert_eq!(
        zh(Problem::Replica(ReplicaError::SpansVms { gpus: 8, per_vm: 4, infiniband: false })),
        "一个副本需要 8 个 GPU，而此规格每台虚拟机只有 4 个；没有 InfiniBand 时，副本无法跨虚拟机部署：请选择每台虚拟机 GPU 更多的规格"
    );
    assert_eq!(zh(Problem::TooFewVms { fewest: 1_024 }), "模型状态至少需要 1,024 台此规格的虚拟机");
    assert_eq!(
        zh(Problem::NotInSnapshot {
            model: PricingModel::Spot,
            size: "Standard_ND96isr_H100_v5".into(),
            region: "eastus".into(),
            newest: Some(day()),
        }),
        "快照中暂无此价格：Standard_ND96isr_H100_v5，美国东部（eastus），Spot 虚拟机；该区域最新快照为 2026年8月20日"
    );
    assert_eq!(
        zh(Problem::NotInSnapshot {
            model: PricingModel::Payg,
            size: "Standard_NC24ads_A100_v4".into(),
            region: "westeurope".into(),
            newest: None,
        }),
        "快照中暂无此价格：Standard_NC24ads_A100_v4，西欧（westeurope），即用即付"
    );
    assert_eq!(
        zh(Problem::PriceEnded {
            model: PricingModel::Reservation3y,
            size: "Standard_NC24ads_A100_v4".into(),
            region: "eastasia".into(),
            ended: day(),
        }),
        "此价格已于 2026年8月20日失效，不再是现行价格：Standard_NC24ads_A100_v4，东亚（eastasia），3 年期预留实例"
    );
    assert_eq!(
        zh(Problem::NoPrices {
            size: "Standard_NC24ads_A100_v4".into(),
            region: "marsnorth".into()
        }),
        "快照中暂无此规格在该区域的任何价格：Standard_NC24ads_A100_v4，marsnorth"
    );
}

/// Bounds, the eviction export's, the estimate's and dates' problems and the notices, in Chinese.
#[test]
fn chinese_bounds_exports_and_notices_by_hand() {
    let zh = |p: Problem| problem(&p, Lang::Zh);
    assert_eq!(zh(Problem::NotOneOf(CHOICES)), "请从列表中选择（可选值：zero-1、zero-3）");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(65_536.0))), "不能大于 65,536");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(1e5))), "不能大于 10万");
    assert_eq!(zh(Problem::Read(ReadError::AtLeast(0.001))), "不能小于 0.001");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(123_456_789.0))), "不能大于 123,456,789");
    assert_eq!(zh(Problem::Read(ReadError::AtMost(2.5e5))), "不能大于 25万");
    assert_eq!(
        zh(Problem::Eviction(EvictionError::UnknownBand {
            at: RowAt { row: 1, line: Some(2) },
            value: "30-40".into()
        })),
        "第 1 行（文件第 2 行）：spotEvictionRate “30-40”不是 0-5、5-10、10-15、15-20、20+ 之一"
    );
    assert_eq!(
        zh(Problem::Eviction(EvictionError::TooLarge { bytes: 20_000_000, max: 16_777_216 })),
        "导出文件有 20,000,000 字节，最多只读取 16,777,216 字节（请在查询中只保留你需要的区域或规格）"
    );
    assert_eq!(
        zh(Problem::Cost(CostErrorKind::NotInData(Missing::Blob {
            tier: "archive".into(),
            region: "westeurope".into()
        }))),
        "数据中暂无西欧（westeurope）的 Blob archive 价格；请自行填写价格（user_price）"
    );
    assert_eq!(
        zh(Problem::Cost(CostErrorKind::UnknownRouting("pigeon".into()))),
        "“pigeon”不是有效值，应为 microsoft 或 internet"
    );
    assert_eq!(zh(Problem::Date(DateError("昨天".into()))), "“昨天”不是 YYYY-MM-DD 格式的日期");
    // Control characters stay escaped inside the Chinese quotes.
    assert_eq!(zh(Problem::UnknownRegion("a\u{7}b".into())), "“a\\u{7}b”不是目录中的区域");
    assert_eq!(
        notice(&Notice::Cut { field: "work".into() }, Lang::Zh, |_| Some("工作量")),
        "工作量：值超过 64 个字符，已截断"
    );
    assert_eq!(
        from_address(
            &notice(&Notice::UnknownField { key: "x".into() }, Lang::Zh, |_| None),
            Lang::Zh
        ),
        "网址：“x”不是此计算器的字段，已忽略。"
    );
    assert_eq!(
        catalog_notice(&NoticeKind::NotOneOf("maybe".into(), &["yes", "no"]), Lang::Zh),
        "“maybe”不是有效值，应为 yes 或 no"
    );
    let errors = [
        FieldError { field: "months".into(), problem: Problem::Needed },
        FieldError {
            field: "lines[0].count".into(),
            problem: Problem::Read(ReadError::NotANumber),
        },
    ];
    assert_eq!(
        crate::both(|lang| field_problems(&errors, lang)),
        [
            "months: is needed; lines[0].count: is not a number such as 1,200 or 50k",
            "months：请填写此项；lines[0].count：不是有效的数字，例如 1,200 或 5万"
        ]
    );
}

#[test]
fn chinese_uses_the_settled_terms() {
    let texts: Vec<String> = problems()
        .iter()
        .map(|p| problem(p, Lang::Zh))
        .chain(catalog_notices().iter().map(|k| catalog_notice(k, Lang::Zh)))
        .chain(calc_notices().iter().map(|n| notice(n, Lang::Zh, |_| None)))
        .chain(ProblemMsg::ALL.iter().map(|m| m.text(Lang::Zh).to_owned()))
        .collect();
    for t in &texts {
        for word in NOT_IN_CHINESE {
            assert!(!crate::problems::uses(t, word), "{word}: {t}");
        }
    }
}

#[test]
fn a_latin_word_is_found_as_a_word() {
    assert!(uses("83 台 VM", "VM"));
    assert!(uses("VM 数", "VM"));
    assert!(!uses("本地 NVMe", "VM"));
    assert!(uses("请填写 10min", "10min"));
    assert!(uses("快照中没有价格", "快照中没有"));
}

/// Regions are named by name and code in Chinese, by code in English, wherever a problem
/// names one; a code the region list lacks stays as it is.
#[test]
fn problems_name_regions_for_the_reader() {
    let p = Problem::NoStoragePrices { region: "japaneast".into() };
    assert_eq!(
        crate::both(|lang| problem(&p, lang)),
        [
            "the data has no Blob or snapshot prices for japaneast: choose another region",
            "暂无此区域的 Blob 存储或快照价格：日本东部（japaneast），请选择其他区域"
        ]
    );
    let m = Missing::Transfer { from: "westeurope".into(), to: "eastus".into() };
    assert_eq!(
        cost(&CostErrorKind::NotInData(m), Lang::Zh),
        "数据中暂无从西欧（westeurope）到美国东部（eastus）的数据传输价格（目前只有同一大洲内的费率）；请自行填写价格（user_price）"
    );
    let e = EvictionError::Conflict {
        at: RowAt { row: 12_000, line: None },
        sku: "Standard_NC6s_v3".into(),
        location: "southcentralus".into(),
        first: Band::P0To5,
        first_row: 1_500,
    };
    assert_eq!(
        eviction(&e, Lang::Zh),
        "第 12,000 行：Standard_NC6s_v3 在美国中南部（southcentralus）的逐出率区间已在第 1,500 行给出（0-5%）"
    );
    assert_eq!(eviction(&e, Lang::En), e.to_string());
}
