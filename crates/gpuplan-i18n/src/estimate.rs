//! The words of the estimate builder: the page, its settings' and lines' fields and choices, the
//! kinds of line, the pricing models' names, the totals and the table, and the words of a priced
//! line (its label, where its price came from and the engine's notes) on a Chinese page.
//!
//! The core's fields carry no words: [`setting_label`], [`setting_hint`], [`setting_choice`],
//! [`line_field_label`], [`line_field_hint`], [`line_choice`] and [`line_kind`] give them in a
//! language, keyed by the core's ids (a line's kind, the field's key, a choice's value).

use gpuplan_core::catalog::Catalog;
use gpuplan_core::catalog::{Os, PricingModel};
use gpuplan_core::cost::PriceWarning;
use gpuplan_core::cost::estimate::{
    BillingRule, EstimateResult, LineLabel, LineNote, Payment, PriceOrigin,
};
use gpuplan_core::cost::money::{Currency, format_decimal};
use rust_decimal::Decimal;

use rust_decimal::prelude::ToPrimitive;

use crate::catalog::region_name;
use crate::{Lang, format};

include!(concat!(env!("OUT_DIR"), "/estimate.rs"));

use EstimateMsg as M;

/// A pricing model's name for readers: the catalog's, the one name.
pub fn model_name(m: PricingModel, lang: Lang) -> &'static str {
    crate::catalog::model(m, lang)
}

/// A line kind's name, by the core's id (`compute`, `disk`, ...).
pub fn kind_name(kind: &str) -> Option<EstimateMsg> {
    Some(match kind {
        "compute" => M::KindCompute,
        "disk" => M::KindDisk,
        "blob" => M::KindBlob,
        "snapshot" => M::KindSnapshot,
        "egress" => M::KindEgress,
        "inter-region" => M::KindInterRegion,
        _ => return None,
    })
}

/// A line kind's name in `lang`, by the core's id; empty for an unknown kind.
pub fn line_kind(kind: &str, lang: Lang) -> &'static str {
    kind_name(kind).map_or("", |m| m.text(lang))
}

/// A form's text: a message, or a code or a name that reads the same in both languages
/// (`Linux`, `GB`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Text {
    Msg(EstimateMsg),
    Code(&'static str),
    Model(PricingModel),
}

impl Text {
    fn text(self, lang: Lang) -> &'static str {
        match self {
            Text::Msg(m) => m.text(lang),
            Text::Code(c) => c,
            Text::Model(m) => model_name(m, lang),
        }
    }
}

/// A choice's label, by its field's key and its value.
fn option(key: &str, value: &str) -> Option<Text> {
    match (key, value) {
        ("os", "linux") => return Some(Text::Code("Linux")),
        ("os", "windows") => return Some(Text::Code("Windows")),
        _ => {}
    }
    if key == "model" {
        return PricingModel::parse(value).map(Text::Model);
    }
    option_msg(key, value).map(Text::Msg)
}

/// A choice's label that is worded in each language, by its field's key and its value.
fn option_msg(key: &str, value: &str) -> Option<EstimateMsg> {
    if key == "currency" {
        return currency_msg(value, true);
    }
    Some(match (key, value) {
        ("payment", "upfront") => M::PayUpfront,
        ("payment", "monthly") => M::PayMonthly,
        ("family", "premium-ssd") => M::PremiumSsd,
        ("family", "standard-ssd") => M::StandardSsd,
        ("family", "premium-ssd-v2") => M::PremiumSsdV2,
        ("family", "standard-hdd") => M::StandardHdd,
        ("snapshot-family", "standard-hdd") => M::StandardHddIncremental,
        ("snapshot-family", "standard-ssd") => M::StandardSsd,
        ("snapshot-family", "premium-ssd") => M::PremiumSsd,
        ("tier", "hot") => M::Hot,
        ("tier", "cool") => M::Cool,
        ("tier", "cold") => M::Cold,
        ("tier", "archive") => M::Archive,
        ("routing", "microsoft") => M::MicrosoftNetwork,
        ("routing", "internet") => M::Internet,
        _ => return None,
    })
}

