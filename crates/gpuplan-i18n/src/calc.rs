//! The words of the calculators: titles, blurbs, fields, hints, results, and charts' captions and
//! axes.
//!
//! - The calculators' own words (title, blurb, each field's label and hint, each choice's label)
//!   are the core's `Spec`s, in English; [`title`], [`blurb`], [`label`], [`hint`] and [`choice`]
//!   give them in a language: English as the core writes it, Chinese from the tables below, keyed
//!   by the calculator's name and the field's key. Each row also holds the English it translates,
//!   and a test checks that English against the core's, so a field added or reworded without its
//!   Chinese fails.
//! - The results' fixed words are [`CalcMsg`]; texts with numbers are the functions after it. They
//!   take money and durations already written for the language, and other numbers with the
//!   precision both languages share, so every figure reads the same in English and in Chinese.
//! - Each result's figure rows (label and value) are one function per calculator
//!   ([`training_figures`], [`spot_figures`], …), shared by the web's result views and the CLI's
//!   `gpuplan calc`, so both show the same rows in the same words.

use gpuplan_core::calc::break_even::BreakEvenOutput;
use gpuplan_core::calc::buy_or_rent::{BuyNote, BuyOutput};
use gpuplan_core::calc::cv::CvOutput;
use gpuplan_core::calc::governance::GovernanceOutput;
use gpuplan_core::calc::inference::InferenceOutput;
use gpuplan_core::calc::mixed_fleet::FleetOutput;
use gpuplan_core::calc::spot::SpotOutput;
use gpuplan_core::calc::training::TrainingOutput;
use gpuplan_core::calc::{Input, Kind, PricedItem};
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::catalog::view::format_amount;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;

use crate::Lang;
use crate::format::{hours, usd};

include!(concat!(env!("OUT_DIR"), "/calc.rs"));

/// A calculator's title.
pub fn title(kind: Kind, lang: Lang) -> &'static str {
    match (lang, spec_row(kind)) {
        (Lang::Zh, Some(row)) => row.title.1,
        _ => kind.title(),
    }
}

/// What a calculator answers, in a sentence.
pub fn blurb(kind: Kind, lang: Lang) -> &'static str {
    match (lang, spec_row(kind)) {
        (Lang::Zh, Some(row)) => row.blurb.1,
        _ => kind.blurb(),
    }
}

/// A field's label; empty for a key the calculator lacks.
pub fn label(kind: Kind, key: &str, lang: Lang) -> &'static str {
    let en = kind.fields().iter().find(|f| f.key == key).map_or("", |f| f.label);
    match (lang, field_row(kind, key)) {
        (Lang::Zh, Some(row)) => row.label.1,
        _ => en,
    }
}

/// A field's hint; empty when it has none.
pub fn hint(kind: Kind, key: &str, lang: Lang) -> &'static str {
    let en = kind.fields().iter().find(|f| f.key == key).map_or("", |f| f.hint);
    match (lang, field_row(kind, key)) {
        (Lang::Zh, Some(row)) if !en.is_empty() => row.hint.1,
        _ => en,
    }
}

/// The label of `value` in a choice field; empty when the field has no such choice.
pub fn choice(kind: Kind, key: &str, value: &str, lang: Lang) -> &'static str {
    let en = kind
        .fields()
        .iter()
        .find(|f| f.key == key)
        .and_then(|f| match f.input {
            Input::Choice(list) => list.iter().find(|(v, _)| *v == value).map(|(_, l)| *l),
            _ => None,
        })
        .unwrap_or("");
    let zh = CHOICES.iter().find(|c| c.calc == kind.name() && c.key == key && c.value == value);
    match (lang, zh) {
        (Lang::Zh, Some(c)) => c.label.1,
        _ => en,
    }
}

/// A pricing model's name for readers (legends, figures).
pub fn model(m: PricingModel, lang: Lang) -> &'static str {
    match lang {
        Lang::En => m.label(),
        Lang::Zh => match m {
            PricingModel::Payg => "即用即付",
            PricingModel::Spot => "Spot 虚拟机",
            PricingModel::LowPriority => "低优先级",
            PricingModel::SavingsPlan1y => "节省计划（1 年期）",
            PricingModel::SavingsPlan3y => "节省计划（3 年期）",
            PricingModel::Reservation1y => "预留实例（1 年期）",
            PricingModel::Reservation3y => "预留实例（3 年期）",
            PricingModel::DevTest => "开发/测试定价",
        },
    }
}

/// Joins pieces of Chinese text, with a space where a Chinese character meets a Latin letter or a
/// digit ("与" + "Spot 虚拟机" → "与 Spot 虚拟机").
pub fn zh_join(pieces: &[&str]) -> String {
    let ideograph = |c: char| matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}');
    let mut out = String::new();
    for p in pieces {
        if let (Some(a), Some(b)) = (out.chars().last(), p.chars().next())
            && ((ideograph(a) && b.is_ascii_alphanumeric())
                || (a.is_ascii_alphanumeric() && ideograph(b)))
        {
            out.push(' ');
        }
        out.push_str(p);
    }
    out
}

/// `name: value`, with the colon of the language.
pub fn labelled(name: &str, value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name}: {value}"),
        Lang::Zh => format!("{name}：{value}"),
    }
}

/// Sentences one after another: a space between them in English, none in Chinese.
pub fn sentences(parts: &[String], lang: Lang) -> String {
    parts.join(match lang {
        Lang::En => " ",
        Lang::Zh => "",
    })
}

/// An option of a catalog list that the catalog lacks.
pub fn not_in_catalog(value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Not in the catalog: {value}"),
        Lang::Zh => format!("不在目录中：{value}"),
    }
}

/// Between a calculator's title and its blurb on the index page.
pub fn index_separator(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " — ",
        Lang::Zh => "：",
    }
}

/// The index page's last line around its two links: before, between and after.
pub fn see_also(lang: Lang) -> [&'static str; 3] {
    match lang {
        Lang::En => ["See also the ", " and the ", "."],
        Lang::Zh => ["另请参阅", "和", "。"],
    }
}

