//! One size: its specs as the docs print them, its accelerator, its lifecycle, its sources with
//! their dates, and its price in every region of the snapshot.

use gpuplan_core::catalog::view::format_amount;
use gpuplan_core::catalog::{Catalog, Os, PriceAnswer, PricingModel, Size, Source};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::catalog::{self as words, CatalogMsg as M};
use yew::prelude::*;

use crate::catalog_data;
use crate::nav::Go;
use crate::pages::not_found::NotFound;
use crate::route::Route;

/// Props for [`SizeDetail`].
#[derive(Clone, PartialEq, Properties)]
pub struct SizeDetailProps {
    /// The ARM size name from the route.
    pub size: AttrValue,
}

/// A source's reference: repository, path and commit, or its address.
fn source_item(s: &Source, lang: Lang) -> Html {
    let date = s.date.map(|d| words::dated(d, lang)).unwrap_or_default();
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
    let lang = crate::i18n::use_lang();
    let feature = |f| words::feature(f, M::NotStatedInDocs, lang);
    let spec = |s| words::spec(s, lang);
    let not_stated = || M::NotStated.text(lang).to_owned();
    let Ok(c) = catalog_data::catalog() else { return html! { <NotFound /> } };
    let Some(size) = c.size(&props.size) else { return html! { <NotFound /> } };
    let today = catalog_data::today();
    let series = c.series_of(size);
    let gpu = c.gpu_of(size);
    let status = c.size_lifecycle(size, today).map_or("?", |l| words::lifecycle(l, lang));
    let row = |label: &str, value: String| html! { <tr><th scope="row">{ label.to_owned() }</th><td>{ value }</td></tr> };
    let note =
        |n: &Option<String>| n.as_deref().map(|n| words::printed(n, lang)).unwrap_or_default();
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
            <p><Go to={Route::Catalog}>{ M::AllSizes.text(lang) }</Go></p>
            <h1>{ size.name.clone() }</h1>
            <p class="lede">{ words::size_lede(&size.series, gpu.map(|g| g.name.as_str()), today, status, lang) }</p>
            <section aria-labelledby="specs-h">
                <h2 id="specs-h">{ M::Specifications.text(lang) }</h2>
                <table class="specs"><tbody>
                    { row("vCPU", format!("{}{}", size.vcpu, note(&size.vcpu_note))) }
                    { row(M::Memory.text(lang), format!("{} {:?}{}", size.memory, size.memory_unit, note(&size.memory_note))) }
                    { row(M::GpuAsNamed.text(lang), size.gpu_name.clone()) }
                    { row(M::Gpus.text(lang), size.gpu_count.to_string()) }
                    { row(M::GpuMemoryPerVm.text(lang), format!("{}{}", size.vram_gb(), note(&size.gpu_memory_note))) }
                    { row(M::TempDisk.text(lang), format!("{}{}", size.temp_disk.map_or(not_stated(), |d| d.to_string()), note(&size.temp_disk_note))) }
                    { row(M::LocalNvme.text(lang), feature(&size.nvme)) }
                    { row(M::Network.text(lang), format!("{}{}", size.network_mbps.map_or(not_stated(), |n| n.to_string()), note(&size.network_note))) }
                    { row("InfiniBand / RDMA", format!("{}{}", feature(&size.infiniband), note(&size.infiniband_note))) }
                    { row(M::NvlinkFabric.text(lang), format!("{}{}", feature(&size.nvlink), note(&size.nvlink_note))) }
                    { row("CPU", series.and_then(|s| s.cpu.clone()).unwrap_or_else(not_stated)) }
                    { row(M::Lifecycle.text(lang), lifecycle_text(c, size, lang)) }
                </tbody></table>
            </section>
            if let Some(g) = gpu {
                <section aria-labelledby="gpu-h">
                    <h2 id="gpu-h">{ g.name.clone() }</h2>
                    <p>{ M::GpuIntro.text(lang) }
                       if g.sparse_halved { { words::space(lang) }{ M::SparseHalved.text(lang) } }</p>
                    <table class="specs"><tbody>
                        { row(M::GpuMemory.text(lang), format!("{} {:?} {}", g.memory_gb, g.memory_unit, g.memory_type.clone().unwrap_or_default())) }
                        { row(M::Bandwidth.text(lang), g.bandwidth_gbs.map_or(not_stated(), |b| format!("{b}"))) }
                        { row("FP64", spec(g.fp64)) } { row(M::Fp64Tensor.text(lang), spec(g.fp64_tensor)) } { row("FP32", spec(g.fp32)) }
                        { row("TF32", spec(g.tf32)) } { row("FP16", spec(g.fp16)) } { row("BF16", spec(g.bf16)) }
                        { row("FP8", spec(g.fp8)) } { row("INT8", spec(g.int8)) } { row("FP4", spec(g.fp4)) }
                        { row(M::Interconnect.text(lang), g.interconnect.clone().unwrap_or_else(not_stated)) }
                        { row(M::Tdp.text(lang), format!("{}{}", g.tdp_w.map_or(not_stated(), |t| format!("{t}")), g.tdp_note.as_deref().map(|n| words::paren(n, lang)).unwrap_or_default())) }
                        { row(M::Launched.text(lang), g.launch_year.map_or(not_stated(), |y| y.to_string())) }
                        { row(M::HardwarePrice.text(lang), g.price.as_ref().map_or(M::NoneFound.text(lang).into(), |p|
                            words::hardware_price(p.kind, p.usd_low, p.usd_high, p.units, &p.note, lang))) }
                    </tbody></table>
                    if let Some(n) = &g.notes { <p class="source-note">{ n.clone() }</p> }
                </section>
            }
            { region_prices(c, size, lang) }
            <section aria-labelledby="sources-h">
                <h2 id="sources-h">{ M::Sources.text(lang) }</h2>
                <ul class="sources">{ for sources.into_iter().map(|s| source_item(s, lang)) }</ul>
            </section>
        </article>
    }
}

