//! The catalog page. Its whole state is the URL query: reading it gives the view, every change
//! replaces it (once the reader pauses), and a pasted link shows the same table.

use crate::router::*;
use gpuplan_core::catalog::coverage::STALE_AFTER_DAYS;
use gpuplan_core::catalog::view::{self, CatalogView};
use gpuplan_core::catalog::{Catalog, Os, PricingModel};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::catalog::{self as words, CatalogMsg as M};
use gpuplan_i18n::problems;
use yew::prelude::*;

use crate::catalog_data::{self, CatalogRef};
use crate::client;
use crate::components::catalog_filters::CatalogFilters;
use crate::components::catalog_table::CatalogTable;
use crate::components::compare_panel::ComparePanel;
use crate::components::download::download;
use crate::route::{Page, Route};
use crate::storage;

/// The catalog page.
#[component]
pub fn CatalogPage() -> Html {
    let lang = crate::i18n::use_lang();
    match catalog_data::catalog() {
        Ok(c) => html! { <CatalogView_ catalog={CatalogRef(c)} /> },
        Err(e) => {
            let loading = !catalog_data::DATASET.is_installed();
            html! { <p class="notice error" role="alert">{ words::not_loaded(e, loading, lang) }</p> }
        }
    }
}

#[derive(Clone, PartialEq, Properties)]
struct CatalogViewProps {
    catalog: CatalogRef,
}

