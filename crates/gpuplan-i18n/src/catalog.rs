//! The words of the catalog of sizes, each size's page and the sources page's coverage tables.
//!
//! The table holds every fixed text; the functions below put the figures and the data's own
//! values (size, GPU and source names, region codes) into the sentences that carry them, and
//! name the core's enums (pricing models, columns, lifecycle stages) for a reader. Amounts in the
//! tables are bare figures whose currency and unit the caption gives; the same figures in both
//! languages.

use gpuplan_core::catalog::view::{self, CatalogView, Column, Normalise, PriceCell, TimeUnit};
use gpuplan_core::catalog::{Feature, HardwarePriceKind, Lifecycle, Os, PricingModel, Spec};
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

use crate::Lang;
use crate::format::date;

include!(concat!(env!("OUT_DIR"), "/catalog.rs"));

use CatalogMsg as M;

/// What goes between two sentences or pieces: a space in English, nothing in Chinese.
pub fn space(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " ",
        Lang::Zh => "",
    }
}

/// `text` in parentheses after what precedes it: ` (text)` or `（text）`.
pub fn paren(text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(" ({text})"),
        Lang::Zh => format!("（{text}）"),
    }
}

/// A list's separator: `, ` or `、`.
pub fn list_sep(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ", ",
        Lang::Zh => "、",
    }
}

fn day(d: Date, lang: Lang) -> String {
    date(d, lang)
}

/// When the catalog cannot be shown: why (`reason`), or, in Chinese, that it is still loading.
pub fn not_loaded(reason: &str, loading: bool, lang: Lang) -> String {
    match lang {
        Lang::En => format!("The catalog could not be loaded: {reason}"),
        Lang::Zh if loading => "规格目录还在加载……".to_owned(),
        Lang::Zh => format!("无法加载规格目录：{reason}"),
    }
}

/// The catalog page's lede, with the catalog's counts.
pub fn lede(sizes: usize, series: usize, gpus: usize, regions: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{sizes} sizes in {series} series, {gpus} accelerators, prices for {regions} regions. Filter, sort any column, \
             pick sizes to compare, and share the address: it holds the whole view."
        ),
        Lang::Zh => format!(
            "共 {sizes} 种规格，分属 {series} 个系列，涉及 {gpus} 种加速器，含 {regions} 个区域的价格。\
             可以筛选、按任意列排序、挑选规格并排比较，也可以分享网址：整个视图都保存在网址中。"
        ),
    }
}

/// A pricing model's name.
pub fn model(m: PricingModel, lang: Lang) -> &'static str {
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

/// A table column's header.
pub fn column(c: Column, lang: Lang) -> &'static str {
    match c {
        Column::Size => M::ColSize.text(lang),
        Column::Gpu => "GPU",
        Column::Gpus => M::Gpus.text(lang),
        Column::Vram => M::ColVram.text(lang),
        Column::Vcpu => "vCPU",
        Column::Infiniband => "InfiniBand",
        Column::Status => M::Status.text(lang),
        Column::Price(m) => model(m, lang),
    }
}

/// A normalisation's name (`per VM`).
pub fn normalise(n: Normalise, lang: Lang) -> &'static str {
    match n {
        Normalise::Vm => M::PerVm,
        Normalise::Gpu => M::PerGpu,
        Normalise::VramGb => M::PerVramGb,
        Normalise::Bf16Pflop => M::PerPflop,
    }
    .text(lang)
}

/// A time unit's name (`hour`).
pub fn unit(u: TimeUnit, lang: Lang) -> &'static str {
    match u {
        TimeUnit::Hour => M::Hour,
        TimeUnit::Month => M::Month,
        TimeUnit::Year => M::Year,
    }
    .text(lang)
}

/// A lifecycle stage.
pub fn lifecycle(l: Lifecycle, lang: Lang) -> &'static str {
    match l {
        Lifecycle::Available => M::Available,
        Lifecycle::Limited => M::Limited,
        Lifecycle::Preview => M::Preview,
        Lifecycle::Retiring => M::Retiring,
        Lifecycle::Retired => M::Retired,
    }
    .text(lang)
}

/// An OS as a reader sees it: `linux` in English (as the controls have always said it), `Linux`
/// in Chinese.
pub fn os(o: Os, lang: Lang) -> &'static str {
    match (lang, o) {
        (Lang::En, o) => o.as_str(),
        (Lang::Zh, Os::Linux) => "Linux",
        (Lang::Zh, Os::Windows) => "Windows",
    }
}

