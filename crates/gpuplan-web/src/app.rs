//! The routes, the `switch` from route to page, and the frame every page sits in.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::components::site_header::SiteHeader;
use crate::pages::{
    calculator::{CalculatorPage, CalculatorsPage},
    catalog::CatalogPage,
    chapter::ChapterPage,
    estimate::EstimatePage,
    home::Home,
    not_found::NotFound,
    search::SearchPage,
    size_detail::SizeDetail,
    wizard::WizardPage,
};

/// Every page of the site. Paths are relative to the site's base path.
#[derive(Debug, Clone, PartialEq, Routable)]
pub enum Route {
    /// The home page.
    #[at("/")]
    Home,
    /// A guide chapter in a language (`en` or `zh`).
    #[at("/guide/:lang/:slug")]
    Chapter {
        /// The language code.
        lang: String,
        /// The chapter's slug.
        slug: String,
    },
    /// The catalog of sizes; its state is in the query string.
    #[at("/catalog")]
    Catalog,
    /// One size's specs, sources and prices in every region.
    #[at("/catalog/:size")]
    Size {
        /// The ARM size name.
        size: String,
    },
    /// The calculators.
    #[at("/calc")]
    Calculators,
    /// One calculator on its own page; its state is in the query string.
    #[at("/calc/:name")]
    Calculator {
        /// The calculator's name, such as `spot`.
        name: String,
    },
    /// The estimate builder; the estimate is `?e=` JSON.
    #[at("/estimate")]
    Estimate,
    /// The decision wizard; its answers are in the query string.
    #[at("/wizard")]
    Wizard,
    /// Full-text search over the guide; the query is `?q=`.
    #[at("/search")]
    Search,
    /// Anything else.
    #[not_found]
    #[at("/404")]
    NotFound,
}

/// Renders the page for a route.
pub fn switch(route: Route) -> Html {
    #[cfg(feature = "test-panic")]
    if matches!(&route, Route::Size { size } if size == "__panic") {
        panic!("a deliberate panic for the crash-banner test");
    }
    match route {
        Route::Home => html! { <Home /> },
        Route::Chapter { lang, slug } => html! { <ChapterPage {lang} {slug} /> },
        Route::Catalog => html! { <CatalogPage /> },
        Route::Size { size } => html! { <SizeDetail {size} /> },
        Route::Search => html! { <SearchPage /> },
        Route::Estimate => html! { <EstimatePage /> },
        Route::Wizard => html! { <WizardPage /> },
        Route::Calculators => html! { <CalculatorsPage /> },
        Route::Calculator { name } => html! { <CalculatorPage {name} /> },
        Route::NotFound => html! { <NotFound /> },
    }
}

/// The app: a router (which reads the base path from `<base href>`) around the page frame.
#[component]
pub fn App() -> Html {
    html! {
        <BrowserRouter>
            <SiteHeader />
            <main id="main" tabindex="-1">
                <Switch<Route> render={switch} />
            </main>
            <footer class="site-footer">
                <p>{ "gpuplan: a guide and planner for GPU work on Azure. Prices are snapshots with sources and dates, not quotes." }</p>
            </footer>
        </BrowserRouter>
    }
}