/// A setting's label and hint, by its key.
fn setting_texts(key: &str) -> Option<(EstimateMsg, Option<EstimateMsg>)> {
    Some(match key {
        "currency" => (M::CurrencyLabel, None),
        "rate" => (M::RateLabel, Some(M::RateHint)),
        "months" => (M::MonthsLabel, Some(M::MonthsHint)),
        "hours_per_month" => (M::HoursLabel, Some(M::HoursHint)),
        "discount_pct" => (M::DiscountLabel, Some(M::DiscountHint)),
        _ => return None,
    })
}

/// A line field's label and hint, by its line's kind and its key. A hint that is only a unit
/// (`GB`) reads the same in both languages.
fn line_texts(kind: &str, key: &str) -> Option<(EstimateMsg, Option<Text>)> {
    use Text::{Code, Msg};
    let m = |label, hint: Option<EstimateMsg>| (label, hint.map(Msg));
    Some(match (kind, key) {
        (_, "user_price") => m(M::UserPriceLabel, Some(M::UserPriceHint)),
        ("compute", "size") => m(M::SizeLabel, None),
        ("egress", "region") => m(M::FromRegionLabel, None),
        (_, "region") => m(M::RegionLabel, None),
        ("compute", "count") => m(M::VmsLabel, None),
        ("compute", "os") => m(M::OsLabel, None),
        ("compute", "model") => m(M::PricingLabel, None),
        ("compute", "hours_per_month") => m(M::HoursLabel, Some(M::LineHoursHint)),
        ("compute", "payment") => m(M::PaymentLabel, None),
        ("disk", "family") => m(M::DiskTypeLabel, None),
        ("disk", "tier") => m(M::TierLabel, Some(M::TierHint)),
        ("disk", "size_gib") => m(M::DiskSizeLabel, Some(M::DiskSizeHint)),
        ("disk", "iops") => m(M::IopsLabel, Some(M::V2OnlyHint)),
        ("disk", "mbps") => m(M::MbpsLabel, Some(M::V2OnlyHint)),
        ("disk", "count") => m(M::DisksLabel, None),
        ("blob", "tier") => m(M::TierLabel, None),
        ("blob", "gb") => m(M::StoredLabel, Some(M::StoredHint)),
        ("blob", "months") => m(M::KeptForLabel, Some(M::KeptForHint)),
        ("snapshot", "family") => m(M::TypeLabel, None),
        ("snapshot", "gb") => (M::UsedLabel, Some(Code("GB"))),
        ("egress", "routing") => m(M::RoutingLabel, None),
        ("egress" | "inter-region", "gb_per_month") => (M::PerMonthLabel, Some(Code("GB"))),
        ("inter-region", "from") => m(M::FromLabel, None),
        ("inter-region", "to") => m(M::ToLabel, None),
        _ => return None,
    })
}

/// A setting's label in `lang`, by its key; empty for a key the form lacks.
pub fn setting_label(key: &str, lang: Lang) -> &'static str {
    setting_texts(key).map_or("", |(label, _)| label.text(lang))
}

/// A setting's hint in `lang`, by its key; empty when it has none.
pub fn setting_hint(key: &str, lang: Lang) -> &'static str {
    setting_texts(key).and_then(|(_, hint)| hint).map_or("", |h| h.text(lang))
}

/// The label of a setting's choice in `lang`, by the setting's key and the choice's value.
pub fn setting_choice(key: &str, value: &str, lang: Lang) -> &'static str {
    option(key, value).map_or("", |t| t.text(lang))
}

/// A line field's label in `lang`, by the line's kind and the field's key; empty for a field
/// the line lacks.
pub fn line_field_label(kind: &str, key: &str, lang: Lang) -> &'static str {
    line_texts(kind, key).map_or("", |(label, _)| label.text(lang))
}

/// A line field's hint in `lang`; empty when it has none.
pub fn line_field_hint(kind: &str, key: &str, lang: Lang) -> &'static str {
    line_texts(kind, key).and_then(|(_, hint)| hint).map_or("", |h| h.text(lang))
}

/// The label of a line field's choice in `lang`, by the line's kind, the field's key and the
/// choice's value (a snapshot's type has its own list: `Standard HDD (incremental)`).
pub fn line_choice(kind: &str, key: &str, value: &str, lang: Lang) -> &'static str {
    let key = if kind == "snapshot" && key == "family" { "snapshot-family" } else { key };
    option(key, value).map_or("", |t| t.text(lang))
}

