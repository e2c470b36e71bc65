//! gpuplan's words in English and Chinese, chosen at the edge: the web app and the CLI ask this
//! crate for every text a reader sees, and the core stays free of wording (its errors and notices
//! are typed values that name their field and kind).
//!
//! The catalog is split by part of the product, one module each, every module one `messages!`
//! table: [`app`] (the frame and pages shared by all), [`calc`] (the calculators), [`problems`]
//! (the core's field errors and notices), [`catalog`] (the catalog and size pages),
//! [`estimate`], [`home`] (the home page), [`wizard`], [`measured`] (the project's
//! measurements, as a document the build writes) and [`guide`] (the tables a chapter generates).
//! A table's row is a variant and its two texts; a row without
//! both does not compile, and each module's test checks that the Chinese text is Chinese and the
//! English text is not. [`format`](mod@format) writes numbers, money, dates and durations for a language;
//! [`terms`] ties the Chinese Azure terms to the guide's glossary.
//!
//! A typed enum rather than fluent or rust-i18n: texts are `&'static str` in the binary, a lookup
//! is a `match`, and the wasm carries no parser or runtime for message files.

pub use gpuplan_core::guide::Lang;

pub mod app;
pub mod calc;
pub mod catalog;
pub mod cli;
pub mod estimate;
pub mod figures;
pub mod format;
pub mod guide;
pub mod home;
pub mod locale;
pub mod measured;
pub mod problems;
pub mod terms;
pub mod wizard;
pub mod words;

pub use app::Msg;

pub use locale::{endonym, html_lang};

/// Whether `c` is a CJK ideograph or CJK punctuation (full-width forms included).
pub fn is_cjk(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

/// Every message of every table in `lang`, each with its table and name: for tests that read
/// the whole catalog.
#[cfg(test)]
pub(crate) fn all_texts(lang: Lang) -> Vec<(String, &'static str)> {
    fn of<M: Copy + std::fmt::Debug>(
        all: &[M],
        text: impl Fn(M, Lang) -> &'static str,
        lang: Lang,
    ) -> Vec<(String, &'static str)> {
        all.iter().map(|m| (format!("{m:?}"), text(*m, lang))).collect()
    }
    let mut out = of(app::Msg::ALL, app::Msg::text, lang);
    out.extend(of(calc::CalcMsg::ALL, calc::CalcMsg::text, lang));
    out.extend(of(catalog::CatalogMsg::ALL, catalog::CatalogMsg::text, lang));
    out.extend(of(cli::CliMsg::ALL, cli::CliMsg::text, lang));
    out.extend(of(estimate::EstimateMsg::ALL, estimate::EstimateMsg::text, lang));
    out.extend(of(home::HomeMsg::ALL, home::HomeMsg::text, lang));
    out.extend(of(measured::MeasMsg::ALL, measured::MeasMsg::text, lang));
    out.extend(of(guide::TableMsg::ALL, guide::TableMsg::text, lang));
    out.extend(of(problems::ProblemMsg::ALL, problems::ProblemMsg::text, lang));
    out.extend(of(wizard::WizardMsg::ALL, wizard::WizardMsg::text, lang));
    out
}

/// Every message of every part, by part and id, with its pieces in each language.
#[cfg(test)]
pub(crate) fn all_messages() -> Vec<(&'static str, &'static str, [&'static [words::Part]; 2])> {
    type Messages = &'static [(&'static str, [&'static [words::Part]; 2])];
    let parts: [(&str, Messages); 10] = [
        ("app", app::MESSAGES),
        ("calc", calc::MESSAGES),
        ("catalog", catalog::MESSAGES),
        ("cli", cli::MESSAGES),
        ("estimate", estimate::MESSAGES),
        ("guide", guide::MESSAGES),
        ("home", home::MESSAGES),
        ("measured", measured::MESSAGES),
        ("problems", problems::MESSAGES),
        ("wizard", wizard::MESSAGES),
    ];
    parts
        .iter()
        .flat_map(|(part, messages)| messages.iter().map(move |(id, p)| (*part, *id, *p)))
        .collect()
}

/// Checks a table's texts: none empty or padded, the two different, the Chinese one with at
/// least one CJK character and the English one with none. Every module's test calls it.
#[cfg(test)]
pub(crate) fn check_texts(name: &str, en: &str, zh: &str) {
    for t in [en, zh] {
        assert!(!t.is_empty() && t.trim() == t, "{name}: {t:?}");
    }
    assert_ne!(en, zh, "{name}");
    assert!(zh.chars().any(is_cjk), "{name}: the Chinese text has no Chinese: {zh}");
    assert!(!en.chars().any(is_cjk), "{name}: the English text has Chinese: {en}");
}
