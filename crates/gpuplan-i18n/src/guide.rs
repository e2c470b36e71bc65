//! The words of the tables a chapter generates from the catalog (`gpuplan_core::guide::table`):
//! column headers, cells (money, "not priced", a lifecycle stage) and the caption with the
//! snapshot dates. The core hands over typed columns and cells; this module chooses the words.

use gpuplan_core::catalog::{Lifecycle, ReservationSupport};
use gpuplan_core::date::Date;
use gpuplan_core::decimal::format_decimal;
use gpuplan_core::doc::{Cell, Column, DataTable, Inline, RegionRef, WordedCell, WordedTable};
use rust_decimal::Decimal;

use crate::Lang;

include!(concat!(env!("OUT_DIR"), "/guide.rs"));

/// A column's header.
pub fn column(c: &Column, lang: Lang) -> String {
    let region = |r: &RegionRef| crate::catalog::region_name(&r.code, &r.name, lang).to_owned();
    let model = |m| crate::calc::model(m, lang);
    match (c, lang) {
        (Column::Gpu, _) => TableMsg::Gpu.text(lang).to_owned(),
        (Column::Memory, _) => TableMsg::Memory.text(lang).to_owned(),
        (Column::Series, _) => TableMsg::Series.text(lang).to_owned(),
        (Column::CapacityReservation, _) => TableMsg::CapacityReservation.text(lang).to_owned(),
        (Column::Interconnect, _) => TableMsg::Interconnect.text(lang).to_owned(),
        (Column::Status, _) => TableMsg::Status.text(lang).to_owned(),
        (Column::Size, _) => TableMsg::Size.text(lang).to_owned(),
        (Column::RegionCount, _) => TableMsg::RegionCount.text(lang).to_owned(),
        (Column::Regions, _) => TableMsg::Regions.text(lang).to_owned(),
        (Column::Replicas, _) => TableMsg::Replicas.text(lang).to_owned(),
        (Column::TokensPerSecond, _) => TableMsg::TokensPerSecond.text(lang).to_owned(),
        (Column::PerGpuHour { model: m, region: r }, Lang::En) => {
            format!("{}, {} (per GPU-hour)", region(r), model(*m))
        }
        (Column::PerGpuHour { model: m, region: r }, Lang::Zh) => {
            format!("{} {}（每 GPU 小时）", region(r), model(*m))
        }
        (Column::PerPflopHour { model: m, region: r }, Lang::En) => {
            format!("{}, {} (per dense BF16 PFLOP-hour)", region(r), model(*m))
        }
        (Column::PerPflopHour { model: m, region: r }, Lang::Zh) => {
            format!("{} {}（每 PFLOP 小时，稠密 BF16）", region(r), model(*m))
        }
        (Column::PerHour { region: r }, Lang::En) => {
            format!("{}, pay-as-you-go per hour", region(r))
        }
        (Column::PerHour { region: r }, Lang::Zh) => format!("{} 即用即付每小时费用", region(r)),
        (Column::PerMillionTokens { region: r }, Lang::En) => {
            format!("{}, per million output tokens", region(r))
        }
        (Column::PerMillionTokens { region: r }, Lang::Zh) => {
            format!("{} 每百万输出 token 费用", region(r))
        }
    }
}

/// An amount of US dollars as a table shows it: two places, or three under ten cents so that a
/// small price per token does not read as zero.
pub fn money(amount: Decimal, lang: Lang) -> String {
    let places = if amount.abs() < Decimal::new(1, 1) { 3 } else { 2 };
    let number = format_decimal(amount, places);
    match lang {
        Lang::En => match number.strip_prefix('-') {
            Some(n) => format!("-${n}"),
            None => format!("${number}"),
        },
        Lang::Zh => format!("{number} 美元"),
    }
}