/// A line's legend: `Line 2: Compute`.
pub fn line_legend(n: usize, kind: &str, lang: Lang) -> String {
    let kind = kind_name(kind).unwrap_or(M::Line).text(lang);
    LineLegend { n: &format::count(n as u64), kind }.text(lang)
}

/// A line button's accessible name: `Duplicate line 2`, `Remove line 2`.
pub fn line_button(duplicate: bool, n: usize, lang: Lang) -> String {
    let n = &format::count(n as u64);
    if duplicate { DuplicateLine { n }.text(lang) } else { RemoveLine { n }.text(lang) }
}

/// The totals' term: `Whole term (12 months)`.
pub fn whole_term(months: Decimal, lang: Lang) -> String {
    WholeTerm { months: &format::decimal(months) }.text(lang)
}

/// The table's caption: `Lines, in USD`.
pub fn table_caption(currency: Currency, lang: Lang) -> String {
    TableCaption { currency: &currency_name(currency, lang) }.text(lang)
}

/// A currency's name in running text: the code in English, 美元 and the like in Chinese.
pub fn currency_name(currency: Currency, lang: Lang) -> String {
    currency_msg(currency.code(), false)
        .map_or_else(|| currency.code().to_owned(), |m| m.text(lang).into())
}

/// A currency's message by its code: its name in running text, or its label in the currency
/// list (`list`: 美元（USD）in Chinese).
fn currency_msg(code: &str, list: bool) -> Option<EstimateMsg> {
    Some(match (code, list) {
        ("USD", false) => M::CurrencyUsd,
        ("EUR", false) => M::CurrencyEur,
        ("GBP", false) => M::CurrencyGbp,
        ("CNY", false) => M::CurrencyCny,
        ("JPY", false) => M::CurrencyJpy,
        ("USD", true) => M::ChoiceUsd,
        ("EUR", true) => M::ChoiceEur,
        ("GBP", true) => M::ChoiceGbp,
        ("CNY", true) => M::ChoiceCny,
        ("JPY", true) => M::ChoiceJpy,
        _ => return None,
    })
}

/// An amount in the estimate's currency with `places` decimals: `1,234.56 USD`, `1,234.56 美元`.
pub fn amount(value: Decimal, currency: Currency, places: u32, lang: Lang) -> String {
    Amount { amount: &format_decimal(value, places), currency: &currency_name(currency, lang) }
        .text(lang)
}

/// The mark beside a line whose snapshot price is old: ` (more than 90 days old)`.
pub fn old_mark(days: i64, lang: Lang) -> String {
    OldMark { days: &format::number(days as f64, 0) }.text(lang)
}

/// The sentence under a table whose every snapshot price is old, before its mark.
pub fn all_old(days: i64, lang: Lang) -> String {
    AllOld { days: &format::number(days as f64, 0) }.text(lang)
}

/// The full stop after [`all_old`]'s mark.
pub fn full_stop(lang: Lang) -> &'static str {
    M::FullStop.text(lang)
}

/// Where a stored or linked estimate was read from, for a notice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The address (`?e=`).
    Address,
    /// The browser's storage.
    Saved,
}

/// The notice when a stored or linked estimate is too long to read.
pub fn too_long(source: Source, lang: Lang) -> String {
    match source {
        Source::Address => M::TooLongAddress,
        Source::Saved => M::TooLongSaved,
    }
    .text(lang)
    .to_owned()
}

/// The notice when a stored or linked estimate cannot be read; `why` is the JSON reader's
/// detail, in English, which the Chinese notice leaves out.
pub fn unreadable(source: Source, why: &str, lang: Lang) -> String {
    match source {
        Source::Address => UnreadableAddress { why }.text(lang),
        Source::Saved => UnreadableSaved { why }.text(lang),
    }
}

/// The notice when a download could not start: the browser's own words (`reason`, in English)
/// on English pages, which the Chinese notice leaves out.
pub fn download_failed(reason: &str, lang: Lang) -> String {
    DownloadFailed { reason }.text(lang)
}

