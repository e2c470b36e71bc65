//! The app's own words, in English and Chinese: one catalog of messages, each with both texts.
//!
//! A message is a variant of [`Msg`]; the `messages!` table below gives each its two texts, and
//! a variant without both does not compile. The page's language comes from its route
//! ([`lang_of`]): a chapter's is its own; other pages are English until they have addresses of
//! their own in Chinese.
//!
//! A typed enum rather than fluent or rust-i18n: the texts are `&'static str` in the binary, a
//! lookup is a `match`, and the wasm carries no parser or runtime for message files.

use gpuplan_core::guide::Lang;

use crate::route::Route;

macro_rules! messages {
    ($($(#[$doc:meta])* $name:ident: $en:literal, $zh:literal;)*) => {
        /// A piece of the app's own text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Msg {
            $($(#[$doc])* $name,)*
        }

        impl Msg {
            /// Every message, in the table's order.
            pub const ALL: &'static [Msg] = &[$(Msg::$name),*];

            /// The message in `lang`.
            pub fn text(self, lang: Lang) -> &'static str {
                match (self, lang) {
                    $((Msg::$name, Lang::En) => $en, (Msg::$name, Lang::Zh) => $zh,)*
                }
            }
        }
    };
}

messages! {
    /// The skip link at the top of every page.
    SkipToContent: "Skip to content", "跳到正文";
    /// The main navigation's accessible name.
    MainNav: "Main", "主导航";
    /// Navigation: the guide's contents (the home page).
    NavGuide: "Guide", "指南";
    /// Navigation: the catalog of VM sizes.
    NavCatalog: "Catalog", "规格目录";
    /// Navigation: the decision wizard.
    NavWizard: "Wizard", "选型向导";
    /// Navigation: the estimate builder.
    NavEstimate: "Estimate", "费用估算";
    /// Navigation: the calculators' index.
    NavCalculators: "Calculators", "计算器";
    /// Navigation: the search page.
    NavSearch: "Search", "搜索";
    /// The banner's search form: its name, its field's label and placeholder.
    SearchTheGuide: "Search the guide", "搜索指南";
    /// The banner's search button.
    SearchButton: "Search", "搜索";
    /// The theme menu's label.
    Theme: "Theme", "主题";
    /// Theme: follow the system's setting.
    ThemeSystem: "System", "跟随系统";
    /// Theme: always light.
    ThemeLight: "Light", "浅色";
    /// Theme: always dark.
    ThemeDark: "Dark", "深色";
    /// The footer of every page.
    Footer: "gpuplan: a guide and planner for GPU work on Azure. Prices are snapshots with sources and dates, not quotes.",
        "gpuplan：Azure GPU 工作的指南与规划工具。价格是注明来源和日期的快照，不是报价。";
    /// The not-found page's heading.
    NotFoundTitle: "Page not found", "页面不存在";
    /// The not-found page's explanation.
    NotFoundText: "There is no page at this address. It may have moved, or the link may be mistyped.",
        "这个地址没有页面。它可能已经移动，或者链接有误。";
    /// A link to the home page (the not-found page, the crash banner).
    GoHome: "Go to the home page", "返回首页";
    /// The crash banner's message.
    CrashText: "gpuplan hit an internal error and stopped. The address and your saved settings are kept.",
        "gpuplan 出现内部错误，已停止运行。网址和已保存的设置都还在。";
    /// The crash banner's reload link.
    CrashReload: "Reload this page", "重新加载本页";
}

/// The language of the page at `route`: a chapter's own, English for the other pages (and for
/// no route).
pub fn lang_of(route: Option<&Route>) -> Lang {
    match route {
        Some(Route::Chapter { lang, .. }) => Lang::from_code(lang).unwrap_or(Lang::En),
        _ => Lang::En,
    }
}

/// The value of `<html lang>` for a page in `lang`.
pub fn html_lang(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Zh => "zh-CN",
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

    /// Every message has both texts: not empty, not padded, and the Chinese one written in
    /// Chinese (at least one CJK character), not a copy of the English.
    #[test]
    fn every_message_has_both_languages() {
        assert!(Msg::ALL.len() >= 20);
        for m in Msg::ALL {
            let (en, zh) = (m.text(Lang::En), m.text(Lang::Zh));
            for t in [en, zh] {
                assert!(!t.is_empty() && t.trim() == t, "{m:?}: {t:?}");
            }
            assert_ne!(en, zh, "{m:?}");
            assert!(zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{m:?}: {zh}");
            assert!(!en.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{m:?}: {en}");
        }
    }

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
