//! The home page, in the page's language: doors that open each tool with an example filled in
//! through its address, a strip of figures from the price snapshot (the cheapest price per
//! GPU-hour of each GPU on sale in a region group, and the group's Spot discounts), "continue
//! where you left off" for the reader's saved state, and the guide's contents.
//!
//! It is a reading page: prerendered with the embedded dataset, so the strip's figures are the
//! build's and the page loads no wasm. Which saved state there is only the browser knows: the
//! list is prerendered hidden, one entry per place a tool keeps its state, and `site/js/reader.js`
//! shows the entries whose record reads.
//!
//! The app never draws it: [`crate::nav::Go`] links to it as a page load (as links between
//! reading pages are), and in the browser [`Home`] only sends an address the app was asked to
//! show as the home page to the prerendered one. The page's code therefore stays out of the
//! wasm, which it would grow by 8.6 KB brotli (measured on the release build of 2026-12-01).

use gpuplan_core::calc::Kind;
use gpuplan_core::catalog::Catalog;
use gpuplan_core::catalog::coverage::RegionGroup;
use gpuplan_core::catalog::highlights::{self, GpuLow};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc as calc_words;
use gpuplan_i18n::catalog::region_name;
use gpuplan_i18n::home::{self as words, HomeMsg as H};
use yew::prelude::*;

use crate::i18n::{Msg, use_lang};
use crate::nav::Go;
use crate::route::Route;
use crate::{catalog_data, content};

/// The estimate the "price a whole bill" door opens: two inference VMs for a year, their disks
/// and a month's data out to the internet, in the CLI's JSON (`?e=`).
pub const BILL_EXAMPLE: &str = r#"{"version":1,"currency":"USD","months":12,"hours_per_month":730,"lines":[{"kind":"compute","size":"Standard_NC40ads_H100_v5","region":"northeurope","count":2,"model":"payg"},{"kind":"disk","region":"northeurope","family":"premium-ssd","size_gib":1024,"count":2},{"kind":"egress","region":"northeurope","routing":"internet","gb_per_month":1000}]}"#;

/// A door's address: the tool's route and the query that fills it in.
#[derive(Debug, Clone, PartialEq)]
pub struct Door {
    /// The tool.
    pub route: Route,
    /// Its fields, as its address names them (`wizard.params`, `inference.concurrent`, `e`).
    pub query: Vec<(String, String)>,
}

fn door(route: Route, pairs: &[(&str, &str)]) -> Door {
    Door { route, query: pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect() }
}

fn calculator(kind: Kind) -> Route {
    Route::Calculator { name: kind.name().to_owned() }
}

/// The doors' addresses, in the order the page shows them: train (the wizard, then the training
/// calculator), fine-tune, serve, compare prices in `region`, price a whole bill.
pub fn doors(region: &str) -> [Door; 6] {
    [
        door(
            Route::Wizard,
            &[("wizard.task", "training"), ("wizard.params", "7B"), ("wizard.tokens", "1T")],
        ),
        door(calculator(Kind::Training), &[("training.params", "7B"), ("training.tokens", "1T")]),
        door(
            calculator(Kind::FineTuning),
            &[
                ("fine-tuning.params", "8B"),
                ("fine-tuning.tokens", "50M"),
                ("fine-tuning.method", "qlora"),
                ("fine-tuning.size", "Standard_NC40ads_H100_v5"),
            ],
        ),
        door(
            calculator(Kind::Inference),
            &[
                ("inference.params", "8B"),
                ("inference.concurrent", "64"),
                ("inference.context", "4k"),
            ],
        ),
        door(Route::Catalog, &[("region", region), ("sort", "payg")]),
        door(Route::Estimate, &[("e", BILL_EXAMPLE)]),
    ]
}

