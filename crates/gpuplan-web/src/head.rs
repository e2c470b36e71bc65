//! Each page's window title and `<meta name="description">`, in the page's language: the build
//! writes them into every prerendered page ([`crate::prerender::page`]), and the app sets them
//! again when the reader moves to another page ([`crate::app`]).
//!
//! - The home page: the site's title and description.
//! - A chapter: its heading, and its first paragraph (or its first sentences that fit).
//! - The sources page, the calculators' index, a calculator, the catalog, the estimate and the
//!   wizard: the page's heading and its lede.
//! - A size: its name, and its lede (series, GPU, status) with what the page holds.
//! - Search: its heading and what it searches.
//! - The not-found page: its heading and its explanation. The prerendered `404.html`, which a
//!   static host serves for every unknown path in either language, gives both languages
//!   ([`not_found_both`]).

// A bundle without some kinds of page (features `page-*`) leaves their words unused.
#![cfg_attr(not(feature = "all-pages"), allow(unused_imports, dead_code))]

use gpuplan_core::calc::Kind;
use gpuplan_core::doc::{Block, plain_text};
use gpuplan_core::guide::{Lang, SOURCES_SLUG};
use gpuplan_i18n::app::{description, page_title};
use gpuplan_i18n::calc::{self as calc_words, CalcMsg};
use gpuplan_i18n::catalog::{self as catalog_words, CatalogMsg};
use gpuplan_i18n::estimate::EstimateMsg;
use gpuplan_i18n::wizard::WizardMsg;

use crate::i18n::{Msg, lang_of};
use crate::route::{Page, Route};
use crate::{catalog_data, content};

/// A page's window title and description.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// The `<title>`.
    pub title: String,
    /// The `<meta name="description">`'s content.
    pub description: String,
}

/// The title and description of `page` in its language; the home page's for no page, and the
/// not-found page's for a chapter or a size the data does not have. Where the data a page's
/// words come from is not loaded yet (in the browser), the site's.
pub fn of(page: Option<&Page>) -> Head {
    let lang = lang_of(page);
    let head = |title: &str, text: &str| Head {
        title: page_title(title),
        description: description(text, lang),
    };
    let site = Head {
        title: Msg::SiteTitle.text(lang).to_owned(),
        description: Msg::SiteDescription.text(lang).to_owned(),
    };
    let not_found = head(Msg::NotFoundTitle.text(lang), Msg::NotFoundText.text(lang));
    let Some(page) = page else { return site };
    match &page.route {
        Route::Home => site,
        #[cfg(feature = "page-chapter")]
        Route::Chapter { slug, .. } if slug == SOURCES_SLUG => {
            head(Msg::Sources.text(lang), Msg::SourcesIntro.text(lang))
        }
        #[cfg(feature = "page-chapter")]
        Route::Chapter { lang: code, slug } => {
            let Some(chapter_lang) = Lang::from_code(code) else { return not_found };
            match content::find(chapter_lang, slug) {
                Some(c) => head(&c.doc.title, &first_paragraph(&c.doc.blocks)),
                None if content::chapters().is_err() => site,
                None => not_found,
            }
        }
        #[cfg(feature = "page-catalog")]
        Route::Catalog => match catalog_data::catalog() {
            Ok(c) => {
                let today = catalog_data::today();
                let lede = catalog_words::lede(
                    c.sizes.len(),
                    c.series.len(),
                    c.gpus.len(),
                    c.regions.len(),
                    c.priced_regions(today),
                    lang,
                );
                head(CatalogMsg::Title.text(lang), &lede)
            }
            Err(_) => head(CatalogMsg::Title.text(lang), Msg::SiteDescription.text(lang)),
        },
        #[cfg(feature = "page-size")]
        Route::Size { size } => {
            let Ok(c) = catalog_data::catalog() else { return site };
            let Some(s) = c.size(size) else { return not_found };
            let today = catalog_data::today();
            let status = catalog_words::lifecycle(c.stage(s, today).lifecycle, lang);
            let gpu = c.gpu_of(s).map(|g| g.name_in(lang));
            let lede = catalog_words::size_lede(&s.series, gpu, today, status, lang);
            let text = catalog_words::size_description(&s.name, &lede, lang);
            Head {
                title: page_title(&catalog_words::size_title(&s.name, lang)),
                description: description(&text, lang),
            }
        }
        #[cfg(feature = "page-calc")]
        Route::Calculators => head(CalcMsg::IndexTitle.text(lang), CalcMsg::IndexLede.text(lang)),
        #[cfg(feature = "page-calc")]
        Route::Calculator { name } => match Kind::from_name(name) {
            Some(kind) => head(calc_words::title(kind, lang), calc_words::blurb(kind, lang)),
            None => not_found,
        },
        #[cfg(feature = "page-estimate")]
        Route::Estimate => head(EstimateMsg::Title.text(lang), EstimateMsg::Lede.text(lang)),
        #[cfg(feature = "page-wizard")]
        Route::Wizard => head(WizardMsg::Title.text(lang), WizardMsg::Lede.text(lang)),
        #[cfg(feature = "page-search")]
        Route::Search => head(Msg::SearchTheGuide.text(lang), Msg::SearchDescription.text(lang)),
        Route::NotFound => not_found,
        // A page of another bundle, which the app loads as a page with its own head.
        #[allow(unreachable_patterns)]
        _ => site,
    }
}