/// A cell's text. Links are the page's to draw; this gives their text.
pub fn cell(c: &Cell, lang: Lang) -> String {
    match c {
        Cell::Text { en, zh } => match lang {
            Lang::En => en.clone(),
            Lang::Zh => zh.clone().unwrap_or_else(|| en.clone()),
        },
        Cell::Number { value, places } => format_decimal(*value, *places),
        Cell::Usd(v) => money(*v, lang),
        Cell::NotPriced => TableMsg::NotPriced.text(lang).to_owned(),
        Cell::DoesNotFit => TableMsg::DoesNotFit.text(lang).to_owned(),
        Cell::NoFigure => "—".to_owned(),
        Cell::Status { status, retires } => status_text(*status, *retires, lang),
        Cell::Reservation(r) => match r {
            Some(ReservationSupport::MultiZoneOnly) => TableMsg::MultiZoneOnly,
            Some(ReservationSupport::NotSupported) => TableMsg::NotSupported,
            None => TableMsg::NotNamed,
        }
        .text(lang)
        .to_owned(),
        Cell::Link { text, .. } => text.clone(),
        Cell::Regions(rs) => {
            let names: Vec<&str> =
                rs.iter().map(|r| crate::catalog::region_name(&r.code, &r.name, lang)).collect();
            names.join(match lang {
                Lang::En => ", ",
                Lang::Zh => "、",
            })
        }
    }
}

fn status_text(status: Lifecycle, retires: Option<Date>, lang: Lang) -> String {
    let stage = crate::catalog::lifecycle(status, lang);
    match (retires, lang) {
        (Some(d), Lang::En) => format!("{stage} ({})", crate::format::date(d, lang)),
        (Some(d), Lang::Zh) => format!("{stage}（{}）", crate::format::date(d, lang)),
        (None, _) => stage.to_owned(),
    }
}

/// A generated table worded in `lang`, for the page to draw as inline nodes: headers, cells
/// (a link stays a link), which columns hold figures and which cells hold no value, and the
/// caption with the prices' footnotes.
pub fn word(t: &DataTable, lang: Lang) -> WordedTable {
    let numeric = |c: &Column| {
        !matches!(
            c,
            Column::Gpu
                | Column::Interconnect
                | Column::Status
                | Column::Size
                | Column::Regions
                | Column::Series
                | Column::CapacityReservation
        )
    };
    let rows = t
        .rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|c| WordedCell {
                    text: cell(c, lang),
                    link: match c {
                        Cell::Link { target, .. } => Some(target.clone()),
                        _ => None,
                    },
                    missing: matches!(c, Cell::NotPriced | Cell::DoesNotFit | Cell::NoFigure),
                })
                .collect()
        })
        .collect();
    let lead = if t.priced {
        format!(
            "{} {} {} {} ",
            TableMsg::Generated.text(lang),
            true_on(t.on, lang),
            dates(t.dates, lang),
            TableMsg::SourcesLead.text(lang)
        )
    } else {
        format!(
            "{} {} {} ",
            TableMsg::GeneratedPlain.text(lang),
            true_on(t.on, lang),
            TableMsg::SourceLead.text(lang)
        )
    };
    let mut caption = vec![Inline::Text(lead)];
    caption.extend(t.sources.iter().cloned());
    WordedTable {
        head: t.columns.iter().map(|c| column(c, lang)).collect(),
        numeric: t.columns.iter().map(numeric).collect(),
        rows,
        caption,
    }
}

/// The caption's sentence on the day the table is true on.
pub fn true_on(on: Date, lang: Lang) -> String {
    let d = crate::format::date(on, lang);
    match lang {
        Lang::En => format!("True on {d}: what had retired by then is left out."),
        Lang::Zh => format!("表中内容以{d}为准，届时已停用的不再列入。"),
    }
}

