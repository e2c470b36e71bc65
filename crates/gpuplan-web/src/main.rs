//! Entry point of the browser bundle: hydrates the prerendered page in `<div id="app">`, or
//! renders into it when the page there was prerendered for another path (the not-found page
//! that static hosts serve for any unknown path, or the shell after a redirect).

fn main() {
    gpuplan_web::crash::install();
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