/// Where a tool keeps its state in localStorage, and the page that reads it back: every
/// calculator, the wizard and the estimate. `true` marks the estimate's record, which is the
/// estimate's JSON rather than a form's `(field, text)` pairs (`reader.js` reads each kind).
fn saved_places(lang: Lang) -> Vec<(String, Route, String, bool)> {
    let mut out: Vec<(String, Route, String, bool)> = Kind::ALL
        .into_iter()
        .map(|k| {
            (
                format!("gpuplan.calc.{}", k.name()),
                calculator(k),
                calc_words::title(k, lang).to_owned(),
                false,
            )
        })
        .collect();
    out.push((
        "gpuplan.wizard".to_owned(),
        Route::Wizard,
        Msg::WizardLauncher.text(lang).to_owned(),
        false,
    ));
    out.push((
        crate::pages::estimate::STORAGE_KEY.to_owned(),
        Route::Estimate,
        Msg::EstimateLauncher.text(lang).to_owned(),
        true,
    ));
    out
}

/// The home page: natively (the prerenderer) the whole page.
#[cfg(not(target_arch = "wasm32"))]
#[component]
pub fn Home() -> Html {
    html! { <HomePage /> }
}

/// The home page in the browser: the app is not meant to draw it (see the module's text), so
/// an address it was asked to show as the home page (such as `/zh/`, which a static host answers
/// with the not-found page) is replaced by the prerendered page's own. Already there, it says
/// where the home page is rather than loading it again.
#[cfg(target_arch = "wasm32")]
#[component]
pub fn Home() -> Html {
    let lang = use_lang();
    let to = crate::route::Page::new(lang, Route::Home);
    let href = crate::nav::href(crate::router::use_navigator().as_ref(), &to);
    {
        let href = href.clone();
        use_effect_with((), move |_| {
            if let Some(location) = web_sys::window().map(|w| w.location())
                && location.pathname().is_ok_and(|here| here != href)
            {
                let _ = location.replace(&href);
            }
        });
    }
    html! {
        <article class="home">
            <h1>{ Msg::HomeTitle.text(lang) }</h1>
            <p><a {href}>{ Msg::GoHome.text(lang) }</a></p>
        </article>
    }
}

/// The whole home page, as the build prerenders it.
#[component]
pub fn HomePage() -> Html {
    let lang = use_lang();
    let t = |m: Msg| m.text(lang);
    let h = |m: H| m.text(lang);
    let problem = content::chapters().err().map(|e| {
        html! { <p class="notice error" role="alert">{ format!("{} {e}", t(Msg::GuideNotLoaded)) }</p> }
    });
    let items: Html = content::chapters_in(lang)
        .map(|c| {
            let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
            html! { <li><Go {to}>{ c.doc.title.clone() }</Go></li> }
        })
        .collect();
    let catalog = catalog_data::catalog().ok();
    let group = words::default_group(lang);
    let region = catalog.and_then(|c| words::door_region(c, lang)).unwrap_or("eastus");
    let region_label = catalog
        .and_then(|c| c.region(region))
        .map_or(region, |r| region_name(&r.name, &r.display_name, lang));
    let [wizard, training, fine_tune, serve, compare, bill] = doors(region);
    let link = |d: Door, text: &'static str| {
        html! { <Go to={d.route} query={d.query}>{ text }</Go> }
    };
    let places = saved_places(lang);
    html! {
        <article class="home">
            <h1>{ t(Msg::HomeTitle) }</h1>
            <p class="lede">{ t(Msg::HomeLede) }</p>
            { for problem }
            <section class="continue" id="continue" aria-labelledby="continue-title" hidden={true}>
                <h2 id="continue-title">{ h(H::ContinueTitle) }</h2>
                <p>{ h(H::ContinueText) }</p>
                <ul>
                    { for places.into_iter().map(|(key, to, name, estimate)| html! {
                        <li data-saved={key} data-record={if estimate { "estimate" } else { "form" }} hidden={true}>
                            <Go {to}>{ name }</Go>
                        </li>
                    }) }
                </ul>
            </section>
            <section class="doors" aria-labelledby="doors-title">
                <h2 id="doors-title">{ h(H::DoorsTitle) }</h2>
                <ul>
                    <li class="door" data-door="train">
                        <h3>{ link(wizard, h(H::TrainTitle)) }</h3>
                        <p>{ h(H::TrainText) }</p>
                        <p class="door-more">{ link(training, h(H::TrainCalculator)) }</p>
                    </li>
                    <li class="door" data-door="fine-tune">
                        <h3>{ link(fine_tune, h(H::FineTuneTitle)) }</h3>
                        <p>{ h(H::FineTuneText) }</p>
                    </li>
                    <li class="door" data-door="serve">
                        <h3>{ link(serve, h(H::ServeTitle)) }</h3>
                        <p>{ h(H::ServeText) }</p>
                    </li>
                    <li class="door" data-door="compare">
                        <h3>{ link(compare, h(H::CompareTitle)) }</h3>
                        <p>{ words::compare_text(region_label, lang) }</p>
                    </li>
                    <li class="door" data-door="bill">
                        <h3>{ link(bill, h(H::BillTitle)) }</h3>
                        <p>{ h(H::BillText) }</p>
                    </li>
                </ul>
            </section>
            if let Some(c) = catalog {
                { strip(c, group, lang) }
            }
            <section class="contents" aria-labelledby="contents">
                <h2 id="contents">{ t(Msg::HomeContents) }</h2>
                <ol>{ items }</ol>
            </section>
        </article>
    }
}

