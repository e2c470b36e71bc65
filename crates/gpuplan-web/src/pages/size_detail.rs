//! One size: its specs as the docs print them, its accelerator, its lifecycle, its sources with
//! their dates, and its price in every region of the snapshot.

use gpuplan_core::catalog::view::format_amount;
use gpuplan_core::catalog::{Catalog, Feature, Os, PriceAnswer, PricingModel, Size, Source, Spec};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::catalog_data;
use crate::pages::not_found::NotFound;
use crate::route::Route;

/// Props for [`SizeDetail`].
#[derive(Clone, PartialEq, Properties)]
pub struct SizeDetailProps {
    /// The ARM size name from the route.
    pub size: AttrValue,
}

fn feature(f: &Feature) -> String {
    match f {
        Feature::Yes(t) if t.is_empty() => "yes".into(),
        Feature::Yes(t) => t.clone(),
        Feature::No => "no".into(),
        Feature::Unknown => "not stated in the docs read".into(),
    }
}

fn spec(s: Option<Spec>) -> String {
    match s {
        Some(Spec::Value(v)) => format!("{v}"),
        Some(Spec::NotApplicable) => "n/a".into(),
        None => "not stated".into(),
    }
}

/// A source's reference: repository, path and commit, or its address.
fn source_item(s: &Source) -> Html {
    let date = s.date.map(|d| format!(" (dated {d})")).unwrap_or_default();
    let href = match (&s.url, &s.repo, &s.commit, &s.path) {
        (Some(u), _, _, _) => Some(u.clone()),
        (None, Some(repo), Some(commit), Some(path))
            if !path.contains(' ') && !path.contains('{') =>
        {
            Some(format!("https://github.com/{repo}/blob/{commit}/{path}"))
        }
        _ => None,
    };
    html! {
        <li>
            { match href {
                Some(href) => html! { <a {href} rel="noopener noreferrer">{ s.title.clone() }</a> },
                None => html! { { s.title.clone() } },
            } }
            { date }
            if let Some(c) = &s.commit { <span class="commit">{ format!(" @ {}", c.get(..12).unwrap_or(c)) }</span> }
            if let Some(n) = &s.note { <span class="source-note">{ format!(" — {n}") }</span> }
        </li>
    }
}

/// The size detail page.
#[component]
pub fn SizeDetail(props: &SizeDetailProps) -> Html {
    // Rendered again with today's date (lifecycle stages) when the app goes live.
    let _live = crate::client::use_live();
    let Ok(c) = catalog_data::catalog() else { return html! { <NotFound /> } };
    let Some(size) = c.size(&props.size) else { return html! { <NotFound /> } };
    let today = catalog_data::today();
    let series = c.series_of(size);
    let gpu = c.gpu_of(size);
    let status = c.size_lifecycle(size, today).map_or("?", |l| l.as_str());
    let row = |label: &str, value: String| html! { <tr><th scope="row">{ label.to_owned() }</th><td>{ value }</td></tr> };
    let note =
        |n: &Option<String>| n.clone().map(|n| format!(" (printed: {n})")).unwrap_or_default();
    let mut sources: Vec<&Source> = Vec::new();
    let mut cite = |id: &str| {
        if let Some(s) = c.sources.iter().find(|s| s.id == id)
            && !sources.iter().any(|x| x.id == s.id)
        {
            sources.push(s);
        }
    };
    if let Some(s) = series {
        cite(&s.source);
    }
    for id in gpu.map(|g| g.sources.as_slice()).unwrap_or_default() {
        cite(id);
    }
    let price_ids: Vec<&str> = c.prices_of(&size.name).map(|p| p.source.as_str()).collect();
    for id in price_ids {
        cite(id);
    }
    html! {
        <article class="size-detail">
            <p><Link<Route> to={Route::Catalog}>{ "← All sizes" }</Link<Route>></p>
            <h1>{ size.name.clone() }</h1>
            <p class="lede">{ format!("Series {}, {}. Status on {}: {status}.", size.series,
                gpu.map_or("GPU not named in the docs read".to_owned(), |g| g.name.clone()),
                today.map_or("the docs' date".to_owned(), |d| d.to_string())) }</p>
            <section aria-labelledby="specs-h">
                <h2 id="specs-h">{ "Specifications" }</h2>
                <table class="specs"><tbody>
                    { row("vCPU", format!("{}{}", size.vcpu, note(&size.vcpu_note))) }
                    { row("Memory", format!("{} {:?}{}", size.memory, size.memory_unit, note(&size.memory_note))) }
                    { row("GPU (as the size page names it)", size.gpu_name.clone()) }
                    { row("GPUs", size.gpu_count.to_string()) }
                    { row("GPU memory per VM (GB)", format!("{}{}", size.vram_gb(), note(&size.gpu_memory_note))) }
                    { row("Temporary disk (GiB)", format!("{}{}", size.temp_disk.map_or("not stated".into(), |d| d.to_string()), note(&size.temp_disk_note))) }
                    { row("Local NVMe", feature(&size.nvme)) }
                    { row("Network (Mbps)", format!("{}{}", size.network_mbps.map_or("not stated".into(), |n| n.to_string()), note(&size.network_note))) }
                    { row("InfiniBand / RDMA", format!("{}{}", feature(&size.infiniband), note(&size.infiniband_note))) }
                    { row("NVLink / GPU fabric", format!("{}{}", feature(&size.nvlink), note(&size.nvlink_note))) }
                    { row("CPU", series.and_then(|s| s.cpu.clone()).unwrap_or_else(|| "not stated".into())) }
                    { row("Lifecycle", lifecycle_text(c, size)) }
                </tbody></table>
            </section>
            if let Some(g) = gpu {
                <section aria-labelledby="gpu-h">
                    <h2 id="gpu-h">{ g.name.clone() }</h2>
                    <p>{ "Dense throughput per GPU in TFLOP/s (INT8 in TOPS). \"n/a\": the unit does not exist on this part; \"not stated\": no source gave it." }
                       if g.sparse_halved { { " The vendor prints only with-sparsity tensor figures; these are half of them." } }</p>
                    <table class="specs"><tbody>
                        { row("Memory", format!("{} {:?} {}", g.memory_gb, g.memory_unit, g.memory_type.clone().unwrap_or_default())) }
                        { row("Memory bandwidth (GB/s)", g.bandwidth_gbs.map_or("not stated".into(), |b| format!("{b}"))) }
                        { row("FP64", spec(g.fp64)) } { row("FP64 tensor", spec(g.fp64_tensor)) } { row("FP32", spec(g.fp32)) }
                        { row("TF32", spec(g.tf32)) } { row("FP16", spec(g.fp16)) } { row("BF16", spec(g.bf16)) }
                        { row("FP8", spec(g.fp8)) } { row("INT8", spec(g.int8)) } { row("FP4", spec(g.fp4)) }
                        { row("Interconnect", g.interconnect.clone().unwrap_or_else(|| "not stated".into())) }
                        { row("TDP (W)", format!("{}{}", g.tdp_w.map_or("not stated".into(), |t| format!("{t}")), g.tdp_note.clone().map(|n| format!(" ({n})")).unwrap_or_default())) }
                        { row("Launched", g.launch_year.map_or("not stated".into(), |y| y.to_string())) }
                        { row("Hardware price", g.price.as_ref().map_or("none found".into(), |p| format!("{} USD {}–{} for {} GPU(s): {}",
                            match p.kind { gpuplan_core::catalog::HardwarePriceKind::Street => "street", gpuplan_core::catalog::HardwarePriceKind::SystemList => "system list" },
                            format_amount(p.usd_low, 0), format_amount(p.usd_high, 0), p.units, p.note))) }
                    </tbody></table>
                    if let Some(n) = &g.notes { <p class="source-note">{ n.clone() }</p> }
                </section>
            }
            { region_prices(c, size) }
            <section aria-labelledby="sources-h">
                <h2 id="sources-h">{ "Sources" }</h2>
                <ul class="sources">{ for sources.into_iter().map(source_item) }</ul>
            </section>
        </article>
    }
}