/// What a price line names, in `lang`. English: "Pay-as-you-go, {size}, {region}" (the model's
/// name, as `PricingModel::label` gives it), or "blob/hot, {region}, per GB-month". Chinese: the model, the storage item and "per GB-month" translated (an item
/// without a translation kept as its code), the size and region kept.
pub fn price_what(item: &PricedItem, lang: Lang) -> String {
    match (item, lang) {
        (PricedItem::Vm { model: m, size, region }, Lang::En) => {
            format!("{}, {size}, {region}", m.label())
        }
        (PricedItem::Vm { model: m, size, region }, Lang::Zh) => {
            format!("{}，{size}，{region}", model(*m, lang))
        }
        (PricedItem::Storage { item, region }, Lang::En) => {
            format!("{item}, {region}, per GB-month")
        }
        (PricedItem::Storage { item, region }, Lang::Zh) => {
            let named = match item.as_str() {
                "blob/hot" => "Blob 存储热层",
                "blob/cool" => "Blob 存储冷层",
                "snapshot/standard-hdd" => "标准 HDD 快照",
                other => other,
            };
            format!("{named}，{region}，每 GB 每月")
        }
    }
}

/// A price line's start: what, the amount as the snapshot holds it (exact, in US dollars), and
/// the snapshot's date written for `lang`.
pub fn price_line(what: &str, amount: &str, date: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{what}: {amount} (snapshot {date}, "),
        Lang::Zh => format!("{what}：{amount} 美元（快照日期 {date}，"),
    }
}

/// A price line's mark when its snapshot is old.
pub fn older_than(days: i64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("more than {days} days old, "),
        Lang::Zh => format!("已超过 {days} 天，"),
    }
}

/// "{gpus} GPUs on {vms} VMs".
pub fn gpus_on_vms(gpus: u32, vms: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{gpus} GPUs on {vms} VM{}", if vms == 1 { "" } else { "s" }),
        Lang::Zh => format!("{gpus} 个 GPU，{vms} 台虚拟机"),
    }
}

/// A replica's GPUs and VMs.
pub fn replica_gpus(gpus: u32, vms: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{gpus} on {vms} VM{}", if vms == 1 { "" } else { "s" }),
        Lang::Zh => format!("{gpus} 个，{vms} 台虚拟机"),
    }
}

/// Memory per GPU against the usable memory, GB with one decimal.
pub fn gb_of_usable(total: f64, usable: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{total:.1} GB of {usable:.1} GB usable"),
        Lang::Zh => format!("{total:.1} GB，可用 {usable:.1} GB"),
    }
}

/// A replica's memory across its GPUs, and each GPU's usable memory.
pub fn replica_memory(total: f64, usable_each: f64, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("{total:.1} GB across the replica's GPUs ({usable_each:.1} GB usable each)")
        }
        Lang::Zh => {
            format!("{total:.1} GB，分布在副本的各个 GPU 上（每个可用 {usable_each:.1} GB）")
        }
    }
}

/// A memory chart's limit line: usable GB, whole.
pub fn usable_gb(gb: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("usable {gb:.0} GB"),
        Lang::Zh => format!("可用 {gb:.0} GB"),
    }
}

/// Floating-point operations, in scientific notation with three decimals.
pub fn flops(f: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{f:.3e} FLOPs"),
        Lang::Zh => format!("{f:.3e} 次浮点运算"),
    }
}

/// Decode throughput across all requests, tokens a second.
pub fn decode_rate(per_s: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{per_s:.0} tokens/s across all requests"),
        Lang::Zh => format!("所有请求合计每秒 {per_s:.0} 个 token"),
    }
}

/// Prefill throughput, tokens a second.
pub fn prefill_rate(per_s: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{per_s:.0} tokens/s"),
        Lang::Zh => format!("每秒 {per_s:.0} 个 token"),
    }
}

/// The Spot verdict: `saving` is the amount written, `saves` whether Spot costs less.
pub fn spot_verdict(amount: &str, saves: bool, lang: Lang) -> String {
    match (lang, saves) {
        (Lang::En, true) => {
            format!("Spot saves {amount} against pay-as-you-go at this eviction rate.")
        }
        (Lang::En, false) => {
            format!("Spot costs {amount} more than pay-as-you-go at this eviction rate.")
        }
        (Lang::Zh, true) => format!("按这个逐出率，Spot 虚拟机比即用即付节省 {amount}。"),
        (Lang::Zh, false) => format!("按这个逐出率，Spot 虚拟机比即用即付多花 {amount}。"),
    }
}

/// An eviction rate in per cent an hour, two decimals.
pub fn evictions_per_hour(pct: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{pct:.2}% evictions per hour"),
        Lang::Zh => format!("每小时逐出率 {pct:.2}%"),
    }
}

/// A point of a Spot chart: the rate (per cent an hour, one decimal) and its value.
pub fn rate_point(pct: f64, value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{pct:.1}%/h → {value}"),
        Lang::Zh => format!("{pct:.1}%/小时 → {value}"),
    }
}

/// The Spot cost chart's summary.
pub fn spot_summary(
    rate_pct: f64,
    spot_cost: &str,
    spot_time: &str,
    payg_cost: &str,
    break_even_pct: Option<f64>,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => format!(
            "At {rate_pct:.1}% evictions per hour Spot is expected to cost {spot_cost} and take {spot_time}, against {payg_cost} for pay-as-you-go. {}",
            break_even_pct.map_or(String::new(), |b| format!(
                "Above {b:.2}% per hour pay-as-you-go is cheaper."
            ))
        ),
        Lang::Zh => format!(
            "逐出率为每小时 {rate_pct:.1}% 时，Spot 虚拟机预计花费 {spot_cost}、耗时 {spot_time}，即用即付则为 {payg_cost}。{}",
            break_even_pct.map_or(String::new(), |b| format!(
                "每小时逐出率高于 {b:.2}% 时，即用即付更便宜。"
            ))
        ),
    }
}

/// The Spot time chart's summary.
pub fn spot_time_summary(uninterrupted: &str, expected: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("Without evictions the work takes {uninterrupted}; at your rate, {expected}.")
        }
        Lang::Zh => {
            format!("不被逐出时，工作需要 {uninterrupted}；按你的逐出率，需要 {expected}。")
        }
    }
}