/// The caption's sentence on the snapshot dates.
pub fn dates(dates: Option<(Date, Date)>, lang: Lang) -> String {
    let d = |x| crate::format::date(x, lang);
    match (dates, lang) {
        (None, Lang::En) => "No price in the table comes from a snapshot.".to_owned(),
        (None, Lang::Zh) => "表中没有来自快照的价格。".to_owned(),
        (Some((a, b)), Lang::En) if a == b => format!("Snapshot of {}.", d(a)),
        (Some((a, b)), Lang::Zh) if a == b => format!("快照日期：{}。", d(a)),
        (Some((a, b)), Lang::En) => format!("Snapshots of {} to {}.", d(a), d(b)),
        (Some((a, b)), Lang::Zh) => format!("快照日期：{} 至 {}。", d(a), d(b)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_both_languages() {
        for m in TableMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }

    #[test]
    fn cells_read_in_the_readers_language() {
        let d = |s: &str| s.parse::<Decimal>().unwrap_or_default();
        assert_eq!(cell(&Cell::Usd(d("12.3456")), Lang::En), "$12.35");
        assert_eq!(cell(&Cell::Usd(d("12.3456")), Lang::Zh), "12.35 美元");
        // Under ten cents, three places: 0.0456 is not shown as $0.05 or $0.00.
        assert_eq!(cell(&Cell::Usd(d("0.0456")), Lang::En), "$0.046");
        assert_eq!(cell(&Cell::NotPriced, Lang::Zh), "无报价");
        assert_eq!(cell(&Cell::NotPriced, Lang::En), "not priced");
        let text = Cell::Text { en: "None".into(), zh: Some("无".into()) };
        assert_eq!(cell(&text, Lang::Zh), "无");
        let retiring =
            Cell::Status { status: Lifecycle::Retiring, retires: Date::new(2026, 9, 30) };
        assert_eq!(cell(&retiring, Lang::Zh), "即将停用（2026年9月30日）");
        let multi = Cell::Reservation(Some(ReservationSupport::MultiZoneOnly));
        assert_eq!(cell(&multi, Lang::Zh), "支持，仅限跨可用性区域部署");
        assert_eq!(cell(&Cell::Reservation(None), Lang::En), "not named on the page");
        let eastus = RegionRef { code: "eastus".into(), name: "East US".into() };
        let col =
            Column::PerGpuHour { model: gpuplan_core::catalog::PricingModel::Spot, region: eastus };
        assert_eq!(column(&col, Lang::En), "East US, Spot (per GPU-hour)");
        assert_eq!(column(&col, Lang::Zh), "美国东部 Spot 虚拟机（每 GPU 小时）");
        // Worded for the page: the figure column aligned as one, the missing price marked, and
        // the caption ending in the footnotes.
        let table = DataTable {
            columns: vec![Column::Gpu, col],
            rows: vec![vec![Cell::Text { en: "NVIDIA T4".into(), zh: None }, Cell::NotPriced]],
            dates: Date::new(2026, 8, 20).map(|d| (d, d)),
            sources: vec![Inline::Cite("prices-radar".into())],
            on: Date::new(2026, 12, 2).expect("a date"),
            priced: true,
        };
        let w = word(&table, Lang::Zh);
        let lead = match w.caption.first() {
            Some(Inline::Text(t)) => t.clone(),
            _ => String::new(),
        };
        assert!(lead.contains("表中内容以2026年12月2日为准"), "{lead}");
        assert!(lead.ends_with("价格来源： "), "{lead}");
        let plain = word(&DataTable { priced: false, dates: None, ..table.clone() }, Lang::En);
        match plain.caption.first() {
            Some(Inline::Text(t)) => {
                assert!(
                    t.contains("True on 2026-12-02")
                        && t.ends_with("Source: ")
                        && !t.contains("rice"),
                    "{t}"
                );
            }
            other => panic!("caption lead: {other:?}"),
        }
        assert_eq!(w.numeric, [false, true]);
        assert_eq!(w.rows[0][1].text, "无报价");
        assert!(w.rows[0][1].missing && !w.rows[0][0].missing);
        assert_eq!(w.caption.last(), Some(&Inline::Cite("prices-radar".into())));
    }
}
