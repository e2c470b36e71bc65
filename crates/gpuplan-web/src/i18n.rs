//! The app's own words, in English and Chinese: one catalog of messages, each with both texts.
//!
//! The texts are in the `gpuplan-i18n` crate, shared with the CLI; this module chooses the
//! page's language. The page's language comes from its route
//! ([`lang_of`]): a chapter's is its own; other pages are English until they have addresses of
//! their own in Chinese.
//!
//! A typed enum rather than fluent or rust-i18n: the texts are `&'static str` in the binary, a
//! lookup is a `match`, and the wasm carries no parser or runtime for message files.

use gpuplan_core::guide::Lang;

use crate::route::Route;

pub use gpuplan_i18n::{Msg, html_lang};

/// The language of the page at `route`: a chapter's own, English for the other pages (and for
/// no route).
pub fn lang_of(route: Option<&Route>) -> Lang {
    match route {
        Some(Route::Chapter { lang, .. }) => Lang::from_code(lang).unwrap_or(Lang::En),
        _ => Lang::En,
    }
}

/// The language of the page the router is on.
#[yew::hook]
pub fn use_lang() -> Lang {
    lang_of(yew_router::hooks::use_route::<Route>().as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chapter_speaks_its_own_language_and_other_pages_english() {
        let chapter = |l: &str| Route::Chapter { lang: l.into(), slug: "cost-models".into() };
        assert_eq!(lang_of(Some(&chapter("zh"))), Lang::Zh);
        assert_eq!(lang_of(Some(&chapter("en"))), Lang::En);
        assert_eq!(lang_of(Some(&chapter("fr"))), Lang::En);
        assert_eq!(lang_of(Some(&Route::Catalog)), Lang::En);
        assert_eq!(lang_of(None), Lang::En);
        assert_eq!(html_lang(Lang::Zh), "zh-CN");
    }
}
