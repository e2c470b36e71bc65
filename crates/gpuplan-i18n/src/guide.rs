//! The words of the tables a chapter generates from the catalog (`gpuplan_core::guide::table`):
//! column headers, cells (money, "not priced", a lifecycle stage) and the caption with the
//! snapshot dates. The core hands over typed columns and cells; this module chooses the words.

use gpuplan_core::catalog::{Lifecycle, ReservationSupport, in_lang};
use gpuplan_core::date::Date;
use gpuplan_core::decimal::format_decimal;
use gpuplan_core::doc::{Cell, Column, DataTable, Inline, RegionRef, WordedCell, WordedTable};
use rust_decimal::Decimal;

use crate::Lang;
use crate::calc::{marked, unmark};

include!(concat!(env!("OUT_DIR"), "/guide.rs"));

/// A column's header.
pub fn column(c: &Column, lang: Lang) -> String {
    let region = |r: &RegionRef| crate::catalog::region_name(&r.code, &r.name, lang).to_owned();
    let model = |m| marked(crate::calc::model(m, lang));
    let plain = |m: TableMsg| m.text(lang).to_owned();
    match c {
        Column::Gpu => plain(TableMsg::Gpu),
        Column::Memory => plain(TableMsg::Memory),
        Column::Series => plain(TableMsg::Series),
        Column::CapacityReservation => plain(TableMsg::CapacityReservation),
        Column::Interconnect => plain(TableMsg::Interconnect),
        Column::Status => plain(TableMsg::Status),
        Column::Size => plain(TableMsg::Size),
        Column::RegionCount => plain(TableMsg::RegionCount),
        Column::Regions => plain(TableMsg::Regions),
        Column::Replicas => plain(TableMsg::Replicas),
        Column::TokensPerSecond => plain(TableMsg::TokensPerSecond),
        Column::PerGpuHour { model: m, region: r } => {
            unmark(&ColPerGpuHour { region: &region(r), model: &model(*m) }.text(lang))
        }
        Column::PerPflopHour { model: m, region: r } => {
            unmark(&ColPerPflopHour { region: &region(r), model: &model(*m) }.text(lang))
        }
        Column::PerHour { region: r } => ColPerHour { region: &region(r) }.text(lang),
        Column::PerMillionTokens { region: r } => {
            ColPerMillionTokens { region: &region(r) }.text(lang)
        }
    }
}

/// An amount of US dollars as a table shows it: two places, or three under ten cents so that a
/// small price per token does not read as zero.
pub fn money(amount: Decimal, lang: Lang) -> String {
    let places = if amount.abs() < Decimal::new(1, 1) { 3 } else { 2 };
    let number = format_decimal(amount, places);
    match number.strip_prefix('-') {
        Some(n) => UsdNegative { amount: n }.text(lang),
        None => Usd { amount: &number }.text(lang),
    }
}

/// A cell's text. Links are the page's to draw; this gives their text.
pub fn cell(c: &Cell, lang: Lang) -> String {
    match c {
        Cell::Text { en, zh } => in_lang(en, zh.as_deref(), lang).to_owned(),
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
            let mut names =
                rs.iter().map(|r| crate::catalog::region_name(&r.code, &r.name, lang).to_owned());
            let first = names.next().unwrap_or_default();
            names.fold(first, |list, region| RegionList { list: &list, region: &region }.text(lang))
        }
    }
}