/// Whether the docs state something: yes, no or not stated.
pub fn stated(known: Option<bool>, lang: Lang) -> &'static str {
    match known {
        Some(true) => M::Yes,
        Some(false) => M::No,
        None => M::NotStated,
    }
    .text(lang)
}

/// A feature: the docs' own description when they give one, else yes, no or `unknown` (the
/// caller's "not stated" text).
pub fn feature(f: &Feature, unknown: CatalogMsg, lang: Lang) -> String {
    match f {
        Feature::Yes(t) if t.is_empty() => M::Yes.text(lang).to_owned(),
        Feature::Yes(t) => t.clone(),
        Feature::No => M::No.text(lang).to_owned(),
        Feature::Unknown => unknown.text(lang).to_owned(),
    }
}

/// A GPU's figure: the number, "n/a" or "not stated".
pub fn spec(s: Option<Spec>, lang: Lang) -> String {
    match s {
        Some(Spec::Value(v)) => format!("{v}"),
        Some(Spec::NotApplicable) => M::NotApplicable.text(lang).to_owned(),
        None => M::NotStated.text(lang).to_owned(),
    }
}

/// How a price cell reads: the figure (the same in both languages) or why there is none.
pub fn cell(c: PriceCell, u: TimeUnit, lang: Lang) -> String {
    match c {
        PriceCell::Value(_) => view::cell_text(c, u),
        PriceCell::NotInSnapshot => M::NotInSnapshot.text(lang).to_owned(),
        PriceCell::Ended(d) => match lang {
            Lang::En => format!("ended {d}"),
            Lang::Zh => format!("{}已失效", crate::format::date(d, lang)),
        },
        PriceCell::NoFigure => M::NoBf16.text(lang).to_owned(),
    }
}

/// A region filter's choice: geography, region name and code.
pub fn region_choice(geography: &str, display: &str, code: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{geography} – {display} ({code})"),
        Lang::Zh => format!(
            "{} – {}（{code}）",
            geography_name(geography, lang),
            region_name(code, display, lang)
        ),
    }
}

/// The GPU filter's choice for a part of a name from a shared link.
pub fn name_contains(part: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Name contains “{part}”"),
        Lang::Zh => format!("名称包含“{part}”"),
    }
}

/// The price unit of a view in Chinese: `每台虚拟机每小时`, and `每 GPU 小时` for GPU-hours.
fn per_zh(n: Normalise, u: TimeUnit) -> String {
    match (n, u) {
        (Normalise::Gpu, TimeUnit::Hour) => "每 GPU 小时".to_owned(),
        (n, u) => {
            let u = match u {
                TimeUnit::Hour => "每小时",
                TimeUnit::Month => "每月",
                TimeUnit::Year => "每年",
            };
            format!("{}{u}", normalise(n, Lang::Zh))
        }
    }
}

/// What the prices of a view are: currency, unit, region and OS.
pub fn price_caption(v: &CatalogView, lang: Lang) -> String {
    match lang {
        Lang::En => view::price_caption(v),
        Lang::Zh => {
            format!("美元，{}，{}，{}", per_zh(v.normalise, v.unit), v.region, os(v.os, lang))
        }
    }
}

/// The compare panel's heading over the prices.
pub fn compare_prices(v: &CatalogView, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "USD {} per {} in {} ({})",
            v.normalise.label(),
            v.unit.as_str(),
            v.region,
            v.os.as_str()
        ),
        Lang::Zh => {
            format!("{}的美元价格（{}，{}）", per_zh(v.normalise, v.unit), v.region, os(v.os, lang))
        }
    }
}

/// The table's caption after [`priced_here`]: how many sizes are priced pay-as-you-go, and what
/// the prices are.
pub fn shown_caption(payg: usize, v: &CatalogView, lang: Lang) -> String {
    let prices = price_caption(v, lang);
    match lang {
        Lang::En => format!("; {payg} priced pay-as-you-go. Prices: {prices}. "),
        Lang::Zh => format!("，其中 {payg} 种有即用即付价格。价格：{prices}。"),
    }
}

/// How many of the sizes shown have a price in the chosen region, which the caption opens with
/// (the sizes without one are listed last): "31 of 40 sizes priced here".
pub fn priced_here(priced: usize, shown: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{priced} of {shown} sizes priced here"),
        Lang::Zh => format!("{shown} 种规格中有 {priced} 种在此区域有价格"),
    }
}