fn lifecycle_text(c: &Catalog, size: &Size, lang: Lang) -> String {
    let Some(s) = c.series_of(size) else { return M::NotStated.text(lang).into() };
    words::lifecycle_text(s.status, s.retires, s.retirement_announced, s.note.as_deref(), lang)
}

/// Every region's prices for the size, Linux and Windows, with the snapshot dates.
fn region_prices(c: &Catalog, size: &Size, lang: Lang) -> Html {
    let mut regions: Vec<&str> = c.prices_of(&size.name).map(|p| p.region.as_str()).collect();
    regions.sort_unstable();
    regions.dedup();
    if regions.is_empty() {
        return html! {
            <section aria-labelledby="prices-h">
                <h2 id="prices-h">{ M::Prices.text(lang) }</h2>
                <p class="missing">{ words::no_price(c.newest_snapshot(None), lang) }</p>
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
                    let title = words::price_title(&crate::components::catalog_table::old_title(p.as_of, old, lang), &p.source, lang);
                    html! { <td {class} {title}>{ format_amount(p.price, 4) }</td> }
                }
                PriceAnswer::NotInSnapshot { .. } => html! { <td class="num missing">{ M::NotInSnapshot.text(lang) }</td> },
            });
            let dates = {
                let mut d: Vec<_> = c.prices_of(&size.name).filter(|p| p.region == *r && p.os == os).map(|p| p.as_of).collect();
                d.sort_unstable();
                d.dedup();
                d
            };
            let display = c.region(r).map_or(*r, |x| words::region_name(r, &x.display_name, lang));
            html! { <tr><th scope="row">{ words::region_os(display, os, lang) }</th>{ for cells }<td>{ words::dates(&dates, lang) }</td></tr> }
        })
    });
    html! {
        <section aria-labelledby="prices-h">
            <h2 id="prices-h">{ M::PriceEveryRegion.text(lang) }</h2>
            <p>{ M::RegionPricesIntro.text(lang) }</p>
            <div class="table-scroll">
                <table class="region-prices">
                    <thead><tr><th scope="col">{ M::Region.text(lang) }</th>{ for models.iter().map(|m| html! { <th scope="col" class="num">{ words::model(*m, lang) }</th> }) }<th scope="col">{ M::AsOf.text(lang) }</th></tr></thead>
                    <tbody>{ for body }</tbody>
                </table>
            </div>
        </section>
    }
}