#[component(CatalogView_)]
fn catalog_view(props: &CatalogViewProps) -> Html {
    let c = props.catalog.0;
    let lang = crate::i18n::use_lang();
    let location = use_location();
    let navigator = use_navigator();
    let export_error = use_state(|| None::<String>);
    // Rendered again with the address's view when the app goes live.
    let _live = client::use_live();
    let query = client::query(location.as_ref());
    // A change shows at once from this state; the address follows when the reader pauses. The state
    // holds the query it was made from, so a new address (back, forward, a link) wins.
    let edited = use_state(|| None::<(String, CatalogView)>);
    let (view, notices) = match &*edited {
        Some((from, view)) if *from == query => (view.clone(), Vec::new()),
        _ => CatalogView::from_query(&query, c),
    };
    let today = catalog_data::today();
    // What depends on the day alone or on the region and OS, not on every edit: worked out once
    // (counting the priced regions walks every price).
    let priced_regions = *use_memo(today, |today| c.priced_regions(*today));
    let sources = use_memo((view.region.clone(), view.os, lang), |(region, os, lang)| {
        region_sources(c, region, *os, *lang)
    });
    let rows = view::rows(c, &view, today);

    let onchange = {
        let (navigator, location, edited) = (navigator.clone(), location.clone(), edited.clone());
        Callback::from(move |next: CatalogView| {
            let pairs = next.to_pairs();
            edited.set(Some((query.clone(), next)));
            let (navigator, location) = (navigator.clone(), location.clone());
            storage::write_when_quiet("gpuplan.catalog", move || {
                if let Some(nav) =
                    navigator.as_ref().filter(|_| client::still_at(location.as_ref()))
                {
                    let _ = nav.replace_with_query(&Page::new(lang, Route::Catalog), &pairs);
                }
            });
        })
    };
    let export = |kind: &'static str| {
        let (view, export_error) = (view.clone(), export_error.clone());
        Callback::from(move |_| {
            let rows = view::rows(c, &view, today);
            let (name, mime, text) = match kind {
                "csv" => ("gpuplan-catalog.csv", "text/csv", words::to_csv(&rows, &view, lang)),
                "json" => ("gpuplan-catalog.json", "application/json", view::to_json(&rows, &view)),
                _ => {
                    ("gpuplan-catalog.md", "text/markdown", words::to_markdown(&rows, &view, lang))
                }
            };
            export_error.set(download(name, mime, &text).err());
        })
    };
    let snapshot = c.newest_snapshot(Some(&view.region));
    // Rows without a price here come last (`view::rows`); the caption opens with their count.
    let priced = view::priced_count(&rows);
    let payg_count =
        rows.iter().filter(|r| r.prices.first().and_then(|p| p.value()).is_some()).count();
    let old_count: usize =
        rows.iter().map(|r| (0..r.as_of.len()).filter(|i| r.is_old(*i, today)).count()).sum();
    let dated: usize = rows.iter().map(|r| r.as_of.iter().flatten().count()).sum();
    // Every price shown old (as when the snapshot has not been refreshed for a while): one
    // sentence says so, rather than a mark on every cell.
    let all_old = old_count > 0 && old_count == dated;
    let (old_before, old_after) = words::old_caption(all_old, old_count, STALE_AFTER_DAYS, lang);
    html! {
        <article class="catalog">
            <h1>{ M::Title.text(lang) }</h1>
            <p class="lede">
                { words::lede(c.sizes.len(), c.series.len(), c.gpus.len(), c.regions.len(), priced_regions, lang) }
            </p>
            if !notices.is_empty() {
                <div class="notice" role="status" id="url-notices">
                    <p>{ M::NoticesIntro.text(lang) }</p>
                    <ul>{ for notices.iter().map(|n| html! { <li><code>{ n.field.clone() }</code>{ format!("{}{}", problems::colon(lang), problems::catalog_notice(&n.kind, lang)) }</li> }) }</ul>
                </div>
            }
            <CatalogFilters catalog={CatalogRef(c)} view={view.clone()} onchange={onchange.clone()} />
            <ComparePanel catalog={CatalogRef(c)} view={view.clone()} onchange={onchange.clone()} />
            <div class="table-tools">
                <p class="caption" id="price-caption">
                    <span id="priced-count">{ words::priced_here(priced, rows.len(), lang) }</span>
                    { words::shown_caption(payg_count, &view, lang) }
                    { words::snapshot_caption(snapshot, lang) }
                    if old_count > 0 {
                        { old_before }
                        <span class="old-mark" aria-hidden="true"></span>
                        { old_after }
                        <a href={format!("guide/{}/sources#coverage", lang.code())}>{ M::CoverageTitle.text(lang) }</a>
                    }
                </p>
                <div class="export" role="group" aria-label={M::ExportTable.text(lang)}>
                    <button type="button" onclick={export("csv")}>{ M::ExportCsv.text(lang) }</button>
                    <button type="button" onclick={export("json")}>{ M::ExportJson.text(lang) }</button>
                    <button type="button" onclick={export("md")}>{ M::ExportMarkdown.text(lang) }</button>
                </div>
                if let Some(e) = (*export_error).clone() {
                    <p class="notice error" role="alert">{ e }</p>
                }
            </div>
            <CatalogTable rows={rows} view={view.clone()} onchange={onchange} mark_each_old={!all_old} />
            <details class="sources">
                <summary>{ M::WhereFrom.text(lang) }</summary>
                <ul>{ for sources.iter().map(|(title, rest)| html! { <li><cite>{ title.clone() }</cite>{ rest.clone() }</li> }) }</ul>
                <p>{ words::reservation_note(PricingModel::Reservation1y.term_hours().unwrap_or_default(), PricingModel::Reservation3y.term_hours().unwrap_or_default(), lang) }
                   { M::Rounding.text(lang) }</p>
            </details>
        </article>
    }
}

