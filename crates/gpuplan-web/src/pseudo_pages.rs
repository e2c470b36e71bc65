//! Every page in the pseudo-locale shows only pseudo-localized words (feature `pseudo`, native
//! tests only).
//!
//! Each route of [`prerender::pseudo_paths`] (the home page, every chapter and the sources page,
//! the catalog and every size, the calculators, the estimate, the wizard, search and the
//! not-found page, under `/en-XA`) is rendered as the build renders it and read as a reader
//! reads it, by the house-style test's own reader ([`page_style::shown`]). Every word the message
//! files give is accented there, and so is the data's prose that has a Chinese sibling; a plain
//! English word left is one that bypassed the message files
//! ([`gpuplan_i18n::figures::unlocalized`]). Names (sizes, regions, GPUs, cited works' titles),
//! units and codes are not words to translate and pass. Words under an element marked with
//! another language (the language switch's "English", a cited title) keep it.

use std::collections::BTreeMap;

use gpuplan_core::guide::Lang;
use gpuplan_core::lang::pseudo::is_pseudo_letter;

use crate::page_style::{self, built_page, kind, shown};
use crate::prerender;

/// Names a page shows as they are: the catalog's sizes, series, regions (code and name), GPUs
/// (id and name), models, the sources' titles where no Chinese title exists (a cited work's own)
/// and their repositories; the longest first.
fn names() -> Vec<String> {
    let d = gpuplan_core::dataset::embedded().expect("the embedded dataset");
    let mut out = gpuplan_i18n::figures::data_names(&d);
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out.dedup();
    out
}

/// Words kept in every language besides [`gpuplan_i18n::figures::LATIN_KEPT`]: names the site
/// writes as they are: its own name, and operating systems ([`gpuplan_i18n::catalog::os`]).
const KEPT_HERE: &[&str] = &["gpuplan", "Linux", "Windows"];

/// A plain word on a page: where, and which.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Plain {
    word: String,
    route: String,
    place: String,
}

/// The plain words of the page at `path`, and how many of its pieces of text are in the
/// pseudo-locale.
fn plain_words(template: &str, path: &str, names: &[String], kept: &[&str]) -> (Vec<Plain>, usize) {
    let (mut out, mut pseudo) = (Vec::new(), 0);
    for piece in shown(&built_page(template, path)).into_iter().filter(|p| !p.foreign) {
        pseudo += usize::from(piece.text.chars().any(is_pseudo_letter));
        for word in gpuplan_i18n::figures::unlocalized(&piece.text, names, kept) {
            out.push(Plain { word, route: path.to_owned(), place: piece.place.clone() });
        }
    }
    (out, pseudo)
}

#[test]
fn pseudo_pages_live_under_en_xa_and_go_back_to_their_paths() {
    use crate::router::Routable as _;

    use crate::route::{Page, Route};
    let catalog = Page::new(Lang::Pseudo, Route::Catalog);
    assert_eq!(catalog.to_path(), "/en-XA/catalog");
    assert_eq!(Page::recognize("/en-XA/catalog"), Some(catalog));
    assert_eq!(Page::new(Lang::Pseudo, Route::Home).to_path(), "/en-XA");
    let chapter = Route::Chapter { lang: "en-XA".into(), slug: "faq".into() };
    assert_eq!(Page::new(Lang::Zh, chapter.clone()).lang, Lang::Pseudo);
    assert_eq!(Page::recognize("/guide/en-XA/faq"), Some(Page::new(Lang::Pseudo, chapter)));
    // Chinese and English pages keep their addresses.
    assert_eq!(Page::recognize("/zh/catalog").map(|p| p.lang), Some(Lang::Zh));
    assert_eq!(
        Page::recognize("/en-XAx/catalog").map(|p| (p.lang, p.route)),
        Some((Lang::En, Route::NotFound))
    );
}

#[test]
fn every_page_in_the_pseudo_locale_shows_only_pseudo_words() {
    let started = std::time::Instant::now();
    crate::catalog_data::fix_build_date_for_tests();
    let template = concat!(env!("CARGO_MANIFEST_DIR"), "/../../site/index.html");
    let template = std::fs::read_to_string(template).expect("site/index.html");
    let paths = prerender::pseudo_paths().expect("the route list");
    let names = names();
    let kept: Vec<&str> =
        gpuplan_i18n::figures::LATIN_KEPT.iter().chain(KEPT_HERE).copied().collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    let mut found = Vec::new();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (paths, template, names, kept) = (&paths, &template, &names, &kept);
                scope.spawn(move || {
                    let mine = paths.iter().skip(t).step_by(threads);
                    mine.map(|p| (p, plain_words(template, p, names, kept))).collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            for (path, (plain, pseudo)) in worker.join().expect("a page's check") {
                assert_eq!(page_style::lang(path), Lang::Pseudo, "{path}");
                // The title, the description, the banner and the page's own words at least.
                assert!(pseudo >= 4, "{path}: {pseudo} pieces of text in the pseudo-locale");
                *kinds.entry(kind(path)).or_insert(0) += 1;
                found.extend(plain);
            }
        }
    });
    println!("pseudo pages checked in {:?}: {kinds:?}", started.elapsed());
    for k in ["home", "chapter", "sources", "catalog", "size", "calculators", "calculator"] {
        assert!(kinds.contains_key(k), "no {k} page");
    }
    for k in ["estimate", "wizard", "search", "not found"] {
        assert!(kinds.contains_key(k), "no {k} page");
    }
    // Each word once, with how many times and where first.
    let mut by_word: BTreeMap<&str, (usize, &Plain)> = BTreeMap::new();
    for p in &found {
        by_word.entry(p.word.as_str()).or_insert((0, p)).0 += 1;
    }
    let report: Vec<String> = by_word
        .iter()
        .map(|(w, (n, p))| format!("  {w:?} ×{n}, first on {} in {}", p.route, p.place))
        .collect();
    assert!(
        found.is_empty(),
        "{} plain word(s) on the pseudo-locale's pages:\n{}",
        by_word.len(),
        report.join("\n")
    );
}