/// The newest snapshot for the view's region, or that none covers it.
pub fn snapshot_caption(newest: Option<Date>, lang: Lang) -> String {
    match (lang, newest) {
        (Lang::En, Some(d)) => format!("Newest snapshot for this region: {d}."),
        (Lang::En, None) => "No snapshot covers this region.".to_owned(),
        (Lang::Zh, Some(d)) => format!("该区域最新的快照日期：{}。", day(d, lang)),
        (Lang::Zh, None) => "没有快照覆盖该区域。".to_owned(),
    }
}

/// The caption's words on old prices, before and after the old-price mark: every price shown is
/// old (`all`), or `count` of them are.
pub fn old_caption(all: bool, count: usize, days: i64, lang: Lang) -> (String, String) {
    match (lang, all) {
        (Lang::En, true) => (
            format!(" All {count} prices shown are more than {days} days old "),
            "; each gives its date on hover. ".to_owned(),
        ),
        (Lang::En, false) => (
            format!(" {count} prices shown are more than {days} days old: they carry "),
            " and give their date on hover. ".to_owned(),
        ),
        (Lang::Zh, true) => (
            format!("显示的全部 {count} 个价格都已超过 {days} 天"),
            "，悬停在价格上可查看各自的日期。".to_owned(),
        ),
        (Lang::Zh, false) => (
            format!("其中 {count} 个价格已超过 {days} 天，带有"),
            "标记，悬停可查看其日期。".to_owned(),
        ),
    }
}

/// A price cell's tooltip: its snapshot date, and a warning when the price is old.
pub fn old_title(as_of: Date, old: bool, days: i64, lang: Lang) -> String {
    match (lang, old) {
        (Lang::En, true) => format!("price of {as_of}: more than {days} days old"),
        (Lang::En, false) => format!("price of {as_of}"),
        (Lang::Zh, true) => format!("{}的价格：已超过 {days} 天", day(as_of, lang)),
        (Lang::Zh, false) => format!("{}的价格", day(as_of, lang)),
    }
}

/// The size page's price tooltip: [`old_title`]'s text and the price's source.
pub fn price_title(old_title: &str, source: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{old_title}, source {source}"),
        Lang::Zh => format!("{old_title}，来源：{source}"),
    }
}

/// A source in the catalog's list: its title and date.
pub fn source_line(title: &str, d: Option<Date>, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{title} ({})", d.map(|d| d.to_string()).unwrap_or_default()),
        Lang::Zh => match d {
            Some(d) => format!("{title}（{}）", day(d, lang)),
            None => title.to_owned(),
        },
    }
}

/// How reservation prices are spread over their terms' hours.
pub fn reservation_note(hours_1y: u32, hours_3y: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Reservation prices are whole-term totals spread over {hours_1y} or {hours_3y} hours. "
        ),
        Lang::Zh => {
            format!("预留实例的价格是整个期限的总价，按 {hours_1y} 或 {hours_3y} 小时分摊。")
        }
    }
}

/// The compare panel's heading.
pub fn comparing(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Comparing {n} sizes"),
        Lang::Zh => format!("正在比较 {n} 种规格"),
    }
}

/// A size's compare checkbox's accessible name.
pub fn compare_size(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Compare {name}"),
        Lang::Zh => format!("比较 {name}"),
    }
}

/// The size page's lede: series, GPU, and the stage on a date (`status`, already in words).
pub fn size_lede(series: &str, gpu: Option<&str>, today: Date, status: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Series {series}, {}. Status on {today}: {status}.",
            gpu.unwrap_or("GPU not named in the docs read"),
        ),
        Lang::Zh => format!(
            "{series} 系列，{}。截至 {}，状态为{status}。",
            gpu.unwrap_or("所读文档未写明 GPU"),
            day(today, lang)
        ),
    }
}

/// A figure's note as the docs print it, after the figure; in Chinese the note is the data's
/// Chinese text (a translation, so not called 原文).
pub fn printed(note: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(" (printed: {note})"),
        Lang::Zh => format!("（文档所列：{note}）"),
    }
}

