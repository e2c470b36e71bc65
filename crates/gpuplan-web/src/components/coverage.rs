//! What the price snapshot covers, in the reader's language: the share of size × region pairs
//! priced under each pricing model, by region group and by series, with the prices' ages. The
//! figures come from [`gpuplan_core::catalog::coverage`], the same code that writes the matrix
//! in `docs/data.md`.

use gpuplan_core::catalog::coverage::{self, Cell, Column, Coverage, CoverageRow, RegionGroup};
use gpuplan_core::catalog::{Os, PricingModel};
use gpuplan_core::date::Date;
use gpuplan_core::guide::Lang;
use yew::prelude::*;

/// A label in the page's language, from its English and Chinese forms.
fn pick(lang: Lang, (en, zh): (&'static str, &'static str)) -> &'static str {
    if lang == Lang::Zh { zh } else { en }
}

fn column_label(c: Column, lang: Lang) -> &'static str {
    pick(
        lang,
        match (c.model, c.os) {
            (PricingModel::Payg, Some(Os::Linux)) => ("Pay-as-you-go Linux", "按需 Linux"),
            (PricingModel::Payg, _) => ("Pay-as-you-go Windows", "按需 Windows"),
            (PricingModel::Spot, Some(Os::Linux)) => ("Spot Linux", "Spot Linux"),
            (PricingModel::Spot, _) => ("Spot Windows", "Spot Windows"),
            (PricingModel::LowPriority, _) => ("Low Priority", "低优先级"),
            (PricingModel::SavingsPlan1y, _) => ("Savings plan 1 year", "节省计划 1 年"),
            (PricingModel::SavingsPlan3y, _) => ("Savings plan 3 years", "节省计划 3 年"),
            (PricingModel::Reservation1y, _) => ("Reservation 1 year", "预留实例 1 年"),
            (PricingModel::Reservation3y, _) => ("Reservation 3 years", "预留实例 3 年"),
            (PricingModel::DevTest, _) => ("Dev/Test", "开发/测试"),
        },
    )
}

fn group_label(g: RegionGroup, lang: Lang) -> &'static str {
    pick(
        lang,
        match g {
            RegionGroup::Americas => ("Americas", "美洲"),
            RegionGroup::Europe => ("Europe", "欧洲"),
            RegionGroup::AsiaPacific => ("Asia Pacific", "亚太"),
            RegionGroup::MiddleEastAfrica => ("Middle East and Africa", "中东和非洲"),
        },
    )
}

/// A share as a whole percentage, or a dash when nothing is sold.
fn share(priced: u32, sold: u32) -> String {
    coverage::share_text(priced, sold)
}

fn merge(into: &mut Cell, c: &Cell) {
    into.priced += c.priced;
    for d in [c.oldest, c.newest].into_iter().flatten() {
        into.oldest = Some(into.oldest.map_or(d, |x| x.min(d)));
        into.newest = Some(into.newest.map_or(d, |x| x.max(d)));
    }
}

/// "102 days" or "102–165 days" (the newest and the oldest price), marked when over the limit.
fn age(cell: &Cell, today: Date, lang: Lang) -> Html {
    let (Some(oldest), Some(newest)) = (cell.oldest, cell.newest) else {
        return Html::default();
    };
    let (young, old) =
        (coverage::days_between(newest, today), coverage::days_between(oldest, today));
    let unit = if lang == Lang::Zh { " 天" } else { " days" };
    let text =
        if young == old { format!("{young}{unit}") } else { format!("{young}–{old}{unit}") };
    let class = coverage::is_stale(oldest, today).then_some("old");
    let title = format!("{oldest} – {newest}");
    html! { <span {class} {title}>{ text }</span> }
}

/// Props for [`DataCoverage`].
#[derive(Clone, PartialEq, Properties)]
pub struct DataCoverageProps {
    /// The page's language.
    pub lang: Lang,
}

