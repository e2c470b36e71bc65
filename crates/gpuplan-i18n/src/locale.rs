//! What differs between the languages besides their words: the language tag, a language's name
//! in itself, the plural rule, how long a search result's description may be and which region
//! group a reader looks at first. With the format
//! module, the only place that chooses by language.

use gpuplan_core::catalog::coverage::RegionGroup;

use crate::Lang;

/// The value of `<html lang>` and `hreflang` for a page in `lang`.
pub fn html_lang(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Zh => "zh-CN",
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => "en-XA",
    }
}

/// A language's name in itself, for the language switch: "English", "中文". The switch on an
/// English page says "中文", the one place an English page shows Chinese.
pub fn endonym(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::Zh => "中文",
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => "[Éñĝļîšĥ ŏñé]",
    }
}

/// Whether a count takes a language's "one" plural: 1 in English; Chinese has no plural forms.
pub fn is_plural_one(n: u64, lang: Lang) -> bool {
    match lang {
        Lang::En => n == 1,
        Lang::Zh => false,
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => n == 1,
    }
}

/// How many characters of a page's description a search result shows in `lang`: about 200 in
/// English, 120 in Chinese, whose characters are wider and carry more each.
pub fn description_chars(lang: Lang) -> usize {
    match lang {
        Lang::En => 200,
        Lang::Zh => 120,
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => 200,
    }
}

/// The regions whose best-covered one the home page's "compare prices" door opens on a page in
/// `lang`, when its readers look at a few regions rather than at [`home_group`] as a whole: for
/// Chinese readers, the regions mainland teams use (East Asia in Hong Kong, Southeast Asia in
/// Singapore, Japan East), not the whole of Asia Pacific (whose best-covered region is in
/// Australia). English pages: none, the whole group.
pub fn door_regions(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[],
        Lang::Zh => &["eastasia", "southeastasia", "japaneast"],
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => &[],
    }
}

/// The region group a page in `lang` shows first: the Americas on English pages, Asia Pacific on
/// Chinese ones.
pub fn home_group(lang: Lang) -> RegionGroup {
    match lang {
        Lang::En => RegionGroup::Americas,
        Lang::Zh => RegionGroup::AsiaPacific,
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => RegionGroup::Americas,
    }
}
