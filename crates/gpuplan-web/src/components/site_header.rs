//! The banner at the top of every page: skip link, site name, a search box, and the menu: main
//! navigation, the theme choice and the language switch. Each works on a reading page, which
//! loads no wasm, as well: the skip link names the page's own path, the search box is a GET form
//! to the search page, the menu is a `<details>` (on a wide screen its content is always shown
//! and its button hidden; on a phone the button opens it as a drawer), and `site/js/reader.js`
//! keeps the theme choice, the reader's section when switching language, and the language
//! chosen.

use crate::router::*;
use gpuplan_core::guide::Lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::i18n::{Msg, use_lang};
use crate::nav::{self, Go};
use crate::route::{Bundle, Page, Route};
use crate::theme::{self, Theme};

/// The site banner.
#[component]
pub fn SiteHeader() -> Html {
    let navigator = use_navigator();
    // The page's own path, relative to `<base href>`: a bare `#main` would resolve against the
    // base and leave the page.
    let page = use_route::<Page>();
    let here = page
        .as_ref()
        .filter(|p| p.route != Route::NotFound)
        .map(|p| p.to_path().trim_start_matches('/').to_owned())
        .unwrap_or_default();
    let lang = use_lang();
    let input = use_node_ref();
    let onsubmit = {
        let input = input.clone();
        let navigator = navigator.clone();
        Callback::from(move |e: SubmitEvent| {
            // Where search is another bundle's page, the form's own GET loads it.
            if !Bundle::draws(&Route::Search) {
                return;
            }
            e.prevent_default();
            let q = input.cast::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
            if let Some(nav) = &navigator {
                let _ = nav.push_with_query(&Page::new(lang, Route::Search), &[("q", q)]);
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
    // Moving to another page inside the app closes the menu, as a page load does.
    let menu = use_node_ref();
    use_close_on_page_change(&menu, page.clone());
    let t = |m: Msg| m.text(lang);
    // A chapter has its switch beside its text, where the reader is.
    let switch = page
        .as_ref()
        .is_some_and(|p| !matches!(p.route, Route::Chapter { .. }))
        .then(|| html! { <LangSwitch /> });
    let search_action = Page::new(lang, Route::Search).to_path().trim_start_matches('/').to_owned();
    let options: Html = Theme::ALL
        .into_iter()
        .map(|th| html! { <option value={th.code()} selected={*theme == th}>{ t(th.label()) }</option> })
        .collect();
    html! {
        <header class="site-header">
            <a class="skip-link" href={format!("{here}#main")} onclick={skip_to_main()}>{ t(Msg::SkipToContent) }</a>
            <Go to={Route::Home} classes="site-name">{ "gpuplan" }</Go>
            <form class="header-search" role="search" aria-label={t(Msg::SearchTheGuide)} action={search_action} method="get" {onsubmit}>
                <label for="header-search" class="visually-hidden">{ t(Msg::SearchTheGuide) }</label>
                <input id="header-search" name="q" type="search" placeholder={t(Msg::SearchTheGuide)} ref={input} />
                <button type="submit">{ t(Msg::SearchButton) }</button>
            </form>
            <details class="site-menu" ref={menu}>
                <summary class="menu-button">{ t(Msg::Menu) }</summary>
                <div class="site-menu-body">
                    <nav aria-label={t(Msg::MainNav)}>
                        <Go to={Route::Home}>{ t(Msg::NavGuide) }</Go>
                        <Go to={Route::Catalog}>{ t(Msg::NavCatalog) }</Go>
                        <Go to={Route::Wizard}>{ t(Msg::NavWizard) }</Go>
                        <Go to={Route::Estimate}>{ t(Msg::NavEstimate) }</Go>
                        <Go to={Route::Calculators}>{ t(Msg::NavCalculators) }</Go>
                        <Go to={Route::Search}>{ t(Msg::NavSearch) }</Go>
                    </nav>
                    <label class="theme-choice">
                        { t(Msg::Theme) }{ " " }
                        <select id="theme" {onchange}>{ options }</select>
                    </label>
                    { for switch }
                </div>
            </details>
        </header>
    }
}

/// Closes a `<details>` (a menu or drawer) when `key` (the page) changes after the first render:
/// the browser keeps `open` across the app's page changes, which replace no element, while a
/// page load starts closed. The first render (hydration) leaves it as the reader set it.
#[hook]
pub fn use_close_on_page_change<K: PartialEq + Clone + 'static>(details: &NodeRef, key: K) {
    let details = details.clone();
    let seen = use_mut_ref(|| None::<K>);
    use_effect_with(key, move |key| {
        let changed = seen.borrow().as_ref().is_some_and(|k| k != key);
        *seen.borrow_mut() = Some(key.clone());
        if changed && let Some(d) = details.cast::<web_sys::Element>() {
            let _ = d.remove_attribute("open");
        }
    });
}

/// The link to the same page in the other language, keeping the reader's place: the address's
/// query (a calculator's fields, the catalog's filters) and, in a chapter, the section being
/// read (both languages share their anchors). The prerendered link names the bare page; once
/// the app is live it carries the query too, so it also opens in a new tab with the state.
/// The choice is remembered, for the home page's first visit.
#[component]
pub fn LangSwitch() -> Html {
    let page = use_route::<Page>();
    let navigator = use_navigator();
    // Drawn again when the app goes live, when the address's query can be read.
    let _live = crate::client::use_live();
    let query = crate::client::query(use_location().as_ref());
    let lang = use_lang();
    let Some(page) = page.filter(|p| p.route != Route::NotFound) else { return Html::default() };
    let other = if lang == Lang::En { Lang::Zh } else { Lang::En };
    let target = page.in_lang(other);
    let query = query.trim_start_matches('?').to_owned();
    let href = format!(
        "{}{}{query}",
        target.to_path().trim_start_matches('/'),
        if query.is_empty() { "" } else { "?" }
    );
    let onclick = navigator.map(|navigator| {
        Callback::from(move |e: MouseEvent| {
            if e.button() != 0 || e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key() {
                return;
            }
            e.prevent_default();
            crate::storage::set(crate::storage::LANG_KEY, other.code());
            let anchor = nav::current_section().unwrap_or_default();
            let pairs = crate::storage::query_pairs(&query);
            if pairs.is_empty() {
                nav::push_with_anchor(&navigator, &target, &anchor);
            } else {
                let _ = navigator.push_with_query(&target, &pairs);
            }
        })
    });
    html! {
        <p class="lang-switch">
            <a {href} hreflang={other.code()} lang={crate::i18n::html_lang(other)} {onclick}>
                { gpuplan_i18n::endonym(other) }
            </a>
        </p>
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
