//! Navigation helpers shared by links and pages.

use crate::router::*;
use yew::prelude::*;

use crate::i18n::use_lang;
use crate::route::{Bundle, Page, Route};

/// Props for [`Go`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct GoProps {
    /// Where to.
    pub to: Route,
    /// The link's classes.
    #[prop_or_default]
    pub classes: Classes,
    /// The link's content.
    #[prop_or_default]
    pub children: Html,
    /// The address's query, as `(name, value)` pairs (encoded for the address here); none when
    /// empty. The home page's doors open a tool with an example this way.
    #[prop_or_default]
    pub query: Vec<(String, String)>,
}

/// A link to `to` in the page's own language: from a Chinese page to `/zh/…`, from an English
/// one to the English address. A chapter keeps its own language. A link to a page the app here
/// draws ([`Bundle::draws`]) moves within the app; any other (the home page, a size's page, a
/// page of another bundle) is an ordinary link, which loads that page and, where it runs the
/// app, its own bundle. The prerenderer renders each page as its bundle would, so the two
/// kinds of link nest the same on both sides of hydration.
#[component]
pub fn Go(props: &GoProps) -> Html {
    let to = Page::new(use_lang(), props.to.clone());
    let classes = props.classes.clone();
    let navigator = use_navigator();
    if !Bundle::draws(&props.to) {
        let href = crate::router::href(navigator.as_ref(), &to, &props.query);
        return html! { <a {href} class={classes}>{ props.children.clone() }</a> };
    }
    let query = props.query.clone();
    html! { <Link<Page> {to} {classes} {query}>{ props.children.clone() }</Link<Page>> }
}

/// The address of `page` under the router's base path, as a link's `href` (what
/// [`crate::router::Link`] writes).
pub fn href(navigator: Option<&Navigator>, page: &Page) -> String {
    crate::router::href(navigator, page, &[] as &[(&str, &str); 0])
}

/// Navigates in the app to `route`, then puts `#anchor` (when not empty) in the address without
/// a new history entry, so the page scrolls to it once rendered and the address can be shared.
pub fn push_with_anchor(navigator: &Navigator, route: &Page, anchor: &str) {
    navigator.push(route);
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window().filter(|_| !anchor.is_empty()) {
        // A bare "#anchor" would resolve against <base href>, not the new page: give the whole
        // path.
        let location = w.location();
        let path = location.pathname().unwrap_or_default();
        let query = location.search().unwrap_or_default();
        if let Ok(history) = w.history() {
            let _ = history.replace_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!("{path}{query}#{anchor}")),
            );
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = anchor;
}

/// The id of the last heading (`h2`/`h3` with an id, inside the article) whose top is above the
/// upper part of the viewport: the section the reader is in. `None` at the top of the page.
pub fn current_section() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let doc = web_sys::window()?.document()?;
        let list = doc.query_selector_all("article h2[id], article h3[id]").ok()?;
        let mut current = None;
        for i in 0..list.length() {
            let Some(el) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else {
                continue;
            };
            if el.get_bounding_client_rect().top() <= 120.0 {
                current = Some(el.id());
            } else {
                break;
            }
        }
        current
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}
