//! The build's prerenderer (native only): every route of the site rendered to HTML by Yew's
//! server renderer, so that a page's text and navigation arrive with the page, before (and
//! without) the wasm. The browser then hydrates that HTML (see [`crate::client`]).

use crate::router::Routable as _;
use gpuplan_core::calc::Kind;
use gpuplan_core::date::Date;
use gpuplan_core::guide::Lang;
use yew::LocalServerRenderer;

use crate::app::{ServerApp, ServerAppProps};
use crate::loader::{self, DataFile};
use crate::route::{Bundle, Page, Route};
use crate::{catalog_data, content};

/// Where the app is mounted in `index.html`, empty, as trunk leaves it.
pub const ROOT: &str = "<div id=\"app\"></div>";

/// Every route to prerender, as paths relative to the base: the home page, each chapter and
/// sources page in both languages, the catalog and every size, the calculators, the estimate,
/// the wizard and search, each in English and under `/zh` in Chinese, and the not-found page.
/// A static host serves one not-found page for every unknown path; on a `/zh/…` path the reading
/// script shows its Chinese page, elsewhere its English one. Fails, naming the reason, when the
/// embedded guide or catalog cannot be read: a build must not quietly leave their pages out.
pub fn paths() -> Result<Vec<String>, String> {
    let chapters = content::chapters().map_err(|e| format!("the embedded guide: {e}"))?;
    let catalog = catalog_data::catalog().map_err(|e| format!("the embedded catalog: {e}"))?;
    let mut routes = vec![Route::Home];
    for c in chapters.iter().filter(|c| Lang::ALL.contains(&c.lang)) {
        routes.push(Route::Chapter { lang: c.lang.code().to_owned(), slug: c.slug.clone() });
    }
    for lang in Lang::ALL {
        routes.push(Route::Chapter { lang: lang.code().to_owned(), slug: "sources".to_owned() });
    }
    routes.extend(app_routes(catalog));
    let chinese: Vec<Page> = routes
        .iter()
        .filter(|r| !matches!(r, Route::Chapter { .. }))
        .map(|r| Page::new(Lang::Zh, r.clone()))
        .collect();
    let english = routes.into_iter().map(|r| Page::new(Lang::En, r));
    let not_found = Page::new(Lang::En, Route::NotFound);
    Ok(english.chain(chinese).chain([not_found]).map(|p| p.to_path()).collect())
}

/// The routes that every language has under its prefix: the catalog and every size, the
/// calculators and each, the estimate, the wizard and search.
fn app_routes(catalog: &gpuplan_core::catalog::Catalog) -> Vec<Route> {
    let mut routes = vec![Route::Catalog];
    routes.extend(catalog.sizes.iter().map(|s| Route::Size { size: s.name.clone() }));
    routes.push(Route::Calculators);
    routes.extend(Kind::ALL.iter().map(|k| Route::Calculator { name: k.name().to_owned() }));
    routes.extend([Route::Estimate, Route::Wizard, Route::Search]);
    routes
}

/// Every page in the pseudo-locale (feature `pseudo`, for tests): the home page, each chapter
/// and the sources page, the routes of [`app_routes`] and the not-found page, under `/en-XA`.
#[cfg(feature = "pseudo")]
pub fn pseudo_paths() -> Result<Vec<String>, String> {
    let catalog = catalog_data::catalog().map_err(|e| format!("the embedded catalog: {e}"))?;
    let lang = Lang::Pseudo;
    let chapter = |slug: &str| Route::Chapter { lang: lang.code().to_owned(), slug: slug.into() };
    let mut routes = vec![Route::Home];
    routes.extend(content::chapters_in(lang).map(|c| chapter(&c.slug)));
    routes.push(chapter(gpuplan_core::guide::SOURCES_SLUG));
    routes.extend(app_routes(catalog));
    let mut paths: Vec<String> = routes.into_iter().map(|r| Page::new(lang, r).to_path()).collect();
    paths.push(format!("{}/no-such-page", crate::route::prefix(lang).unwrap_or_default()));
    Ok(paths)
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

/// What the build writes into the page at `path`: the app's HTML ([`render`]). The not-found
/// page, which a static host serves at every unknown path in either language, is a reading page:
/// the Chinese page in its frame, and the English one in a `<template>` ([`NOT_FOUND_EN`]) that
/// the reading script puts in its place at an address outside the Chinese pages.
pub fn body(path: &str, base: &str) -> String {
    if is_not_found(path) {
        let [zh, en] = [Lang::Zh, Lang::En].map(|l| Page::new(l, Route::NotFound));
        let title = |p: &Page| escape_attr(&crate::head::of(Some(p)).title);
        return format!(
            "{}<template id=\"{NOT_FOUND_EN}\" data-title-en=\"{}\" data-title-zh=\"{}\">{}</template>",
            render(&zh.to_path(), base),
            title(&en),
            title(&zh),
            render(&en.to_path(), base),
        );
    }
    render(path, base)
}

/// The id of the not-found page's `<template>` holding its English page (`site/js/reader.js`).
pub const NOT_FOUND_EN: &str = "not-found-en";

/// Whether `path` is the not-found page's (`/404`), which the build writes in both languages.
/// (The pseudo-locale's not-found page is the app's, in the pseudo-locale alone: the build
/// writes no page for it.)
fn is_not_found(path: &str) -> bool {
    Page::recognize(path).is_some_and(|p| p.route == Route::NotFound && Lang::ALL.contains(&p.lang))
}

/// The bundle whose loader the page at `path` takes, and which its HTML is rendered as
/// ([`Bundle::prerendering`]): `None` for the pages the app never draws.
pub fn bundle(path: &str) -> Option<Bundle> {
    Page::recognize(path).and_then(|p| Bundle::of(&p.route))
}

/// The app's HTML at `path` under `base`, ready for hydration by its bundle ([`bundle`]): a
/// link to a page of another bundle is an ordinary link, as that bundle draws it.
pub fn render(path: &str, base: &str) -> String {
    Bundle::prerendering(bundle(path));
    // On this thread, where the bundle is noted (`ServerRenderer` renders on a worker).
    let props = ServerAppProps { path: path.to_owned().into(), base: base.to_owned().into() };
    let html =
        futures_executor::block_on(LocalServerRenderer::<ServerApp>::with_props(props).render());
    Bundle::prerendering(None);
    html
}

/// When a page loads the app's code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppLoad {
    /// Never: a reading page (the home page, the calculators' index, the sources pages, every
    /// chapter without an embedded calculator, each size's spec sheet and prices, which have
    /// nothing to change, and the not-found page). Its prerendered HTML is the whole page, with
    /// ordinary links, a GET search form and a small script for the theme choice, so a reader who
    /// only reads downloads no wasm.
    Never,
    /// When the reader nears one of its calculators: a chapter with calculators is a reading page
    /// until then. The loader waits in a `<template>` that the reading script puts into the page
    /// when a calculator comes within a screen of the window or takes focus or a tap.
    NearCalculator,
    /// At once: the catalog, calculators, estimate, wizard and search.
    AtOnce,
}

