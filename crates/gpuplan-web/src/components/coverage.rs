//! What the price snapshot covers, in the reader's language: the share of size × region pairs
//! priced under each pricing model, by region group and by series, with the prices' ages. The
//! figures come from [`gpuplan_core::catalog::coverage`], the same code that writes the matrix
//! in `docs/data.md`.

use gpuplan_core::catalog::coverage::{self, Cell, Column, Coverage, CoverageRow, RegionGroup};
use gpuplan_core::catalog::{Os, PricingModel};
use gpuplan_core::date::Date;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::catalog::{self as words, CatalogMsg as M};
use yew::prelude::*;

fn column_label(c: Column, lang: Lang) -> &'static str {
    match (c.model, c.os) {
        (PricingModel::Payg, Some(Os::Linux)) => M::CovPaygLinux,
        (PricingModel::Payg, _) => M::CovPaygWindows,
        (PricingModel::Spot, Some(Os::Linux)) => M::CovSpotLinux,
        (PricingModel::Spot, _) => M::CovSpotWindows,
        (PricingModel::LowPriority, _) => M::LowPriority,
        (PricingModel::SavingsPlan1y, _) => M::CovSavings1y,
        (PricingModel::SavingsPlan3y, _) => M::CovSavings3y,
        (PricingModel::Reservation1y, _) => M::CovReservation1y,
        (PricingModel::Reservation3y, _) => M::CovReservation3y,
        (PricingModel::DevTest, _) => M::DevTest,
    }
    .text(lang)
}

fn group_label(g: RegionGroup, lang: Lang) -> &'static str {
    match g {
        RegionGroup::Americas => M::Americas,
        RegionGroup::Europe => M::Europe,
        RegionGroup::AsiaPacific => M::AsiaPacific,
        RegionGroup::MiddleEastAfrica => M::MiddleEastAfrica,
    }
    .text(lang)
}

/// A share as a whole percentage, or a dash when nothing is sold, in the page's style.
fn share(priced: u32, sold: u32, lang: Lang) -> String {
    gpuplan_i18n::format::share(coverage::share(priced, sold), lang)
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
    let text = words::age_days(young, old, lang);
    let class = coverage::is_stale(oldest, today).then_some("old");
    let title = words::date_range(oldest, newest, lang);
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
    let today = crate::catalog_data::today();
    let cov = coverage::coverage(c, today);
    let w = |m: M| m.text(lang);
    let (title, intro) =
        (w(M::CoverageTitle), words::coverage_intro(today, coverage::STALE_AFTER_DAYS, lang));
    let (by_model, by_group, by_series) = (w(M::ByModel), w(M::ByGroup), w(M::BySeries));
    let (model_h, priced_h, share_h, age_h) =
        (w(M::PricingModel), w(M::PairsPriced), w(M::Share), w(M::AgeOfPrices));
    let (group_h, series_h, sold_h) = (w(M::RegionGroup), w(M::Series), w(M::Sold));
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
                                <td class="num">{ format!("{} / {}", gpuplan_i18n::format::count(u64::from(t.priced)), gpuplan_i18n::format::count(u64::from(cov.sold))) }</td>
                                <td class="num">{ share(t.priced, cov.sold, lang) }</td>
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
                <p>{ w(M::NeverPriced) }{ words::space(lang) }{ cov.never_priced.join(", ") }</p>
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
        move |priced, sold| html! { <td class="num">{ share(priced, sold, lang) }</td> },
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

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn render(lang: Lang) -> String {
        // The build's date, long after the snapshots so every age is marked (the catalog page's
        // test sets the same).
        crate::catalog_data::fix_build_date_for_tests();
        futures_executor::block_on(
            yew::ServerRenderer::<DataCoverage>::with_props(move || DataCoverageProps { lang })
                .render(),
        )
    }

    /// The coverage tables speak the page's language: Microsoft's Chinese pricing terms on a
    /// Chinese page, no Chinese on an English one.
    #[test]
    fn coverage_reads_in_the_pages_language() {
        use crate::test_html::{everything, fragment, text};

        let zh = fragment(&render(Lang::Zh));
        let (shown, all_of_it) = (text(zh.root_element()), everything(zh.root_element()));
        for words in
            ["价格数据的覆盖范围", "按计费方式", "即用即付 Linux", "1 年期预留实例", "欧洲"]
        {
            assert!(shown.contains(words), "the Chinese tables lack {words:?}");
        }
        assert!(!all_of_it.contains("Pay-as-you-go"), "{all_of_it}");
        let en = fragment(&render(Lang::En));
        let shown = text(en.root_element());
        for words in ["What the price data covers", "Pay-as-you-go Linux", "Reservation 1 year"] {
            assert!(shown.contains(words), "the English tables lack {words:?}");
        }
        let all_of_it = everything(en.root_element());
        assert_eq!(all_of_it.chars().find(|c| gpuplan_i18n::is_cjk(*c)), None);
    }
}
