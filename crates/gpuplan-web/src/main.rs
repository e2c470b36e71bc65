//! Entry point of the browser bundle: hydrates the prerendered page in `<div id="app">`, or
//! renders into it when the page there was prerendered for another path (the not-found page
//! that static hosts serve for any unknown path, or the shell after a redirect).

fn main() {
    gpuplan_web::crash::install();
    keep_edits_on_leave();
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
/// left.
fn keep_edits_on_leave() {
    use wasm_bindgen::JsCast as _;
    use wasm_bindgen::closure::Closure;

    let Some(window) = web_sys::window() else { return };
    let flush = Closure::<dyn FnMut()>::new(gpuplan_web::storage::flush_now);
    for event in ["pagehide", "visibilitychange"] {
        let _ = window.add_event_listener_with_callback(event, flush.as_ref().unchecked_ref());
    }
    // Lives as long as the page.
    flush.forget();
}