/// The strip: the reader's region group first, the others folded under it.
fn strip(c: &'static Catalog, first: RegionGroup, lang: Lang) -> Html {
    let today = catalog_data::today();
    let others = RegionGroup::ALL.into_iter().filter(|g| *g != first);
    html! {
        <section class="strip" aria-labelledby="strip-title">
            <h2 id="strip-title">{ H::StripTitle.text(lang) }</h2>
            { group_figures(c, first, today, lang) }
            <details class="other-groups">
                <summary>{ H::OtherGroups.text(lang) }</summary>
                { for others.map(|g| group_figures(c, g, today, lang)) }
            </details>
            <p class="caption">
                { H::StripNote.text(lang) }{ " " }
                <Go to={Route::Catalog}>{ H::EverySize.text(lang) }</Go>
            </p>
        </section>
    }
}

/// One region group's figures: each current GPU's cheapest price per GPU-hour with its size,
/// region and date (or that there is none), then the Spot discount range.
fn group_figures(
    c: &'static Catalog,
    group: RegionGroup,
    today: gpuplan_core::date::Date,
    lang: Lang,
) -> Html {
    let id = format!("strip-{}", group.as_str());
    let item = |low: GpuLow<'static>| {
        let name = low.gpu.name_in(lang).to_owned();
        match low.cheapest {
            Some(hour) => {
                let region = c
                    .region(hour.region)
                    .map_or(hour.region, |r| region_name(&r.name, &r.display_name, lang));
                html! {
                    <li data-gpu={low.gpu.id.clone()} data-size={hour.size.name.clone()}
                        data-region={hour.region.to_owned()} data-as-of={hour.as_of.to_string()}>
                        <span class="gpu-name">{ name }</span>{ " " }
                        <strong class="price">{ words::per_gpu_hour(hour.per_gpu_hour, lang) }</strong>{ " " }
                        <span class="from">
                            <Go to={Route::Size { size: hour.size.name.clone() }}>{ hour.size.name.clone() }</Go>
                            { words::price_from(region, hour.region, hour.as_of, lang) }
                        </span>
                    </li>
                }
            }
            None => html! {
                <li data-gpu={low.gpu.id.clone()} class="missing">
                    <span class="gpu-name">{ name }</span>{ gpuplan_i18n::problems::colon(lang) }{ H::NoPrice.text(lang) }
                </li>
            },
        }
    };
    let range = |g: RegionGroup| {
        highlights::spot_discount_range(c, g, today)
            .map(|r| words::spot_range(g, r.lowest, r.highest, r.pairs, (r.oldest, r.newest), lang))
    };
    // A group without Spot figures says so, then gives the groups that have them, each sentence
    // naming its own group.
    let spot: Vec<String> = match range(group) {
        Some(line) => vec![line],
        None => std::iter::once(words::no_spot(group, highlights::has_spot(c, group), lang))
            .chain(RegionGroup::ALL.into_iter().filter(|g| *g != group).filter_map(range))
            .collect(),
    };
    html! {
        <section class="strip-group" data-group={group.as_str()} aria-labelledby={id.clone()}>
            <h3 {id}>{ words::group_name(group, lang) }</h3>
            <p class="caption">{ words::strip_intro(group, lang) }</p>
            <ul class="gpu-prices">
                { for highlights::cheapest_per_gpu_hour(c, group, today).into_iter().map(item) }
            </ul>
            { for spot.into_iter().map(|line| html! { <p class="spot">{ line }</p> }) }
        </section>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use gpuplan_core::calc::wizard;
    use gpuplan_core::calc::{self, Kind};

    use super::*;
    use crate::catalog_data;
    use crate::prerender::render;
    use crate::test_html::{all, fragment, one, text, texts};

    /// Each door's example runs in its tool without an error: the wizard ranks sizes, the
    /// calculators compute, the catalog view reads its query without a notice and the estimate
    /// prices every line.
    #[test]
    fn every_door_opens_its_tool_on_an_example_that_computes() {
        catalog_data::fix_build_date_for_tests();
        let data = catalog_data::dataset().unwrap();
        let c = &data.catalog;
        for lang in Lang::ALL {
            let region = words::door_region(c, lang).unwrap();
            for d in doors(region) {
                let pairs = |prefix: &str| -> Vec<(String, String)> {
                    d.query
                        .iter()
                        .filter_map(|(k, v)| Some((k.strip_prefix(prefix)?.to_owned(), v.clone())))
                        .collect()
                };
                match &d.route {
                    Route::Wizard => {
                        let mut s = wizard::defaults();
                        for (k, v) in pairs("wizard.") {
                            calc::set_text(&mut s, &k, &v);
                        }
                        assert_ne!(s, wizard::defaults(), "the example differs from the defaults");
                        let (_, rec) = wizard::recommend(&s, data, catalog_data::today()).unwrap();
                        assert!(!rec.ranked.is_empty(), "the wizard ranks sizes");
                    }
                    Route::Calculator { name } => {
                        let kind = Kind::from_name(name).unwrap();
                        let prefix = format!("{name}.");
                        let (state, notices) =
                            kind.state_from_pairs(kind.defaults(&[]), &pairs(&prefix));
                        assert!(notices.is_empty(), "{name}: {notices:?}");
                        assert_ne!(
                            state,
                            kind.defaults(&[]),
                            "{name}: the example differs from the defaults"
                        );
                        let computes = match kind {
                            Kind::Training => {
                                calc::training::training(&state, data, crate::catalog_data::today())
                                    .is_ok()
                            }
                            Kind::FineTuning => calc::fine_tuning::fine_tuning(
                                &state,
                                data,
                                crate::catalog_data::today(),
                            )
                            .is_ok(),
                            Kind::Inference => calc::inference::inference(
                                &state,
                                data,
                                crate::catalog_data::today(),
                            )
                            .is_ok(),
                            other => panic!("a door to the {other:?} calculator"),
                        };
                        assert!(computes, "{name} computes");
                    }
                    Route::Catalog => {
                        let query = gpuplan_core::catalog::view::CatalogView::default();
                        let q: Vec<String> =
                            d.query.iter().map(|(k, v)| format!("{k}={v}")).collect();
                        let (view, notices) =
                            gpuplan_core::catalog::view::CatalogView::from_query(&q.join("&"), c);
                        assert!(notices.is_empty(), "{notices:?}");
                        assert_ne!(view, query);
                        assert!(highlights::in_group(c, &view.region, words::default_group(lang)));
                    }
                    Route::Estimate => {
                        let e = gpuplan_core::cost::estimate::parse(&d.query[0].1).unwrap();
                        let r = gpuplan_core::cost::estimate::evaluate(
                            &e,
                            c,
                            &data.rates,
                            crate::catalog_data::today(),
                        )
                        .unwrap();
                        assert_eq!(r.lines.len(), 3);
                    }
                    other => panic!("a door to {other:?}"),
                }
            }
        }
    }

    /// The home page in each language: its doors link to their tools with the example in the
    /// address, the strip is there with figures and dates, and the saved-state list is
    /// prerendered hidden.
    #[test]
    fn the_home_page_has_doors_a_strip_and_a_hidden_continue_list() {
        catalog_data::fix_build_date_for_tests();
        for (path, lang) in [("/", Lang::En), ("/zh", Lang::Zh)] {
            let page = fragment(&render(path, "/"));
            let root = page.root_element();
            let prefix = if lang == Lang::Zh { "/zh" } else { "" };
            for tool in [
                "wizard?",
                "calc/training?",
                "calc/fine-tuning?",
                "calc/inference?",
                "catalog?",
                "estimate?",
            ] {
                let door = format!("li.door a[href^=\"{prefix}/{tool}\"]");
                assert_eq!(all(root, &door).len(), 1, "{path} has no door to {tool}");
            }
            let serve = all(root, "li.door a[href*=\"inference.concurrent=64\"]");
            assert_eq!(serve.len(), 1, "{path}");
            // The price door: the Americas' best-covered region in English, as before; in
            // Chinese, the best-covered of the regions mainland teams use, not Australia East.
            let c = catalog_data::catalog().unwrap();
            let expected = match lang {
                Lang::En => highlights::best_covered_region(c, RegionGroup::Americas).unwrap(),
                Lang::Zh => {
                    let named = ["eastasia", "southeastasia", "japaneast"];
                    highlights::best_covered_of(c, &named).unwrap()
                }
                #[cfg(feature = "pseudo")]
                Lang::Pseudo => unreachable!("not in Lang::ALL"),
            };
            let compare = one(root, "li.door[data-door=compare] a");
            let href = compare.attr("href").unwrap_or_default();
            assert!(href.contains(&format!("region={expected}&")), "{path}: {href}");
            if lang == Lang::Zh {
                assert_ne!(expected, "australiaeast");
                let shown = text(one(root, "li.door[data-door=compare]"));
                let name = c.region(expected).unwrap();
                let name = region_name(&name.name, &name.display_name, lang);
                assert!(shown.contains(name), "{path}: {shown}");
            }
            let strip = one(root, "section.strip");
            assert_eq!(texts(strip, "h2"), [H::StripTitle.text(lang)], "{path}");
            let group = words::group_name(words::default_group(lang), lang);
            assert!(texts(strip, "h3").iter().any(|h| h == group), "{path}: {group}");
            assert!(!all(strip, "[data-as-of^=\"20\"]").is_empty(), "{path}: dated figures");
            let continue_list = one(root, "section#continue");
            assert!(continue_list.attr("hidden").is_some(), "{path}: shown before it is filled");
            assert_eq!(continue_list.attr("aria-labelledby"), Some("continue-title"), "{path}");
            assert!(!text(one(continue_list, "#continue-title")).is_empty(), "{path}");
            let wizard = all(continue_list, "[data-saved=\"gpuplan.wizard\"]");
            assert_eq!(wizard.len(), 1, "{path}");
        }
    }

    // The home page's links are plain page loads (the app never draws it): under a base path they
    // must still name it, as yew-router's links do for every other page.
    #[test]
    fn links_to_the_home_page_and_the_doors_keep_the_base_path() {
        catalog_data::fix_build_date_for_tests();
        let links = |path: &str, css: &str| {
            let page = fragment(&render(path, "/gpuplan/"));
            all(page.root_element(), css).len()
        };
        assert!(
            links("/zh/catalog", "header a[href=\"/gpuplan/zh\"]") > 0,
            "the banner's link home"
        );
        let door = "li.door a[href^=\"/gpuplan/zh/wizard?wizard.task=training\"]";
        assert_eq!(links("/zh", door), 1, "a door");
        assert!(links("/", "header a[href=\"/gpuplan/\"]") > 0, "the English banner's link home");
    }
}
