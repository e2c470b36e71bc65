//! The routes: every page of the site and its path. Pages and components link with [`Route`]
//! without importing the app's frame. [`Page`] is a route in a language: what the router matches.

use crate::router::*;
use gpuplan_core::guide::Lang;

/// Every page of the site. Paths are relative to the site's base path.
#[derive(Debug, Clone, PartialEq)]
pub enum Route {
    /// The home page.
    Home,
    /// A guide chapter in a language (`en` or `zh`).
    Chapter {
        /// The language code.
        lang: String,
        /// The chapter's slug.
        slug: String,
    },
    /// The catalog of sizes; its state is in the query string.
    Catalog,
    /// One size's specs, sources and prices in every region.
    Size {
        /// The ARM size name.
        size: String,
    },
    /// The calculators.
    Calculators,
    /// One calculator on its own page; its state is in the query string.
    Calculator {
        /// The calculator's name, such as `spot`.
        name: String,
    },
    /// The estimate builder; the estimate is `?e=` JSON.
    Estimate,
    /// The decision wizard; its answers are in the query string.
    Wizard,
    /// Full-text search over the guide; the query is `?q=`.
    Search,
    /// Anything else.
    NotFound,
}

/// A page in a language: what the router matches and links point to. English pages keep the
/// addresses of [`Route`]; Chinese ones are the same under `/zh` (`/zh/catalog`,
/// `/zh/calc/spot`, and `/zh` for the home page). A chapter's address already names its
/// language (`/guide/zh/…`), so it is not prefixed, and `/zh/guide/…` is not a page.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// The page's language.
    pub lang: Lang,
    /// Which page.
    pub route: Route,
}

/// The path prefix of a language's pages other than chapters: none for English, `/zh` for
/// Chinese (and `/en-XA` for the pseudo-locale, which only tests render).
pub fn prefix(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::Zh => Some("/zh"),
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => Some("/en-XA"),
    }
}

/// The languages whose pages have a prefix, each with it.
fn prefixed() -> impl Iterator<Item = (Lang, &'static str)> {
    let langs = [
        Lang::Zh,
        #[cfg(feature = "pseudo")]
        Lang::Pseudo,
    ];
    langs.into_iter().filter_map(|l| prefix(l).map(|p| (l, p)))
}

/// The language whose prefix starts `path`, with the rest of the path (`""` or `/…`).
fn split_prefix(path: &str) -> Option<(Lang, &str)> {
    prefixed().find_map(|(lang, p)| {
        path.strip_prefix(p)
            .filter(|rest| rest.is_empty() || rest.starts_with('/'))
            .map(|r| (lang, r))
    })
}

impl Page {
    /// `route` in `lang`. A chapter keeps its own language, whatever `lang` says.
    pub fn new(lang: Lang, route: Route) -> Page {
        let lang = match &route {
            Route::Chapter { lang: code, .. } => Lang::from_code(code).unwrap_or(Lang::En),
            _ => lang,
        };
        Page { lang, route }
    }

    /// The same page in `lang`: a chapter becomes its other-language chapter (same slug).
    pub fn in_lang(&self, lang: Lang) -> Page {
        match &self.route {
            Route::Chapter { slug, .. } => {
                Page::new(lang, Route::Chapter { lang: lang.code().to_owned(), slug: slug.clone() })
            }
            r => Page::new(lang, r.clone()),
        }
    }
}

impl Routable for Route {
    /// The route at `path`: the not-found route for any path no page has (a trailing slash
    /// aside). Parameters are decoded (`%20` and the like).
    fn recognize(path: &str) -> Option<Self> {
        let path = path.strip_suffix('/').filter(|p| !p.is_empty()).unwrap_or(path);
        let Some(path) = path.strip_prefix('/') else { return Some(Route::NotFound) };
        let segments: Vec<&str> = path.split('/').collect();
        let d = crate::router::decode;
        Some(match segments.as_slice() {
            [""] => Route::Home,
            ["guide", lang, slug] if !lang.is_empty() && !slug.is_empty() => {
                Route::Chapter { lang: d(lang), slug: d(slug) }
            }
            ["catalog"] => Route::Catalog,
            ["catalog", size] if !size.is_empty() => Route::Size { size: d(size) },
            ["calc"] => Route::Calculators,
            ["calc", name] if !name.is_empty() => Route::Calculator { name: d(name) },
            ["estimate"] => Route::Estimate,
            ["wizard"] => Route::Wizard,
            ["search"] => Route::Search,
            _ => Route::NotFound,
        })
    }