/// The eviction rate: the reader's export has no row for the size and region.
pub fn not_in_export(rows: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Your Resource Graph export ({rows} rows) has no row for this size and region: the eviction rate you typed is used."
        ),
        Lang::Zh => format!(
            "你的 Resource Graph 导出（{rows} 行）中没有这个规格和区域的行：使用你输入的逐出率。"
        ),
    }
}

/// Where the export came from: a file, by name.
pub fn from_file(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("file “{name}”"),
        Lang::Zh => format!("文件“{name}”"),
    }
}

/// The export's date, written for `lang`.
pub fn dated(date: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("dated {date}"),
        Lang::Zh => format!("日期为 {date}"),
    }
}

/// The plan at a band without an upper end: the chance (per cent, whole) and the rate (written).
pub fn band_lower_plan(chance_pct: f64, rate: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "The band has no upper end, so the plan uses its lower end: a {chance_pct:.0}% chance of eviction within an hour, at least {rate} evictions per VM-hour. The real cost may be higher."
        ),
        Lang::Zh => format!(
            "该区间没有上限，因此按其下限规划：一小时内被逐出的概率为 {chance_pct:.0}%，即每虚拟机小时的逐出率至少为 {rate}。实际费用可能更高。"
        ),
    }
}

/// The plan at a band's upper end: the chance (per cent, whole), the rate and the band's ends
/// (written).
pub fn band_upper_plan(chance_pct: f64, rate: &str, low: &str, high: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Planned at the band's upper end, to be safe: a {chance_pct:.0}% chance of eviction within an hour, {rate} evictions per VM-hour (the band spans {low} to {high})."
        ),
        Lang::Zh => format!(
            "为稳妥起见，按区间上限规划：一小时内被逐出的概率为 {chance_pct:.0}%，即每虚拟机小时的逐出率为 {rate}（该区间为 {low} 到 {high}）。"
        ),
    }
}

/// The mean time between interruptions, written, as the sentence after the plan.
pub fn mtbi(time: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(" One interruption every {time} per VM on average."),
        Lang::Zh => format!("平均每台虚拟机每 {time}中断一次。"),
    }
}

/// The eviction rate taken from the reader's export.
pub struct FromExport<'a> {
    /// Where the export came from ([`from_file`] or [`CalcMsg::FromPasted`]).
    pub from: &'a str,
    /// Its date ([`dated`] or [`CalcMsg::DateNotGiven`]).
    pub dated: &'a str,
    /// The band as Azure writes it.
    pub band: &'a str,
    /// The size as the export writes it.
    pub sku: &'a str,
    /// The region as the export writes it.
    pub location: &'a str,
    /// [`band_lower_plan`] or [`band_upper_plan`].
    pub plan: &'a str,
    /// [`mtbi`], or empty.
    pub mtbi: &'a str,
}

/// The sentence saying where the Spot result's eviction rate came from.
pub fn eviction_from_export(x: &FromExport<'_>, lang: Lang) -> String {
    let FromExport { from, dated, band, sku, location, plan, mtbi } = x;
    match lang {
        Lang::En => format!(
            "Eviction rate from your Resource Graph export ({from}, {dated}): band {band} for {sku} in {location}. {plan}{mtbi}"
        ),
        Lang::Zh => format!(
            "逐出率取自你的 Resource Graph 导出（{from}，{dated}）：{location} 中 {sku} 的区间为 {band}。{plan}{mtbi}"
        ),
    }
}

/// An amount a month, then more: "{amount} a month; {rest}".
pub fn monthly_then(amount: &str, rest: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{amount} a month; {rest}"),
        Lang::Zh => format!("每月 {amount}；{rest}"),
    }
}

/// A commitment pays above this use (per cent, written).
pub fn pays_above(pct: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("pays above {pct}% use"),
        Lang::Zh => format!("利用率高于 {pct}% 时划算"),
    }
}

/// A chart point at a month.
pub fn month_point(month: u32, value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("month {month} → {value}"),
        Lang::Zh => format!("第 {month} 个月 → {value}"),
    }
}

/// The break-even summary when no commitment is priced.
pub fn payg_only_summary(monthly: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Pay-as-you-go costs {monthly} a month at full use; no commitment is priced here."
        ),
        Lang::Zh => format!("满负荷使用时，即用即付每月 {monthly}；这里没有承诺用量的价格。"),
    }
}

/// One commitment in the break-even summary: its name, monthly cost, and the use above which it
/// costs less (per cent, written).
pub fn commitment_summary(name: &str, monthly: &str, above: Option<&str>, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{name} costs {monthly} a month whatever the use{}.",
            above.map_or(String::new(), |u| format!(" and beats pay-as-you-go above {u}% use"))
        ),
        Lang::Zh => format!(
            "{}{}。",
            zh_join(&[name, "无论使用多少，每月都是 ", monthly]),
            above.map_or(String::new(), |u| format!("，利用率高于 {u}% 时比即用即付便宜"))
        ),
    }
}

/// The months chart's summary, before the utilisation chart's.
pub fn months_summary(summary: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Cumulative cost for each option; commitments are paid by whole terms. {summary}"
        ),
        Lang::Zh => format!("各方案的累计费用；承诺用量按整个期限付费。{summary}"),
    }
}

/// A count of VMs, in the singular for one ("1 VM", "2 VMs").
pub fn vm_count(n: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} VM{}", if n == 1 { "" } else { "s" }),
        Lang::Zh => format!("{n} 台虚拟机"),
    }
}

/// A month's VM-hours by how they are bought.
pub fn fleet_hours(reserved: u64, spot: u64, payg: u64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{reserved} reserved, {spot} Spot, {payg} pay-as-you-go"),
        Lang::Zh => format!("预留 {reserved}，Spot 虚拟机 {spot}，即用即付 {payg}"),
    }
}

/// A point of the demand chart: the hour and the VMs needed.
pub fn demand_point(hour: usize, vms: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{hour}:00 → {vms} VMs"),
        Lang::Zh => format!("{hour}:00 → {vms} 台虚拟机"),
    }
}

