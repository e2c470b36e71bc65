//! The routes: every page of the site and its path. Pages and components link with [`Route`]
//! without importing the app's frame.

use yew_router::prelude::*;

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
