//! The words of the estimate builder: the page, its settings' and lines' fields and choices, the
//! kinds of line, the pricing models' names, the totals and the table, and the words of a priced
//! line (its label, where its price came from and the engine's notes) on a Chinese page.
//!
//! The core's fields keep their English label and hint; [`setting_field`] and [`line_field`]
//! give a field in the page's language, keyed by the core's ids (the field's key, a choice's
//! value). In English they return the core's field unchanged.

use std::sync::Mutex;

use gpuplan_core::calc::{Field, Input};
use gpuplan_core::catalog::{Os, PricingModel};
use gpuplan_core::cost::PriceWarning;
use gpuplan_core::cost::estimate::{LineInput, PriceOrigin};
use gpuplan_core::cost::money::{Currency, format_decimal};
use rust_decimal::Decimal;

use crate::{Lang, format};

include!(concat!(env!("OUT_DIR"), "/estimate.rs"));

use EstimateMsg as M;

/// A pricing model's name for readers (English: the core's label).
pub fn model_name(m: PricingModel, lang: Lang) -> &'static str {
    match m {
        PricingModel::Payg => M::Payg,
        PricingModel::Spot => M::Spot,
        PricingModel::LowPriority => M::LowPriority,
        PricingModel::SavingsPlan1y => M::SavingsPlan1y,
        PricingModel::SavingsPlan3y => M::SavingsPlan3y,
        PricingModel::Reservation1y => M::Reservation1y,
        PricingModel::Reservation3y => M::Reservation3y,
        PricingModel::DevTest => M::DevTest,
    }
    .text(lang)
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

/// A choice's label, by its field's key and its value; `None` for values that read the same in
/// both languages (currency codes, Linux, Windows).
fn option(key: &str, value: &str) -> Option<EstimateMsg> {
    if key == "model" {
        return PricingModel::parse(value).map(|m| match m {
            PricingModel::Payg => M::Payg,
            PricingModel::Spot => M::Spot,
            PricingModel::LowPriority => M::LowPriority,
            PricingModel::SavingsPlan1y => M::SavingsPlan1y,
            PricingModel::SavingsPlan3y => M::SavingsPlan3y,
            PricingModel::Reservation1y => M::Reservation1y,
            PricingModel::Reservation3y => M::Reservation3y,
            PricingModel::DevTest => M::DevTest,
        });
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
/// (`GB`) reads the same in both languages and is `None`.
fn line_texts(kind: &str, key: &str) -> Option<(EstimateMsg, Option<EstimateMsg>)> {
    Some(match (kind, key) {
        (_, "user_price") => (M::UserPriceLabel, Some(M::UserPriceHint)),
        ("compute", "size") => (M::SizeLabel, None),
        ("egress", "region") => (M::FromRegionLabel, None),
        (_, "region") => (M::RegionLabel, None),
        ("compute", "count") => (M::VmsLabel, None),
        ("compute", "os") => (M::OsLabel, None),
        ("compute", "model") => (M::PricingLabel, None),
        ("compute", "hours_per_month") => (M::HoursLabel, Some(M::LineHoursHint)),
        ("compute", "payment") => (M::PaymentLabel, None),
        ("disk", "family") => (M::DiskTypeLabel, None),
        ("disk", "tier") => (M::TierLabel, Some(M::TierHint)),
        ("disk", "size_gib") => (M::DiskSizeLabel, Some(M::DiskSizeHint)),
        ("disk", "iops") => (M::IopsLabel, Some(M::V2OnlyHint)),
        ("disk", "mbps") => (M::MbpsLabel, Some(M::V2OnlyHint)),
        ("disk", "count") => (M::DisksLabel, None),
        ("blob", "tier") => (M::TierLabel, None),
        ("blob", "gb") => (M::StoredLabel, Some(M::StoredHint)),
        ("blob", "months") => (M::KeptForLabel, Some(M::KeptForHint)),
        ("snapshot", "family") => (M::TypeLabel, None),
        ("snapshot", "gb") => (M::UsedLabel, None),
        ("egress", "routing") => (M::RoutingLabel, None),
        ("egress" | "inter-region", "gb_per_month") => (M::PerMonthLabel, None),
        ("inter-region", "from") => (M::FromLabel, None),
        ("inter-region", "to") => (M::ToLabel, None),
        _ => return None,
    })
}

/// Choice lists in Chinese, made once each from the core's list and kept for the program's
/// life (a field's list must be `'static`): a few short lists in all.
type Choices = &'static [(&'static str, &'static str)];
static CHOICES: Mutex<Vec<(usize, Choices)>> = Mutex::new(Vec::new());

/// The core's choice list `list` with each label worded by `word` (the core's label where
/// `word` has none); the same list each time for the same `list`.
pub(crate) fn choices_in(list: Choices, word: impl Fn(&str) -> Option<&'static str>) -> Choices {
    let id = list.as_ptr() as usize;
    let mut cache = CHOICES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, done)) = cache.iter().find(|(k, _)| *k == id) {
        return done;
    }
    let worded: Vec<(&'static str, &'static str)> =
        list.iter().map(|&(v, l)| (v, word(v).unwrap_or(l))).collect();
    let worded: Choices = Box::leak(worded.into_boxed_slice());
    cache.push((id, worded));
    worded
}