/// A point of the exceedance chart: the VMs and the share of hours (per cent, one decimal).
pub fn exceed_point(k: u32, pct: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{k} VMs → {pct:.1}% of hours"),
        Lang::Zh => format!("{k} 台虚拟机 → {pct:.1}% 的小时"),
    }
}

/// The mixed fleet's summary.
pub fn fleet_summary(
    reserved: u32,
    spot_hours: u64,
    payg_hours: u64,
    cost: &str,
    all_payg: &str,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => format!(
            "Reserve {reserved} VMs; the hours above them run {spot_hours} on Spot and {payg_hours} on pay-as-you-go, for {cost} a month against {all_payg} all pay-as-you-go."
        ),
        Lang::Zh => format!(
            "预留 {reserved} 台虚拟机；超出部分的虚拟机小时中，{spot_hours} 个用 Spot 虚拟机，{payg_hours} 个用即用即付，每月 {cost}，而全部即用即付为 {all_payg}。"
        ),
    }
}

/// The exceedance chart's summary, before the fleet's.
pub fn exceed_summary(summary: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "A VM is reserved while the share of hours that need it exceeds the reserved-to-pay-as-you-go price ratio. {summary}"
        ),
        Lang::Zh => format!(
            "只要需要某台虚拟机的小时占比高于预留价格与即用即付价格之比，就预留这台虚拟机。{summary}"
        ),
    }
}

/// Renting by a pricing model (its name written).
pub fn renting(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Renting: {name}"),
        Lang::Zh => format!("租用：{name}"),
    }
}

/// Buying pays back after this many months (one decimal).
pub fn pays_back_after(months: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("buying pays back after {months:.1} months"),
        Lang::Zh => format!("购买 {months:.1} 个月后回本"),
    }
}

/// A buy-or-rent marker: where buying breaks even against a way of renting (its name written).
pub fn break_even_against(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name} break-even"),
        Lang::Zh => zh_join(&["与", name, "的盈亏平衡点"]),
    }
}

/// The buy-or-rent summary for one way of renting (its name written): the months to pay back,
/// or `None` when buying never does.
pub fn buy_summary(name: &str, months: Option<f64>, lang: Lang) -> String {
    match (lang, months) {
        (Lang::En, Some(m)) => format!("Against {name}, buying pays back after {m:.1} months."),
        (Lang::En, None) => format!("Against {name}, buying never pays back."),
        (Lang::Zh, Some(m)) => {
            format!("{}，购买 {m:.1} 个月后回本。", zh_join(&["与", name, "相比"]))
        }
        (Lang::Zh, None) => format!("{}，购买永远无法回本。", zh_join(&["与", name, "相比"])),
    }
}

/// A note of the buy-or-rent result on where a default came from, in `lang`, with its figures as
/// the core holds them: the street price in US dollars exactly ("USD 200000" / "200000 美元"),
/// the watts as a plain number.
pub fn buy_note(note: &BuyNote, lang: Lang) -> String {
    match (note, lang) {
        (BuyNote::StreetPrice { size, usd }, Lang::En) => format!(
            "Hardware: the catalog's street price for the GPUs of {size} ({}); enter your quote to replace it.",
            crate::format::usd(*usd, lang)
        ),
        (BuyNote::StreetPrice { size, usd }, Lang::Zh) => format!(
            "硬件：使用目录中 {size} 所配 GPU 的市场价（{}）；输入你的报价即可替换。",
            crate::format::usd(*usd, lang)
        ),
        (BuyNote::Tdp { watts }, Lang::En) => {
            format!("Power: the GPUs' TDP from the catalog, {watts} W in all, without the host.")
        }
        (BuyNote::Tdp { watts }, Lang::Zh) => {
            format!("功耗：使用目录中 GPU 的 TDP，共 {watts} W，不含主机。")
        }
    }
}

/// The governance savings, in words, for screen readers: the total and each measure, written.
pub fn governance_summary(
    total: &str,
    shutdown: &str,
    tiering: &str,
    snapshots: &str,
    lang: Lang,
) -> String {
    match lang {
        Lang::En => format!(
            "In all {total} a month: auto-shutdown {shutdown}, tiering {tiering}, snapshots {snapshots}."
        ),
        Lang::Zh => {
            format!("每月共节省 {total}：自动关机 {shutdown}，分层 {tiering}，快照 {snapshots}。")
        }
    }
}

/// A part of a stacked bar: its name, value (one decimal) and unit.
pub fn bar_part(name: &str, value: f64, unit: &str, lang: Lang) -> String {
    labelled(name, &format!("{value:.1} {unit}"), lang)
}

/// A stacked bar's name for screen readers: its title and total (one decimal) with the unit.
pub fn bar_total(title: &str, total: f64, unit: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{title}: {total:.1} {unit} in all"),
        Lang::Zh => format!("{title}：共 {total:.1} {unit}"),
    }
}

/// A result's figure rows: `(label, value)` pairs in `lang`, in the order the result shows them.
pub type Figures = Vec<(String, String)>;

fn row(label: CalcMsg, value: String, lang: Lang) -> (String, String) {
    (label.text(lang).to_owned(), value)
}

/// The training calculator's figures (also the fine-tuning calculator's): GPUs, memory per GPU,
/// compute, time and cost.
pub fn training_figures(o: &TrainingOutput, lang: Lang) -> Figures {
    vec![
        row(CalcMsg::GpusWholeVms, gpus_on_vms(o.gpus, o.vms, lang), lang),
        row(CalcMsg::MemoryPerGpu, gb_of_usable(o.memory.total_gb(), o.usable_gb, lang), lang),
        row(CalcMsg::TrainingCompute, flops(o.flops, lang), lang),
        row(CalcMsg::Time, hours(o.hours, lang), lang),
        row(CalcMsg::PaygCost, usd(o.cost, lang), lang),
        row(CalcMsg::Efficiency, efficiency(o.mfu, &o.basis, lang), lang),
    ]
    .into_iter()
    .chain(o.accuracy.map(|b| row(CalcMsg::Accuracy, crate::wizard::band(&b, lang), lang)))
    .collect()
}