/// A size's lifecycle on the page's date: its stage, the dates and names that explain it, where
/// it is stated to be generally available, then the series' note.
pub fn lifecycle_text(
    stage: &gpuplan_core::catalog::Stage<'_>,
    ga_regions: &[&str],
    note: Option<&str>,
    lang: Lang,
) -> String {
    let zh = lang == Lang::Zh;
    let mut t = lifecycle(stage.lifecycle, lang).to_owned();
    match (stage.lifecycle, stage.retires) {
        (Lifecycle::Retired, Some(r)) => {
            t = if zh { format!("已于{}停用", day(r, lang)) } else { format!("retired on {r}") }
        }
        (Lifecycle::Retiring, Some(r)) => {
            t = if zh { format!("将于{}停用", day(r, lang)) } else { format!("retires on {r}") }
        }
        _ => {}
    }
    if let (Some(a), Some(_)) = (stage.announced, stage.retires) {
        t.push_str(&if zh {
            format!("（{}宣布）", day(a, lang))
        } else {
            format!(" (announced {a})")
        });
    }
    if let Some(g) = stage.capacity_goes_to {
        t.push_str(&if zh {
            format!("：新增容量只部署给 {g}")
        } else {
            format!(": new capacity goes only to {g}")
        });
    }
    if stage.lifecycle == Lifecycle::Preview {
        t.push_str(if zh {
            "：不受 SLA 保障，不予推荐"
        } else {
            ": not covered by the SLA, never recommended"
        });
    }
    if let Some(s) = stage.successor {
        t.push_str(&if zh {
            format!("；微软指定的替代：{s}")
        } else {
            format!("; Microsoft names {s} in its place")
        });
    }
    if !ga_regions.is_empty() {
        let list = ga_regions.join(if zh { "、" } else { ", " });
        t.push_str(&if zh {
            format!("；正式发布的区域：{list}")
        } else {
            format!("; generally available in {list}")
        });
    }
    if let Some(n) = note {
        t.push_str(&if zh { format!("。{n}") } else { format!(". {n}") });
    }
    t
}

/// A GPU's hardware price: street or system list, the range in whole dollars, for how many
/// GPUs, and the note.
pub fn hardware_price(
    kind: HardwarePriceKind,
    low: Decimal,
    high: Decimal,
    units: u32,
    note: &str,
    lang: Lang,
) -> String {
    let (low, high) = (view::format_amount(low, 0), view::format_amount(high, 0));
    match lang {
        Lang::En => {
            let kind = match kind {
                HardwarePriceKind::Street => "street",
                HardwarePriceKind::SystemList => "system list",
            };
            format!("{kind} USD {low}–{high} for {units} GPU(s): {note}")
        }
        Lang::Zh => {
            let kind = match kind {
                HardwarePriceKind::Street => "市场价",
                HardwarePriceKind::SystemList => "整机标价",
            };
            format!("{kind} {low}–{high} 美元（{units} 个 GPU）：{note}")
        }
    }
}

/// A source's date after its title.
pub fn dated(d: Date, lang: Lang) -> String {
    match lang {
        Lang::En => format!(" (dated {d})"),
        Lang::Zh => format!("（日期：{}）", day(d, lang)),
    }
}

/// The size page when no snapshot prices the size: the newest snapshot's date, or none.
pub fn no_price(newest: Option<Date>, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "No price for this size is in any snapshot (newest: {}).",
            newest.map_or("none".into(), |d| d.to_string())
        ),
        Lang::Zh => format!(
            "所有快照中都没有此规格的价格（最新快照：{}）。",
            newest.map_or("无".into(), |d| day(d, lang))
        ),
    }
}

/// The size page's row header for a region and OS.
pub fn region_os(region: &str, o: Os, lang: Lang) -> String {
    format!("{region}{}", paren(os(o, lang), lang))
}

/// The snapshot dates of a row, joined.
pub fn dates(ds: &[Date], lang: Lang) -> String {
    ds.iter().map(|d| day(*d, lang)).collect::<Vec<_>>().join(list_sep(lang))
}

/// The coverage section's introduction: the day counted on and the age limit.
pub fn coverage_intro(today: Date, days: i64, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Counted on {today} for the series not retired by then. The base is every size × region pair the size is sold in, meaning the snapshot holds a price of any kind for it there; each cell counts the pairs with a price under that model. Prices older than {days} days are marked wherever the site shows them."
        ),
        Lang::Zh => format!(
            "按 {}计算，只统计尚未停用的系列。分母是“有售”的规格 × 区域组合：快照里该规格在该区域有任意一种价格。单元格给出其中有该计价方式价格的组合数。超过 {days} 天的价格在全站都会标出。",
            day(today, lang)
        ),
    }
}

/// The age of a coverage cell's prices in days: `102 days`, or `102–165 days` from the newest
/// to the oldest.
pub fn age_days(young: i64, old: i64, lang: Lang) -> String {
    let range = if young == old { young.to_string() } else { format!("{young}–{old}") };
    match lang {
        Lang::En => format!("{range} days"),
        Lang::Zh => format!("{range} 天"),
    }
}