    fn to_path(&self) -> String {
        match self {
            Route::Home => "/".to_owned(),
            Route::Chapter { lang, slug } => format!("/guide/{lang}/{slug}"),
            Route::Catalog => "/catalog".to_owned(),
            Route::Size { size } => format!("/catalog/{size}"),
            Route::Calculators => "/calc".to_owned(),
            Route::Calculator { name } => format!("/calc/{name}"),
            Route::Estimate => "/estimate".to_owned(),
            Route::Wizard => "/wizard".to_owned(),
            Route::Search => "/search".to_owned(),
            Route::NotFound => "/404".to_owned(),
        }
    }
}

impl Routable for Page {
    fn to_path(&self) -> String {
        match (prefix(self.lang), &self.route) {
            (Some(p), Route::Home) => p.to_owned(),
            (None, _) | (Some(_), Route::Chapter { .. }) => self.route.to_path(),
            (Some(p), r) => format!("{p}{}", r.to_path()),
        }
    }

    fn recognize(pathname: &str) -> Option<Self> {
        Some(match split_prefix(pathname) {
            Some((lang, "" | "/")) => Page { lang, route: Route::Home },
            // `/zh/guide/…` names the language twice: not a page, but a Chinese not-found one.
            Some((lang, rest)) if rest.starts_with("/guide/") || rest == "/guide" => {
                Page { lang, route: Route::NotFound }
            }
            Some((lang, rest)) => Page::new(lang, Route::recognize(rest)?),
            None => Page::new(Lang::En, Route::recognize(pathname)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(path: &str) -> Option<Page> {
        Page::recognize(path)
    }

    #[test]
    fn each_page_that_runs_the_app_has_one_bundle_and_links_across_bundles_load_pages() {
        let chapter = Route::Chapter { lang: "en".into(), slug: "cost-models".into() };
        let size = Route::Size { size: "Standard_NC6s_v3".into() };
        let spot = Route::Calculator { name: "spot".into() };
        for (route, bundle) in [
            (Route::Home, None),
            (size.clone(), None),
            (chapter.clone(), Some(Bundle::Calc)),
            (Route::Calculators, Some(Bundle::Calc)),
            (spot.clone(), Some(Bundle::Calc)),
            (Route::Catalog, Some(Bundle::Catalog)),
            (Route::Estimate, Some(Bundle::Plan)),
            (Route::Wizard, Some(Bundle::Plan)),
            (Route::Search, Some(Bundle::Search)),
            (Route::NotFound, Some(Bundle::Search)),
        ] {
            assert_eq!(Bundle::of(&route), bundle, "{route:?}");
        }
        // Prerendered as the planning bundle: links to the estimate and the wizard move in the
        // app, the others are page loads.
        Bundle::prerendering(Some(Bundle::Plan));
        let drawn: Vec<bool> = [&Route::Estimate, &Route::Wizard, &spot, &Route::Catalog, &size]
            .into_iter()
            .map(Bundle::draws)
            .collect();
        Bundle::prerendering(None);
        assert_eq!(drawn, [true, true, false, false, false]);
        // With every page (the tests' renders), only the home page is a page load.
        assert!(!Bundle::draws(&Route::Home));
        assert!([chapter, size, spot, Route::Search].iter().all(Bundle::draws));
        let names: Vec<&str> = Bundle::ALL.iter().map(|b| b.name()).collect();
        assert_eq!(names, ["calc", "catalog", "plan", "search"]);
    }

    #[test]
    fn chinese_pages_live_under_zh_and_english_ones_where_they_were() {
        let zh = |r: Route| Some(Page { lang: Lang::Zh, route: r });
        let en = |r: Route| Some(Page { lang: Lang::En, route: r });
        assert_eq!(at("/"), en(Route::Home));
        assert_eq!(at("/zh"), zh(Route::Home));
        assert_eq!(at("/zh/"), zh(Route::Home));
        assert_eq!(at("/catalog"), en(Route::Catalog));
        assert_eq!(at("/zh/catalog"), zh(Route::Catalog));
        assert_eq!(at("/zh/calc/spot"), zh(Route::Calculator { name: "spot".into() }));
        assert_eq!(at("/zh/catalog/Standard_NC6"), zh(Route::Size { size: "Standard_NC6".into() }));
        assert_eq!(at("/zh/nowhere"), zh(Route::NotFound));
        assert_eq!(at("/zh/guide/zh/faq"), zh(Route::NotFound));
        // A chapter's language is its own, and a path merely starting with "zh" is English.
        let ch = |l: &str| Route::Chapter { lang: l.into(), slug: "faq".into() };
        assert_eq!(at("/guide/zh/faq"), zh(ch("zh")));
        assert_eq!(at("/guide/en/faq"), en(ch("en")));
        assert_eq!(at("/zhx/catalog"), en(Route::NotFound));
    }

    #[test]
    fn every_page_goes_back_to_its_own_path() {
        let routes = [
            Route::Home,
            Route::Catalog,
            Route::Size { size: "Standard_ND96isr_H100_v5".into() },
            Route::Calculators,
            Route::Calculator { name: "spot".into() },
            Route::Estimate,
            Route::Wizard,
            Route::Search,
            Route::Chapter { lang: "zh".into(), slug: "faq".into() },
            Route::Chapter { lang: "en".into(), slug: "faq".into() },
        ];
        for r in routes {
            for lang in Lang::ALL {
                let page = Page::new(lang, r.clone());
                assert_eq!(at(&page.to_path()).as_ref(), Some(&page), "{page:?}");
            }
        }
        assert_eq!(Page::new(Lang::Zh, Route::Estimate).to_path(), "/zh/estimate");
        assert_eq!(Page::new(Lang::Zh, Route::Home).to_path(), "/zh");
        let chapter = Route::Chapter { lang: "en".into(), slug: "faq".into() };
        assert_eq!(Page::new(Lang::Zh, chapter.clone()).to_path(), "/guide/en/faq");
        assert_eq!(Page::new(Lang::En, chapter).in_lang(Lang::Zh).to_path(), "/guide/zh/faq");
    }
}

/// The browser bundles of the site (docs/bundles.md): each page that runs the app loads the one
/// that draws it, built with its `bundle-*` feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bundle {
    /// The calculators' pages and the chapters that embed one.
    Calc,
    /// The catalog.
    Catalog,
    /// The estimate and the wizard.
    Plan,
    /// Search, and the not-found page where the app runs there.
    Search,
}

impl Bundle {
    /// Every bundle.
    pub const ALL: [Bundle; 4] = [Bundle::Calc, Bundle::Catalog, Bundle::Plan, Bundle::Search];

    /// The bundle's name, as in its feature `bundle-{name}`.
    pub fn name(self) -> &'static str {
        match self {
            Bundle::Calc => "calc",
            Bundle::Catalog => "catalog",
            Bundle::Plan => "plan",
            Bundle::Search => "search",
        }
    }

    /// The bundle that draws `route`'s page; `None` for the pages the app never draws (the home
    /// page and the size pages, which are reading pages).
    pub fn of(route: &Route) -> Option<Bundle> {
        match route {
            Route::Home | Route::Size { .. } => None,
            Route::Chapter { .. } | Route::Calculators | Route::Calculator { .. } => {
                Some(Bundle::Calc)
            }
            Route::Catalog => Some(Bundle::Catalog),
            Route::Estimate | Route::Wizard => Some(Bundle::Plan),
            Route::Search | Route::NotFound => Some(Bundle::Search),
        }
    }

    /// The bundle this code is: in the browser, the one it was built as (`None` for a build with
    /// every page); natively, the one of the page being prerendered ([`Bundle::prerendering`]).
    pub fn current() -> Option<Bundle> {
        if cfg!(target_arch = "wasm32") {
            if cfg!(feature = "all-pages") {
                None
            } else if cfg!(feature = "bundle-calc") {
                Some(Bundle::Calc)
            } else if cfg!(feature = "bundle-catalog") {
                Some(Bundle::Catalog)
            } else if cfg!(feature = "bundle-plan") {
                Some(Bundle::Plan)
            } else {
                Some(Bundle::Search)
            }
        } else {
            PRERENDERING.get()
        }
    }

    /// Renders what follows as bundle `bundle` would draw it (natively, for the prerenderer).
    pub fn prerendering(bundle: Option<Bundle>) {
        PRERENDERING.set(bundle);
    }

    /// Whether the app here draws `route`'s page itself; a link to any other page is an
    /// ordinary link, which loads that page (and its bundle).
    pub fn draws(route: &Route) -> bool {
        match (Bundle::current(), Bundle::of(route)) {
            (None, _) => *route != Route::Home,
            (Some(here), there) => there == Some(here),
        }
    }
}

thread_local! {
    static PRERENDERING: std::cell::Cell<Option<Bundle>> = const { std::cell::Cell::new(None) };
}