/// When the page at `path` loads the app's code.
pub fn app_load(path: &str) -> AppLoad {
    // The crash banner's test reaches its route through the not-found page, and so needs the app
    // there.
    if is_not_found(path) {
        return if cfg!(feature = "test-panic") { AppLoad::AtOnce } else { AppLoad::Never };
    }
    match Page::recognize(path).map(|p| p.route) {
        Some(Route::Home | Route::Calculators | Route::Size { .. }) => AppLoad::Never,
        Some(Route::Chapter { lang, slug }) => match Lang::from_code(&lang) {
            Some(_) if slug == gpuplan_core::guide::SOURCES_SLUG => AppLoad::Never,
            Some(lang) => match content::find(lang, &slug) {
                Some(c) if embeds_calculator(&c.doc) => AppLoad::NearCalculator,
                Some(_) => AppLoad::Never,
                None => AppLoad::AtOnce,
            },
            None => AppLoad::AtOnce,
        },
        _ => AppLoad::AtOnce,
    }
}

/// Whether a chapter embeds a calculator that runs in the page (not a card that opens a whole
/// page, which is a link).
fn embeds_calculator(doc: &gpuplan_core::doc::Document) -> bool {
    doc.calculators()
        .into_iter()
        .any(|spec| crate::components::document_view::embedded(spec).is_some())
}

/// The id of the `<template>` that holds a chapter's loader until a calculator is near.
pub const LATER: &str = "gpuplan-app";

/// Why a reading page could not be made from trunk's page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PageError {
    /// The template has no empty root ([`ROOT`]) to put the page in.
    NoRoot,
    /// The template lacks a piece of trunk's loader that a reading page leaves out: the build
    /// must not ship a reading page that still loads the wasm.
    NoLoader(&'static str),
    /// The template has no `</head>` to name an app page's data files before.
    NoHead,
    /// The template does not open with `<html lang="en">`, where each page's language goes.
    NoLang,
}

impl std::fmt::Display for PageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PageError::NoRoot => write!(f, "it has no {ROOT} to put the pages in"),
            PageError::NoLoader(what) => {
                write!(f, "it has no {what} to leave out of reading pages")
            }
            PageError::NoHead => write!(f, "it has no </head> to name the data files before"),
            PageError::NoLang => write!(f, "it has no {HTML_EN} to give each page its language"),
        }
    }
}

/// How trunk's `index.html` opens: the prerenderer gives each page its own language there.
const HTML_EN: &str = "<html lang=\"en\">";

/// What opens the template's description, whose content the prerenderer gives each page.
const DESCRIPTION: &str = "<meta name=\"description\" content=\"";

/// The template's `<noscript>` paragraph, in English, which each page says in its language.
fn noscript(lang: Lang) -> String {
    format!("<p class=\"notice\">{}</p>", escape_attr(crate::i18n::Msg::Noscript.text(lang)))
}