/// An efficiency and where it comes from: `35 % (the median of 4 published Hopper pretraining
/// runs)`.
fn efficiency(mfu: f64, b: &gpuplan_core::sizing::calibration::Basis, lang: Lang) -> String {
    let basis = crate::wizard::basis(b, lang);
    match lang {
        Lang::En => format!("{:.0} % of peak ({basis})", mfu * 100.0),
        Lang::Zh => format!("峰值的 {:.0} %（{basis}）", mfu * 100.0),
    }
}

/// The vision-training calculator's figures: GPUs, compute, time and cost.
pub fn cv_figures(o: &CvOutput, lang: Lang) -> Figures {
    vec![
        row(CalcMsg::Gpus, o.gpus.to_string(), lang),
        row(CalcMsg::TrainingCompute, flops(o.flops, lang), lang),
        row(CalcMsg::Time, hours(o.hours, lang), lang),
        row(CalcMsg::PaygCost, usd(o.cost, lang), lang),
        row(CalcMsg::Efficiency, efficiency(o.mfu, &o.basis, lang), lang),
    ]
    .into_iter()
    .chain(o.accuracy.map(|b| row(CalcMsg::Accuracy, crate::wizard::band(&b, lang), lang)))
    .collect()
}

/// The inference calculator's figures: GPUs per replica, memory, decode and prefill throughput,
/// the monthly cost.
pub fn inference_figures(o: &InferenceOutput, lang: Lang) -> Figures {
    let p = &o.plan;
    vec![
        row(CalcMsg::GpusPerReplica, replica_gpus(p.gpus, o.vms, lang), lang),
        row(CalcMsg::Memory, replica_memory(p.memory.total_gb(), o.usable_gb, lang), lang),
        row(CalcMsg::Decode, decode_rate(p.decode_tokens_per_s, lang), lang),
        row(CalcMsg::Prefill, prefill_rate(p.prefill_tokens_per_s, lang), lang),
        row(CalcMsg::PaygCostMonth, usd(o.monthly_cost, lang), lang),
    ]
}

/// The Spot calculator's figures: both costs, the times, the checkpoint intervals and the
/// eviction rate above which Spot stops paying.
pub fn spot_figures(o: &SpotOutput, lang: Lang) -> Figures {
    let r = &o.result;
    vec![
        row(CalcMsg::ExpectedSpotCost, usd(r.spot_cost, lang), lang),
        row(CalcMsg::PaygUninterrupted, usd(r.payg_cost, lang), lang),
        row(CalcMsg::WorkTimeUninterrupted, hours(r.solve_hours, lang), lang),
        row(CalcMsg::ExpectedSpotTime, hours(r.expected_wall_hours, lang), lang),
        row(CalcMsg::CheckpointYoung, hours(r.young_interval_hours, lang), lang),
        row(CalcMsg::CheckpointDaly, hours(r.daly_interval_hours, lang), lang),
        row(
            CalcMsg::SpotStopsPaying,
            r.break_even_eviction_rate.map_or(CalcMsg::NeverCheaper.text(lang).to_owned(), |x| {
                evictions_per_hour(x * 100.0, lang)
            }),
            lang,
        ),
    ]
}

/// A utilisation as a whole per cent, as the break-even figures and summary write it.
pub fn utilisation_pct(u: Decimal) -> String {
    format_amount(u * Decimal::from(100), 0)
}

/// The break-even calculator's figures: pay-as-you-go for a whole month, then each commitment's
/// monthly cost and the use above which it pays.
pub fn break_even_figures(o: &BreakEvenOutput, lang: Lang) -> Figures {
    let r = &o.result;
    let payg_month = r.payg_hourly * Decimal::from(730);
    let mut rows = vec![row(CalcMsg::PaygAllMonth, usd(payg_month, lang), lang)];
    rows.extend(r.commitments.iter().map(|c| {
        let at =
            c.break_even_utilisation.map_or(CalcMsg::NeverAtAnyUse.text(lang).to_owned(), |u| {
                pays_above(&utilisation_pct(u), lang)
            });
        (model(c.model, lang).to_owned(), monthly_then(&usd(c.monthly, lang), &at, lang))
    }));
    rows
}

/// The mixed-fleet calculator's figures: the reserved base, the VM-hours bought each way, the
/// month's cost, all pay-as-you-go and the saving.
pub fn fleet_figures(o: &FleetOutput, lang: Lang) -> Figures {
    let r = &o.result;
    vec![
        row(CalcMsg::ReservedBase, vm_count(r.reserved, lang), lang),
        row(
            CalcMsg::VmHoursMonth,
            fleet_hours(r.reserved_hours, r.spot_hours, r.payg_hours, lang),
            lang,
        ),
        row(CalcMsg::CostMonth, usd(r.cost, lang), lang),
        row(CalcMsg::AllPayg, usd(r.all_payg_cost, lang), lang),
        row(CalcMsg::Saving, usd(r.saving, lang), lang),
    ]
}

/// The buy-or-rent calculator's figures: the hardware, owning and running per month, then for
/// each way of renting its monthly cost and the month buying pays back.
pub fn buy_figures(o: &BuyOutput, lang: Lang) -> Figures {
    let r = &o.result;
    let mut rows = vec![
        row(CalcMsg::Hardware, usd(o.hardware, lang), lang),
        row(CalcMsg::OwningMonthly, usd(r.owning_monthly, lang), lang),
        row(CalcMsg::RunningMonthly, usd(r.running_monthly, lang), lang),
    ];
    rows.extend(r.break_even.iter().map(|(m, monthly, month)| {
        let back = month.as_ref().map_or(CalcMsg::NeverPaysBack.text(lang).to_owned(), |x| {
            pays_back_after(x.to_f64().unwrap_or(f64::NAN), lang)
        });
        (renting(model(*m, lang), lang), monthly_then(&usd(*monthly, lang), &back, lang))
    }));
    rows
}

