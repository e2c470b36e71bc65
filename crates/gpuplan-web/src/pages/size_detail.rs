//! One size: its specs as the docs print them, its accelerator, its lifecycle, its sources with
//! their dates, and its price in every region of the snapshot.

use gpuplan_core::catalog::view::{PriceCell, TimeUnit, format_amount};
use gpuplan_core::catalog::{
    Catalog, Os, PriceAnswer, PricingModel, Size, SizeFeature, SizeNote, Source,
};
use gpuplan_core::date::Date;
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

/// A source's reference: repository, path and commit, or its address. The title is in the page's
/// language where we wrote it (`title_zh`), a cited work's own title as it is; its note for
/// readers is in the page's language.
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
    let title = crate::components::document_view::cited_title(s, lang);
    html! {
        <li>
            { match href {
                Some(href) => html! { <a {href} rel="noopener noreferrer">{ title }</a> },
                None => title,
            } }
            { date }
            if let Some(c) = &s.commit { <span class="commit">{ format!(" @ {}", c.get(..12).unwrap_or(c)) }</span> }
            if let Some(n) = s.note_in(lang) { <span class="source-note">{ format!(" — {n}") }</span> }
        </li>
    }
}

/// The size detail page.
#[component]
pub fn SizeDetail(props: &SizeDetailProps) -> Html {
    // Rendered again with today's date (lifecycle stages) when the app goes live.
    let _live = crate::client::use_live();
    let lang = crate::i18n::use_lang();
    let spec = |s| words::spec(s, lang);
    let not_stated = || M::NotStated.text(lang).to_owned();
    let Ok(c) = catalog_data::catalog() else { return html! { <NotFound /> } };
    let Some(size) = c.size(&props.size) else { return html! { <NotFound /> } };
    let feature = |f| words::feature(&size.feature_in(f, lang), M::NotStatedInDocs, lang);
    let today = catalog_data::today();
    let series = c.series_of(size);
    let gpu = c.gpu_of(size);
    let stage = c.stage(size, today);
    let status = words::lifecycle(stage.lifecycle, lang);
    let row = |label: &str, value: String| html! { <tr><th scope="row">{ label.to_owned() }</th><td>{ value }</td></tr> };
    let note = |n| size.note_in(n, lang).map(|n| words::printed(n, lang)).unwrap_or_default();
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
    if let Some(s) = &size.source {
        cite(s);
    }
    cite(stage.source);
    for id in gpu.map(|g| g.sources.as_slice()).unwrap_or_default() {
        cite(id);
    }
    let price_ids: Vec<&str> = c.all_prices_of(&size.name).map(|p| p.source.as_str()).collect();
    for id in price_ids {
        cite(id);
    }
    html! {
        <article class="size-detail">
            <p><Go to={Route::Catalog}>{ M::AllSizes.text(lang) }</Go></p>
            <h1>{ size.name.clone() }</h1>
            <p class="lede">{ words::size_lede(&size.series, gpu.map(|g| g.name_in(lang)), today, status, lang) }</p>
            <section aria-labelledby="specs-h">
                <h2 id="specs-h">{ M::Specifications.text(lang) }</h2>
                <table class="specs"><tbody>
                    { row("vCPU", format!("{}{}", size.vcpu, note(SizeNote::Vcpu))) }
                    { row(M::Memory.text(lang), format!("{} {:?}{}", size.memory, size.memory_unit, note(SizeNote::Memory))) }
                    { row(M::GpuAsNamed.text(lang), size.gpu_name_in(lang).to_owned()) }
                    { row(M::Gpus.text(lang), size.gpu_count.to_string()) }
                    { row(M::GpuMemoryPerVm.text(lang), format!("{}{}", size.vram_gb(), note(SizeNote::GpuMemory))) }
                    { row(M::TempDisk.text(lang), format!("{}{}", size.temp_disk.map_or(not_stated(), |d| d.to_string()), note(SizeNote::TempDisk))) }
                    { row(M::LocalNvme.text(lang), feature(SizeFeature::Nvme)) }
                    { row(M::Network.text(lang), format!("{}{}", size.network_mbps.map_or(not_stated(), |n| gpuplan_i18n::format::count(n.into())), note(SizeNote::Network))) }
                    { row("InfiniBand / RDMA", format!("{}{}", feature(SizeFeature::Infiniband), note(SizeNote::Infiniband))) }
                    { row(M::NvlinkFabric.text(lang), format!("{}{}", feature(SizeFeature::Nvlink), note(SizeNote::Nvlink))) }
                    { row("CPU", series.and_then(|s| s.cpu_in(lang)).map_or_else(not_stated, str::to_owned)) }
                    { row(M::Lifecycle.text(lang), lifecycle_text(c, size, today, lang)) }
                </tbody></table>
            </section>
            if let Some(g) = gpu {
                <section aria-labelledby="gpu-h">
                    <h2 id="gpu-h">{ g.name_in(lang).to_owned() }</h2>
                    <p>{ M::GpuIntro.text(lang) }
                       if g.sparse_halved { { words::space(lang) }{ M::SparseHalved.text(lang) } }</p>
                    <table class="specs"><tbody>
                        { row(M::GpuMemory.text(lang), format!("{} {:?} {}", g.memory_gb, g.memory_unit, g.memory_type.clone().unwrap_or_default())) }
                        { row(M::Bandwidth.text(lang), g.bandwidth_gbs.map_or(not_stated(), |b| format!("{b}"))) }
                        { row("FP64", spec(g.fp64)) } { row(M::Fp64Tensor.text(lang), spec(g.fp64_tensor)) } { row("FP32", spec(g.fp32)) }
                        { row("TF32", spec(g.tf32)) } { row("FP16", spec(g.fp16)) } { row("BF16", spec(g.bf16)) }
                        { row("FP8", spec(g.fp8)) } { row("INT8", spec(g.int8)) } { row("FP4", spec(g.fp4)) }
                        { row(M::Interconnect.text(lang), g.interconnect_in(lang).map_or_else(not_stated, str::to_owned)) }
                        { row(M::Tdp.text(lang), format!("{}{}", g.tdp_w.map_or(not_stated(), |t| format!("{t}")), g.tdp_note_in(lang).map(|n| words::paren(n, lang)).unwrap_or_default())) }
                        { row(M::Launched.text(lang), g.launch_year.map_or(not_stated(), |y| y.to_string())) }
                        { row(M::HardwarePrice.text(lang), g.price.as_ref().map_or(M::NoneFound.text(lang).into(), |p|
                            words::hardware_price(p.kind, p.usd_low, p.usd_high, p.units, p.note_in(lang), lang))) }
                    </tbody></table>
                    if let Some(n) = g.notes_in(lang) { <p class="source-note">{ n.to_owned() }</p> }
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

fn lifecycle_text(c: &Catalog, size: &Size, today: Date, lang: Lang) -> String {
    let Some(s) = c.series_of(size) else { return M::NotStated.text(lang).into() };
    let regions: Vec<&str> = s
        .ga_regions
        .iter()
        .map(|r| c.region(r).map_or(r.as_str(), |x| words::region_name(r, &x.display_name, lang)))
        .collect();
    words::lifecycle_text(&c.stage(size, today), &regions, s.note_in(lang), lang)
}

/// Every region's prices for the size, Linux and Windows, with the snapshot dates.
fn region_prices(c: &Catalog, size: &Size, lang: Lang) -> Html {
    let mut regions: Vec<&str> = c.all_prices_of(&size.name).map(|p| p.region.as_str()).collect();
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
        Os::ALL.into_iter().filter(move |os| c.all_prices_of(&size.name).any(|p| p.region == *r && p.os == *os)).map(move |os| {
            let cells = models.iter().map(|m| match c.price(&size.name, r, os, *m, today) {
                PriceAnswer::Ended(p) => html! {
                    <td class="num missing">{ words::cell(PriceCell::Ended(p.ends.unwrap_or(p.as_of)), TimeUnit::Hour, lang) }</td>
                },
                PriceAnswer::Found(p) => {
                    let old = gpuplan_core::catalog::coverage::is_stale(p.as_of, today);
                    let class = classes!("num", old.then_some("old"));
                    let title = words::price_title(&crate::components::catalog_table::old_title(p.as_of, old, lang), words::source_name(c, &p.source, lang), lang);
                    html! { <td {class} {title}>{ format_amount(p.price, 4) }</td> }
                }
                PriceAnswer::NotInSnapshot { .. } => html! { <td class="num missing">{ M::NotInSnapshot.text(lang) }</td> },
            });
            let dates = {
                let mut d: Vec<_> = c.prices_on(&size.name, today).filter(|p| p.region == *r && p.os == os).map(|p| p.as_of).collect();
                d.sort_unstable();
                d.dedup();
                d
            };
            let display = c.region(r).map_or(*r, |x| words::region_name(r, &x.display_name, lang));
            html! { <tr><th scope="row">{ words::region_os(display, os, lang) }</th>{ for cells }<td>{ words::dates(&dates, lang) }</td></tr> }
        })
    });
    let columns: Vec<String> = std::iter::once(M::Region.text(lang).to_owned())
        .chain(models.iter().map(|m| words::model(*m, lang).to_owned()))
        .chain(std::iter::once(M::AsOf.text(lang).to_owned()))
        .collect();
    let table_label = gpuplan_i18n::app::table_region(&columns, lang);
    html! {
        <section aria-labelledby="prices-h">
            <h2 id="prices-h">{ M::PriceEveryRegion.text(lang) }</h2>
            <p>{ M::RegionPricesIntro.text(lang) }</p>
            // Focusable, so that a keyboard can scroll it on a narrow screen.
            <div class="table-scroll" tabindex="0" role="region" aria-label={table_label}>
                <table class="region-prices">
                    <thead><tr><th scope="col">{ M::Region.text(lang) }</th>{ for models.iter().map(|m| html! { <th scope="col" class="num">{ words::model(*m, lang) }</th> }) }<th scope="col">{ M::AsOf.text(lang) }</th></tr></thead>
                    <tbody>{ for body }</tbody>
                </table>
            </div>
        </section>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use gpuplan_core::catalog::{Catalog, Feature, Size, SizeFeature, SizeNote};
    use gpuplan_core::guide::Lang;

    use scraper::Html;

    use crate::catalog_data;
    use crate::prerender::render;
    use crate::test_html::{self as html, all, everything, everything_but, fragment, text};

    /// The page at `path`, parsed.
    fn page(path: &str) -> Html {
        fragment(&render(path, "/"))
    }

    /// Every data text a size's page shows, in `lang`: its notes and properties' texts, its
    /// GPU's name as the docs give it, its series' CPU and note, its accelerator's name,
    /// interconnect, TDP note, price note and notes.
    fn texts(c: &Catalog, size: &Size, lang: Lang) -> Vec<String> {
        let notes = [
            SizeNote::Vcpu,
            SizeNote::Memory,
            SizeNote::GpuMemory,
            SizeNote::TempDisk,
            SizeNote::Network,
            SizeNote::Infiniband,
            SizeNote::Nvlink,
        ];
        let mut out: Vec<Option<&str>> = notes.iter().map(|n| size.note_in(*n, lang)).collect();
        out.push(Some(size.gpu_name_in(lang)));
        if let Some(s) = c.series_of(size) {
            out.extend([s.cpu_in(lang), s.note_in(lang)]);
        }
        if let Some(g) = c.gpu_of(size) {
            out.extend([
                Some(g.name_in(lang)),
                g.interconnect_in(lang),
                g.tdp_note_in(lang),
                g.notes_in(lang),
                g.price.as_ref().map(|p| p.note_in(lang)),
            ]);
        }
        let mut out: Vec<String> = out.into_iter().flatten().map(str::to_owned).collect();
        for f in [SizeFeature::Nvme, SizeFeature::Infiniband, SizeFeature::Nvlink] {
            if let Feature::Yes(t) = size.feature_in(f, lang)
                && !t.is_empty()
            {
                out.push(t);
            }
        }
        out
    }

    /// Everything of the page but its sources list (whose titles stay in their own language).
    fn but_sources(page: &Html) -> String {
        let sources = "section[aria-labelledby=sources-h]";
        assert_eq!(all(page.root_element(), sources).len(), 1, "the sources list");
        everything_but(page.root_element(), Some(sources))
    }

    #[test]
    fn each_page_shows_the_data_texts_in_its_language() {
        crate::catalog_data::fix_build_date_for_tests();
        let c = catalog_data::catalog().unwrap();
        let mut translated = 0;
        for size in &c.sizes {
            let zh = page(&format!("/zh/catalog/{}", size.name));
            let en_page = text(page(&format!("/catalog/{}", size.name)).root_element());
            let (zh_page, zh_but_sources) = (text(zh.root_element()), but_sources(&zh));
            let (en, zh) = (texts(c, size, Lang::En), texts(c, size, Lang::Zh));
            assert_eq!(en.len(), zh.len(), "{}", size.name);
            for (en, zh) in en.iter().zip(&zh) {
                assert!(
                    en_page.contains(en.as_str()),
                    "{}: {en:?} not on the English page",
                    size.name
                );
                assert!(
                    zh_page.contains(zh.as_str()),
                    "{}: {zh:?} not on the Chinese page",
                    size.name
                );
                if en != zh {
                    translated += 1;
                    assert!(
                        !zh_but_sources.contains(en.as_str()),
                        "{}: the English {en:?} on the Chinese page",
                        size.name
                    );
                }
            }
        }
        // Most sizes have a translated text or several (series notes, GPU notes, interconnects).
        assert!(translated > 200, "{translated}");
    }

    #[test]
    fn sources_are_cited_and_their_notes_are_in_the_page_language() {
        let c = catalog_data::catalog().unwrap();
        let size = "Standard_ND96isr_H100_v5";
        let (en, zh) = (page(&format!("/catalog/{size}")), page(&format!("/zh/catalog/{size}")));
        let series = c.series_of(c.size(size).unwrap()).unwrap();
        let source = c.sources.iter().find(|s| s.id == series.source).unwrap();
        let cites = "section[aria-labelledby=sources-h] li cite";
        for (page, lang) in [(&en, Lang::En), (&zh, Lang::Zh)] {
            let cited = html::texts(page.root_element(), cites);
            assert!(cited.iter().any(|t| t == source.title_in(lang)), "{}", source.title);
            // The price sources by their titles in the page's language; their tooltips name
            // them by their short names, never by their keys.
            let mut priced: Vec<&str> = c.all_prices_of(size).map(|p| p.source.as_str()).collect();
            priced.sort_unstable();
            priced.dedup();
            assert!(!priced.is_empty());
            let tips = html::attrs(page.root_element(), "title").join(" ");
            for id in priced {
                let s = c.sources.iter().find(|s| s.id == id).unwrap();
                assert!(cited.iter().any(|t| t == s.title_in(lang)), "{lang:?}: {id}");
                assert!(tips.contains(s.short_in(lang)), "{lang:?}: {id} in {tips}");
                assert!(!tips.contains(id), "{lang:?}: the key {id} in {tips}");
            }
        }
        let zh_titles = html::texts(zh.root_element(), cites).concat();
        assert!(zh_titles.contains("价格"), "a Chinese title of a price source: {zh_titles}");
        // A cited source with a note: the English note on the English page, the Chinese one on
        // the Chinese page, and neither on the other.
        let cited = html::texts(en.root_element(), cites);
        let noted = c
            .sources
            .iter()
            .find(|s| s.note.is_some() && cited.contains(&s.title))
            .expect("a source with a note on the page");
        let (note, note_zh) = (noted.note.as_deref().unwrap(), noted.note_zh.as_deref().unwrap());
        // The note beside the source's title, after a dash.
        let note_of = |page: &Html| -> Vec<String> {
            let items = all(page.root_element(), "section[aria-labelledby=sources-h] li");
            let item = items.into_iter().find(|li| {
                let title = html::texts(*li, "cite");
                title == [noted.title_in(Lang::En)] || title == [noted.title_in(Lang::Zh)]
            });
            item.map(|li| html::texts(li, ".source-note")).unwrap_or_default()
        };
        assert_eq!(note_of(&en), [format!(" — {note}")], "{note}");
        assert_eq!(note_of(&zh), [format!(" — {note_zh}")], "{note_zh}");
        assert!(!everything(zh.root_element()).contains(note), "{note}");
        assert!(!everything(en.root_element()).contains(note_zh), "{note_zh}");
    }
}