/// Where a line's price came from: a snapshot's source, by its short name in `lang` (never its
/// key), and its date; the reader's price; or the billing rule that priced it.
pub fn origin(o: &PriceOrigin, catalog: &Catalog, lang: Lang) -> String {
    match o {
        PriceOrigin::Snapshot { as_of: Some(d), source } => {
            let source = crate::catalog::source_name(catalog, source, lang);
            OriginSnapshot { date: &format::date(*d, lang), source }.text(lang)
        }
        PriceOrigin::Snapshot { as_of: None, source } => {
            crate::catalog::source_name(catalog, source, lang).to_owned()
        }
        PriceOrigin::UserPrice => M::OriginUserPrice.text(lang).to_owned(),
        PriceOrigin::Rule { rule: BillingRule::SameRegionTransfer } => {
            M::RuleSameRegionFree.text(lang).to_owned()
        }
        PriceOrigin::Rule { rule: BillingRule::FreeEgressAllowance } => {
            M::RuleEgressFree.text(lang).to_owned()
        }
    }
}

/// One of the estimate engine's notes on a line.
pub fn note(n: &LineNote, lang: Lang) -> String {
    let dec = |d: &Decimal| format::decimal(*d);
    match n {
        LineNote::DevTestAtLinuxRate => M::NoteDevTest.text(lang).to_owned(),
        LineNote::SavingsPlanEveryHour => M::NoteSavingsPlan.text(lang).to_owned(),
        LineNote::FreeIopsAndThroughput => M::NoteFreeIops.text(lang).to_owned(),
        LineNote::Commits { terms, term_months, payment } => {
            let terms = terms.ceil().to_u64().unwrap_or(u64::MAX);
            let months = &format::count(u64::from(*term_months));
            match payment {
                Payment::Upfront => NoteCommitsUpfront { terms, months }.text(lang),
                Payment::Monthly => NoteCommitsMonthly { terms, months }.text(lang),
            }
        }
        LineNote::EarlyDeletion { days_short, min_days } => {
            NoteEarlyDeletion { short: &dec(days_short), min: &format::count(u64::from(*min_days)) }
                .text(lang)
        }
        LineNote::FreeEgressShare { gb, allowance_gb } => {
            NoteFreeEgressShare { gb: &dec(gb), allowance: &dec(allowance_gb) }.text(lang)
        }
        LineNote::FreeEgressUsedUp { allowance_gb } => {
            NoteFreeEgressUsedUp { allowance: &dec(allowance_gb) }.text(lang)
        }
    }
}

/// A warning on a price (a retired size, a price much older than the newest it is compared
/// with), in `lang`.
pub fn warning(w: &PriceWarning, lang: Lang) -> String {
    match w {
        PriceWarning::RetiredSize { size, retired: Some(d) } => {
            WarningRetiredOn { size, date: &format::date(*d, lang) }.text(lang)
        }
        PriceWarning::RetiredSize { size, retired: None } => WarningRetired { size }.text(lang),
        PriceWarning::OldPrice { model, as_of, newest, days } => {
            let (date, newest) = (&format::date(*as_of, lang), &format::date(*newest, lang));
            let days = &format::number(*days as f64, 0);
            match model {
                Some(m) => {
                    WarningOldModel { model: model_name(*m, lang), date, days, newest }.text(lang)
                }
                None => WarningOld { date, days, newest }.text(lang),
            }
        }
    }
}

fn os_name(os: Os) -> &'static str {
    match os {
        Os::Linux => "Linux",
        Os::Windows => "Windows",
    }
}