/// `f` with its label, hint and choices in `lang`; `f` itself in English.
fn field_in(
    f: &Field,
    texts: Option<(EstimateMsg, Option<EstimateMsg>)>,
    option_key: &str,
    lang: Lang,
) -> Field {
    if lang == Lang::En {
        return *f;
    }
    let mut out = *f;
    if let Some((label, hint)) = texts {
        out.label = label.text(lang);
        if let Some(h) = hint {
            out.hint = h.text(lang);
        }
    }
    if let Input::Choice(list) = f.input {
        out.input =
            Input::Choice(choices_in(list, |v| option(option_key, v).map(|m| m.text(lang))));
    }
    out
}

/// A setting's field in `lang`.
pub fn setting_field(f: &Field, lang: Lang) -> Field {
    field_in(f, setting_texts(f.key), f.key, lang)
}

/// A field of a line of `kind`, in `lang`.
pub fn line_field(kind: &str, f: &Field, lang: Lang) -> Field {
    let option_key =
        if kind == "snapshot" && f.key == "family" { "snapshot-family" } else { f.key };
    field_in(f, line_texts(kind, f.key), option_key, lang)
}

/// A line's legend: `Line 2: Compute`.
pub fn line_legend(n: usize, kind: &str, lang: Lang) -> String {
    let title = kind_name(kind).unwrap_or(M::Line).text(lang);
    match lang {
        Lang::En => format!("Line {n}: {title}"),
        Lang::Zh => format!("第 {n} 行：{title}"),
    }
}

/// A line button's accessible name: `Duplicate line 2`, `Remove line 2`.
pub fn line_button(duplicate: bool, n: usize, lang: Lang) -> String {
    match (lang, duplicate) {
        (Lang::En, true) => format!("Duplicate line {n}"),
        (Lang::En, false) => format!("Remove line {n}"),
        (Lang::Zh, true) => format!("复制第 {n} 行"),
        (Lang::Zh, false) => format!("删除第 {n} 行"),
    }
}

/// The totals' term: `Whole term (12 months)`.
pub fn whole_term(months: Decimal, lang: Lang) -> String {
    let m = months.normalize();
    match lang {
        Lang::En => format!("Whole term ({m} months)"),
        Lang::Zh => format!("整个期限（{m} 个月）"),
    }
}

/// The table's caption: `Lines, in USD`.
pub fn table_caption(currency: Currency, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Lines, in {}", currency.code()),
        Lang::Zh => format!("各行费用（{}）", currency_name(currency, lang)),
    }
}