/// `index.html` with the page for `path` placed in its root, marked with the route it shows (the
/// browser hydrates it only at that path) and the date it was rendered with, and with
/// `<html lang>` in the page's language (`zh-CN` for a Chinese chapter), its own `<title>` and
/// `<meta name="description">` ([`crate::head::of`]) and the `<noscript>` notice in that
/// language. The not-found page, which a static host serves at any unknown path, English or
/// `/zh/…`, is `lang="zh-CN"` with a title and `<noscript>` notice in both languages (its
/// body is [`body`]'s), and names no route, so where the app runs there (the test-panic build)
/// it renders the address's page afresh. `load` says when the page loads the app; `data` is
/// what names its data files ([`data_links`]).
/// - [`AppLoad::AtOnce`]: the data links go at the end of the head, beside trunk's loader.
/// - [`AppLoad::NearCalculator`]: trunk's loader (its module script and the preloads of the glue
///   and the wasm) and the data links move into `<template id="gpuplan-app">` at the end of the
///   head, which fetches and runs nothing, and `<html>` is marked `data-app="deferred"`.
/// - [`AppLoad::Never`]: the loader is left out, `data` is not used, and `<html>` is marked
///   `data-app="static"`.
pub fn page(
    template: &str,
    path: &str,
    today: Option<Date>,
    body: &str,
    load: AppLoad,
    data: &str,
) -> Result<String, PageError> {
    if !template.contains(ROOT) {
        return Err(PageError::NoRoot);
    }
    let date = today.map(|d| format!(" data-today=\"{d}\"")).unwrap_or_default();
    let here = Page::recognize(path);
    let both = is_not_found(path);
    let page_lang = if both { Lang::Zh } else { crate::i18n::lang_of(here.as_ref()) };
    let lang = crate::i18n::html_lang(page_lang);
    if !template.contains(HTML_EN) {
        return Err(PageError::NoLang);
    }
    let head = if both { crate::head::not_found_both() } else { crate::head::of(here.as_ref()) };
    let template = template.replacen(
        &format!("<title>{}</title>", crate::i18n::Msg::SiteTitle.text(Lang::En)),
        &format!("<title>{}</title>", escape_attr(&head.title)),
        1,
    );
    let template = match template.find(DESCRIPTION).map(|at| at + DESCRIPTION.len()) {
        Some(start) => match template[start..].find('"') {
            Some(len) => format!(
                "{}{}{}",
                &template[..start],
                escape_attr(&head.description),
                &template[start + len..]
            ),
            None => template,
        },
        None => template,
    };
    let notice = if both {
        let [zh, en] = [Lang::Zh, Lang::En].map(noscript);
        format!("{zh}{}", en.replacen("<p ", "<p lang=\"en\" ", 1))
    } else {
        noscript(page_lang)
    };
    let template = template.replacen(&noscript(Lang::En), &notice, 1);
    // The not-found page stands for any path: the app never hydrates it.
    let route = if both { String::new() } else { format!(" data-route=\"{}\"", escape_attr(path)) };
    let html = template.replacen(HTML_EN, &format!("<html lang=\"{lang}\">"), 1).replacen(
        ROOT,
        &format!("<div id=\"app\"{route}{date}>{body}</div>"),
        1,
    );
    let before_head = |html: &str, what: &str| {
        let head = html.find("</head>").ok_or(PageError::NoHead)?;
        Ok(format!("{}{what}{}", &html[..head], &html[head..]))
    };
    let html = before_head(&html, &alternates(here.as_ref()))?;
    match load {
        AppLoad::AtOnce => before_head(&html, data),
        AppLoad::NearCalculator => {
            let (rest, loader) = take_loader(&html)?;
            let held = format!("<template id=\"{LATER}\">{data}{loader}</template>");
            before_head(&mark(&rest, "deferred")?, &held)
        }
        AppLoad::Never => mark(&take_loader(&html)?.0, "static"),
    }
}

/// The `<link rel="alternate" hreflang>` of a page that exists in both languages: one for each
/// language, and `x-default` naming the English page. Relative to `<base href>`, as every link
/// of the site is. Nothing for the not-found page or a chapter missing in the other language.
pub fn alternates(page: Option<&Page>) -> String {
    let Some(page) = page.filter(|p| p.route != Route::NotFound) else { return String::new() };
    let exists = |p: &Page| match &p.route {
        Route::Chapter { lang, slug } => Lang::from_code(lang).is_some_and(|l| {
            slug == gpuplan_core::guide::SOURCES_SLUG || content::find(l, slug).is_some()
        }),
        _ => true,
    };
    let pages: Vec<(Lang, Page)> = Lang::ALL.into_iter().map(|l| (l, page.in_lang(l))).collect();
    if !pages.iter().all(|(_, p)| exists(p)) {
        return String::new();
    }
    let href = |p: &Page| escape_attr(p.to_path().trim_start_matches('/'));
    let mut out: String = pages
        .iter()
        .map(|(l, p)| {
            format!(
                "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">",
                crate::i18n::html_lang(*l),
                href(p)
            )
        })
        .collect();
    if let Some((_, en)) = pages.iter().find(|(l, _)| *l == Lang::En) {
        out.push_str(&format!(
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">",
            href(en)
        ));
    }
    out
}

/// A data file as the build writes it beside the pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// Which file.
    pub file: DataFile,
    /// Its path under the site's root: `data/<name>-<first 16 hex digits of its SHA-256>.json`,
    /// so a browser or the service worker may keep it as long as it likes.
    pub path: String,
    /// Its text.
    pub json: &'static str,
}

