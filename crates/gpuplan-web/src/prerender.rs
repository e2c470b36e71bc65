//! The build's prerenderer (native only): every route of the site rendered to HTML by Yew's
//! server renderer, so that a page's text and navigation arrive with the page, before (and
//! without) the wasm. The browser then hydrates that HTML (see [`crate::client`]).

use gpuplan_core::calc::Kind;
use gpuplan_core::date::Date;
use gpuplan_core::guide::Lang;
use yew::ServerRenderer;

use crate::app::{ServerApp, ServerAppProps};
use crate::route::Route;
use crate::{catalog_data, content};

/// Where the app is mounted in `index.html`, empty, as trunk leaves it.
pub const ROOT: &str = "<div id=\"app\"></div>";

/// Every route to prerender, as paths relative to the base: the home page, each chapter and
/// sources page in both languages, the catalog and every size, the calculators, the estimate,
/// the wizard, search and the not-found page. Fails, naming the reason, when the embedded guide
/// or catalog cannot be read: a build must not quietly leave their pages out.
pub fn paths() -> Result<Vec<String>, String> {
    let chapters = content::chapters().map_err(|e| format!("the embedded guide: {e}"))?;
    let catalog = catalog_data::catalog().map_err(|e| format!("the embedded catalog: {e}"))?;
    let mut routes = vec![Route::Home];
    for c in chapters {
        routes.push(Route::Chapter { lang: c.lang.code().to_owned(), slug: c.slug.clone() });
    }
    for lang in Lang::ALL {
        routes.push(Route::Chapter { lang: lang.code().to_owned(), slug: "sources".to_owned() });
    }
    routes.push(Route::Catalog);
    routes.extend(catalog.sizes.iter().map(|s| Route::Size { size: s.name.clone() }));
    routes.push(Route::Calculators);
    routes.extend(Kind::ALL.iter().map(|k| Route::Calculator { name: k.name().to_owned() }));
    routes.extend([Route::Estimate, Route::Wizard, Route::Search, Route::NotFound]);
    Ok(routes.iter().map(yew_router::Routable::to_path).collect())
}

/// The name of the route list written beside the pages, which the end-to-end tests walk.
pub const ROUTES_FILE: &str = "routes.json";

/// The route list as JSON: an array of [`paths`], each relative to the base (`/`,
/// `/calc/spot`, …), so that the end-to-end tests walk the pages the build has rather than a
/// list of their own.
pub fn routes_json(paths: &[String]) -> String {
    serde_json::to_string_pretty(paths).unwrap_or_default()
}

/// The file a route's page is written to, relative to the site's root: `index.html` for `/`,
/// `404.html` for the not-found page (GitHub Pages serves it for any unknown path), else the
/// path with `.html` (`guide/en/cost-models.html`), which static hosts serve for the path
/// without it.
pub fn file_for(path: &str) -> String {
    match path.trim_start_matches('/') {
        "" => "index.html".to_owned(),
        p => format!("{p}.html"),
    }
}

/// The app's HTML at `path` under `base`, ready for hydration.
pub fn render(path: &str, base: &str) -> String {
    let (path, base) = (path.to_owned(), base.to_owned());
    let props = move || ServerAppProps { path: path.into(), base: base.into() };
    futures_executor::block_on(ServerRenderer::<ServerApp>::with_props(props).render())
}

/// `index.html` with the page for `path` placed in its root, marked with the route it shows (the
/// browser hydrates it only at that path) and the date it was rendered with. `None` if the page
/// has no empty root.
pub fn page(template: &str, path: &str, today: Option<Date>, body: &str) -> Option<String> {
    if !template.contains(ROOT) {
        return None;
    }
    let route = escape_attr(path);
    let date = today.map(|d| format!(" data-today=\"{d}\"")).unwrap_or_default();
    Some(template.replacen(
        ROOT,
        &format!("<div id=\"app\" data-route=\"{route}\"{date}>{body}</div>"),
        1,
    ))
}

/// Today's UTC date from the system clock.
pub fn today_utc() -> Option<Date> {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?.as_secs();
    Date::from_unix_days(i64::try_from(secs / 86_400).ok()?)
}

fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_marked_with_its_route_and_date_and_needs_an_empty_root() {
        let t = "<body><div id=\"app\"></div></body>";
        let page = page(t, "/guide/en/x\"<", "2026-11-30".parse().ok(), "<p>hi</p>");
        assert_eq!(
            page.as_deref(),
            Some(
                "<body><div id=\"app\" data-route=\"/guide/en/x&quot;&lt;\" data-today=\"2026-11-30\"><p>hi</p></div></body>"
            )
        );
        assert_eq!(super::page("<body></body>", "/", None, ""), None);
        assert_eq!(file_for("/"), "index.html");
        assert_eq!(file_for("/404"), "404.html");
        assert_eq!(file_for("/catalog/Standard_X"), "catalog/Standard_X.html");
    }

    /// The calculator recipe: the calculators' routes, and so `routes.json`, which the end-to-end
    /// tests read, come from the core's one list, one `calc/<name>` each.
    #[test]
    fn the_route_list_has_one_page_per_listed_calculator() {
        let paths = paths().unwrap();
        let calculators: Vec<&str> =
            paths.iter().filter_map(|p| p.strip_prefix("/calc/")).collect();
        let listed: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(calculators, listed);
        assert!(paths.iter().any(|p| p == "/calc"), "the calculators' index");
        let written: Vec<String> = serde_json::from_str(&routes_json(&paths)).unwrap();
        assert_eq!(written, paths);
    }
}