/// The governance calculator's figures: each measure's saving and the total.
pub fn governance_figures(o: &GovernanceOutput, lang: Lang) -> Figures {
    let r = &o.result;
    vec![
        row(CalcMsg::AutoShutdownIdle, usd(r.auto_shutdown, lang), lang),
        row(CalcMsg::HotToCool, usd(r.tiering, lang), lang),
        row(CalcMsg::DeleteSnapshots, usd(r.snapshots, lang), lang),
        row(CalcMsg::SavedPerMonth, usd(r.total, lang), lang),
    ]
}

/// The eviction-rate box's hint, before and after the command it shows as code.
pub fn evictions_hint(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => [
            "Azure shows eviction-rate bands only to signed-in users. In Resource Graph Explorer, run the SpotResources eviction-rate query, then download the result as CSV (or save ",
            ") and paste it here or choose the file. Where it has a row for the size and region above, that row's band replaces the eviction rate you typed. It stays in this browser.",
        ],
        Lang::Zh => [
            "Azure 只向已登录的用户显示逐出率区间。请在 Resource Graph 资源管理器中运行 SpotResources 逐出率查询，然后将结果下载为 CSV（或保存 ",
            " 的输出），粘贴到这里或选择该文件。如果其中有上面所选规格和区域的行，就用该行的区间代替你输入的逐出率。导出只保存在这个浏览器中。",
        ],
    }
}

/// Where the export came from, in the status line.
pub fn export_from_file(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the file “{name}”"),
        Lang::Zh => format!("文件“{name}”"),
    }
}

/// The status after reading an export: its rows, its format (JSON or CSV) and where it came from.
pub fn export_read(rows: usize, format: &str, from: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Read {rows} row(s) of {format} from {from}."),
        Lang::Zh => format!("已从{from}读取 {rows} 行 {format} 数据。"),
    }
}

/// The status when the export could not be read.
pub fn export_unreadable(from: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Could not read {from}."),
        Lang::Zh => format!("无法读取{from}。"),
    }
}

/// The note when only the rows for the site's sizes are kept in storage.
pub fn export_kept(kept: usize, total: usize, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("Kept in this browser: the {kept} of its {total} rows for this site's sizes.")
        }
        Lang::Zh => format!("已在这个浏览器中保存其 {total} 行中属于本站规格的 {kept} 行。"),
    }
}

/// A download that could not start, with the browser's reason.
pub fn download_failed(reason: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the download could not start: {reason}"),
        Lang::Zh => format!("无法开始下载：{reason}"),
    }
}

/// A calculator's title and blurb in Chinese, with the English they translate.
struct SpecRow {
    calc: &'static str,
    title: (&'static str, &'static str),
    blurb: (&'static str, &'static str),
}

/// A field's label and hint in Chinese, with the English they translate.
struct FieldRow {
    calc: &'static str,
    key: &'static str,
    label: (&'static str, &'static str),
    hint: (&'static str, &'static str),
}

/// A choice's label in Chinese, with the English it translates.
struct ChoiceRow {
    calc: &'static str,
    key: &'static str,
    value: &'static str,
    label: (&'static str, &'static str),
}

fn spec_row(kind: Kind) -> Option<&'static SpecRow> {
    SPECS.iter().find(|r| r.calc == kind.name())
}

fn field_row(kind: Kind, key: &str) -> Option<&'static FieldRow> {
    FIELDS.iter().find(|r| r.calc == kind.name() && r.key == key)
}

const fn s(
    calc: &'static str,
    title: (&'static str, &'static str),
    blurb: (&'static str, &'static str),
) -> SpecRow {
    SpecRow { calc, title, blurb }
}

const fn f(
    calc: &'static str,
    key: &'static str,
    label: (&'static str, &'static str),
    hint: (&'static str, &'static str),
) -> FieldRow {
    FieldRow { calc, key, label, hint }
}

const fn c(
    calc: &'static str,
    key: &'static str,
    value: &'static str,
    label: (&'static str, &'static str),
) -> ChoiceRow {
    ChoiceRow { calc, key, value, label }
}

/// No hint.
const NONE: (&str, &str) = ("", "");

const SPECS: &[SpecRow] = &[
    s(
        "training",
        ("Training: memory, GPUs, time and cost", "训练：显存、GPU 数、时长和费用"),
        (
            "How many GPUs a model's training state needs, how long the run takes and what it costs.",
            "模型的训练状态需要多少个 GPU，训练要跑多久，花费多少。",
        ),
    ),
    s(
        "fine-tuning",
        ("Fine-tuning: memory, GPUs, time and cost", "微调：显存、GPU 数、时长和费用"),
        (
            "Memory, GPUs, time and cost of fine-tuning with LoRA, QLoRA or every weight.",
            "用 LoRA、QLoRA 或全参数微调时的显存、GPU 数、时长和费用。",
        ),
    ),
    s(
        "cv",
        ("Vision training: time and cost", "视觉模型训练：时长和费用"),
        (
            "How long training a vision model takes on a size, and what it costs.",
            "在某个规格上训练视觉模型要多久，花费多少。",
        ),
    ),
    s(
        "inference",
        ("Inference: memory, GPUs, throughput and cost", "推理：显存、GPU 数、吞吐量和费用"),
        (
            "How many GPUs serve a model with its cache, the tokens per second, and the monthly cost.",
            "部署一个模型（含缓存）需要多少个 GPU，每秒处理多少 token，每月费用多少。",
        ),
    ),
    s(
        "spot",
        ("Spot with interruptions", "会被中断的 Spot 虚拟机"),
        (
            "What Spot costs once evictions, checkpoints and restarts are counted, with the Young and Daly intervals.",
            "计入逐出、检查点和重启之后 Spot 虚拟机的费用，并给出 Young 和 Daly 检查点间隔。",
        ),
    ),
    s(
        "break-even",
        ("Commitment break-even", "承诺用量的盈亏平衡点"),
        (
            "When a savings plan or reservation beats pay-as-you-go, by utilisation and by months.",
            "按利用率和使用月数，看节省计划或预留实例何时比即用即付更划算。",
        ),
    ),
    s(
        "mixed-fleet",
        ("Mixed fleet: reserved, Spot and pay-as-you-go", "混合机群：预留、Spot 虚拟机和即用即付"),
        (
            "How to split a demand that varies through the day between a reserved base, Spot and pay-as-you-go.",
            "如何把一天中起伏的需求分配给预留基数、Spot 虚拟机和即用即付。",
        ),
    ),
    s(
        "buy-or-rent",
        ("Buy or rent", "购买还是租用"),
        (
            "Owning the GPUs against renting them: cumulative cost and the month buying pays back.",
            "自购 GPU 与租用相比：累计费用，以及购买在第几个月回本。",
        ),
    ),
    s(
        "governance",
        ("Governance savings", "治理节省"),
        (
            "What auto-shutdown, storage tiering and snapshot clean-up save a month.",
            "自动关机、存储分层和快照清理每月能节省多少。",
        ),
    ),
];

