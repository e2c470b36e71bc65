//! Every calculator, rendered with its form and its default result (server-side, as the
//! prerenderer does) in English and in Chinese: the Chinese page has no English word outside the
//! names, units and codes a Chinese page keeps, the English page no Chinese, and both show the
//! same numbers.

use std::rc::Rc;

use gpuplan_core::calc::Kind;
use gpuplan_core::date::Date;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::is_cjk;
use scraper::{ElementRef, Node};
use yew::LocalServerRenderer;
use yew::prelude::*;

use super::{Context, prices_used_on};
use crate::components::calculator::{Calculator, CalculatorProps};
use crate::components::spot_evictions::{Export, Note, Origin, SpotEvictions, SpotEvictionsProps};
use crate::test_html::{all, attrs, fragment};

/// Latin words a Chinese page keeps: [`gpuplan_i18n::figures::LATIN_KEPT`], and these, which
/// only the calculators' pages show.
const ALLOWED_HERE: &[&str] = &["Jio", "SpotResources", "gpuplan", "ResNet", "ViT", "URL"];

/// The text a reader meets on a page: text nodes (not the code inside `<code>`, nor what the
/// reader typed inside `<textarea>`) and the attributes `aria-label`, `title`, `placeholder`
/// and `alt`, each followed by a space, in the page's order.
fn seen(html: &str) -> String {
    let page = fragment(html);
    let mut out = String::new();
    for node in page.root_element().descendants() {
        match node.value() {
            Node::Text(t) => {
                let in_code = node
                    .ancestors()
                    .filter_map(ElementRef::wrap)
                    .any(|e| matches!(e.value().name(), "code" | "textarea"));
                if !in_code {
                    out.push_str(t);
                    out.push(' ');
                }
            }
            Node::Element(e) => {
                for value in ["aria-label", "title", "placeholder", "alt"].map(|a| e.attr(a)) {
                    out.extend(value.into_iter().chain([" "]));
                }
            }
            _ => {}
        }
    }
    out
}

/// How many elements of `html` match `css`.
fn count(html: &str, css: &str) -> usize {
    all(fragment(html).root_element(), css).len()
}

/// The figures of `s` by value ([`gpuplan_i18n::figures::figures`]), region names with a digit
/// (`East US 2`, `美国东部 2`) not counted as figures.
fn numbers(s: &str) -> Vec<String> {
    let catalog = crate::catalog_data::catalog().unwrap_or_else(|e| panic!("{e}"));
    let names = gpuplan_i18n::figures::numbered_region_names(catalog);
    gpuplan_i18n::figures::figures(s, &names)
}

/// The names a Chinese page keeps as they are, besides the words of [`ALLOWED_HERE`]: the
/// catalog's sizes and regions (by name and display name), the repositories of the price sources
/// `html` links to (their short names say "karpenter-provider-azure 价格表"), and `data` (what the
/// reader gave: a file's name, an export's sizes).
fn names(html: &str, data: &[&str]) -> Vec<String> {
    let c = &crate::catalog_data::dataset().expect("the embedded dataset").catalog;
    let mut out: Vec<String> = c
        .sizes
        .iter()
        .map(|s| s.name.clone())
        .chain(c.regions.iter().flat_map(|r| [r.name.clone(), r.display_name.clone()]))
        .chain(
            attrs(fragment(html).root_element(), "href")
                .into_iter()
                .filter_map(|href| href.split_once("#src-").map(|(_, source)| source.to_owned()))
                .filter_map(|id| c.sources.iter().find(|s| s.id == id)?.repo.clone())
                .filter_map(|repo| repo.split_once('/').map(|(_, name)| name.to_owned())),
        )
        .chain(data.iter().map(|d| (*d).to_owned()))
        .collect();
    // The longest first, so that "eastus2" goes before "eastus".
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out
}