/// A priced line's label, worded from the engine's typed label, with region names from
/// `catalog` in the reader's language.
pub fn line_label(label: &LineLabel, catalog: &Catalog, lang: Lang) -> String {
    let dec = |d: &Decimal| format::decimal(*d);
    let region = |code: &str| {
        catalog.region(code).map_or_else(
            || code.to_owned(),
            |r| region_name(code, &r.display_name, lang).to_owned(),
        )
    };
    let family = |key: &str, f: &str| {
        option(key, f).map_or_else(|| f.to_owned(), |m| m.text(lang).to_owned())
    };
    match label {
        LineLabel::Compute { count, size, region: r, os, model } => LabelCompute {
            count: &dec(count),
            size,
            region: &region(r),
            os: os_name(*os),
            model: model_name(*model, lang),
        }
        .text(lang),
        LineLabel::DiskV2 { count, size_gib, iops, mbps, region: r } => LabelDiskV2 {
            count: &dec(count),
            size_gib: &dec(size_gib),
            iops: &dec(iops),
            mbps: &dec(mbps),
            region: &region(r),
        }
        .text(lang),
        LineLabel::Disk { count, family: f, tier, region: r } => {
            LabelDisk { count: &dec(count), family: &family("family", f), tier, region: &region(r) }
                .text(lang)
        }
        LineLabel::Blob { tier, gb, region: r } => {
            LabelBlob { tier: &family("tier", tier), gb: &dec(gb), region: &region(r) }.text(lang)
        }
        LineLabel::Snapshot { family: f, gb, region: r } => LabelSnapshot {
            family: &family("snapshot-family", f),
            gb: &dec(gb),
            region: &region(r),
        }
        .text(lang),
        LineLabel::Egress { gb_per_month, region: r, routing } => LabelEgress {
            gb: &dec(gb_per_month),
            region: &region(r),
            routing: &family("routing", routing),
        }
        .text(lang),
        LineLabel::Transfer { from, to, gb_per_month } => {
            LabelTransfer { from: &region(from), to: &region(to), gb: &dec(gb_per_month) }
                .text(lang)
        }
    }
}

/// The result as CSV (CRLF line ends): one row per line, then the totals. Amounts are exact
/// (not rounded), in the estimate's currency; the words are the reader's.
pub fn to_csv(r: &EstimateResult, catalog: &Catalog, lang: Lang) -> String {
    let currency = r.currency.code();
    let lines = r.lines.iter().map(|l| {
        [
            line_label(&l.label, catalog, lang),
            kind_name(l.kind).map_or_else(|| l.kind.to_owned(), |m| m.text(lang).to_owned()),
            l.monthly.to_string(),
            l.upfront.to_string(),
            l.total.to_string(),
            currency.to_owned(),
            origin(&l.origin, catalog, lang),
        ]
    });
    let totals = [
        M::ExportTotal.text(lang).to_owned(),
        String::new(),
        r.monthly.to_string(),
        r.upfront.to_string(),
        r.total.to_string(),
        currency.to_owned(),
        String::new(),
    ];
    let headers = [
        M::ExportLine,
        M::ExportKind,
        M::ExportMonthly,
        M::ExportUpfront,
        M::ExportTotal,
        M::ExportCurrency,
        M::ExportSource,
    ]
    .map(|m| m.text(lang));
    gpuplan_core::csv_text::to_csv(&headers, lines.chain(std::iter::once(totals)))
}

