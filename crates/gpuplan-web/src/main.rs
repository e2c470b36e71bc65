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
/// left, and when a link is clicked: before the router moves on, so that going back finds the
/// page's address with the last edit in it.
fn keep_edits_on_leave() {
    use wasm_bindgen::JsCast as _;
    use wasm_bindgen::closure::Closure;

    let Some(window) = web_sys::window() else { return };
    let flush = Closure::<dyn FnMut()>::new(gpuplan_web::storage::flush_now);
    for event in ["pagehide", "visibilitychange"] {
        let _ = window.add_event_listener_with_callback(event, flush.as_ref().unchecked_ref());
    }
    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        let on_link = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("a[href]").ok().flatten())
            .is_some();
        if on_link {
            gpuplan_web::storage::flush_now();
        }
    });
    // Capture: before the router's own click handler pushes the new address.
    let _ = window.add_event_listener_with_callback_and_bool(
        "click",
        on_click.as_ref().unchecked_ref(),
        true,
    );
    // Both live as long as the page.
    flush.forget();
    on_click.forget();
}