/// A currency's name in running text: the code in English, 美元 and the like in Chinese.
pub fn currency_name(currency: Currency, lang: Lang) -> String {
    match (lang, currency.code()) {
        (Lang::Zh, "USD") => "美元".into(),
        (Lang::Zh, "EUR") => "欧元".into(),
        (Lang::Zh, "GBP") => "英镑".into(),
        (Lang::Zh, "CNY") => "元".into(),
        (Lang::Zh, "JPY") => "日元".into(),
        (_, code) => code.to_owned(),
    }
}

/// An amount in the estimate's currency with `places` decimals: `1,234.56 USD` in English (as
/// the builder has always written it), `1,234.56 美元` in Chinese (US dollars through
/// [`format::usd`]).
pub fn amount(value: Decimal, currency: Currency, places: u32, lang: Lang) -> String {
    match lang {
        Lang::Zh if currency.code() == "USD" && places == currency.decimals() => {
            format::usd(value, lang)
        }
        _ => format!("{} {}", format_decimal(value, places), currency_name(currency, lang)),
    }
}

/// The mark beside a line whose snapshot price is old: ` (more than 90 days old)`.
pub fn old_mark(days: i64, lang: Lang) -> String {
    match lang {
        Lang::En => format!(" (more than {days} days old)"),
        Lang::Zh => format!("（超过 {days} 天）"),
    }
}

/// The sentence under a table whose every snapshot price is old, before its mark.
pub fn all_old(days: i64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Every snapshot price in this estimate is more than {days} days old "),
        Lang::Zh => format!("本估算中的快照价格都已超过 {days} 天"),
    }
}

/// The full stop after [`all_old`]'s mark.
pub fn full_stop(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ".",
        Lang::Zh => "。",
    }
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
    match (lang, source) {
        (Lang::En, Source::Address) => {
            "The estimate in the address is too long to read; a new estimate is shown.".into()
        }
        (Lang::En, Source::Saved) => {
            "The saved estimate is too long to read; a new estimate is shown.".into()
        }
        (Lang::Zh, Source::Address) => "网址中的估算太长，无法读取；现显示新的估算。".into(),
        (Lang::Zh, Source::Saved) => "已保存的估算太长，无法读取；现显示新的估算。".into(),
    }
}

/// The notice when a stored or linked estimate cannot be read; `why` is the reader's detail
/// (the JSON reader's message), kept on English pages.
pub fn unreadable(source: Source, why: &str, lang: Lang) -> String {
    match (lang, source) {
        (Lang::En, Source::Address) => {
            format!(
                "The estimate in the address could not be read ({why}); a new estimate is shown."
            )
        }
        (Lang::En, Source::Saved) => {
            format!("The saved estimate could not be read ({why}); a new estimate is shown.")
        }
        (Lang::Zh, Source::Address) => "无法读取网址中的估算；现显示新的估算。".into(),
        (Lang::Zh, Source::Saved) => "无法读取已保存的估算；现显示新的估算。".into(),
    }
}

/// Where a line's price came from: in English the core's words
/// ([`gpuplan_core::calc::estimate_form::origin_text`]); in Chinese the date as a Chinese date.
pub fn origin(o: &PriceOrigin, lang: Lang) -> String {
    match (lang, o) {
        (Lang::En, _) => gpuplan_core::calc::estimate_form::origin_text(o),
        (Lang::Zh, PriceOrigin::Snapshot { as_of: Some(d), source }) => {
            format!("{}快照，{source}", format::date(*d, lang))
        }
        (Lang::Zh, PriceOrigin::Snapshot { as_of: None, source }) => source.clone(),
        (Lang::Zh, PriceOrigin::UserPrice) => M::OriginUserPrice.text(lang).to_owned(),
        (Lang::Zh, PriceOrigin::Rule { rule }) => {
            if rule == M::RuleSameRegionFree.text(Lang::En) {
                M::RuleSameRegionFree.text(lang).to_owned()
            } else if rule == gpuplan_core::cost::estimate::EGRESS_FREE_RULE {
                M::RuleEgressFree.text(lang).to_owned()
            } else {
                rule.clone()
            }
        }
    }
}