/// The coverage section of the sources page.
#[component]
pub fn DataCoverage(props: &DataCoverageProps) -> Html {
    let lang = props.lang;
    let Ok(c) = crate::catalog_data::catalog() else { return Html::default() };
    let Some(today) = crate::catalog_data::today() else { return Html::default() };
    let cov = coverage::coverage(c, today);
    let zh = lang == Lang::Zh;
    let (
        title,
        intro,
        by_model,
        by_group,
        by_series,
        model_h,
        priced_h,
        share_h,
        age_h,
        group_h,
        series_h,
        sold_h,
        never,
    ) = if zh {
        (
            "价格数据的覆盖范围",
            format!(
                "按 {} 计算，只统计尚未退役的系列。分母是“有售”的规格 × 区域组合：快照里该规格在该区域有任意一种价格。单元格给出其中有该计价方式价格的组合数。超过 {} 天的价格在全站都会标出。",
                today,
                coverage::STALE_AFTER_DAYS
            ),
            "按计价方式",
            "按区域组（所占比例）",
            "按系列（有价格的组合 / 有售组合）",
            "计价方式",
            "有价格的组合",
            "占比",
            "价格的时间",
            "区域组",
            "系列",
            "有售",
            "目录中在任何区域都没有价格的规格：",
        )
    } else {
        (
            "What the price data covers",
            format!(
                "Counted on {} for the series not retired by then. The base is every size × region pair the size is sold in, meaning the snapshot holds a price of any kind for it there; each cell counts the pairs with a price under that model. Prices older than {} days are marked wherever the site shows them.",
                today,
                coverage::STALE_AFTER_DAYS
            ),
            "By pricing model",
            "By region group (share of pairs)",
            "By series (pairs priced / pairs sold)",
            "Pricing model",
            "Pairs priced",
            "Share",
            "Age of the prices",
            "Region group",
            "Series",
            "Sold",
            "Sizes in the catalog with no price in any region: ",
        )
    };
    html! {
        <section class="data-coverage" id="coverage" aria-labelledby="coverage-h">
            <h2 id="coverage-h">{ title }</h2>
            <p>{ intro }</p>
            <h3 id="coverage-models-h">{ by_model }</h3>
            <div class="table-scroll" tabindex="0" role="region" aria-labelledby="coverage-models-h">
                <table class="coverage-models">
                    <thead><tr>
                        <th scope="col">{ model_h }</th>
                        <th scope="col" class="num">{ priced_h }</th>
                        <th scope="col" class="num">{ share_h }</th>
                        <th scope="col">{ age_h }</th>
                    </tr></thead>
                    <tbody>
                        { for Column::ALL.iter().zip(&cov.totals).map(|(col, t)| html! {
                            <tr data-model={col.model.as_str()}>
                                <th scope="row">{ column_label(*col, lang) }</th>
                                <td class="num">{ format!("{} / {}", t.priced, cov.sold) }</td>
                                <td class="num">{ share(t.priced, cov.sold) }</td>
                                <td>{ age(t, today, lang) }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            <h3 id="coverage-groups-h">{ by_group }</h3>
            { group_table(&cov, lang, group_h, sold_h) }
            <h3 id="coverage-series-h">{ by_series }</h3>
            { series_table(&cov, lang, series_h, sold_h) }
            if !cov.never_priced.is_empty() {
                <p>{ never }{ cov.never_priced.join(", ") }</p>
            }
        </section>
    }
}

/// The rows' sold pairs and their cells summed.
fn summed<'a>(rows: impl Iterator<Item = &'a CoverageRow>) -> (u32, Vec<Cell>) {
    let mut cells = vec![Cell::default(); Column::ALL.len()];
    let mut sold = 0;
    for r in rows {
        sold += r.sold;
        for (into, c) in cells.iter_mut().zip(&r.cells) {
            merge(into, c);
        }
    }
    (sold, cells)
}

/// One matrix table: a row per `(key, label)` (the key in `data-key`), the rows of `cov` that
/// `key` selects summed, and each cell drawn by `cell(priced, sold)`.
fn matrix(
    cov: &Coverage,
    lang: Lang,
    (class, labelled_by, row_h, sold_h): (&'static str, &'static str, &str, &str),
    rows: Vec<(String, String)>,
    select: impl Fn(&CoverageRow, &str) -> bool,
    cell: impl Fn(u32, u32) -> Html,
) -> Html {
    let body = rows.into_iter().map(|(key, label)| {
        let (sold, cells) = summed(cov.rows.iter().filter(|r| select(r, &key)));
        html! {
            <tr data-key={key}>
                <th scope="row">{ label }</th>
                <td class="num">{ sold }</td>
                { for cells.iter().map(|c| cell(c.priced, sold)) }
            </tr>
        }
    });
    html! {
        <div class="table-scroll" tabindex="0" role="region" aria-labelledby={labelled_by}>
            <table {class}>
                <thead><tr>
                    <th scope="col">{ row_h.to_owned() }</th>
                    <th scope="col" class="num">{ sold_h.to_owned() }</th>
                    { for Column::ALL.iter().map(|c| html! { <th scope="col" class="num">{ column_label(*c, lang) }</th> }) }
                </tr></thead>
                <tbody>{ for body }</tbody>
            </table>
        </div>
    }
}

fn group_table(cov: &Coverage, lang: Lang, group_h: &str, sold_h: &str) -> Html {
    let rows = RegionGroup::ALL
        .into_iter()
        .map(|g| (g.as_str().to_owned(), group_label(g, lang).to_owned()))
        .collect();
    matrix(
        cov,
        lang,
        ("coverage-groups", "coverage-groups-h", group_h, sold_h),
        rows,
        |r, key| r.group.as_str() == key,
        |priced, sold| html! { <td class="num">{ share(priced, sold) }</td> },
    )
}

fn series_table(cov: &Coverage, lang: Lang, series_h: &str, sold_h: &str) -> Html {
    let mut series: Vec<&str> = cov.rows.iter().map(|r| r.series.as_str()).collect();
    series.dedup();
    let rows = series.into_iter().map(|s| (s.to_owned(), s.to_owned())).collect();
    matrix(
        cov,
        lang,
        ("coverage-series", "coverage-series-h", series_h, sold_h),
        rows,
        |r, key| r.series == key,
        |priced, _| {
            let class = classes!("num", (priced == 0).then_some("missing"));
            html! { <td {class}>{ priced }</td> }
        },
    )
}
