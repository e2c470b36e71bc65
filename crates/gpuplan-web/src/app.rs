//! The `switch` from route to page, and the frame every page sits in.

use crate::router::*;
use yew::prelude::*;

use crate::client;
use crate::components::site_header::SiteHeader;
#[cfg(feature = "page-calc")]
use crate::pages::calculator::{CalculatorPage, CalculatorsPage};
#[cfg(feature = "page-catalog")]
use crate::pages::catalog::CatalogPage;
#[cfg(feature = "page-chapter")]
use crate::pages::chapter::ChapterPage;
#[cfg(feature = "page-estimate")]
use crate::pages::estimate::EstimatePage;
#[cfg(feature = "page-home")]
use crate::pages::home::Home;
use crate::pages::not_found::NotFound;
#[cfg(feature = "page-search")]
use crate::pages::search::SearchPage;
#[cfg(feature = "page-size")]
use crate::pages::size_detail::SizeDetail;
#[cfg(feature = "page-wizard")]
use crate::pages::wizard::WizardPage;
use crate::route::{Page, Route};

/// Renders the page for a route in a language (the page reads its language with
/// [`crate::i18n::use_lang`]).
pub fn switch(page: Page) -> Html {
    let route = page.route;
    #[cfg(feature = "test-panic")]
    if matches!(&route, Route::Size { size } if size == "__panic") {
        panic!("a deliberate panic for the crash-banner test");
    }
    match route {
        #[cfg(feature = "page-home")]
        Route::Home => html! { <Home /> },
        #[cfg(feature = "page-chapter")]
        Route::Chapter { lang, slug } => html! { <ChapterPage {lang} {slug} /> },
        #[cfg(feature = "page-catalog")]
        Route::Catalog => html! { <CatalogPage /> },
        #[cfg(feature = "page-size")]
        Route::Size { size } => html! { <SizeDetail {size} /> },
        #[cfg(feature = "page-search")]
        Route::Search => html! { <SearchPage /> },
        #[cfg(feature = "page-estimate")]
        Route::Estimate => html! { <EstimatePage /> },
        #[cfg(feature = "page-wizard")]
        Route::Wizard => html! { <WizardPage /> },
        #[cfg(feature = "page-calc")]
        Route::Calculators => html! { <CalculatorsPage /> },
        #[cfg(feature = "page-calc")]
        Route::Calculator { name } => html! { <CalculatorPage {name} /> },
        Route::NotFound => html! { <NotFound /> },
        // A page of another bundle (features `page-*`).
        #[allow(unreachable_patterns)]
        _ => html! { <Elsewhere /> },
    }
}

/// A page this bundle does not draw. Reached inside the app (the search box, the language
/// switch), it loads its address as a page, which brings that page's own bundle. At the address
/// the document was loaded for (a host's not-found page standing for a path such as an unknown
/// size's), it is the not-found page, as the whole app would show.
#[component]
fn Elsewhere() -> Html {
    let first = client::at_first_path();
    use_effect_with(first, |first| {
        #[cfg(target_arch = "wasm32")]
        if !*first && let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = first;
    });
    if first {
        html! { <NotFound /> }
    } else {
        html! {}
    }
}

/// The app in the browser: a router (which reads the base path from `<base href>` and follows
/// the address) around the page frame.
#[component]
pub fn App() -> Html {
    html! {
        <Router>
            <Frame />
        </Router>
    }
}

/// Props for [`ServerApp`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ServerAppProps {
    /// The route's path, such as `/guide/en/cost-models`.
    pub path: AttrValue,
    /// The site's base path, such as `/` or `/gpuplan/`.
    pub base: AttrValue,
}

/// The app as the build prerenders it: the same router, fixed at one path, around the same
/// frame. Hydration matches components by their nesting, which is [`App`]'s.
#[component]
pub fn ServerApp(props: &ServerAppProps) -> Html {
    html! {
        <Router fixed={props.path.clone()} base={props.base.clone()}>
            <Frame />
        </Router>
    }
}

/// The page frame: banner, the routed page, footer. It goes live (reads the address and
/// storage) after its first render; see [`crate::client`].
#[component]
fn Frame() -> Html {
    let live = use_state(|| !client::hydrating());
    let redraw = use_force_update();
    {
        let live = live.clone();
        use_effect_with((), move |_| {
            client::end_hydration();
            live.set(true);
            mark_ready();
            // Data files for other pages arrive after this; a page that waited for one is drawn
            // again (its key changes), any other is left alone.
            crate::loader::watch(move || redraw.force_update());
            #[cfg(target_arch = "wasm32")]
            crate::loader::load_later();
        });
    }
    let page = use_route::<Page>();
    let key = page.as_ref().map(|p| crate::loader::ready_key(&p.route)).unwrap_or_default();
    let lang = crate::i18n::lang_of(page.as_ref());
    // `<html lang>` follows the page: the build writes it into each page, and moving between
    // languages inside the app changes it here.
    use_effect_with(lang, |lang| set_html_lang(*lang));
    // So do the window's title and description, page by page, once the data they come from is in
    // (the key changes then).
    use_effect_with((page.clone(), key.clone()), |(page, _)| set_head(page.as_ref()));
    html! {
        <ContextProvider<client::Live> context={client::Live(*live)}>
            <SiteHeader />
            <main id="main" tabindex="-1" {key}>
                <Switch<Page> render={switch} />
            </main>
            <footer class="site-footer">
                <p>{ crate::i18n::Msg::Footer.text(lang) }</p>
            </footer>
        </ContextProvider<client::Live>>
    }
}

/// Sets `<html lang>` to `lang`'s value.
fn set_html_lang(lang: gpuplan_core::guide::Lang) {
    #[cfg(target_arch = "wasm32")]
    if let Some(root) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", crate::i18n::html_lang(lang));
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = lang;
}

/// Sets the window's title and `<meta name="description">` to `page`'s ([`crate::head::of`]).
fn set_head(page: Option<&Page>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        let head = crate::head::of(page);
        doc.set_title(&head.title);
        if let Ok(Some(meta)) = doc.query_selector("meta[name=description]") {
            let _ = meta.set_attribute("content", &head.description);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = page;
}

/// Marks `<html data-app="live">`, for tests and tools that wait for the app to answer input.
fn mark_ready() {
    #[cfg(target_arch = "wasm32")]
    if let Some(root) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("data-app", "live");
    }
}
