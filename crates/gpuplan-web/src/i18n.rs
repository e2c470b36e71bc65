//! The app's own words, in English and Chinese: one catalog of messages, each with both texts.
//!
//! The texts are in the `gpuplan-i18n` crate, shared with the CLI; this module chooses the
//! page's language. The page's language comes from its address ([`lang_of`]): Chinese under
//! `/zh` and for Chinese chapters, English elsewhere.

use gpuplan_core::guide::Lang;

use crate::route::Page;

pub use gpuplan_i18n::{Msg, html_lang};

/// The language of `page`; English for no page.
pub fn lang_of(page: Option<&Page>) -> Lang {
    page.map_or(Lang::En, |p| p.lang)
}

/// The language of the page the router is on.
#[yew::hook]
pub fn use_lang() -> Lang {
    lang_of(crate::router::use_route::<Page>().as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_speaks_the_language_its_address_names() {
        use crate::router::Routable;
        let lang = |path: &str| lang_of(Page::recognize(path).as_ref());
        assert_eq!(lang("/guide/zh/cost-models"), Lang::Zh);
        assert_eq!(lang("/guide/en/cost-models"), Lang::En);
        assert_eq!(lang("/guide/fr/cost-models"), Lang::En);
        assert_eq!(lang("/zh/catalog"), Lang::Zh);
        assert_eq!(lang("/catalog"), Lang::En);
        assert_eq!(lang_of(None), Lang::En);
        assert_eq!(html_lang(Lang::Zh), "zh-CN");
    }
}
