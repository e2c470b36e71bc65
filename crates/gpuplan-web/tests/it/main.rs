//! Component tests, run in headless Chromium by wasm-bindgen-test: render, let the scheduler
//! run, read the DOM.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use gpuplan_core::doc::{Block, CalculatorSpec, Document, Inline, LinkTarget};
use gpuplan_web::components::document_view::{DocumentView, DocumentViewProps};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh container attached to the document body, with the app's data in: the test page has
/// no data files to fetch, so the build script's JSON is installed as the loader installs a
/// fetched file.
fn container() -> Element {
    gpuplan_web::loader::DataFile::Dataset
        .install(Ok(include_str!(concat!(env!("OUT_DIR"), "/dataset.json"))));
    gpuplan_web::loader::DataFile::Guide
        .install(Ok(include_str!(concat!(env!("OUT_DIR"), "/guide.json"))));
    let document = web_sys::window().and_then(|w| w.document()).unwrap();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

async fn render(doc: Document) -> Element {
    let root = container();
    let doc: &'static Document = Box::leak(Box::new(doc));
    let props = DocumentViewProps {
        doc,
        page_path: "/guide/en/test".into(),
        lang: gpuplan_core::guide::Lang::En,
    };
    yew::Renderer::<DocumentView>::with_root_and_props(root.clone(), props).render();
    yew::platform::time::sleep(Duration::ZERO).await;
    root
}

fn text(s: &str) -> Inline {
    Inline::Text(s.to_owned())
}

#[wasm_bindgen_test]
async fn text_that_looks_like_markup_stays_text() {
    let root = render(Document {
        title: String::new(),
        blocks: vec![Block::Paragraph(vec![text(
            "<script>window.pwned = 1</script><img src=x onerror=alert(1)>",
        )])],
    })
    .await;
    assert!(root.query_selector("script").unwrap().is_none());
    assert!(root.query_selector("img").unwrap().is_none());
    let shown = root.text_content().unwrap_or_default();
    assert!(shown.contains("<script>window.pwned = 1</script>"), "{shown}");
}

#[wasm_bindgen_test]
async fn headings_carry_anchors_that_work_under_a_base_href() {
    let root = render(Document {
        title: "T".into(),
        blocks: vec![Block::Heading { level: 2, id: "spot".into(), content: vec![text("Spot")] }],
    })
    .await;
    let h2 = root.query_selector("h2#spot").unwrap().expect("an h2 with the anchor id");
    let anchor = h2.query_selector("a.anchor").unwrap().expect("a self link");
    assert_eq!(anchor.get_attribute("href").as_deref(), Some("guide/en/test#spot"));
}

#[wasm_bindgen_test]
async fn links_render_with_their_checked_targets() {
    let link = |target, t: &str| Inline::Link { target, content: vec![text(t)] };
    let root = render(Document {
        title: String::new(),
        blocks: vec![Block::Paragraph(vec![
            link(LinkTarget::External("https://learn.microsoft.com/".into()), "docs"),
            link(LinkTarget::Internal("guide/en/other".into()), "other"),
            link(LinkTarget::Anchor("x".into()), "here"),
        ])],
    })
    .await;
    let hrefs: Vec<_> = (0..3)
        .map(|i| {
            root.query_selector_all("a")
                .unwrap()
                .item(i)
                .unwrap()
                .dyn_into::<Element>()
                .unwrap()
                .get_attribute("href")
        })
        .collect();
    assert_eq!(
        hrefs,
        vec![
            Some("https://learn.microsoft.com/".to_owned()),
            Some("guide/en/other".to_owned()),
            Some("guide/en/test#x".to_owned())
        ]
    );
}

#[wasm_bindgen_test]
async fn calculator_fence_renders_a_marked_placeholder() {
    let root = render(Document {
        title: String::new(),
        blocks: vec![Block::Calculator(CalculatorSpec {
            name: "not-yet".into(),
            params: vec![("region".into(), "westeurope".into())],
        })],
    })
    .await;
    let aside = root.query_selector("aside.calc-placeholder").unwrap().expect("a placeholder");
    assert_eq!(aside.get_attribute("data-calculator").as_deref(), Some("not-yet"));
    let shown = aside.text_content().unwrap_or_default();
    assert!(shown.contains("coming soon") && shown.contains("region = westeurope"), "{shown}");
}

use wasm_bindgen::JsCast;

#[wasm_bindgen_test]
async fn footnotes_are_numbered_in_order_and_link_to_the_sources_page() {
    let doc = Document {
        title: String::new(),
        blocks: vec![Block::Paragraph(vec![
            text("Spot"),
            Inline::Cite("ms-spot".into()),
            text(" prices"),
            Inline::Cite("prices-radar".into()),
            text(" again"),
            Inline::Cite("ms-spot".into()),
        ])],
    };
    let root = render(doc).await;
    let cites = root.query_selector_all("sup.cite a").unwrap();
    let mut seen = Vec::new();
    for i in 0..cites.length() {
        let a: Element = wasm_bindgen::JsCast::dyn_into(cites.item(i).unwrap()).unwrap();
        seen.push((
            a.text_content().unwrap_or_default(),
            a.get_attribute("href").unwrap_or_default(),
        ));
        // The title names the source, read from the embedded sources list.
        assert!(a.get_attribute("title").unwrap_or_default().starts_with("Source "), "{seen:?}");
    }
    assert_eq!(
        seen,
        vec![
            ("[1]".to_owned(), "guide/en/sources#src-ms-spot".to_owned()),
            ("[2]".to_owned(), "guide/en/sources#src-prices-radar".to_owned()),
            ("[1]".to_owned(), "guide/en/sources#src-ms-spot".to_owned()),
        ]
    );
}

/// The payloads of `e2e/fixtures/hostile-payloads.json`, shared with the end-to-end tests.
fn hostile_payloads() -> Vec<(String, String)> {
    let json = include_str!("../../../../e2e/fixtures/hostile-payloads.json");
    let list: Vec<serde_json::Value> = serde_json::from_str(json).unwrap();
    list.iter()
        .map(|v| (v["name"].as_str().unwrap().to_owned(), v["text"].as_str().unwrap().to_owned()))
        .collect()
}

#[wasm_bindgen_test]
async fn hostile_markdown_renders_as_inert_text() {
    let payloads = hostile_payloads();
    assert!(payloads.len() >= 30, "{}", payloads.len());
    for (name, text) in payloads {
        // The payload as a paragraph, a link target, a list item, a quote, a heading, a table
        // cell and a calculator parameter.
        let source = format!(
            "# {text}\n\n{text}\n\n[link]({text})\n\n- {text}\n\n> {text}\n\n| a |\n|---|\n| {text} |\n\n```calc spot\nregion = {text}\n```\n"
        );
        let (doc, _) = gpuplan_core::markdown::parse(&source, &Default::default());
        let root = render(doc).await;
        let bad = root
            .query_selector_all("script, iframe, object, embed, img, style, meta, base, form[action], svg:not(.chart svg)")
            .unwrap()
            .length();
        assert_eq!(bad, 0, "{name}: foreign elements");
        let all = root.query_selector_all("*").unwrap();
        for i in 0..all.length() {
            let el: Element = wasm_bindgen::JsCast::dyn_into(all.item(i).unwrap()).unwrap();
            for attr in el.get_attribute_names().iter() {
                let attr = attr.as_string().unwrap_or_default();
                assert!(!attr.starts_with("on"), "{name}: attribute {attr}");
            }
            if let Some(href) = el.get_attribute("href") {
                let lower = href.trim().to_ascii_lowercase();
                assert!(
                    !(lower.starts_with("javascript:")
                        || lower.starts_with("vbscript:")
                        || lower.starts_with("data:")),
                    "{name}: href {href}"
                );
            }
        }
        let pwned = js_sys::Reflect::get(&web_sys::window().unwrap(), &"__pwned".into()).unwrap();
        assert!(pwned.is_undefined(), "{name}: a payload ran");
        root.remove();
    }
}

async fn render_calculator(kind: gpuplan_core::calc::Kind) -> Element {
    use gpuplan_web::components::calculator::{Calculator, CalculatorProps};
    let root = container();
    let props = CalculatorProps {
        kind,
        overrides: Vec::new(),
        embedded: false,
        lang: gpuplan_core::guide::Lang::En,
    };
    yew::Renderer::<Calculator>::with_root_and_props(root.clone(), props).render();
    yew::platform::time::sleep(Duration::ZERO).await;
    root
}

/// Types `text` into a calculator's field `key` as a reader would: set the value, fire `input`.
async fn type_into(root: &Element, kind: gpuplan_core::calc::Kind, key: &str, text: &str) {
    type_id(root, &format!("calc-{}-{key}", kind.name()), text).await;
}

#[wasm_bindgen_test]
async fn every_calculator_renders_labelled_fields_and_validates_each_one() {
    use gpuplan_core::calc::{Input, Kind};
    for kind in Kind::ALL {
        forget_saved(kind);
        let root = render_calculator(kind).await;
        // Every field has a label pointing at it.
        for f in kind.fields() {
            let id = format!("calc-{}-{}", kind.name(), f.key);
            let label = root.query_selector(&format!("label[for='{id}']")).unwrap();
            assert!(label.is_some(), "{}: no label for {}", kind.name(), f.key);
        }
        // Fill what only the reader knows, so that there is a first good result.
        if kind == Kind::BuyOrRent {
            type_into(&root, kind, "kwh", "0.15").await;
        }
        if kind == Kind::Governance {
            type_into(&root, kind, "compute", "40000").await;
        }
        let result = root.query_selector(".calc-result").unwrap().unwrap();
        assert!(
            root.query_selector(".calc-result .figures").unwrap().is_some(),
            "{}: no result",
            kind.name()
        );
        assert!(!result.class_list().contains("stale"), "{}", kind.name());
        let good = root.query_selector(".calc-result .figures").unwrap().unwrap().text_content();
        // Each text field, given nonsense, shows its own message; the last good result stays,
        // marked stale.
        for f in kind.fields().iter().filter(|f| matches!(f.input, Input::Text | Input::Number(_)))
        {
            type_into(&root, kind, f.key, "banana").await;
            let error =
                root.query_selector(&format!("#calc-{}-{}-error", kind.name(), f.key)).unwrap();
            assert!(error.is_some(), "{}: no message for {}", kind.name(), f.key);
            let input =
                root.query_selector(&format!("#calc-{}-{}", kind.name(), f.key)).unwrap().unwrap();
            assert_eq!(input.get_attribute("aria-invalid").as_deref(), Some("true"));
            assert!(result.class_list().contains("stale"), "{}: {} not stale", kind.name(), f.key);
            assert_eq!(
                root.query_selector(".calc-result .figures").unwrap().unwrap().text_content(),
                good
            );
            let value = kind
                .fields()
                .iter()
                .find(|x| x.key == f.key)
                .map(|x| x.default)
                .unwrap_or_default();
            let value = match (kind, f.key) {
                (Kind::BuyOrRent, "kwh") => "0.15",
                (Kind::Governance, "compute") => "40000",
                _ => value,
            };
            type_into(&root, kind, f.key, value).await;
            assert!(
                !result.class_list().contains("stale"),
                "{}: {} still stale",
                kind.name(),
                f.key
            );
        }
        root.remove();
        forget_saved(kind);
    }
}

fn forget_saved(kind: gpuplan_core::calc::Kind) {
    forget(&format!("gpuplan.calc.{}", kind.name()));
}

/// Removes a stored record, after the writes waiting for a pause, which would otherwise land
/// after the removal.
fn forget(key: &str) {
    gpuplan_web::storage::flush_now();
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.remove_item(key).unwrap();
}

#[wasm_bindgen_test]
async fn a_calculator_restores_its_saved_state_and_survives_a_corrupt_one() {
    use gpuplan_core::calc::Kind;
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let root = render_calculator(Kind::Spot).await;
    type_into(&root, Kind::Spot, "work", "12k").await;
    // The state is written once the reader pauses (250 ms without an edit).
    yew::platform::time::sleep(std::time::Duration::from_millis(400)).await;
    root.remove();
    let saved = storage.get_item("gpuplan.calc.spot").unwrap().unwrap_or_default();
    assert!(saved.contains("12k"), "{saved}");
    let again = render_calculator(Kind::Spot).await;
    let input: web_sys::HtmlInputElement =
        again.query_selector("#calc-spot-work").unwrap().unwrap().dyn_into().unwrap();
    assert_eq!(input.value(), "12k");
    again.remove();
    for junk in
        ["{not json", "{\"v\":0,\"state\":[]}", "{\"v\":1,\"state\":[[\"<script>\",\"1\"]]}"]
    {
        storage.set_item("gpuplan.calc.spot", junk).unwrap();
        let root = render_calculator(Kind::Spot).await;
        let notice =
            root.query_selector(".notice").unwrap().map(|n| n.text_content().unwrap_or_default());
        assert!(notice.is_some(), "{junk}: no notice");
        assert!(
            root.query_selector(".calc-result .figures").unwrap().is_some(),
            "{junk}: no result"
        );
        assert_eq!(root.query_selector("script").unwrap(), None);
        root.remove();
    }
    forget("gpuplan.calc.spot");
}

#[wasm_bindgen_test]
async fn an_embedded_calculator_with_hostile_defaults_leaves_the_app_working() {
    use gpuplan_web::components::calculator::{Calculator, CalculatorProps};
    for (name, text) in hostile_payloads() {
        let root = container();
        let overrides =
            vec![("region".to_owned(), text.clone()), ("work".to_owned(), text.clone())];
        let props = CalculatorProps {
            kind: gpuplan_core::calc::Kind::Spot,
            overrides,
            embedded: true,
            lang: gpuplan_core::guide::Lang::En,
        };
        yew::Renderer::<Calculator>::with_root_and_props(root.clone(), props).render();
        yew::platform::time::sleep(Duration::ZERO).await;
        assert!(root.query_selector(".field-error").unwrap().is_some(), "{name}: no field message");
        // Rendering still works afterwards: nothing panicked inside Yew.
        let probe = render(Document { title: String::new(), blocks: vec![Block::Rule] }).await;
        assert!(probe.query_selector("hr").unwrap().is_some(), "rendering broken after {name}");
        root.remove();
        probe.remove();
    }
}

async fn render_page<C: yew::BaseComponent<Properties = ()>>() -> Element {
    let root = container();
    yew::Renderer::<C>::with_root(root.clone()).render();
    yew::platform::time::sleep(Duration::ZERO).await;
    root
}

async fn type_id(root: &Element, id: &str, text: &str) {
    let input: web_sys::HtmlInputElement =
        root.query_selector(&format!("#{id}")).unwrap().unwrap().dyn_into().unwrap();
    input.set_value(text);
    input.dispatch_event(&web_sys::InputEvent::new("input").unwrap()).unwrap();
    yew::platform::time::sleep(Duration::ZERO).await;
}

#[wasm_bindgen_test]
async fn the_estimate_builder_prices_its_default_line_and_names_a_bad_field() {
    forget("gpuplan.estimate");
    let root = render_page::<gpuplan_web::pages::estimate::EstimatePage>().await;
    let total = root
        .query_selector("#total-term")
        .unwrap()
        .expect("totals")
        .text_content()
        .unwrap_or_default();
    assert!(total.ends_with(" USD"), "{total}");
    type_id(&root, "est-months", "twelve").await;
    assert!(root.query_selector("#est-months-error").unwrap().is_some());
    assert!(root.query_selector(".estimate-result.stale").unwrap().is_some());
    assert_eq!(
        root.query_selector("#total-term").unwrap().unwrap().text_content().unwrap_or_default(),
        total
    );
    type_id(&root, "est-line-0-count", "2").await;
    type_id(&root, "est-months", "12").await;
    let doubled =
        root.query_selector("#total-term").unwrap().unwrap().text_content().unwrap_or_default();
    assert_ne!(doubled, total);
    root.remove();
    forget("gpuplan.estimate");
}

#[wasm_bindgen_test]
async fn the_wizard_shows_four_steps_and_a_ranking_and_keeps_it_when_a_field_is_bad() {
    let root = render_page::<gpuplan_web::pages::wizard::WizardPage>().await;
    assert_eq!(root.query_selector_all("li.tree-step").unwrap().length(), 4);
    let rows = root.query_selector_all("table.ranked tbody tr").unwrap().length();
    assert!(rows > 0);
    type_id(&root, "wizard-params", "lots").await;
    assert!(root.query_selector("#wizard-params-error").unwrap().is_some());
    assert!(root.query_selector(".wizard-result.stale").unwrap().is_some());
    assert_eq!(root.query_selector_all("table.ranked tbody tr").unwrap().length(), rows);
    root.remove();
}