/// The data files with their hashed paths.
pub fn data_files() -> Vec<Written> {
    DataFile::ALL.into_iter().map(|file| written(file, file.json())).collect()
}

/// `file` with the text `json`, under its hashed path.
pub fn written(file: DataFile, json: &'static str) -> Written {
    use sha2::{Digest as _, Sha256};

    let hash: String =
        Sha256::digest(json.as_bytes()).iter().take(8).map(|b| format!("{b:02x}")).collect();
    Written { file, path: format!("data/{}-{hash}.json", file.name()), json }
}

/// What names the data files in the head of the app page at `path`: a preload link for each
/// file its first render reads ([`loader::needs`]), relative to `<base href>` and `crossorigin`
/// as the app's `fetch` asks for it, so the browser hands the preloaded response over; a `<meta>`
/// that fetches nothing for each of the others, which the app reads later.
pub fn data_links(files: &[Written], path: &str) -> String {
    let needed = Page::recognize(path).map_or(&DataFile::ALL[..], |p| loader::needs(&p.route));
    files
        .iter()
        .map(|w| {
            let (href, name, attr) = (escape_attr(&w.path), w.file.name(), loader::ATTR);
            if needed.contains(&w.file) {
                format!(
                    "<link rel=\"preload\" href=\"{href}\" as=\"fetch\" crossorigin=\"anonymous\" {attr}=\"{name}\">"
                )
            } else {
                format!("<meta name=\"gpuplan-data\" {attr}=\"{name}\" content=\"{href}\">")
            }
        })
        .collect()
}

/// `html` without trunk's loader, and the loader: its module script, the preload of its glue
/// and the preload of its wasm, in that order.
fn take_loader(html: &str) -> Result<(String, String), PageError> {
    let (out, script) = cut(html, "<script type=\"module\">", "</script>")
        .ok_or(PageError::NoLoader("<script type=\"module\">"))?;
    let (mut out, glue) = cut(&out, "<link rel=\"modulepreload\"", ">")
        .ok_or(PageError::NoLoader("<link rel=\"modulepreload\">"))?;
    let wasm = out
        .find("type=\"application/wasm\"")
        .and_then(|at| out[..at].rfind("<link ").map(|start| (start, at)))
        .and_then(|(start, at)| out[at..].find('>').map(|end| (start, at + end + 1)))
        .ok_or(PageError::NoLoader("wasm preload"))?;
    let wasm_link = out[wasm.0..wasm.1].to_owned();
    out.replace_range(wasm.0..wasm.1, "");
    Ok((out, format!("{glue}{wasm_link}{script}")))
}

/// `html` with its `<html>` marked `data-app="{how}"`.
fn mark(html: &str, how: &str) -> Result<String, PageError> {
    let tag = html.find("<html").ok_or(PageError::NoLoader("<html>"))?;
    let mut out = html.to_owned();
    out.insert_str(tag + "<html".len(), &format!(" data-app=\"{how}\""));
    Ok(out)
}

/// `s` without the first piece that starts with `open` and ends with the next `close`, and
/// that piece.
fn cut(s: &str, open: &str, close: &str) -> Option<(String, String)> {
    let start = s.find(open)?;
    let end = start + s[start..].find(close)? + close.len();
    Some((format!("{}{}", &s[..start], &s[end..]), s[start..end].to_owned()))
}

fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Msg;
    use crate::test_html::{all, document, fragment, one, text, texts};

    /// A Chinese page's window title is Chinese; an English one keeps the template's.
    #[test]
    fn the_window_title_is_in_the_page_language() {
        let t = "<html lang=\"en\"><head><title>gpuplan: plan GPU work on Azure</title></head><body><div id=\"app\"></div></body>";
        let title = |path: &str| {
            let page = document(&page(t, path, None, "", AppLoad::AtOnce, "").unwrap());
            texts(page.root_element(), "head > title")
        };
        assert_eq!(title("/zh"), ["gpuplan：规划 Azure GPU 算力"]);
        assert_eq!(title("/"), ["gpuplan: plan GPU work on Azure"]);
        assert_eq!(title("/zh/catalog"), ["Azure GPU 虚拟机规格 · gpuplan"]);
        assert_eq!(title("/catalog"), ["Azure GPU VM sizes · gpuplan"]);
    }

    /// The site's page, as trunk reads it: the English title, description and `<noscript>`
    /// notice that every page replaces with its own.
    const SITE: &str = include_str!("../../../site/index.html");

    /// A page built from the site's template (the app's loader aside), parsed.
    fn built(path: &str) -> scraper::Html {
        catalog_data::fix_build_date_for_tests();
        let html = page(SITE, path, None, &body(path, "/"), AppLoad::AtOnce, "");
        document(&html.unwrap_or_else(|e| panic!("{path}: {e}")))
    }

    /// The paragraphs of a page's `<noscript>`, with their `lang`: its text is raw text to a
    /// parser with scripting on, so it is read again as HTML.
    fn noscript_notes(page: &scraper::Html) -> Vec<(Option<String>, String)> {
        let inner = text(one(page.root_element(), "body noscript"));
        let inner = fragment(&inner);
        let direct = all(page.root_element(), "body noscript p");
        let ps = if direct.is_empty() { all(inner.root_element(), "p") } else { direct };
        ps.iter().map(|p| (p.attr("lang").map(str::to_owned), text(*p))).collect()
    }

    /// The template holds the English texts the build replaces, so that no page silently keeps
    /// them.
    #[test]
    fn the_template_holds_the_english_head_and_notice() {
        assert!(SITE.contains(&format!("<title>{}</title>", Msg::SiteTitle.text(Lang::En))));
        let description = format!("{DESCRIPTION}{}\"", Msg::SiteDescription.text(Lang::En));
        assert!(SITE.contains(&description), "site/index.html: {description}");
        assert!(SITE.contains(&noscript(Lang::En)), "site/index.html: {}", noscript(Lang::En));
    }

    /// Every page the build writes has its own window title and description, in its language
    /// (a review found one shared English title and description on every page), and a
    /// `<noscript>` notice in its language.
    #[test]
    fn every_page_has_its_own_title_and_description_in_its_language() {
        let cjk = |s: &str| s.chars().any(gpuplan_i18n::is_cjk);
        let mut titles = std::collections::HashMap::new();
        let mut descriptions = std::collections::HashSet::new();
        let paths = paths().unwrap();
        for path in paths.iter().filter(|p| *p != "/404") {
            catalog_data::fix_build_date_for_tests();
            let html = page(SITE, path, None, "", AppLoad::AtOnce, "").unwrap();
            let doc = document(&html);
            let root = doc.root_element();
            let lang = root.attr("lang").unwrap_or_default().to_owned();
            let title = texts(root, "head > title").concat();
            let metas = all(root, "head > meta[name=description]");
            assert_eq!(metas.len(), 1, "{path}");
            let description = metas[0].attr("content").unwrap_or_default().to_owned();
            assert!(!title.is_empty() && !description.is_empty(), "{path}");
            match lang.as_str() {
                "zh-CN" => {
                    assert!(cjk(&title) && cjk(&description), "{path}: {title} / {description}")
                }
                "en" => {
                    assert!(!cjk(&title) && !cjk(&description), "{path}: {title} / {description}")
                }
                other => panic!("{path}: lang {other}"),
            }
            if let Some(other) = titles.insert(title.clone(), path.clone()) {
                panic!("{path} and {other} share the title {title:?}");
            }
            descriptions.insert(description);
            let notes = noscript_notes(&doc);
            let expected = Msg::Noscript.text(if lang == "en" { Lang::En } else { Lang::Zh });
            assert_eq!(notes, [(None, expected.to_owned())], "{path}");
        }
        // Pages of one kind may share a description (none does today but a chapter pair).
        assert!(
            descriptions.len() * 10 >= titles.len() * 9,
            "{} of {}",
            descriptions.len(),
            titles.len()
        );
        // The titles name the pages as their headings do.
        for (path, heading) in [
            ("/guide/zh/why-gpu-cloud", "h1"),
            ("/guide/en/sources", "h1"),
            ("/zh/calc/spot", "h1"),
            ("/zh/catalog", "h1"),
            ("/zh/estimate", "h1"),
            ("/zh/wizard", "h1"),
            ("/zh/calc", "h1"),
            ("/zh/search", "h1"),
            ("/catalog/Standard_NC40ads_H100_v5", "h1"),
        ] {
            let doc = built(path);
            // The heading's text, without its anchor link's "#".
            let h1 = texts(doc.root_element(), &format!("main {heading}")).concat();
            let h1 = h1.trim_end_matches('#').to_owned();
            let title = texts(doc.root_element(), "head > title").concat();
            assert!(!h1.is_empty() && title.starts_with(&h1), "{path}: {title:?} / {h1:?}");
        }
    }

    /// The one `404.html` a static host serves at every unknown path, English or `/zh/…`, is a
    /// reading page: the Chinese page in the site's frame, with the English one in a template for
    /// the reading script, each titled; it names no route and loads no app.
    #[test]
    fn the_not_found_page_is_a_reading_page_in_both_languages() {
        assert_eq!(app_load("/404"), AppLoad::Never);
        catalog_data::fix_build_date_for_tests();
        // The site's template with a loader, as trunk writes it.
        let loader = "<script type=\"module\">import init from '/a.js';</script>\
            <link rel=\"modulepreload\" href=\"/a.js\" crossorigin=\"anonymous\">\
            <link rel=\"preload\" href=\"/a_bg.wasm\" as=\"fetch\" type=\"application/wasm\">";
        let t = SITE.replacen("</head>", &format!("{loader}</head>"), 1);
        let html = page(&t, "/404", None, &body("/404", "/"), app_load("/404"), "")
            .unwrap_or_else(|e| panic!("{e}"));
        let doc = document(&html);
        let root = doc.root_element();
        assert_eq!(root.attr("lang"), Some("zh-CN"));
        assert_eq!(root.attr("data-app"), Some("static"));
        assert!(all(root, "script[type=module]").is_empty(), "no app loader");
        let app = one(root, "div#app");
        assert_eq!(app.attr("data-route"), None, "the app never hydrates it");
        assert_eq!(texts(root, "head > title").concat(), "页面不存在 / Page not found · gpuplan");
        let held = one(app, &format!("template#{NOT_FOUND_EN}"));
        // The page outside the template, read alone.
        let zh = fragment(&app.inner_html().replace(&held.html(), ""));
        let zh = zh.root_element();
        // The frame, as on every page: the banner with its menu and search, and the page.
        assert_eq!(texts(zh, "main#main article.not-found h1"), ["页面不存在"]);
        assert_eq!(all(zh, "header form[role=search]").len(), 1);

        assert_eq!(held.attr("data-title-en"), Some("Page not found · gpuplan"));
        assert_eq!(held.attr("data-title-zh"), Some("页面不存在 · gpuplan"));
        let en = fragment(&held.inner_html());
        let en = en.root_element();
        assert_eq!(texts(en, "main#main article.not-found h1"), ["Page not found"]);
        assert_eq!(all(en, "header form[role=search]").len(), 1);
        let home: Vec<_> = all(en, "article.not-found a").iter().map(|a| a.attr("href")).collect();
        assert_eq!(home, [Some("/")]);
        let home: Vec<_> = all(zh, "article.not-found a").iter().map(|a| a.attr("href")).collect();
        assert_eq!(home, [Some("/zh")]);

        let notes = noscript_notes(&doc);
        assert_eq!(
            notes,
            [
                (None, Msg::Noscript.text(Lang::Zh).to_owned()),
                (Some("en".to_owned()), Msg::Noscript.text(Lang::En).to_owned())
            ]
        );
        assert_eq!(file_for("/404"), "404.html");
    }

    #[test]
    fn a_page_is_marked_with_its_route_date_and_language_and_needs_an_empty_root() {
        let t = "<html lang=\"en\"><head></head><body><div id=\"app\"></div></body>";
        let page =
            page(t, "/guide/en/x\"<", "2026-11-30".parse().ok(), "<p>hi</p>", AppLoad::AtOnce, "");
        assert_eq!(
            page.as_deref(),
            Ok(
                "<html lang=\"en\"><head></head><body><div id=\"app\" data-route=\"/guide/en/x&quot;&lt;\" data-today=\"2026-11-30\"><p>hi</p></div></body>"
            )
        );
        // `<html>` carries the page's language and nothing else.
        let html_attrs = |path: &str| {
            let page = document(&super::page(t, path, None, "", AppLoad::AtOnce, "").unwrap());
            let attrs = page.root_element().value().attrs();
            attrs.map(|(k, v)| (k.to_owned(), v.to_owned())).collect::<Vec<_>>()
        };
        assert_eq!(html_attrs("/guide/zh/x"), [("lang".to_owned(), "zh-CN".to_owned())]);
        assert_eq!(html_attrs("/catalog"), [("lang".to_owned(), "en".to_owned())]);
        for load in [AppLoad::AtOnce, AppLoad::NearCalculator, AppLoad::Never] {
            assert_eq!(
                super::page("<html lang=\"en\"><body></body>", "/", None, "", load, ""),
                Err(PageError::NoRoot)
            );
            assert_eq!(
                super::page("<html><div id=\"app\"></div>", "/", None, "", load, ""),
                Err(PageError::NoLang)
            );
        }
        assert_eq!(file_for("/"), "index.html");
        assert_eq!(file_for("/404"), "404.html");
        assert_eq!(file_for("/catalog/Standard_X"), "catalog/Standard_X.html");
    }

    /// trunk's page, reduced to what the pages' loaders are made of.
    const TRUNK: &str = "<!doctype html>\n<html lang=\"en\"><head><script type=\"module\">\nimport init from '/a.js';\n</script>\
         <link rel=\"stylesheet\" href=\"/m.css\"/><script src=\"/reader.js\" defer></script>\
         <link rel=\"modulepreload\" href=\"/a.js\" crossorigin=\"anonymous\"><link rel=\"preload\" href=\"/a_bg.wasm\" as=\"fetch\" type=\"application/wasm\"></head>\
         <body><div id=\"app\"></div></body></html>";

    /// A reading page keeps trunk's page but its loader: no module script, no preload of the glue
    /// or the wasm; the stylesheet and the other scripts stay.
    #[test]
    fn a_reading_page_leaves_out_the_loader_and_says_so() {
        let page = page(TRUNK, "/", None, "<h1>x</h1>", AppLoad::Never, "<link data-x>").unwrap();
        assert_eq!(
            page,
            "<!doctype html>\n<html data-app=\"static\" lang=\"en\"><head>\
             <link rel=\"stylesheet\" href=\"/m.css\"/><script src=\"/reader.js\" defer></script>\
             <link rel=\"alternate\" hreflang=\"en\" href=\"\">\
             <link rel=\"alternate\" hreflang=\"zh-CN\" href=\"zh\">\
             <link rel=\"alternate\" hreflang=\"x-default\" href=\"\">\
             </head><body><div id=\"app\" data-route=\"/\"><h1>x</h1></div></body></html>"
        );
        let no_wasm = TRUNK.replace("type=\"application/wasm\"", "");
        for load in [AppLoad::Never, AppLoad::NearCalculator] {
            assert_eq!(
                super::page(&no_wasm, "/", None, "", load, ""),
                Err(PageError::NoLoader("wasm preload"))
            );
        }
        let app = super::page(&no_wasm, "/", None, "", AppLoad::AtOnce, "<link data-x>").unwrap();
        let app = document(&app);
        let head = one(app.root_element(), "head");
        assert_eq!(all(head, "script[type=module]").len(), 1, "an app page keeps its loader");
        let last = head.child_elements().last();
        assert!(
            last.is_some_and(|e| e.value().name() == "link" && e.attr("data-x").is_some()),
            "and names its data files last in its head"
        );
        assert_eq!(
            super::page(
                "<html lang=\"en\"><div id=\"app\"></div>",
                "/",
                None,
                "",
                AppLoad::AtOnce,
                ""
            ),
            Err(PageError::NoHead)
        );
    }

    /// A chapter with a calculator holds its loader and data links in an inert template at the
    /// end of its head, the data links first, and is marked as waiting for it.
    #[test]
    fn a_chapter_with_a_calculator_holds_its_loader_until_needed() {
        let page =
            page(TRUNK, "/", None, "<h1>x</h1>", AppLoad::NearCalculator, "<link data-x>").unwrap();
        assert_eq!(
            page,
            "<!doctype html>\n<html data-app=\"deferred\" lang=\"en\"><head>\
             <link rel=\"stylesheet\" href=\"/m.css\"/><script src=\"/reader.js\" defer></script>\
             <link rel=\"alternate\" hreflang=\"en\" href=\"\">\
             <link rel=\"alternate\" hreflang=\"zh-CN\" href=\"zh\">\
             <link rel=\"alternate\" hreflang=\"x-default\" href=\"\">\
             <template id=\"gpuplan-app\"><link data-x>\
             <link rel=\"modulepreload\" href=\"/a.js\" crossorigin=\"anonymous\">\
             <link rel=\"preload\" href=\"/a_bg.wasm\" as=\"fetch\" type=\"application/wasm\">\
             <script type=\"module\">\nimport init from '/a.js';\n</script></template>\
             </head><body><div id=\"app\" data-route=\"/\"><h1>x</h1></div></body></html>"
        );
    }

    /// A page in both languages names both, and English as the default; a chapter names its
    /// other-language chapter; the not-found page names none.
    #[test]
    fn each_page_names_its_other_language() {
        let alt = |path: &str| alternates(Page::recognize(path).as_ref());
        assert_eq!(
            alt("/zh/calc/spot"),
            "<link rel=\"alternate\" hreflang=\"en\" href=\"calc/spot\">\
             <link rel=\"alternate\" hreflang=\"zh-CN\" href=\"zh/calc/spot\">\
             <link rel=\"alternate\" hreflang=\"x-default\" href=\"calc/spot\">"
        );
        assert_eq!(alt("/calc/spot"), alt("/zh/calc/spot"));
        let chapter = fragment(&alt("/guide/en/cost-models"));
        let links: Vec<(&str, &str)> = all(chapter.root_element(), "link[rel=alternate]")
            .iter()
            .map(|l| (l.attr("hreflang").unwrap_or_default(), l.attr("href").unwrap_or_default()))
            .collect();
        assert_eq!(
            links,
            [
                ("en", "guide/en/cost-models"),
                ("zh-CN", "guide/zh/cost-models"),
                ("x-default", "guide/en/cost-models")
            ]
        );
        assert_eq!(alt("/404"), "");
        assert_eq!(alt("/zh/nowhere"), "");
        assert_eq!(alt("/guide/en/no-such-chapter"), "");
    }

    /// The build writes every page in both languages: each English route has its Chinese twin
    /// under `/zh`, chapters aside (their addresses name their language).
    #[test]
    fn every_english_page_has_a_chinese_one() {
        let paths = paths().unwrap();
        for p in paths.iter().filter(|p| !p.starts_with("/zh") && !p.starts_with("/guide/")) {
            if p == "/404" {
                continue;
            }
            let zh = if p == "/" { "/zh".to_owned() } else { format!("/zh{p}") };
            assert!(paths.contains(&zh), "{p} has no Chinese page");
        }
        assert!(paths.contains(&"/zh/catalog".to_owned()) && paths.contains(&"/zh".to_owned()));
        assert_eq!(paths.iter().filter(|p| *p == "/404").count(), 1);
    }

    /// Each data file is written under a name that changes with its content, and an app page
    /// preloads the files it first renders from and names the others for later.
    #[test]
    fn data_files_are_named_by_their_content_and_preloaded() {
        let files = data_files();
        assert_eq!(files.iter().map(|w| w.file).collect::<Vec<_>>(), DataFile::ALL);
        for w in &files {
            let name = w.file.name();
            let hash =
                w.path.strip_prefix(&format!("data/{name}-")).and_then(|h| h.strip_suffix(".json"));
            assert!(
                hash.is_some_and(|h| h.len() == 16 && h.bytes().all(|b| b.is_ascii_hexdigit())),
                "{}",
                w.path
            );
            assert!(w.json.len() > 10_000, "{name} is the whole file");
            assert_eq!(DataFile::from_name(name), Some(w.file));
        }
        assert_ne!(files[0].path, written(files[0].file, "{}").path, "new content, new name");
        assert_eq!(files[0].path, written(files[0].file, files[0].json).path);
        let (dataset, guide) = (&files[0], &files[1]);
        let preload = |w: &Written| {
            format!(
                "<link rel=\"preload\" href=\"{}\" as=\"fetch\" crossorigin=\"anonymous\" {}=\"{}\">",
                w.path,
                loader::ATTR,
                w.file.name()
            )
        };
        let later = |w: &Written| {
            format!(
                "<meta name=\"gpuplan-data\" {}=\"{}\" content=\"{}\">",
                loader::ATTR,
                w.file.name(),
                w.path
            )
        };
        // The catalog reads the dataset only; search the guide only; a chapter, and the
        // not-found page (which stands for any path), both.
        assert_eq!(data_links(&files, "/catalog"), format!("{}{}", preload(dataset), later(guide)));
        assert_eq!(
            data_links(&files, "/calc/spot"),
            format!("{}{}", preload(dataset), later(guide))
        );
        assert_eq!(data_links(&files, "/search"), format!("{}{}", later(dataset), preload(guide)));
        for both in ["/guide/en/cost-models", "/404", "/no/such/page"] {
            let expected = format!("{}{}", preload(dataset), preload(guide));
            assert_eq!(data_links(&files, both), expected, "{both}");
        }
    }

    /// Reading pages are the home page, the calculators' index, the sources pages, the size
    /// pages and chapters without an embedded calculator (a card that opens the wizard is a link);
    /// a chapter with one loads the app when a calculator is near; the guide has both kinds of
    /// chapter.
    #[test]
    fn reading_pages_are_those_without_a_calculator() {
        let size = "/catalog/Standard_ND96isr_H100_v5";
        for path in ["/", "/calc", "/guide/en/sources", "/guide/zh/sources", size, "/404"] {
            assert_eq!(app_load(path), AppLoad::Never, "{path}");
        }
        for path in ["/catalog", "/calc/spot", "/estimate", "/wizard", "/search"] {
            assert_eq!(app_load(path), AppLoad::AtOnce, "{path}");
        }
        assert_eq!(
            app_load("/guide/en/no-such-chapter"),
            AppLoad::AtOnce,
            "the app shows its not-found page"
        );
        let chapters = content::chapters().unwrap();
        let (with, without): (Vec<_>, Vec<_>) =
            chapters.iter().partition(|c| embeds_calculator(&c.doc));
        assert!(!with.is_empty() && !without.is_empty());
        assert!(
            without.iter().any(|c| !c.doc.calculators().is_empty()),
            "a chapter whose only calculator is a card reads without the app"
        );
        for c in chapters {
            let path = format!("/guide/{}/{}", c.lang.code(), c.slug);
            let expected =
                if embeds_calculator(&c.doc) { AppLoad::NearCalculator } else { AppLoad::Never };
            assert_eq!(app_load(&path), expected, "{path}");
        }
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

    /// A generated table renders in the prerendered HTML, in the page's language: headers,
    /// "not priced" where the snapshot lacks a price, money in the language's format, the prices'
    /// footnotes, and links that open the calculator in the same language.
    #[test]
    fn generated_tables_render_in_each_language() {
        // (language, per GPU-hour, not priced, whether a cell is money in the language's format)
        let money_en = |c: &str| c.starts_with('$');
        let money_zh = |c: &str| c.ends_with(" 美元");
        for (lang, per_gpu_hour, not_priced, money) in [
            (Lang::En, "(per GPU-hour)", "not priced", &money_en as &dyn Fn(&str) -> bool),
            (Lang::Zh, "（每 GPU 小时）", "暂无价格", &money_zh),
        ] {
            let html = render(&format!("/guide/{}/gpu-family-map", lang.code()), "/");
            let page = fragment(&html);
            let table = one(page.root_element(), "figure[data-live-table=gpu_table]");
            let headers = texts(table, "th");
            assert!(headers.iter().any(|h| h.ends_with(per_gpu_hour)), "{lang:?}: {headers:?}");
            let cells = texts(table, "td");
            assert!(cells.iter().any(|c| c == not_priced), "{lang:?}: no {not_priced:?} cell");
            assert!(cells.iter().any(|c| money(c)), "{lang:?}: no money cell: {cells:?}");
            let footnote = format!(
                "figcaption a[href=\"guide/{}/sources#src-prices-karpenter\"]",
                lang.code()
            );
            assert_eq!(all(table, &footnote).len(), 1, "{lang:?}: no price footnote");
            if lang == Lang::Zh {
                let words = crate::test_html::everything(page.root_element());
                assert!(!words.contains("not priced"), "English words on the Chinese page");
            }
        }
        let serving = fragment(&render("/guide/zh/performance", "/"));
        let links = all(
            serving.root_element(),
            "figure[data-live-table=serving_table] a[href^=\"zh/calc/inference?inference.params=8B\"]",
        );
        assert!(!links.is_empty(), "the serving table's sizes open the Chinese calculator");
        assert!(links.iter().all(|a| text(*a).starts_with("Standard_")), "links name sizes");
    }
}
