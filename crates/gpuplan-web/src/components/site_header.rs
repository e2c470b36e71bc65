//! The banner at the top of every page: skip link, site name, main navigation, a search box and
//! the theme choice.

use web_sys::HtmlInputElement;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;
use crate::theme::{self, Theme};

/// The site banner.
#[component]
pub fn SiteHeader() -> Html {
    let navigator = use_navigator();
    let input = use_node_ref();
    let onsubmit = {
        let input = input.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let q = input.cast::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
            if let Some(nav) = &navigator {
                let _ = nav.push_with_query(&Route::Search, &[("q", q)]);
            }
        })
    };
    let theme = use_state(theme::stored);
    let live = crate::client::use_live();
    {
        // The prerendered menu shows "System"; the stored choice is read once the app is live.
        let theme = theme.clone();
        use_effect_with(live, move |live| {
            if *live {
                theme.set(theme::stored());
            }
        });
    }
    let onchange = {
        let theme = theme.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else { return };
            let chosen = Theme::parse(&select.value()).unwrap_or(Theme::System);
            theme::apply(chosen);
            theme.set(chosen);
        })
    };
    let options: Html = Theme::ALL
        .into_iter()
        .map(|t| html! { <option value={t.code()} selected={*theme == t}>{ t.label() }</option> })
        .collect();
    html! {
        <header class="site-header">
            <a class="skip-link" href="#main" onclick={skip_to_main()}>{ "Skip to content" }</a>
            <Link<Route> to={Route::Home} classes="site-name">{ "gpuplan" }</Link<Route>>
            <nav aria-label="Main">
                <Link<Route> to={Route::Home}>{ "Guide" }</Link<Route>>
                <Link<Route> to={Route::Catalog}>{ "Catalog" }</Link<Route>>
                <Link<Route> to={Route::Wizard}>{ "Wizard" }</Link<Route>>
                <Link<Route> to={Route::Estimate}>{ "Estimate" }</Link<Route>>
                <Link<Route> to={Route::Calculators}>{ "Calculators" }</Link<Route>>
                <Link<Route> to={Route::Search}>{ "Search" }</Link<Route>>
            </nav>
            <form class="header-search" role="search" aria-label="Guide" {onsubmit}>
                <label for="header-search" class="visually-hidden">{ "Search the guide" }</label>
                <input id="header-search" type="search" placeholder="Search the guide" ref={input} />
                <button type="submit">{ "Search" }</button>
            </form>
            <label class="theme-choice">
                { "Theme " }
                <select id="theme" {onchange}>{ options }</select>
            </label>
        </header>
    }
}

/// The skip link moves focus to `<main>` itself: a bare `#main` would resolve against
/// `<base href>` and leave the page.
fn skip_to_main() -> Callback<MouseEvent> {
    Callback::from(|e: MouseEvent| {
        e.prevent_default();
        #[cfg(target_arch = "wasm32")]
        {
            use wasm_bindgen::JsCast;
            if let Some(main) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id("main"))
                .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = main.focus();
                main.scroll_into_view();
            }
        }
    })
}
