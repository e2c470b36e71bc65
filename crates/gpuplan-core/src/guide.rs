//! The guide's chapters: which files they come from, their order, slugs and languages.
//!
//! Reading the files is the caller's job (a build script, the CLI); this module only turns
//! `(file name, source)` pairs into chapters.

use serde::{Deserialize, Serialize};

use crate::doc::Document;

/// A language the guide is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Every language, in the order the site lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The code used in routes and folder names: `en` or `zh`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language with this code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// One chapter of the guide in one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chapter {
    /// Its language.
    pub lang: Lang,
    /// Its position in the guide, from the file name's numeric prefix.
    pub order: u32,
    /// Its route segment, from the file name without prefix and extension.
    pub slug: String,
    /// Its content.
    pub doc: Document,
}

/// Why a file name does not name a chapter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileNameError {
    /// The name does not end in `.md`.
    NotMarkdown,
    /// The name does not start with digits and a dash, as in `01-why-gpu-cloud.md`.
    NoOrder,
    /// The slug is empty or holds something other than lowercase ASCII, digits and dashes.
    BadSlug,
}

impl std::fmt::Display for FileNameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FileNameError::NotMarkdown => "a chapter file name ends in .md",
            FileNameError::NoOrder => {
                "a chapter file name starts with its number, as in 01-name.md"
            }
            FileNameError::BadSlug => "a chapter slug uses only a-z, 0-9 and -",
        })
    }
}

/// Splits a chapter file name such as `01-why-gpu-cloud.md` into its order and slug.
pub fn split_file_name(name: &str) -> Result<(u32, String), FileNameError> {
    let stem = name.strip_suffix(".md").ok_or(FileNameError::NotMarkdown)?;
    let (number, slug) = stem.split_once('-').ok_or(FileNameError::NoOrder)?;
    let order = number.parse().map_err(|_| FileNameError::NoOrder)?;
    let slug_ok = !slug.is_empty()
        && slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if !slug_ok {
        return Err(FileNameError::BadSlug);
    }
    Ok((order, slug.to_owned()))
}

/// Sorts chapters by language, then order.
pub fn sort(chapters: &mut [Chapter]) {
    chapters.sort_by_key(|c| (c.lang, c.order));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_split_into_order_and_slug() {
        assert_eq!(split_file_name("01-why-gpu-cloud.md"), Ok((1, "why-gpu-cloud".to_owned())));
        assert_eq!(split_file_name("12-faq.md"), Ok((12, "faq".to_owned())));
        assert_eq!(split_file_name("why.md"), Err(FileNameError::NoOrder));
        assert_eq!(split_file_name("xx-why.md"), Err(FileNameError::NoOrder));
        assert_eq!(split_file_name("01-why.txt"), Err(FileNameError::NotMarkdown));
        assert_eq!(split_file_name("01-Why.md"), Err(FileNameError::BadSlug));
        assert_eq!(split_file_name("01-.md"), Err(FileNameError::BadSlug));
        assert_eq!(split_file_name("01-a/b.md"), Err(FileNameError::BadSlug));
    }

    #[test]
    fn lang_codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("fr"), None);
    }
}