/// The not-found page's title and description in both languages, Chinese first, for the one
/// `404.html` a static host serves at every unknown path, `/zh/…` or not.
pub fn not_found_both() -> Head {
    let [zh, en] = [Lang::Zh, Lang::En].map(|l| of(Some(&Page::new(l, Route::NotFound))));
    let title = format!(
        "{} / {}",
        Msg::NotFoundTitle.text(Lang::Zh),
        page_title(Msg::NotFoundTitle.text(Lang::En))
    );
    Head { title, description: format!("{} {}", zh.description, en.description) }
}

/// The plain text of a chapter's first paragraph (before or after its first heading).
fn first_paragraph(blocks: &[Block]) -> String {
    blocks
        .iter()
        .find_map(|b| match b {
            Block::Paragraph(inlines) => Some(plain_text(inlines)),
            _ => None,
        })
        .unwrap_or_default()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn head(path: &str) -> Head {
        use crate::router::Routable as _;
        of(Page::recognize(path).as_ref())
    }

    /// A chapter's head is its heading and its first paragraph; a page the data lacks is the
    /// not-found page's; each reads in its page's language.
    #[test]
    fn pages_are_titled_from_their_own_words() {
        let chapter = content::find(Lang::Zh, "why-gpu-cloud").unwrap();
        let h = head("/guide/zh/why-gpu-cloud");
        assert_eq!(h.title, format!("{} · gpuplan", chapter.doc.title));
        assert!(h.description.starts_with("训练或部署一个现代模型"), "{}", h.description);
        assert!(h.description.chars().count() <= 120, "{}", h.description);
        let en = head("/guide/en/why-gpu-cloud");
        assert_eq!(en.title, "Why rent GPUs in the cloud? · gpuplan");
        assert_eq!(head("/").title, "gpuplan: plan GPU work on Azure");
        assert_eq!(head("/zh").title, "gpuplan：规划 Azure GPU 算力");
        assert_eq!(
            head("/zh/calc/spot").title,
            format!("{} · gpuplan", calc_words::title(Kind::Spot, Lang::Zh))
        );
        let size = head("/zh/catalog/Standard_ND96isr_H100_v5");
        assert_eq!(size.title, "Standard_ND96isr_H100_v5 的规格与价格 · gpuplan");
        assert!(size.description.contains("H100"), "{}", size.description);
        assert_eq!(head("/catalog/Standard_Nothing"), head("/no/such/page"));
        assert_eq!(head("/zh/catalog/Standard_Nothing"), head("/zh/nowhere"));
        assert_eq!(head("/zh/nowhere").title, "页面不存在 · gpuplan");
        assert_eq!(head("/guide/en/no-such-chapter").title, "Page not found · gpuplan");
        let both = not_found_both();
        assert_eq!(both.title, "页面不存在 / Page not found · gpuplan");
        assert!(
            both.description.starts_with("此地址没有对应的页面")
                && both.description.contains("There is no page")
        );
    }
}