/// The sources of the prices shown for `region` and `os`: each one's title in `lang` (ours in
/// Chinese; a cited work's own title as it is) and the rest of its line (its date).
fn region_sources(c: &Catalog, region: &str, os: Os, lang: Lang) -> Vec<(String, String)> {
    let mut ids: Vec<&str> = c
        .prices
        .iter()
        .filter(|p| p.region == region && p.os == os)
        .map(|p| p.source.as_str())
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids.into_iter()
        .filter_map(|id| c.sources.iter().find(|s| s.id == id))
        .map(|s| {
            // The title in the page's language (ours in Chinese; a cited work's own title as
            // it is); the date is the page's.
            let title = s.title_in(lang);
            let line = words::source_line(title, s.date, lang);
            let rest = line.strip_prefix(title).unwrap_or_default().to_owned();
            (title.to_owned(), rest)
        })
        .collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use crate::catalog_data;
    use crate::prerender::render;
    use crate::test_html::{everything_but, fragment, one, text};

    /// The first Chinese character of a page outside its language switch, which names the other
    /// language in its own words: in the text, or in an element's or attribute's name or value.
    fn chinese(html: &str) -> Option<char> {
        let page = fragment(html);
        one(page.root_element(), "p.lang-switch");
        let outside = everything_but(page.root_element(), Some("p.lang-switch"));
        outside.chars().find(|c| gpuplan_i18n::is_cjk(*c))
    }

    /// The catalog and every size's page, rendered as the build does in English, keep their
    /// English words and show no Chinese outside the language switch.
    #[test]
    fn english_catalog_and_size_pages_show_no_chinese() {
        // The build's date, long after the snapshots, so the caption says every price is old (the
        // coverage test sets the same).
        crate::catalog_data::fix_build_date_for_tests();
        let catalog = render("/catalog", "/");
        let shown = text(fragment(&catalog).root_element());
        for words in
            ["Azure GPU VM sizes", "Filter sizes", "Pay-as-you-go", "Export CSV", "days old"]
        {
            assert!(shown.contains(words), "the catalog lacks {words:?}");
        }
        assert_eq!(chinese(&catalog), None);
        assert!(chinese(&render("/zh/catalog", "/")).is_some(), "the check sees Chinese");
        let c = catalog_data::catalog().unwrap();
        for size in &c.sizes {
            let page = render(&format!("/catalog/{}", size.name), "/");
            assert!(
                text(fragment(&page).root_element()).contains("Specifications"),
                "{}",
                size.name
            );
            assert_eq!(chinese(&page), None, "{}", size.name);
        }
        let priced = c.sizes.iter().find(|s| {
            c.prices_on(&s.name, crate::catalog_data::today()).any(|p| p.region == "westeurope")
        });
        let page = render(&format!("/catalog/{}", priced.unwrap().name), "/");
        let shown = text(fragment(&page).root_element());
        assert!(shown.contains("West Europe (Linux)"), "the region keeps its English name");
    }

    /// The catalog's lede and chapter 1 count the same regions: those listed and those priced
    /// (a review found "52 regions" in one and "51 of 52" in the other).
    #[test]
    fn the_catalog_and_chapter_one_count_the_same_priced_regions() {
        crate::catalog_data::fix_build_date_for_tests();
        let c = catalog_data::catalog().unwrap();
        let (listed, priced) = (c.regions.len(), c.priced_regions(catalog_data::today()));
        assert!(0 < priced && priced <= listed, "{priced} of {listed}");
        // The build gives both the guide's date; the guide here was assembled on its own.
        let guide_day = crate::content::as_of().unwrap();
        let priced_then = c.priced_regions(guide_day);
        for (lang, lede, chapter) in [
            ("", format!("prices for {priced} of {listed} regions."), "en"),
            ("/zh", format!("列出 {listed} 个区域，其中 {priced} 个有价格。"), "zh"),
        ] {
            let page = fragment(&render(&format!("{lang}/catalog"), "/"));
            let shown = text(one(page.root_element(), "p.lede"));
            assert!(shown.contains(&lede), "{lang}/catalog: {shown}");
            let page = fragment(&render(&format!("/guide/{chapter}/why-gpu-cloud"), "/"));
            let live = |name: &str| {
                text(one(page.root_element(), &format!("span.live[data-live={name}]")))
            };
            assert_eq!(live("region_total"), listed.to_string(), "{chapter}");
            assert_eq!(live("region_count"), priced_then.to_string(), "{chapter}");
        }
    }
}