/// One of the estimate engine's notes on a line, in `lang`. The engine writes its notes in
/// English; this reads the ones it writes back into their figures. A note it does not know is
/// kept as written.
pub fn note(text: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return text.to_owned();
    }
    for m in [M::NoteDevTest, M::NoteSavingsPlan, M::NoteFreeIops] {
        if text == m.text(Lang::En) {
            return m.text(lang).to_owned();
        }
    }
    // "commits {n} term(s) of {m} months, paid up front|monthly"
    if let Some(rest) = text.strip_prefix("commits ")
        && let Some((terms, rest)) = rest.split_once(" term(s) of ")
        && let Some((months, paid)) = rest.split_once(" months, paid ")
    {
        let paid = match paid {
            "up front" => "预付",
            "monthly" => "按月支付",
            _ => return text.to_owned(),
        };
        return format!("承诺 {terms} 期（每期 {months} 个月），{paid}");
    }
    // "early deletion: {short} of {min} minimum days not kept"
    if let Some(rest) = text.strip_prefix("early deletion: ")
        && let Some((short, rest)) = rest.split_once(" of ")
        && let Some(min) = rest.strip_suffix(" minimum days not kept")
    {
        return format!("提前删除：未满最短保留期 {min} 天，差 {short} 天");
    }
    // "{f} GB of the free {n} GB a month (shared by the egress lines, in order)"
    if let Some(rest) = text.strip_suffix(" GB a month (shared by the egress lines, in order)")
        && let Some((f, n)) = rest.split_once(" GB of the free ")
    {
        return format!("占用每月免费 {n} GB 中的 {f} GB（各出站数据传输行按顺序共用）");
    }
    // "the free {n} GB a month are used by the egress lines above"
    if let Some(n) = text
        .strip_prefix("the free ")
        .and_then(|r| r.strip_suffix(" GB a month are used by the egress lines above"))
    {
        return format!("每月免费的 {n} GB 已被上面的出站数据传输行用完");
    }
    text.to_owned()
}

/// A warning on a price (a retired size, a price much older than the newest it is compared
/// with), in `lang`.
pub fn warning(w: &PriceWarning, lang: Lang) -> String {
    match (w, lang) {
        (PriceWarning::RetiredSize { size, retired: Some(d) }, Lang::En) => format!(
            "{size} was retired on {}: Azure no longer offers it, so its price is a record, not an offer",
            format::date(*d, lang)
        ),
        (PriceWarning::RetiredSize { size, retired: None }, Lang::En) => format!(
            "{size} is retired: Azure no longer offers it, so its price is a record, not an offer"
        ),
        (PriceWarning::RetiredSize { size, retired: Some(d) }, Lang::Zh) => format!(
            "{size} 已于{}停用：Azure 不再提供该规格，此价格只是历史记录，不是可购买的报价",
            format::date(*d, lang)
        ),
        (PriceWarning::RetiredSize { size, retired: None }, Lang::Zh) => {
            format!("{size} 已停用：Azure 不再提供该规格，此价格只是历史记录，不是可购买的报价")
        }
        (PriceWarning::OldPrice { model, as_of, newest, days }, Lang::En) => {
            let what = model.map_or_else(
                || "this price".to_owned(),
                |m| format!("the price for {}", model_name(m, lang)),
            );
            format!(
                "{what} dates from {}, {days} days before the newest price it is compared with ({}): check it before relying on it",
                format::date(*as_of, lang),
                format::date(*newest, lang)
            )
        }
        (PriceWarning::OldPrice { model, as_of, newest, days }, Lang::Zh) => {
            let what = model
                .map_or_else(|| "此价格".to_owned(), |m| format!("{}价格", model_name(m, lang)));
            format!(
                "{what}的日期是{}，比与之比较的最新价格（{}）早 {days} 天：使用前请先核实",
                format::date(*as_of, lang),
                format::date(*newest, lang)
            )
        }
    }
}

fn os_name(os: Os) -> &'static str {
    match os {
        Os::Linux => "Linux",
        Os::Windows => "Windows",
    }
}

