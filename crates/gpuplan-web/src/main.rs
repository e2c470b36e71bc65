//! Entry point of the browser bundle: reads the data files the page names, then hydrates the
//! prerendered page in `<div id="app">`, or renders into it when the page there was prerendered
//! for another path (the not-found page that static hosts serve for any unknown path, in the
//! build that loads the app there, or the shell after a redirect).

fn main() {
    gpuplan_web::crash::install();
    keep_edits_on_leave();
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(async {
        // Notes the document's own path, before the router can move (`app::Elsewhere`).
        let _ = gpuplan_web::client::at_first_path();
        gpuplan_web::loader::load().await;
        start();
    });
}

/// Hydrates or renders the app, once its data is in.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn start() {
    let Some(root) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("app"))
    else {
        yew::Renderer::<gpuplan_web::App>::new().render();
        return;
    };
    if gpuplan_web::client::prerendered_here(&root) {
        let date = root.get_attribute("data-today").and_then(|d| d.parse().ok());
        gpuplan_web::client::begin_hydration(date);
        yew::Renderer::<gpuplan_web::App>::with_root(root).hydrate();
    } else {
        root.set_inner_html("");
        yew::Renderer::<gpuplan_web::App>::with_root(root).render();
    }
}

/// Writes still waiting for a pause (address, storage) are written when the page is hidden or
/// left, and when a link is clicked: before the router moves on, so that going back finds the
/// page's address with the last edit in it.
fn keep_edits_on_leave() {
    use gloo_events::{EventListener, EventListenerOptions};
    use wasm_bindgen::JsCast as _;

    let Some(window) = web_sys::window() else { return };
    for event in ["pagehide", "visibilitychange"] {
        EventListener::new(&window, event, |_| gpuplan_web::storage::flush_now()).forget();
    }
    // Capture: before the router's own click handler pushes the new address.
    EventListener::new_with_options(
        &window,
        "click",
        EventListenerOptions::run_in_capture_phase(),
        |event| {
            let on_link = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("a[href]").ok().flatten())
                .is_some();
            if on_link {
                gpuplan_web::storage::flush_now();
            }
        },
    )
    .forget();
}