/// A date range: `2026-01-02 – 2026-03-04`.
pub fn date_range(from: Date, to: Date, lang: Lang) -> String {
    format!("{} – {}", day(from, lang), day(to, lang))
}

/// A geography group of the region list (`Europe`, as `content/data/regions.toml` writes it),
/// in the reader's language; an unknown one as it is.
pub fn geography_name(geography: &str, lang: Lang) -> &str {
    if lang == Lang::En {
        return geography;
    }
    match geography {
        "Africa" => "非洲",
        "Asia Pacific" => "亚太",
        "Canada" => "加拿大",
        "Europe" => "欧洲",
        "Mexico" => "墨西哥",
        "Middle East" => "中东",
        "South America" => "南美洲",
        "US" => "美国",
        other => other,
    }
}

/// A region's name in the reader's language: `english` (the data's display name) in English,
/// Microsoft's Chinese name in Chinese (the English one for a region not listed here).
pub fn region_name<'a>(code: &str, english: &'a str, lang: Lang) -> &'a str {
    match lang {
        Lang::En => english,
        Lang::Zh => region_zh(code).unwrap_or(english),
    }
}

/// Microsoft's Chinese name of an Azure region, by its code (source `regions-zh-cn` in
/// `content/data/sources.toml`: Microsoft's zh-CN docs name 20 of these; the others follow their
/// pattern of country and direction).
pub fn region_zh(code: &str) -> Option<&'static str> {
    Some(match code {
        "australiacentral" => "澳大利亚中部",
        "australiacentral2" => "澳大利亚中部 2",
        "australiaeast" => "澳大利亚东部",
        "australiasoutheast" => "澳大利亚东南部",
        "brazilsouth" => "巴西南部",
        "canadacentral" => "加拿大中部",
        "canadaeast" => "加拿大东部",
        "centralindia" => "印度中部",
        "centralus" => "美国中部",
        "chilecentral" => "智利中部",
        "eastasia" => "东亚",
        "eastus" => "美国东部",
        "eastus2" => "美国东部 2",
        "francecentral" => "法国中部",
        "francesouth" => "法国南部",
        "germanynorth" => "德国北部",
        "germanywestcentral" => "德国中西部",
        "indonesiacentral" => "印度尼西亚中部",
        "israelcentral" => "以色列中部",
        "italynorth" => "意大利北部",
        "japaneast" => "日本东部",
        "japanwest" => "日本西部",
        "jioindiacentral" => "Jio 印度中部",
        "jioindiawest" => "Jio 印度西部",
        "koreacentral" => "韩国中部",
        "koreasouth" => "韩国南部",
        "malaysiawest" => "马来西亚西部",
        "mexicocentral" => "墨西哥中部",
        "northcentralus" => "美国中北部",
        "northeurope" => "北欧",
        "norwayeast" => "挪威东部",
        "norwaywest" => "挪威西部",
        "polandcentral" => "波兰中部",
        "qatarcentral" => "卡塔尔中部",
        "southafricanorth" => "南非北部",
        "southafricawest" => "南非西部",
        "southcentralus" => "美国中南部",
        "southeastasia" => "东南亚",
        "southindia" => "印度南部",
        "spaincentral" => "西班牙中部",
        "swedencentral" => "瑞典中部",
        "switzerlandnorth" => "瑞士北部",
        "switzerlandwest" => "瑞士西部",
        "uaecentral" => "阿联酋中部",
        "uaenorth" => "阿联酋北部",
        "uksouth" => "英国南部",
        "ukwest" => "英国西部",
        "westcentralus" => "美国中西部",
        "westeurope" => "西欧",
        "westus" => "美国西部",
        "westus2" => "美国西部 2",
        "westus3" => "美国西部 3",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in CatalogMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }

    /// The English names are the ones the core gives the exports and the CLI: the pages must
    /// not change when their words move here.
    #[test]
    fn english_names_are_the_cores() {
        for m in PricingModel::ALL {
            assert_eq!(model(m, Lang::En), m.label());
        }
        for c in Column::all() {
            assert_eq!(column(c, Lang::En), c.label());
        }
        for n in Normalise::ALL {
            assert_eq!(normalise(n, Lang::En), n.label());
        }
        for u in TimeUnit::ALL {
            assert_eq!(unit(u, Lang::En), u.as_str());
        }
        for l in [Lifecycle::Available, Lifecycle::Preview, Lifecycle::Retiring, Lifecycle::Retired]
        {
            assert_eq!(lifecycle(l, Lang::En), l.as_str());
        }
        assert_eq!(os(Os::Windows, Lang::En), "windows");
        assert_eq!(cell(PriceCell::NotInSnapshot, TimeUnit::Hour, Lang::En), "not in snapshot");
        assert_eq!(cell(PriceCell::NoFigure, TimeUnit::Hour, Lang::En), "no BF16 figure");
    }

    #[test]
    fn pricing_models_read_as_microsofts_chinese() {
        assert_eq!(model(PricingModel::Payg, Lang::Zh), "即用即付");
        assert_eq!(model(PricingModel::Reservation3y, Lang::Zh), "3 年期预留实例");
        assert_eq!(model(PricingModel::SavingsPlan1y, Lang::Zh), "1 年期节省计划");
        assert_eq!(model(PricingModel::DevTest, Lang::Zh), "开发/测试定价");
        assert_eq!(column(Column::Vcpu, Lang::Zh), "vCPU");
    }

    /// The figures are the same in both languages; only the words around them change.
    #[test]
    fn cells_keep_their_figures() {
        let v = PriceCell::Value(Decimal::new(123_456_789, 4));
        assert_eq!(cell(v, TimeUnit::Hour, Lang::Zh), "12,345.6789");
        assert_eq!(cell(v, TimeUnit::Month, Lang::Zh), "12,345.68");
        assert_eq!(cell(PriceCell::NotInSnapshot, TimeUnit::Hour, Lang::Zh), "快照中没有");
    }

    fn view_of(normalise: Normalise, unit: TimeUnit, os: Os) -> CatalogView {
        CatalogView { normalise, unit, os, ..CatalogView::default() }
    }

    #[test]
    fn captions_say_currency_unit_region_and_os() {
        let v = view_of(Normalise::Vm, TimeUnit::Hour, Os::Linux);
        assert_eq!(price_caption(&v, Lang::En), "USD per VM per hour, westeurope (linux)");
        assert_eq!(price_caption(&v, Lang::Zh), "美元，每台虚拟机每小时，westeurope，Linux");
        assert_eq!(
            format!("{}{}", priced_here(10, 12, Lang::Zh), shown_caption(9, &v, Lang::Zh)),
            "12 种规格中有 10 种在此区域有价格，其中 9 种有即用即付价格。价格：美元，每台虚拟机每小时，westeurope，Linux。"
        );
        assert_eq!(
            format!("{}{}", priced_here(10, 12, Lang::En), shown_caption(9, &v, Lang::En)),
            "10 of 12 sizes priced here; 9 priced pay-as-you-go. Prices: USD per VM per hour, westeurope (linux). "
        );
        let gpu_hour = view_of(Normalise::Gpu, TimeUnit::Hour, Os::Windows);
        assert_eq!(price_caption(&gpu_hour, Lang::Zh), "美元，每 GPU 小时，westeurope，Windows");
        assert_eq!(
            compare_prices(&gpu_hour, Lang::En),
            "USD per GPU per hour in westeurope (windows)"
        );
        assert_eq!(
            compare_prices(&gpu_hour, Lang::Zh),
            "每 GPU 小时的美元价格（westeurope，Windows）"
        );
        let vram_month = view_of(Normalise::VramGb, TimeUnit::Month, Os::Linux);
        assert_eq!(
            compare_prices(&vram_month, Lang::Zh),
            "每 GB GPU 显存每月的美元价格（westeurope，Linux）"
        );
    }

    #[test]
    fn catalog_sentences_in_chinese() {
        assert_eq!(
            lede(90, 20, 15, 52, Lang::Zh),
            "共 90 种规格，分属 20 个系列，涉及 15 种加速器，含 52 个区域的价格。可以筛选、按任意列排序、挑选规格并排比较，也可以分享网址：整个视图都保存在网址中。"
        );
        assert_eq!(
            lede(90, 20, 15, 52, Lang::En),
            "90 sizes in 20 series, 15 accelerators, prices for 52 regions. Filter, sort any column, pick sizes to compare, and share the address: it holds the whole view."
        );
        let d = Date::new(2026, 8, 20);
        assert_eq!(snapshot_caption(d, Lang::Zh), "该区域最新的快照日期：2026年8月20日。");
        assert_eq!(snapshot_caption(d, Lang::En), "Newest snapshot for this region: 2026-08-20.");
        assert_eq!(snapshot_caption(None, Lang::Zh), "没有快照覆盖该区域。");
        assert_eq!(
            old_caption(true, 340, 90, Lang::Zh),
            (
                "显示的全部 340 个价格都已超过 90 天".into(),
                "，悬停在价格上可查看各自的日期。".into()
            )
        );
        assert_eq!(
            old_caption(false, 7, 90, Lang::En),
            (
                " 7 prices shown are more than 90 days old: they carry ".into(),
                " and give their date on hover. ".into()
            )
        );
        assert_eq!(old_caption(false, 7, 90, Lang::Zh).0, "其中 7 个价格已超过 90 天，带有");
        let d = Date::new(2026, 1, 5).unwrap();
        assert_eq!(old_title(d, true, 90, Lang::Zh), "2026年1月5日的价格：已超过 90 天");
        assert_eq!(old_title(d, false, 90, Lang::En), "price of 2026-01-05");
        assert_eq!(
            price_title(&old_title(d, false, 90, Lang::Zh), "retail-api", Lang::Zh),
            "2026年1月5日的价格，来源：retail-api"
        );
        assert_eq!(
            source_line("Retail Prices API", Some(d), Lang::Zh),
            "Retail Prices API（2026年1月5日）"
        );
        assert_eq!(
            source_line("Retail Prices API", Some(d), Lang::En),
            "Retail Prices API (2026-01-05)"
        );
        assert_eq!(
            reservation_note(8760, 26280, Lang::Zh),
            "预留实例的价格是整个期限的总价，按 8760 或 26280 小时分摊。"
        );
        assert_eq!(comparing(3, Lang::Zh), "正在比较 3 种规格");
        assert_eq!(
            compare_size("Standard_NC24ads_A100_v4", Lang::Zh),
            "比较 Standard_NC24ads_A100_v4"
        );
        assert_eq!(name_contains("h100", Lang::Zh), "名称包含“h100”");
        assert_eq!(not_loaded("still loading", true, Lang::Zh), "规格目录还在加载……");
        assert_eq!(
            not_loaded("still loading", true, Lang::En),
            "The catalog could not be loaded: still loading"
        );
        assert_eq!(not_loaded("bad JSON", false, Lang::Zh), "无法加载规格目录：bad JSON");
        assert_eq!(
            region_choice("Europe", "West Europe", "westeurope", Lang::Zh),
            "欧洲 – 西欧（westeurope）"
        );
        assert_eq!(
            region_choice("Europe", "West Europe", "westeurope", Lang::En),
            "Europe – West Europe (westeurope)"
        );
    }

    #[test]
    fn size_page_sentences_in_chinese() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(
            size_lede("ND_H100_v5", Some("NVIDIA H100"), d(2026, 8, 20), "可用", Lang::Zh),
            "ND_H100_v5 系列，NVIDIA H100。截至 2026年8月20日，状态为可用。"
        );
        assert_eq!(
            size_lede("NV_v3", None, d(2026, 8, 20), "可用", Lang::Zh),
            "NV_v3 系列，所读文档未写明 GPU。截至 2026年8月20日，状态为可用。"
        );
        assert_eq!(
            size_lede("ND_H100_v5", Some("NVIDIA H100"), d(2026, 8, 20), "available", Lang::En),
            "Series ND_H100_v5, NVIDIA H100. Status on 2026-08-20: available."
        );
        let stage = |lifecycle, retires, announced, successor| gpuplan_core::catalog::Stage {
            lifecycle,
            retires,
            announced,
            capacity_goes_to: None,
            successor,
            source: "az-retire-nvv3",
        };
        let retired = stage(
            Lifecycle::Retired,
            Some(d(2026, 9, 30)),
            Some(d(2025, 4, 15)),
            Some("NVadsA10_v5"),
        );
        assert_eq!(
            lifecycle_text(&retired, &[], Some("在阿联酋北部可运行到 2027-01-31。"), Lang::Zh),
            "已于2026年9月30日停用（2025年4月15日宣布）；微软指定的替代：NVadsA10_v5。在阿联酋北部可运行到 2027-01-31。"
        );
        assert_eq!(
            lifecycle_text(&retired, &[], None, Lang::En),
            "retired on 2026-09-30 (announced 2025-04-15); Microsoft names NVadsA10_v5 in its place"
        );
        let ga = stage(Lifecycle::Available, None, None, None);
        assert_eq!(
            lifecycle_text(&ga, &["West US 2", "Southeast Asia"], None, Lang::En),
            "available; generally available in West US 2, Southeast Asia"
        );
        let limited = gpuplan_core::catalog::Stage {
            capacity_goes_to: Some("NCads_H100_v5"),
            ..stage(Lifecycle::Limited, None, None, None)
        };
        assert_eq!(
            lifecycle_text(&limited, &[], None, Lang::Zh),
            "容量受限：新增容量只部署给 NCads_H100_v5"
        );
        assert_eq!(printed("1,535（原样照录）", Lang::Zh), "（文档所列：1,535（原样照录））");
        assert_eq!(
            hardware_price(
                HardwarePriceKind::Street,
                Decimal::from(250_000),
                Decimal::from(300_000),
                8,
                "press",
                Lang::Zh
            ),
            "市场价 250,000–300,000 美元（8 个 GPU）：press"
        );
        assert_eq!(
            hardware_price(
                HardwarePriceKind::SystemList,
                Decimal::from(250_000),
                Decimal::from(300_000),
                8,
                "press",
                Lang::En
            ),
            "system list USD 250,000–300,000 for 8 GPU(s): press"
        );
        assert_eq!(dated(d(2026, 2, 1), Lang::Zh), "（日期：2026年2月1日）");
        assert_eq!(no_price(None, Lang::Zh), "所有快照中都没有此规格的价格（最新快照：无）。");
        assert_eq!(
            no_price(Some(d(2026, 2, 1)), Lang::En),
            "No price for this size is in any snapshot (newest: 2026-02-01)."
        );
        assert_eq!(region_os("西欧", Os::Linux, Lang::Zh), "西欧（Linux）");
        assert_eq!(region_os("West Europe", Os::Linux, Lang::En), "West Europe (linux)");
        assert_eq!(dates(&[d(2026, 2, 1), d(2026, 3, 1)], Lang::Zh), "2026年2月1日、2026年3月1日");
        assert_eq!(spec(Some(Spec::NotApplicable), Lang::Zh), "不适用");
        assert_eq!(spec(Some(Spec::Value(989.5)), Lang::Zh), "989.5");
        assert_eq!(feature(&Feature::Unknown, M::NotStatedInDocs, Lang::Zh), "所读文档未注明");
        assert_eq!(
            feature(&Feature::Yes("NDR 400 Gb/s".into()), M::NotStated, Lang::Zh),
            "NDR 400 Gb/s"
        );
    }

    #[test]
    fn coverage_sentences_in_chinese() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(age_days(102, 165, Lang::Zh), "102–165 天");
        assert_eq!(age_days(102, 102, Lang::En), "102 days");
        assert_eq!(
            date_range(d(2026, 1, 2), d(2026, 3, 4), Lang::Zh),
            "2026年1月2日 – 2026年3月4日"
        );
        assert!(coverage_intro(d(2026, 8, 20), 90, Lang::Zh).starts_with("按 2026年8月20日计算，"));
        assert!(coverage_intro(d(2026, 8, 20), 90, Lang::Zh).contains("超过 90 天的价格"));
    }

    /// Every region and geography of the region list has a Chinese name.
    #[test]
    fn every_listed_region_has_a_chinese_name() {
        let file = include_str!("../../../content/data/regions.toml");
        let value = |line: &str, key: &str| {
            line.strip_prefix(key)
                .and_then(|r| r.trim_start().strip_prefix('='))
                .map(|r| r.trim().trim_matches('"').to_owned())
        };
        let codes: Vec<String> = file.lines().filter_map(|l| value(l, "name")).collect();
        let geographies: Vec<String> = file.lines().filter_map(|l| value(l, "geography")).collect();
        assert!(codes.len() > 40, "the region list was not read: {codes:?}");
        assert_eq!(codes.len(), geographies.len());
        for code in &codes {
            let zh = region_zh(code);
            assert!(zh.is_some_and(|z| z.chars().any(crate::is_cjk)), "{code} has no Chinese name");
        }
        for g in &geographies {
            assert!(
                geography_name(g, Lang::Zh).chars().any(crate::is_cjk),
                "{g} has no Chinese name"
            );
            assert_eq!(geography_name(g, Lang::En), g);
        }
        assert_eq!(region_name("westeurope", "West Europe", Lang::Zh), "西欧");
        assert_eq!(region_name("westeurope", "West Europe", Lang::En), "West Europe");
        assert_eq!(region_name("marsnorth", "Mars North", Lang::Zh), "Mars North");
    }
}