/// A priced line's label in `lang`. In English it is the engine's `label` (`2 × Standard_...,
/// westeurope, linux, payg`); in Chinese it is worded from the line's input, with the disk tier
/// the engine chose read from the engine's label.
pub fn line_label(input: &LineInput, engine_label: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return engine_label.to_owned();
    }
    let n = |d: &Decimal| d.normalize().to_string();
    let family = |key: &str, f: &str| {
        option(key, f).map_or_else(|| f.to_owned(), |m| m.text(lang).to_owned())
    };
    match input {
        LineInput::Compute { size, region, count, os, model, .. } => {
            format!(
                "{} × {size}，{region}，{}，{}",
                n(count),
                os_name(*os),
                model_name(*model, lang)
            )
        }
        LineInput::Disk { region, family: f, size_gib, iops, mbps, count, .. }
            if f == "premium-ssd-v2" =>
        {
            format!(
                "{} × {} {} GiB，{} IOPS，{} MB/s，{region}",
                n(count),
                M::PremiumSsdV2.text(lang),
                n(&size_gib.unwrap_or_default()),
                n(&iops.unwrap_or(Decimal::from(3000))),
                n(&mbps.unwrap_or(Decimal::from(125)))
            )
        }
        LineInput::Disk { region, family: f, tier, count, .. } => {
            // The engine's label is "{count} × {family} {tier}, {region}": the tier it chose is
            // the last word before the region.
            let chosen = engine_label
                .rsplit_once(", ")
                .and_then(|(head, _)| head.rsplit_once(' '))
                .map(|(_, t)| t.to_owned())
                .or_else(|| tier.clone())
                .unwrap_or_default();
            format!("{} × {} {chosen}，{region}", n(count), family("family", f))
        }
        LineInput::Blob { region, tier, gb, .. } => {
            format!("Blob 存储（{}），{} GB，{region}", family("tier", tier), n(gb))
        }
        LineInput::Snapshot { region, family: f, gb, .. } => {
            format!("{}快照，{} GB，{region}", family("snapshot-family", f), n(gb))
        }
        LineInput::Egress { region, routing, gb_per_month, .. } => format!(
            "互联网出站数据传输，每月 {} GB，源区域 {region}（{}路由）",
            n(gb_per_month),
            family("routing", routing)
        ),
        LineInput::InterRegion { from, to, gb_per_month, .. } => {
            format!("区域间数据传输 {from} → {to}，每月 {} GB", n(gb_per_month))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gpuplan_core::calc::estimate_form::{LINE_KINDS, line_fields, setting_fields};

    #[test]
    fn every_message_has_both_languages() {
        for m in EstimateMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }

    /// Every field, hint, choice and kind of the core's form has its words in both languages,
    /// and the English ones are the core's own.
    #[test]
    fn every_field_and_choice_of_the_form_is_worded() {
        let check = |what: &str, core: &Field, en: Field, zh: Field| {
            assert_eq!(en, *core, "{what}: English is the core's field");
            assert!(zh.label.chars().any(crate::is_cjk), "{what}: {}", zh.label);
            if !core.hint.is_empty() && core.hint != "GB" {
                assert!(zh.hint.chars().any(crate::is_cjk), "{what}: {}", zh.hint);
            }
            if let (Input::Choice(core_list), Input::Choice(zh_list)) = (core.input, zh.input) {
                assert_eq!(core_list.len(), zh_list.len(), "{what}");
                for ((v, l), (zv, zl)) in core_list.iter().zip(zh_list) {
                    assert_eq!(v, zv, "{what}: the values stay");
                    // Codes and names read the same: currencies and the OS.
                    if !matches!(core.key, "currency" | "os") {
                        assert!(zl.chars().any(crate::is_cjk), "{what} {v}: {zl}");
                        let key =
                            if what == "snapshot.family" { "snapshot-family" } else { core.key };
                        assert_eq!(
                            option(key, v).map(|m| m.text(Lang::En)),
                            Some(*l),
                            "{what} {v}"
                        );
                    }
                }
            }
        };
        for f in setting_fields() {
            check(f.key, f, setting_field(f, Lang::En), setting_field(f, Lang::Zh));
            assert_eq!(setting_texts(f.key).map(|t| t.0.text(Lang::En)), Some(f.label));
        }
        for (kind, label) in LINE_KINDS {
            assert_eq!(kind_name(kind).map(|m| m.text(Lang::En)), Some(label), "{kind}");
            for f in line_fields(kind) {
                let what = format!("{kind}.{}", f.key);
                check(&what, f, line_field(kind, f, Lang::En), line_field(kind, f, Lang::Zh));
                let (label, hint) = line_texts(kind, f.key).unwrap_or_else(|| panic!("{what}"));
                assert_eq!(label.text(Lang::En), f.label, "{what}");
                assert_eq!(hint.map_or(f.hint, |h| h.text(Lang::En)), f.hint, "{what}");
            }
        }
        for m in PricingModel::ALL {
            assert_eq!(model_name(m, Lang::En), m.label());
        }
    }

    #[test]
    fn a_chinese_list_is_made_once() {
        let lines = line_fields("compute");
        let model = lines.iter().find(|f| f.key == "model").unwrap_or_else(|| panic!());
        let (Input::Choice(a), Input::Choice(b)) = (
            line_field("compute", model, Lang::Zh).input,
            line_field("compute", model, Lang::Zh).input,
        ) else {
            panic!("the pricing model is a choice")
        };
        assert!(std::ptr::eq(a, b));
        assert_eq!(a.first(), Some(&("payg", "即用即付")));
    }

    #[test]
    fn templated_texts_read_naturally() {
        assert_eq!(line_legend(2, "disk", Lang::Zh), "第 2 行：托管磁盘");
        assert_eq!(line_legend(2, "disk", Lang::En), "Line 2: Managed disks");
        assert_eq!(line_legend(1, "bogus", Lang::En), "Line 1: Line");
        assert_eq!(whole_term(Decimal::new(120, 1), Lang::Zh), "整个期限（12 个月）");
        assert_eq!(whole_term(Decimal::new(120, 1), Lang::En), "Whole term (12 months)");
        let usd = Currency::try_from("USD".to_owned()).unwrap_or_else(|e| panic!("{e}"));
        let eur = Currency::try_from("EUR".to_owned()).unwrap_or_else(|e| panic!("{e}"));
        let d = Decimal::new(1_234_567, 3);
        assert_eq!(amount(d, usd, 2, Lang::En), "1,234.57 USD");
        assert_eq!(amount(d, usd, 2, Lang::Zh), "1,234.57 美元");
        assert_eq!(amount(d, usd, 3, Lang::Zh), "1,234.567 美元");
        assert_eq!(amount(d, eur, 2, Lang::Zh), "1,234.57 欧元");
        assert_eq!(table_caption(eur, Lang::Zh), "各行费用（欧元）");
        assert_eq!(table_caption(eur, Lang::En), "Lines, in EUR");
    }

    #[test]
    fn the_engines_notes_and_origins_read_in_chinese() {
        assert_eq!(
            note("commits 2 term(s) of 12 months, paid up front", Lang::Zh),
            "承诺 2 期（每期 12 个月），预付"
        );
        assert_eq!(
            note("commits 1 term(s) of 36 months, paid monthly", Lang::Zh),
            "承诺 1 期（每期 36 个月），按月支付"
        );
        assert_eq!(
            note(
                "40 GB of the free 100 GB a month (shared by the egress lines, in order)",
                Lang::Zh
            ),
            "占用每月免费 100 GB 中的 40 GB（各出站数据传输行按顺序共用）"
        );
        assert_eq!(
            note("the free 100 GB a month are used by the egress lines above", Lang::Zh),
            "每月免费的 100 GB 已被上面的出站数据传输行用完"
        );
        assert_eq!(
            note("early deletion: 12.5 of 30 minimum days not kept", Lang::Zh),
            "提前删除：未满最短保留期 30 天，差 12.5 天"
        );
        assert_eq!(
            note("3,000 IOPS and 125 MB/s per disk are free", Lang::Zh),
            "每个磁盘的 3,000 IOPS 和 125 MB/s 免费"
        );
        assert_eq!(note("something new", Lang::Zh), "something new");
        assert_eq!(
            note("the free 100 GB a month are used by the egress lines above", Lang::En),
            "the free 100 GB a month are used by the egress lines above"
        );
        let as_of = gpuplan_core::date::Date::new(2026, 8, 20);
        let snap = PriceOrigin::Snapshot { as_of, source: "retail-api".into() };
        assert_eq!(origin(&snap, Lang::Zh), "2026年8月20日快照，retail-api");
        assert_eq!(origin(&snap, Lang::En), "snapshot 2026-08-20, retail-api");
        let rule = PriceOrigin::Rule { rule: "transfer within one region is free".into() };
        assert_eq!(origin(&rule, Lang::Zh), "同一区域内的传输免费");
        let free =
            PriceOrigin::Rule { rule: gpuplan_core::cost::estimate::EGRESS_FREE_RULE.into() };
        assert_eq!(origin(&free, Lang::Zh), "在每月免费的互联网出站数据传输额度内");
    }

    #[test]
    fn price_warnings_are_worded_in_both_languages() {
        use gpuplan_core::cost::PriceWarning;
        let day = |s: &str| s.parse::<gpuplan_core::date::Date>().unwrap_or_else(|e| panic!("{e}"));
        let retired = PriceWarning::RetiredSize {
            size: "Standard_NC6s_v3".into(),
            retired: Some(day("2025-09-30")),
        };
        assert_eq!(
            warning(&retired, Lang::En),
            "Standard_NC6s_v3 was retired on 2025-09-30: Azure no longer offers it, so its price is a record, not an offer"
        );
        assert_eq!(
            warning(&retired, Lang::Zh),
            "Standard_NC6s_v3 已于2025年9月30日停用：Azure 不再提供该规格，此价格只是历史记录，不是可购买的报价"
        );
        let old = PriceWarning::OldPrice {
            model: Some(PricingModel::Reservation3y),
            as_of: day("2022-06-06"),
            newest: day("2026-08-20"),
            days: 1536,
        };
        assert_eq!(
            warning(&old, Lang::En),
            "the price for Reservation, 3 years dates from 2022-06-06, 1536 days before the newest price it is compared with (2026-08-20): check it before relying on it"
        );
        assert_eq!(
            warning(&old, Lang::Zh),
            "3 年期预留实例价格的日期是2022年6月6日，比与之比较的最新价格（2026年8月20日）早 1536 天：使用前请先核实"
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
    fn a_lines_label_is_worded_from_its_input() {
        let input: gpuplan_core::cost::estimate::Estimate = gpuplan_core::cost::estimate::parse(
            r#"{"version": 1, "lines": [
                {"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "count": 4, "model": "savings-plan-1y"},
                {"kind": "disk", "region": "swedencentral", "family": "premium-ssd", "size_gib": 900, "count": 2},
                {"kind": "blob", "region": "westeurope", "tier": "cool", "gb": 20000},
                {"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 2000}
            ]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let zh: Vec<String> = input
            .lines
            .iter()
            .zip(["", "2 × premium-ssd P30, swedencentral", "", ""])
            .map(|(l, en)| line_label(l, en, Lang::Zh))
            .collect();
        assert_eq!(
            zh,
            [
                "4 × Standard_NC4as_T4_v3，westeurope，Linux，1 年期节省计划",
                "2 × 高级 SSD P30，swedencentral",
                "Blob 存储（冷层），20000 GB，westeurope",
                "互联网出站数据传输，每月 2000 GB，源区域 northeurope（公共互联网路由）",
            ]
        );
        assert_eq!(
            line_label(&input.lines[0], "as the engine said", Lang::En),
            "as the engine said"
        );
    }
}