const SIZE: (&str, &str) = ("VM size", "虚拟机规格");
const REGION: (&str, &str) = ("Region", "区域");
const SHARDING: (&str, &str) = ("Sharding", "分片");
const CHECKPOINTING: (&str, &str) = ("Activation checkpointing", "激活检查点");
const SEQ_LEN: (&str, &str) = ("Sequence length", "序列长度");
const TOKENS: (&str, &str) = ("tokens", "token 数");
const PARAMS: (&str, &str) = ("Parameters", "参数量");
const MFU: (&str, &str) = ("MFU", "MFU（模型算力利用率）");
const VMS: (&str, &str) = ("VMs", "虚拟机数");

const FIELDS: &[FieldRow] = &[
    // Training.
    f("training", "params", PARAMS, ("e.g. 7B, 70B, 405B", "例如 7B、70B、405B")),
    f(
        "training",
        "tokens",
        ("Training tokens", "训练 token 数"),
        ("e.g. 300B, 2T", "例如 300B、2T"),
    ),
    f("training", "size", SIZE, NONE),
    f("training", "region", REGION, NONE),
    f("training", "precision", ("Precision", "精度"), NONE),
    f("training", "sharding", SHARDING, NONE),
    f("training", "checkpointing", CHECKPOINTING, NONE),
    f("training", "seq_len", SEQ_LEN, TOKENS),
    f(
        "training",
        "mfu",
        MFU,
        (
            "share of peak the run reaches; empty: calibrated on published runs for the GPU",
            "训练达到的峰值算力比例；留空则按该 GPU 的公开运行数据校准",
        ),
    ),
    f(
        "training",
        "vms",
        VMS,
        (
            "empty: the fewest that hold the model; more VMs finish sooner",
            "留空：能容纳模型的最少台数；虚拟机越多，完成越快",
        ),
    ),
    // Fine-tuning.
    f("fine-tuning", "params", PARAMS, ("e.g. 8B, 70B", "例如 8B、70B")),
    f(
        "fine-tuning",
        "tokens",
        ("Tokens", "token 数"),
        ("fine-tuning tokens, e.g. 100M", "微调用的 token 数，例如 100M"),
    ),
    f("fine-tuning", "method", ("Method", "方法"), NONE),
    f(
        "fine-tuning",
        "rank",
        ("Adapter rank", "适配器秩"),
        ("LoRA and QLoRA", "用于 LoRA 和 QLoRA"),
    ),
    f("fine-tuning", "size", SIZE, NONE),
    f("fine-tuning", "region", REGION, NONE),
    f("fine-tuning", "sharding", SHARDING, NONE),
    f("fine-tuning", "checkpointing", CHECKPOINTING, NONE),
    f("fine-tuning", "seq_len", SEQ_LEN, TOKENS),
    f(
        "fine-tuning",
        "mfu",
        MFU,
        (
            "share of peak the run reaches; empty: calibrated on published runs for the GPU",
            "训练达到的峰值算力比例；留空则按该 GPU 的公开运行数据校准",
        ),
    ),
    f(
        "fine-tuning",
        "vms",
        VMS,
        ("empty: the fewest that hold the model", "留空：能容纳模型的最少台数"),
    ),
    // Vision training.
    f("cv", "model", ("Model", "模型"), NONE),
    f(
        "cv",
        "images",
        ("Images", "图像数"),
        ("in the dataset, e.g. 1.28M", "数据集中的图像数，例如 1.28M"),
    ),
    f("cv", "epochs", ("Epochs", "训练轮数"), NONE),
    f("cv", "size", SIZE, NONE),
    f("cv", "region", REGION, NONE),
    f(
        "cv",
        "mfu",
        MFU,
        (
            "share of peak reached; empty: calibrated on published vision runs for the GPU",
            "达到的峰值算力比例；留空则按该 GPU 的公开视觉训练运行数据校准",
        ),
    ),
    f("cv", "vms", VMS, NONE),
    // Inference.
    f("inference", "params", PARAMS, ("e.g. 8B, 70B", "例如 8B、70B")),
    f("inference", "precision", ("Weights", "权重精度"), NONE),
    f("inference", "context", ("Context per request", "每个请求的上下文长度"), TOKENS),
    f("inference", "concurrent", ("Concurrent requests", "并发请求数"), NONE),
    f("inference", "size", SIZE, NONE),
    f("inference", "region", REGION, NONE),
    f("inference", "hours", ("Hours a month", "每月小时数"), ("1 to 744", "1 到 744")),
    // Spot.
    f("spot", "size", SIZE, NONE),
    f("spot", "region", REGION, NONE),
    f(
        "spot",
        "work",
        ("Work", "工作量"),
        (
            "GPU-hours without interruptions, e.g. 4000 or 4k",
            "不中断时所需的 GPU 小时数，例如 4000 或 4k",
        ),
    ),
    f(
        "spot",
        "vms",
        ("VMs in the job", "作业中的虚拟机数"),
        ("an eviction of any one stops the job", "任何一台被逐出，作业都会停止"),
    ),
    f(
        "spot",
        "eviction_rate",
        ("Eviction rate", "逐出率"),
        ("per VM per hour, e.g. 5%", "每台虚拟机每小时，例如 5%"),
    ),
    f(
        "spot",
        "checkpoint",
        ("Checkpoint write time", "检查点写入时间"),
        ("e.g. 10min or 0.2h", "例如 10min 或 0.2h"),
    ),
    f(
        "spot",
        "restart",
        ("Restart time", "重启时间"),
        ("new VM and reload, e.g. 15min", "换新虚拟机并重新加载的时间，例如 15min"),
    ),
    // Break-even.
    f("break-even", "size", SIZE, NONE),
    f("break-even", "region", REGION, NONE),
    f("break-even", "months", ("Months to chart", "图表显示的月数"), ("1 to 120", "1 到 120")),
    // Mixed fleet.
    f("mixed-fleet", "size", SIZE, NONE),
    f("mixed-fleet", "region", REGION, NONE),
    f(
        "mixed-fleet",
        "profile",
        ("Daily demand", "每日需求"),
        (
            "VMs needed in each hour of a day, 1 to 24 values, repeated over 30 days",
            "一天中每小时需要的虚拟机数，1 到 24 个值，按 30 天重复",
        ),
    ),
    f(
        "mixed-fleet",
        "spot_share",
        ("Share of the rest on Spot", "其余部分中 Spot 虚拟机的比例"),
        (
            "of the hours above the reserved base; the rest pay-as-you-go",
            "指超出预留基数的小时；其余按即用即付",
        ),
    ),
    // Buy or rent.
    f("buy-or-rent", "size", ("VM size to rent", "租用的虚拟机规格"), NONE),
    f("buy-or-rent", "region", REGION, NONE),
    f(
        "buy-or-rent",
        "hardware",
        ("Hardware price", "硬件价格"),
        (
            "USD; empty uses the catalog's street price for the GPUs",
            "美元；留空则使用目录中这些 GPU 的市场价",
        ),
    ),
    f(
        "buy-or-rent",
        "overhead",
        ("Server and network", "服务器和网络"),
        ("USD on top of the GPUs", "GPU 之外的费用，美元"),
    ),
    f(
        "buy-or-rent",
        "power",
        ("Power draw", "功耗"),
        ("watts; empty uses the GPUs' TDP from the catalog", "瓦；留空则使用目录中这些 GPU 的 TDP"),
    ),
    f(
        "buy-or-rent",
        "pue",
        ("PUE", "PUE（电源使用效率）"),
        ("facility power ÷ IT power, 1.0 to 5.0", "设施总功耗 ÷ IT 设备功耗，1.0 到 5.0"),
    ),
    f(
        "buy-or-rent",
        "kwh",
        ("Electricity price", "电价"),
        (
            "USD per kWh: yours; gpuplan has no source for it",
            "每 kWh 的美元价格，请填写你自己的电价；gpuplan 没有这项数据的来源",
        ),
    ),
    f(
        "buy-or-rent",
        "hosting",
        ("Hosting per month", "每月托管费"),
        ("USD: rack, staff, support", "美元：机架、人员、支持"),
    ),
    f("buy-or-rent", "years", ("Depreciation", "折旧年限"), ("years, 1 to 20", "年，1 到 20")),
    f(
        "buy-or-rent",
        "utilisation",
        ("Utilisation", "利用率"),
        ("share of hours the hardware works", "硬件工作的小时占比"),
    ),
    // Governance.
    f("governance", "region", ("Region (storage prices)", "区域（存储价格）"), NONE),
    f(
        "governance",
        "compute",
        ("Compute bill per month", "每月计算费用"),
        ("USD: yours", "美元，填写你自己的账单"),
    ),
    f(
        "governance",
        "idle",
        ("Idle share", "空闲比例"),
        ("of compute hours that auto-shutdown would remove", "自动关机可省去的计算小时占比"),
    ),
    f(
        "governance",
        "tier_gb",
        ("Data to move to Cool", "移到冷层的数据量"),
        ("GB, e.g. 50k", "GB，例如 50k"),
    ),
    f("governance", "snapshot_gb", ("Snapshots to delete", "要删除的快照"), ("GB", "GB")),
];