/// The result as a Markdown table, amounts rounded for display, in the reader's words.
pub fn to_markdown(r: &EstimateResult, catalog: &Catalog, lang: Lang) -> String {
    let places = r.currency.decimals();
    let md = |s: &str| s.replace('|', "\\|");
    let money = |d: Decimal| format_decimal(d, places);
    let c = currency_name(r.currency, lang);
    let head = |m: EstimateMsg| ExportInCurrency { column: m.text(lang), currency: &c }.text(lang);
    let mut out = format!(
        "| {} | {} | {} | {} | {} |\n|---|---:|---:|---:|---|\n",
        M::ExportLine.text(lang),
        head(M::ExportMonthly),
        head(M::ExportUpfront),
        head(M::ExportTotal),
        M::ExportSource.text(lang),
    );
    for l in &r.lines {
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            md(&line_label(&l.label, catalog, lang)),
            money(l.monthly),
            money(l.upfront),
            money(l.total),
            md(&origin(&l.origin, catalog, lang))
        ));
    }
    out.push_str(&format!(
        "| **{}** | **{}** | **{}** | **{}** | |\n",
        M::ExportTotal.text(lang),
        money(r.monthly),
        money(r.upfront),
        money(r.total)
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gpuplan_core::calc::Input;
    use gpuplan_core::calc::estimate_form::{LINE_KINDS, line_fields, setting_fields};

    /// A form's text in both languages: English without Chinese, Chinese with (a code reads the
    /// same in both).
    fn check_pair(what: &str, en: &str, zh: &str, code: bool) {
        assert!(!en.is_empty() && !zh.is_empty(), "{what}: no words");
        assert!(!en.chars().any(crate::is_cjk), "{what}: {en}");
        if code {
            assert_eq!(en, zh, "{what}: a code reads the same");
        } else {
            assert!(zh.chars().any(crate::is_cjk), "{what}: {zh}");
        }
    }

    /// Every setting, line kind, field, hint and choice of the core's form has its words in
    /// both languages here: one added to the core without its words fails.
    #[test]
    fn every_field_and_choice_of_the_form_is_worded() {
        let code = |t: Option<Text>| matches!(t, Some(Text::Code(_)));
        for f in setting_fields() {
            let (_, hint) = setting_texts(f.key).unwrap_or_else(|| panic!("{}: no words", f.key));
            check_pair(
                f.key,
                setting_label(f.key, Lang::En),
                setting_label(f.key, Lang::Zh),
                false,
            );
            if hint.is_some() {
                let (en, zh) = (setting_hint(f.key, Lang::En), setting_hint(f.key, Lang::Zh));
                check_pair(&format!("{} hint", f.key), en, zh, false);
            }
            if let Input::Choice(list) = f.input {
                for v in list {
                    let (en, zh) =
                        (setting_choice(f.key, v, Lang::En), setting_choice(f.key, v, Lang::Zh));
                    check_pair(&format!("{}={v}", f.key), en, zh, code(option(f.key, v)));
                }
            }
        }
        for kind in LINE_KINDS {
            check_pair(kind, line_kind(kind, Lang::En), line_kind(kind, Lang::Zh), false);
            for f in line_fields(kind) {
                let what = format!("{kind}.{}", f.key);
                let (_, hint) = line_texts(kind, f.key).unwrap_or_else(|| panic!("{what}"));
                let (en, zh) = (
                    line_field_label(kind, f.key, Lang::En),
                    line_field_label(kind, f.key, Lang::Zh),
                );
                check_pair(&what, en, zh, false);
                if hint.is_some() {
                    let (en, zh) = (
                        line_field_hint(kind, f.key, Lang::En),
                        line_field_hint(kind, f.key, Lang::Zh),
                    );
                    check_pair(&format!("{what} hint"), en, zh, code(hint));
                }
                if let Input::Choice(list) = f.input {
                    let key = if what == "snapshot.family" { "snapshot-family" } else { f.key };
                    for v in list {
                        let (en, zh) = (
                            line_choice(kind, f.key, v, Lang::En),
                            line_choice(kind, f.key, v, Lang::Zh),
                        );
                        check_pair(&format!("{what}={v}"), en, zh, code(option(key, v)));
                    }
                }
            }
        }
        for m in PricingModel::ALL {
            assert_eq!(
                line_choice("compute", "model", m.as_str(), Lang::En),
                model_name(m, Lang::En)
            );
        }
    }

    #[test]
    fn unknown_keys_read_empty() {
        assert_eq!(setting_label("nope", Lang::Zh), "");
        assert_eq!(line_field_hint("compute", "size", Lang::En), "");
        assert_eq!(line_choice("compute", "os", "plan9", Lang::Zh), "");
        assert_eq!(line_kind("ftp", Lang::En), "");
        assert_eq!(line_choice("compute", "model", "payg", Lang::Zh), "即用即付");
        assert_eq!(
            line_choice("snapshot", "family", "standard-hdd", Lang::En),
            "Standard HDD (incremental)"
        );
        assert_eq!(line_choice("disk", "family", "standard-hdd", Lang::En), "Standard HDD");
    }

    #[test]
    fn templated_texts_read_naturally() {
        assert_eq!(
            crate::both(|lang| line_legend(2, "disk", lang)),
            ["Line 2: Managed disks", "第 2 行：托管磁盘"]
        );
        assert_eq!(line_legend(1, "bogus", Lang::En), "Line 1: Line");
        assert_eq!(
            crate::both(|lang| whole_term(Decimal::new(120, 1), lang)),
            ["Whole term (12 months)", "整个期限（12 个月）"]
        );
        let usd = Currency::try_from("USD".to_owned()).unwrap_or_else(|e| panic!("{e}"));
        let eur = Currency::try_from("EUR".to_owned()).unwrap_or_else(|e| panic!("{e}"));
        let d = Decimal::new(1_234_567, 3);
        assert_eq!(crate::both(|lang| amount(d, usd, 2, lang)), ["1,234.57 USD", "1,234.57 美元"]);
        assert_eq!(amount(d, usd, 3, Lang::Zh), "1,234.567 美元");
        assert_eq!(amount(d, eur, 2, Lang::Zh), "1,234.57 欧元");
        assert_eq!(
            crate::both(|lang| table_caption(eur, lang)),
            ["Lines, in EUR", "各行费用（欧元）"]
        );
    }

    #[test]
    fn the_engines_notes_and_origins_read_in_both_languages() {
        let d = |v: i64| Decimal::from(v);
        let commits =
            |terms, term_months, payment| LineNote::Commits { terms, term_months, payment };
        let both = |n: &LineNote| (note(n, Lang::En), note(n, Lang::Zh));
        assert_eq!(
            both(&commits(d(2), 12, Payment::Upfront)),
            (
                "commits 2 terms of 12 months, paid up front".to_owned(),
                "承诺 2 期（每期 12 个月），预付".to_owned()
            )
        );
        assert_eq!(
            both(&commits(d(1), 36, Payment::Monthly)),
            (
                "commits 1 term of 36 months, paid monthly".to_owned(),
                "承诺 1 期（每期 36 个月），按月支付".to_owned()
            )
        );
        let share = LineNote::FreeEgressShare { gb: d(40), allowance_gb: d(100) };
        assert_eq!(
            both(&share),
            (
                "40 GB of the free 100 GB a month (shared by the egress lines, in order)"
                    .to_owned(),
                "占用每月免费额度 100 GB 中的 40 GB（各出站数据传输行按顺序共用）".to_owned()
            )
        );
        let used = LineNote::FreeEgressUsedUp { allowance_gb: d(100) };
        assert_eq!(note(&used, Lang::Zh), "每月免费的 100 GB 已被上面的出站数据传输行用完");
        let early = LineNote::EarlyDeletion { days_short: Decimal::new(125, 1), min_days: 30 };
        assert_eq!(
            both(&early),
            (
                "early deletion: 12.5 of 30 minimum days not kept".to_owned(),
                "提前删除：未满最短保留期 30 天，差 12.5 天".to_owned()
            )
        );
        assert_eq!(
            note(&LineNote::FreeIopsAndThroughput, Lang::Zh),
            "每个磁盘的 3,000 IOPS 和 125 MB/s 免费"
        );
        // A snapshot's source by its short name in the reader's language, never its key.
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let cat = &data.catalog;
        let as_of = gpuplan_core::date::Date::new(2026, 8, 20);
        let snap = PriceOrigin::Snapshot { as_of, source: "prices-karpenter".into() };
        assert_eq!(
            crate::both(|lang| origin(&snap, cat, lang)),
            [
                "karpenter-provider-azure price table, 2026-08-20",
                "karpenter-provider-azure 价格表，截至 2026年8月20日"
            ]
        );
        let rate = PriceOrigin::Snapshot { as_of: None, source: "ms-premium-sizes".into() };
        assert_eq!(
            crate::both(|lang| origin(&rate, cat, lang)),
            ["Premium SSD sizes (Microsoft Docs)", "高级 SSD 磁盘大小表（微软文档）"]
        );
        let rule = PriceOrigin::Rule { rule: BillingRule::SameRegionTransfer };
        assert_eq!(
            crate::both(|lang| origin(&rule, cat, lang)),
            ["transfer within one region is free", "同一区域内的传输免费"]
        );
        let free = PriceOrigin::Rule { rule: BillingRule::FreeEgressAllowance };
        assert_eq!(origin(&free, cat, Lang::Zh), "在每月免费的互联网出站数据传输额度内");
    }

    #[test]
    fn price_warnings_are_worded_in_both_languages() {
        use gpuplan_core::cost::PriceWarning;
        let day = |s: &str| s.parse::<gpuplan_core::date::Date>().unwrap_or_else(|e| panic!("{e}"));
        let retired = PriceWarning::RetiredSize {
            size: "Standard_NC6s_v3".into(),
            retired: Some(day("2025-09-30")),
        };
        // A warning in English, then in Chinese.
        let check = |w: &PriceWarning, en: &str, zh: &str| {
            assert_eq!([warning(w, Lang::En), warning(w, Lang::Zh)], [en, zh]);
        };
        check(
            &retired,
            "Standard_NC6s_v3 was retired on 2025-09-30: Azure no longer offers it, so its price is a record, not an offer",
            "Standard_NC6s_v3 已于2025年9月30日停用：Azure 不再提供该规格，此价格仅为历史记录，无法按此价格购买",
        );
        let old = PriceWarning::OldPrice {
            model: Some(PricingModel::Reservation3y),
            as_of: day("2022-06-06"),
            newest: day("2026-08-20"),
            days: 1536,
        };
        check(
            &old,
            "the price for Reservation, 3 years dates from 2022-06-06, 1,536 days before the newest price it is compared with (2026-08-20): check it before relying on it",
            "3 年期预留实例价格的日期是2022年6月6日，比与之比较的最新价格（2026年8月20日）早 1,536 天，使用前请先核实",
        );
        let unnamed = PriceWarning::OldPrice {
            model: None,
            as_of: day("2022-06-06"),
            newest: day("2026-08-20"),
            days: 1536,
        };
        assert!(warning(&unnamed, Lang::En).starts_with("this price dates from 2022-06-06"));
        assert!(warning(&unnamed, Lang::Zh).starts_with("此价格的日期是"));
    }

    #[test]
    fn a_lines_label_is_worded_from_the_engines_typed_label() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let input = gpuplan_core::cost::estimate::parse(
            r#"{"version": 1, "lines": [
                {"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "count": 4, "model": "savings-plan-1y"},
                {"kind": "disk", "region": "swedencentral", "family": "premium-ssd", "size_gib": 900, "count": 2},
                {"kind": "blob", "region": "westeurope", "tier": "cool", "gb": 20000},
                {"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 2000}
            ]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let day = gpuplan_core::date::Date::new(2026, 12, 2).unwrap_or_else(|| panic!());
        let r = gpuplan_core::cost::estimate::evaluate(&input, &data.catalog, &data.rates, day)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let words = |lang| -> Vec<String> {
            r.lines.iter().map(|l| line_label(&l.label, &data.catalog, lang)).collect()
        };
        assert_eq!(
            words(Lang::Zh),
            [
                "4 台 Standard_NC4as_T4_v3，西欧，Linux，1 年期节省计划",
                "2 块高级 SSD P30，瑞典中部",
                "Blob 存储（冷层），20,000 GB，西欧",
                "互联网出站数据传输，每月 2,000 GB，源区域：北欧（公共互联网路由）",
            ]
        );
        assert_eq!(
            words(Lang::En),
            [
                "4 × Standard_NC4as_T4_v3, West Europe, Linux, Savings plan, 1 year",
                "2 × Premium SSD P30, Sweden Central",
                "Blob storage (Cool), 20,000 GB, West Europe",
                "Internet egress, 2,000 GB a month from North Europe (Internet routing)",
            ]
        );
    }

    #[test]
    fn the_exports_hold_every_line_and_the_exact_totals_in_the_readers_words() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let e = gpuplan_core::cost::estimate::parse(include_str!(
            "../../../docs/examples/estimate.json"
        ))
        .unwrap_or_else(|e| panic!("{e}"));
        let day = gpuplan_core::date::Date::new(2026, 12, 2).unwrap_or_else(|| panic!());
        let r = gpuplan_core::cost::estimate::evaluate(&e, &data.catalog, &data.rates, day)
            .unwrap_or_else(|e| panic!("{e:?}"));
        for lang in Lang::ALL {
            let csv = to_csv(&r, &data.catalog, lang);
            assert_eq!(csv.split_terminator("\r\n").count(), r.lines.len() + 2, "CRLF line ends");
            let total = M::ExportTotal.text(lang);
            assert!(csv.lines().last().is_some_and(|l| {
                l.starts_with(&format!("{total},,{},{},{}", r.monthly, r.upfront, r.total))
            }));
            let md = to_markdown(&r, &data.catalog, lang);
            assert_eq!(md.lines().count(), r.lines.len() + 3);
            for l in &r.lines {
                assert!(md.contains(&line_label(&l.label, &data.catalog, lang)), "{md}");
            }
        }
    }
}
