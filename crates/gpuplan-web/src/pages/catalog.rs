//! The catalog page. Its whole state is the URL query: reading it gives the view, every change
//! replaces it (once the reader pauses), and a pasted link shows the same table.

use gpuplan_core::catalog::PricingModel;
use gpuplan_core::catalog::view::{self, CatalogView};
use gpuplan_i18n::problems;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::catalog_data::{self, CatalogRef};
use crate::client;
use crate::components::catalog_filters::CatalogFilters;
use crate::components::catalog_table::CatalogTable;
use crate::components::compare_panel::ComparePanel;
use crate::components::download::download;
use crate::route::Route;
use crate::storage;

/// The catalog page.
#[component]
pub fn CatalogPage() -> Html {
    match catalog_data::catalog() {
        Ok(c) => html! { <CatalogView_ catalog={CatalogRef(c)} /> },
        Err(e) => {
            html! { <p class="notice error" role="alert">{ format!("The catalog could not be loaded: {e}") }</p> }
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
                    let _ = nav.replace_with_query(&Route::Catalog, &pairs);
                }
            });
        })
    };
    let export = |kind: &'static str| {
        let (view, export_error) = (view.clone(), export_error.clone());
        Callback::from(move |_| {
            let rows = view::rows(c, &view, today);
            let (name, mime, text) = match kind {
                "csv" => ("gpuplan-catalog.csv", "text/csv", view::to_csv(&rows, &view)),
                "json" => ("gpuplan-catalog.json", "application/json", view::to_json(&rows, &view)),
                _ => ("gpuplan-catalog.md", "text/markdown", view::to_markdown(&rows, &view)),
            };
            export_error.set(download(name, mime, &text).err());
        })
    };
    let snapshot = c.newest_snapshot(Some(&view.region));
    let sources: Vec<String> = {
        let mut ids: Vec<&str> = c
            .prices
            .iter()
            .filter(|p| p.region == view.region && p.os == view.os)
            .map(|p| p.source.as_str())
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids.into_iter()
            .filter_map(|id| c.sources.iter().find(|s| s.id == id))
            .map(|s| format!("{} ({})", s.title, s.date.map(|d| d.to_string()).unwrap_or_default()))
            .collect()
    };
    let payg_count =
        rows.iter().filter(|r| r.prices.first().and_then(|p| p.value()).is_some()).count();
    let old_count: usize =
        rows.iter().map(|r| (0..r.as_of.len()).filter(|i| r.is_old(*i, today)).count()).sum();
    let dated: usize = rows.iter().map(|r| r.as_of.iter().flatten().count()).sum();
    // Every price shown old (as when the snapshot has not been refreshed for a while): one
    // sentence says so, rather than a mark on every cell.
    let all_old = old_count > 0 && old_count == dated;
    html! {
        <article class="catalog">
            <h1>{ "Azure GPU VM sizes" }</h1>
            <p class="lede">
                { format!("{} sizes in {} series, {} accelerators, prices for {} regions. Filter, sort any column, \
                   pick sizes to compare, and share the address: it holds the whole view.",
                   c.sizes.len(), c.series.len(), c.gpus.len(), c.regions.len()) }
            </p>
            if !notices.is_empty() {
                <div class="notice" role="status" id="url-notices">
                    <p>{ "Some settings in the address could not be used and were left at their defaults:" }</p>
                    <ul>{ for notices.iter().map(|n| html! { <li><code>{ n.field.clone() }</code>{ format!("{}{}", problems::colon(lang), problems::catalog_notice(&n.kind, lang)) }</li> }) }</ul>
                </div>
            }
            <CatalogFilters catalog={CatalogRef(c)} view={view.clone()} onchange={onchange.clone()} />
            <ComparePanel catalog={CatalogRef(c)} view={view.clone()} onchange={onchange.clone()} />
            <div class="table-tools">
                <p class="caption" id="price-caption">
                    { format!("{} sizes shown; {} priced pay-as-you-go. Prices: {}. ", rows.len(), payg_count, view::price_caption(&view)) }
                    { match snapshot {
                        Some(d) => format!("Newest snapshot for this region: {d}."),
                        None => "No snapshot covers this region.".to_owned(),
                    } }
                    if all_old {
                        { format!(" All {old_count} prices shown are more than {} days old ", gpuplan_core::catalog::coverage::STALE_AFTER_DAYS) }
                        <span class="old-mark" aria-hidden="true"></span>
                        { "; each gives its date on hover. " }
                        <a href="guide/en/sources#coverage">{ "What the price data covers" }</a>
                    } else if old_count > 0 {
                        { format!(" {old_count} prices shown are more than {} days old: they carry ", gpuplan_core::catalog::coverage::STALE_AFTER_DAYS) }
                        <span class="old-mark" aria-hidden="true"></span>
                        { " and give their date on hover. " }
                        <a href="guide/en/sources#coverage">{ "What the price data covers" }</a>
                    }
                </p>
                <div class="export" role="group" aria-label="Export the table">
                    <button type="button" onclick={export("csv")}>{ "Export CSV" }</button>
                    <button type="button" onclick={export("json")}>{ "Export JSON" }</button>
                    <button type="button" onclick={export("md")}>{ "Export Markdown" }</button>
                </div>
                if let Some(e) = (*export_error).clone() {
                    <p class="notice error" role="alert">{ e }</p>
                }
            </div>
            <CatalogTable rows={rows} view={view.clone()} onchange={onchange} mark_each_old={!all_old} />
            <details class="sources">
                <summary>{ "Where these prices come from" }</summary>
                <ul>{ for sources.iter().map(|s| html! { <li>{ s.clone() }</li> }) }</ul>
                <p>{ format!("Reservation prices are whole-term totals spread over {} or {} hours. ", PricingModel::Reservation1y.term_hours().unwrap_or_default(), PricingModel::Reservation3y.term_hours().unwrap_or_default()) }
                   { "Prices are rounded only for display: 4 decimals per hour, 2 per month or year, half to even." }</p>
            </details>
        </article>
    }
}