fn lifecycle_text(c: &Catalog, size: &Size) -> String {
    let Some(s) = c.series_of(size) else { return "not stated".into() };
    let mut t = format!("docs: {}", s.status.as_str());
    if let Some(r) = s.retires {
        t.push_str(&format!("; retires {r}"));
    }
    if let Some(a) = s.retirement_announced {
        t.push_str(&format!(" (announced {a})"));
    }
    if let Some(n) = &s.note {
        t.push_str(&format!(". {n}"));
    }
    t
}

/// Every region's prices for the size, Linux and Windows, with the snapshot dates.
fn region_prices(c: &Catalog, size: &Size) -> Html {
    let mut regions: Vec<&str> = c.prices_of(&size.name).map(|p| p.region.as_str()).collect();
    regions.sort_unstable();
    regions.dedup();
    if regions.is_empty() {
        return html! {
            <section aria-labelledby="prices-h">
                <h2 id="prices-h">{ "Prices" }</h2>
                <p class="missing">{ format!("No price for this size is in any snapshot (newest: {}).",
                    c.newest_snapshot(None).map_or("none".into(), |d| d.to_string())) }</p>
            </section>
        };
    }
    let models = PricingModel::ALL;
    let today = crate::catalog_data::today();
    let body = regions.iter().flat_map(move |r| {
        // A region and OS with no price at all is left out rather than shown as a row of gaps.
        Os::ALL.into_iter().filter(move |os| c.prices_of(&size.name).any(|p| p.region == *r && p.os == *os)).map(move |os| {
            let cells = models.iter().map(|m| match c.price(&size.name, r, os, *m) {
                PriceAnswer::Found(p) => {
                    let old = today.is_some_and(|t| gpuplan_core::catalog::coverage::is_stale(p.as_of, t));
                    let class = classes!("num", old.then_some("old"));
                    let title = format!("{}, source {}", crate::components::catalog_table::old_title(p.as_of, old), p.source);
                    html! { <td {class} {title}>{ format_amount(p.price, 4) }</td> }
                }
                PriceAnswer::NotInSnapshot { .. } => html! { <td class="num missing">{ "not in snapshot" }</td> },
            });
            let dates: Vec<String> = {
                let mut d: Vec<String> = c.prices_of(&size.name).filter(|p| p.region == *r && p.os == os).map(|p| p.as_of.to_string()).collect();
                d.sort_unstable();
                d.dedup();
                d
            };
            let display = c.region(r).map_or(r.to_string(), |x| x.display_name.clone());
            html! { <tr><th scope="row">{ format!("{display} ({os})", os = os.as_str()) }</th>{ for cells }<td>{ dates.join(", ") }</td></tr> }
        })
    });
    html! {
        <section aria-labelledby="prices-h">
            <h2 id="prices-h">{ "Price in every region" }</h2>
            <p>{ "USD per hour; reservations are whole-term totals. Hover a price for its date and source." }</p>
            <div class="table-scroll">
                <table class="region-prices">
                    <thead><tr><th scope="col">{ "Region" }</th>{ for models.iter().map(|m| html! { <th scope="col" class="num">{ m.label() }</th> }) }<th scope="col">{ "As of" }</th></tr></thead>
                    <tbody>{ for body }</tbody>
                </table>
            </div>
        </section>
    }
}
