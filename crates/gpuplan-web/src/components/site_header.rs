//! The banner at the top of every page: skip link, site name, main navigation, a search box and
//! the theme choice. Each works on a reading page, which loads no wasm, as well: the skip link
//! names the page's own path, the search box is a GET form to the search page, and
//! `site/js/reader.js` keeps the theme choice.

use web_sys::HtmlInputElement;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::i18n::{Msg, use_lang};
use crate::route::Route;
use crate::theme::{self, Theme};

/// The site banner.
#[component]
pub fn SiteHeader() -> Html {
    let navigator = use_navigator();
    // The page's own path, relative to `<base href>`: a bare `#main` would resolve against the
    // base and leave the page.
    let here = use_route::<Route>()
        .filter(|r| *r != Route::NotFound)
        .map(|r| r.to_path().trim_start_matches('/').to_owned())
        .unwrap_or_default();
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
    let lang = use_lang();
    let t = |m: Msg| m.text(lang);
    let options: Html = Theme::ALL
        .into_iter()
        .map(|th| html! { <option value={th.code()} selected={*theme == th}>{ t(th.label()) }</option> })
        .collect();
    html! {
        <header class="site-header">
            <a class="skip-link" href={format!("{here}#main")} onclick={skip_to_main()}>{ t(Msg::SkipToContent) }</a>
            <Link<Route> to={Route::Home} classes="site-name">{ "gpuplan" }</Link<Route>>
            <nav aria-label={t(Msg::MainNav)}>
                <Link<Route> to={Route::Home}>{ t(Msg::NavGuide) }</Link<Route>>
                <Link<Route> to={Route::Catalog}>{ t(Msg::NavCatalog) }</Link<Route>>
                <Link<Route> to={Route::Wizard}>{ t(Msg::NavWizard) }</Link<Route>>
                <Link<Route> to={Route::Estimate}>{ t(Msg::NavEstimate) }</Link<Route>>
                <Link<Route> to={Route::Calculators}>{ t(Msg::NavCalculators) }</Link<Route>>
                <Link<Route> to={Route::Search}>{ t(Msg::NavSearch) }</Link<Route>>
            </nav>
            <form class="header-search" role="search" aria-label={t(Msg::SearchTheGuide)} action="search" method="get" {onsubmit}>
                <label for="header-search" class="visually-hidden">{ t(Msg::SearchTheGuide) }</label>
                <input id="header-search" name="q" type="search" placeholder={t(Msg::SearchTheGuide)} ref={input} />
                <button type="submit">{ t(Msg::SearchButton) }</button>
            </form>
            <label class="theme-choice">
                { t(Msg::Theme) }{ " " }
                <select id="theme" {onchange}>{ options }</select>
            </label>
        </header>
    }
}

/// In the app, the skip link moves focus to `<main>` itself rather than only scrolling.
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