const ZERO3: (&str, &str) =
    ("ZeRO-3 / FSDP (weights, gradients, optimizer)", "ZeRO-3 / FSDP（权重、梯度、优化器状态）");
const ZERO2: (&str, &str) = ("ZeRO-2 (gradients, optimizer)", "ZeRO-2（梯度、优化器状态）");
const ZERO1: (&str, &str) = ("ZeRO-1 (optimizer)", "ZeRO-1（优化器状态）");
const NO_SHARDING: (&str, &str) = ("None", "不分片");

const CHOICES: &[ChoiceRow] = &[
    c("training", "precision", "bf16", ("BF16", "BF16")),
    c("training", "precision", "fp8", ("FP8", "FP8")),
    c("training", "sharding", "zero-3", ZERO3),
    c("training", "sharding", "zero-2", ZERO2),
    c("training", "sharding", "zero-1", ZERO1),
    c("training", "sharding", "none", NO_SHARDING),
    c("training", "checkpointing", "on", ("On", "开启")),
    c("training", "checkpointing", "off", ("Off", "关闭")),
    c("fine-tuning", "method", "lora", ("LoRA", "LoRA")),
    c("fine-tuning", "method", "qlora", ("QLoRA", "QLoRA")),
    c("fine-tuning", "method", "full", ("Full fine-tuning", "全参数微调")),
    c("fine-tuning", "sharding", "zero-3", ZERO3),
    c("fine-tuning", "sharding", "zero-2", ZERO2),
    c("fine-tuning", "sharding", "zero-1", ZERO1),
    c("fine-tuning", "sharding", "none", NO_SHARDING),
    c("fine-tuning", "checkpointing", "on", ("On", "开启")),
    c("fine-tuning", "checkpointing", "off", ("Off", "关闭")),
    c("cv", "model", "resnet50", ("ResNet-50", "ResNet-50")),
    c("cv", "model", "vit-b-16", ("ViT-B/16", "ViT-B/16")),
    c("inference", "precision", "bf16", ("BF16", "BF16")),
    c("inference", "precision", "fp16", ("FP16", "FP16")),
    c("inference", "precision", "fp8", ("FP8", "FP8")),
    c("inference", "precision", "int8", ("INT8", "INT8")),
    c("inference", "precision", "int4", ("INT4", "INT4")),
];

#[cfg(test)]
mod tests;