fn status_text(status: Lifecycle, retires: Option<Date>, lang: Lang) -> String {
    let stage = crate::catalog::lifecycle(status, lang);
    match retires {
        Some(d) => StatusUntil { stage, date: &crate::format::date(d, lang) }.text(lang),
        None => stage.to_owned(),
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
    let on = &true_on(t.on, lang);
    let lead = if t.priced {
        CaptionPriced {
            generated: TableMsg::Generated.text(lang),
            on,
            dates: &dates(t.dates, lang),
            sources: TableMsg::SourcesLead.text(lang),
        }
        .text(lang)
    } else {
        CaptionPlain {
            generated: TableMsg::GeneratedPlain.text(lang),
            on,
            source: TableMsg::SourceLead.text(lang),
        }
        .text(lang)
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
    TrueOn { date: &crate::format::date(on, lang) }.text(lang)
}

/// The caption's sentence on the snapshot dates.
pub fn dates(dates: Option<(Date, Date)>, lang: Lang) -> String {
    let d = |x| crate::format::date(x, lang);
    match dates {
        None => TableMsg::NoSnapshot.text(lang).to_owned(),
        Some((a, b)) if a == b => SnapshotOf { date: &d(a) }.text(lang),
        Some((a, b)) => SnapshotsOf { from: &d(a), to: &d(b) }.text(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_read_in_the_readers_language() {
        let d = |s: &str| s.parse::<Decimal>().unwrap_or_default();
        assert_eq!(
            crate::both(|lang| cell(&Cell::Usd(d("12.3456")), lang)),
            ["$12.35", "12.35 美元"]
        );
        // Under ten cents, three places: 0.0456 is not shown as $0.05 or $0.00.
        assert_eq!(cell(&Cell::Usd(d("0.0456")), Lang::En), "$0.046");
        assert_eq!(crate::both(|lang| cell(&Cell::NotPriced, lang)), ["not priced", "暂无价格"]);
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
        assert_eq!(
            crate::both(|lang| column(&col, lang)),
            ["East US, Spot (per GPU-hour)", "美国东部 Spot 虚拟机价格（每 GPU 小时）"]
        );
        let eastus = RegionRef { code: "eastus".into(), name: "East US".into() };
        let payg = |region| Column::PerPflopHour {
            model: gpuplan_core::catalog::PricingModel::Payg,
            region,
        };
        assert_eq!(
            crate::both(|lang| column(&payg(eastus.clone()), lang)),
            [
                "East US, Pay-as-you-go (per dense BF16 PFLOP-hour)",
                "美国东部即用即付价格（每 PFLOP 小时，稠密 BF16）"
            ]
        );
        assert_eq!(
            column(&Column::PerHour { region: eastus.clone() }, Lang::En),
            "East US, pay-as-you-go per hour"
        );
        assert_eq!(
            column(&Column::PerMillionTokens { region: eastus.clone() }, Lang::Zh),
            "美国东部每百万个输出 token 的费用"
        );
        assert_eq!(
            crate::both(|lang| cell(&Cell::Usd(d("-12.3456")), lang)),
            ["-$12.35", "-12.35 美元"]
        );
        let japan = RegionRef { code: "japaneast".into(), name: "Japan East".into() };
        let regions = Cell::Regions(vec![eastus.clone(), japan.clone(), eastus]);
        assert_eq!(
            crate::both(|lang| cell(&regions, lang)),
            ["East US, Japan East, East US", "美国东部、日本东部、美国东部"]
        );
        assert_eq!(cell(&Cell::Regions(vec![japan]), Lang::Zh), "日本东部");
        assert_eq!(cell(&Cell::Regions(Vec::new()), Lang::En), "");
        assert_eq!(cell(&retiring, Lang::En), "retiring (2026-09-30)");
        let day = |s: &str| s.parse::<Date>().expect("a date");
        let (a, b) = (day("2026-06-18"), day("2026-08-20"));
        assert_eq!(
            crate::both(|lang| dates(Some((a, b)), lang)),
            ["Snapshots of 2026-06-18 to 2026-08-20.", "快照日期：2026年6月18日至2026年8月20日。"]
        );
        assert_eq!(dates(Some((b, b)), Lang::En), "Snapshot of 2026-08-20.");
        assert_eq!(dates(None, Lang::Zh), "表中没有来自快照的价格。");
    }

    /// Worded for the page: the figure column aligned as one, the missing price marked, and the
    /// caption ending in the footnotes.
    #[test]
    fn a_table_is_worded_for_the_page() {
        let eastus = RegionRef { code: "eastus".into(), name: "East US".into() };
        let col =
            Column::PerGpuHour { model: gpuplan_core::catalog::PricingModel::Spot, region: eastus };
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
        assert!(lead.ends_with("。价格来源："), "{lead}");
        assert!(!lead.contains("。 "), "no space between Chinese sentences: {lead}");
        let en = match word(&table, Lang::En).caption.first() {
            Some(Inline::Text(t)) => t.clone(),
            _ => String::new(),
        };
        assert!(
            en.starts_with("Generated from the catalog when the site was built. Prices are for Linux")
                && en.ends_with(
                    " True on 2026-12-02: what had retired by then is left out. Snapshot of 2026-08-20. Price sources: "
                ),
            "{en}"
        );
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
        assert_eq!(w.rows[0][1].text, "暂无价格");
        assert!(w.rows[0][1].missing && !w.rows[0][0].missing);
        assert_eq!(w.caption.last(), Some(&Inline::Cite("prices-radar".into())));
    }
}