/// The model codes in the catalog's GPU names ("H200", "MI300X"), which hints and notes name.
fn gpu_codes() -> Vec<String> {
    let c = &crate::catalog_data::dataset().expect("the embedded dataset").catalog;
    c.gpus
        .iter()
        .flat_map(|g| {
            gpuplan_i18n::figures::latin_tokens(&g.name)
                .into_iter()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .filter(|t| t.chars().any(|c| c.is_ascii_digit()))
        .collect()
}

/// The Latin words of a Chinese page that it should not have ([`gpuplan_i18n::figures::stray_latin`]),
/// the GPU model `codes` allowed besides [`ALLOWED_HERE`].
fn english_words(text: &str, names: &[String], codes: &[String]) -> Vec<String> {
    let allowed: Vec<&str> = gpuplan_i18n::figures::LATIN_KEPT
        .iter()
        .chain(ALLOWED_HERE)
        .copied()
        .chain(codes.iter().map(String::as_str))
        .collect();
    gpuplan_i18n::figures::stray_latin(text, names, &allowed)
}

fn render<C: BaseComponent>(props: C::Properties) -> String {
    // Both languages must see the same date, whichever test of the crate sets it first.
    crate::catalog_data::fix_build_date_for_tests();
    futures_executor::block_on(
        LocalServerRenderer::<C>::with_props(props).hydratable(false).render(),
    )
}

/// The fields a calculator leaves empty for the reader, filled so that it has a result.
fn filled(kind: Kind) -> Vec<(String, String)> {
    let pairs: &[(&str, &str)] = match kind {
        Kind::Governance => &[("compute", "20000"), ("tier_gb", "50k"), ("snapshot_gb", "2000")],
        Kind::BuyOrRent => &[("kwh", "0.12")],
        _ => &[],
    };
    pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
}

/// Checks a rendering in both languages: the English without Chinese, the Chinese without
/// English words (besides names and `data`, words of the reader's own data), the same numbers in
/// both.
fn check_both(what: &str, en: &str, zh: &str, data: &[&str]) {
    let (en_text, zh_text) = (seen(en), seen(zh));
    assert!(!en_text.chars().any(is_cjk), "{what}: the English page has Chinese:\n{en_text}");
    assert!(zh_text.chars().any(is_cjk), "{what}: the Chinese page has no Chinese");
    let bad = english_words(&zh_text, &names(zh, data), &gpu_codes());
    assert!(bad.is_empty(), "{what}: English on the Chinese page: {bad:?}\n{zh_text}");
    let (n_en, n_zh) = (numbers(&en_text), numbers(&zh_text));
    let only = |a: &[String], b: &[String]| -> Vec<String> {
        let mut b = b.to_vec();
        let mut out = Vec::new();
        for x in a {
            match b.iter().position(|y| y == x) {
                Some(i) => {
                    b.remove(i);
                }
                None => out.push(x.clone()),
            }
        }
        out
    };
    assert!(
        n_en == n_zh,
        "{what}: the numbers differ: only in English {:?}, only in Chinese {:?}\nEN: {en_text}\nZH: {zh_text}",
        only(&n_en, &n_zh),
        only(&n_zh, &n_en)
    );
}

#[test]
fn every_calculator_reads_in_chinese_with_the_same_numbers() {
    for kind in Kind::ALL {
        let page = |lang| {
            render::<Calculator>(CalculatorProps {
                kind,
                overrides: filled(kind),
                embedded: true,
                lang,
            })
        };
        let (en, zh) = (page(Lang::En), page(Lang::Zh));
        for html in [&en, &zh] {
            assert_eq!(count(html, ".prices-used"), 1, "{}: no result drawn:\n{html}", kind.name());
            assert_eq!(count(html, ".calc-waiting"), 0, "{}: fields left to fill", kind.name());
        }
        check_both(kind.name(), &en, &zh, &[]);
    }
}

#[test]
fn the_english_calculator_reads_as_before() {
    let html = render::<Calculator>(CalculatorProps {
        kind: Kind::Spot,
        overrides: Vec::new(),
        embedded: true,
        lang: Lang::En,
    });
    for text in [
        "Spot with interruptions",
        "(open on its own page)",
        "Checkpoint write time",
        "e.g. 10min or 0.2h",
        "Reset to defaults",
        "Expected Spot cost",
        "Prices used",
        "Evictions per VM-hour (%)",
        "Pay-as-you-go, Standard_ND96isr_H100_v5, westeurope: ",
    ] {
        assert!(seen(&html).contains(text), "{text:?} is missing:\n{html}");
    }
    // Buy or rent's notes and the prices it goes through, by the model's code.
    let html = render::<Calculator>(CalculatorProps {
        kind: Kind::BuyOrRent,
        overrides: filled(Kind::BuyOrRent),
        embedded: true,
        lang: Lang::En,
    });
    for text in [
        "street price for the GPUs of Standard_ND96isr_H100_v5 ($200,000.00); enter your quote to replace it.",
        "TDP from the catalog, 5600 W in all, without the host.",
        "Pay-as-you-go, Standard_ND96isr_H100_v5, eastus: ",
    ] {
        assert!(seen(&html).contains(text), "{text:?} is missing:\n{html}");
    }
}

/// Renders any `Html`.
#[derive(Properties, PartialEq)]
struct ShowProps {
    html: Html,
}

#[component]
fn Show(props: &ShowProps) -> Html {
    props.html.clone()
}

fn show(html: Html) -> String {
    render::<Show>(ShowProps { html })
}

/// The reader's data in the exports below: a file name and sizes as the export writes them.
const EXPORT_DATA: &[&str] = &[FILE, "standard_nd96isr_h100_v5", "standard_nc6"];
const FILE: &str = "evictions.csv";

/// A Resource Graph export with a row for the Spot calculator's default size and region, from a
/// file, dated.
fn export(band: &str) -> Export {
    let csv =
        format!("skuName,location,spotEvictionRate\nstandard_nd96isr_h100_v5,westeurope,{band}\n");
    let mut e = Export::read(csv.into(), Origin::File(FILE.into()), "2026-03-09".into());
    e.note = Some(Note::Kept { kept: 1, total: 4000 });
    e
}

#[test]
fn the_spot_result_from_an_export_and_the_export_box_read_in_chinese() {
    let data = crate::catalog_data::dataset().expect("the embedded dataset");
    let state = Kind::Spot.defaults(&[]);
    for band in ["5-10", "20+"] {
        let e = export(band);
        let result = |lang| {
            let cx = Context { lang, evictions: Some(&e), today: crate::catalog_data::today() };
            show(super::compute(Kind::Spot, &state, data, &cx).expect("a Spot result"))
        };
        let (en, zh) = (result(Lang::En), result(Lang::Zh));
        let (en_seen, zh_seen) = (seen(&en), seen(&zh));
        assert!(en_seen.contains("Eviction rate from your Resource Graph export"), "{en}");
        assert!(en_seen.contains("dated 2026-03-09") && zh_seen.contains("2026年3月9日"), "{zh}");
        check_both(&format!("spot with export {band}"), &en, &zh, EXPORT_DATA);
    }
    let other = Export::read(
        "skuName,location,spotEvictionRate\nstandard_nc6,eastus,0-5\n".into(),
        Origin::Pasted,
        String::new(),
    );
    let result = |lang| {
        let cx = Context { lang, evictions: Some(&other), today: crate::catalog_data::today() };
        show(super::compute(Kind::Spot, &state, data, &cx).expect("a Spot result"))
    };
    check_both("spot, export without the row", &result(Lang::En), &result(Lang::Zh), EXPORT_DATA);

    let boxed = |export: Option<Export>, lang| {
        render::<SpotEvictions>(SpotEvictionsProps {
            id: "calc-spot".into(),
            export: export.map(Rc::new),
            errors: Rc::new(Vec::new()),
            on_change: Callback::noop(),
            lang,
        })
    };
    for e in [None, Some(export("5-10")), Some(other.clone())] {
        check_both("the export box", &boxed(e.clone(), Lang::En), &boxed(e, Lang::Zh), EXPORT_DATA);
    }
    let unreadable = Export::read("not an export".into(), Origin::Pasted, String::new());
    let (en, zh) = (boxed(Some(unreadable.clone()), Lang::En), boxed(Some(unreadable), Lang::Zh));
    assert!(seen(&en).contains("Could not read the text above."), "{en}");
    assert!(seen(&zh).contains("无法读取上面的文本。"), "{zh}");
}

#[test]
fn old_prices_are_marked_in_both_languages() {
    let data = crate::catalog_data::dataset().expect("the embedded dataset");
    let out = gpuplan_core::calc::spot::spot(
        &Kind::Spot.defaults(&[]),
        data,
        crate::catalog_data::today(),
    )
    .expect("a result");
    let later = Date::new(2100, 1, 1).expect("a date");
    let (en, zh) = (
        show(prices_used_on(&out.prices, Lang::En, later)),
        show(prices_used_on(&out.prices, Lang::Zh, later)),
    );
    assert!(seen(&en).contains("days old, ") && seen(&zh).contains("天，"), "{en}\n{zh}");
    assert!(count(&en, ".old-mark") > 0 && count(&zh, ".old-mark") > 0, "{en}\n{zh}");
    check_both("old prices", &en, &zh, &[]);
    // Each price names its source by its short name in the page's language, linked to its
    // entry; never by its key (a review found "来源 prices-karpenter").
    let c = crate::catalog_data::catalog().expect("the catalog");
    for (html, lang) in [(&en, Lang::En), (&zh, Lang::Zh)] {
        let shown = seen(html);
        for p in &out.prices {
            assert!(!shown.contains(p.source.as_str()), "{lang:?}: the key {}", p.source);
            let name = gpuplan_i18n::catalog::source_name(c, &p.source, lang);
            assert!(shown.contains(name), "{lang:?}: {name} in {shown}");
        }
    }
    assert!(seen(&zh).contains("来源："), "{zh}");
    // On the prices' own day nothing is old.
    let newest = out.prices.iter().map(|p| p.as_of).max().expect("a price");
    let fresh = show(prices_used_on(&out.prices, Lang::Zh, newest));
    assert!(seen(&fresh).contains("快照日期"), "{fresh}");
    assert_eq!(count(&fresh, ".old-mark"), 0, "{fresh}");
}

#[test]
fn the_checks_catch_english_and_changed_numbers() {
    let none = Vec::new();
    assert_eq!(english_words("显存 usable 70B 8.400e23 次 H100", &none, &none), ["H100", "usable"]);
    assert!(english_words("例如 10min 或 0.2h、4k，ZeRO-3", &none, &none).is_empty());
    let names = ["West US 2".to_owned(), "West US".to_owned(), "eastus2".to_owned()];
    assert!(english_words("West US 2（eastus2）West US", &names, &none).is_empty());
    assert_eq!(english_words("West of eastus2", &names, &none), ["West", "of"]);
    assert!(gpu_codes().iter().any(|c| c == "H200"));
    assert!(!gpu_codes().iter().any(|c| c == "GPUs" || c == "per"));
    assert_eq!(numbers("2026-08-20 $1,234.56"), numbers("2026年8月20日 1,234.56 美元"));
    assert_ne!(numbers("3 VMs"), numbers("4 台虚拟机"));
    assert_eq!(
        seen(r#"<p title="a &amp; b">x<code>az graph</code>y</p><svg aria-label="z"></svg>"#)
            .split_whitespace()
            .collect::<Vec<_>>(),
        ["a", "&", "b", "x", "y", "z"]
    );
}
