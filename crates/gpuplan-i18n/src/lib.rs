//! gpuplan's words in English and Chinese, chosen at the edge: the web app and the CLI ask this
//! crate for every text a reader sees, and the core stays free of wording (its errors and notices
//! are typed values that name their field and kind).
//!
//! The words are Fluent files, one folder per language and one file per part of the product
//! (`locales/<lang>/<part>.ftl`), compiled by `build.rs` into each part's module: [`app`] (the
//! frame and pages shared by all), [`calc`] (the calculators), [`problems`] (the core's field
//! errors and notices), [`catalog`] (the catalog and size pages), [`estimate`], [`home`],
//! [`wizard`], [`cli`], [`help`] (the CLI's `--help`), [`measured`] (the project's measurements) and [`guide`] (the tables a
//! chapter generates). A message without placeholders is a variant of the part's enum; one with
//! placeholders is a struct with a field for each. A message missing from a language, or with
//! other placeholders, fails the build. [`words`] renders the compiled pieces; [`format`](mod@format)
//! writes numbers, money, dates and durations and [`locale`] holds the other conventions of a
//! language: the only code that chooses by language. [`terms`] tests the glossary
//! (`locales/glossary.toml`) against every file.
//!
//! Compiled rather than read by Fluent's runtime: the texts are `&'static str` tables in the
//! binary, a lookup is an index, and the wasm carries no parser and no plural rules.

pub use gpuplan_core::guide::Lang;

pub mod app;
pub mod calc;
pub mod catalog;
pub mod cli;
pub mod estimate;
pub mod figures;
pub mod format;
pub mod guide;
pub mod help;
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
    out.extend(of(help::HelpMsg::ALL, help::HelpMsg::text, lang));
    out.extend(of(estimate::EstimateMsg::ALL, estimate::EstimateMsg::text, lang));
    out.extend(of(home::HomeMsg::ALL, home::HomeMsg::text, lang));
    out.extend(of(measured::MeasMsg::ALL, measured::MeasMsg::text, lang));
    out.extend(of(guide::TableMsg::ALL, guide::TableMsg::text, lang));
    out.extend(of(problems::ProblemMsg::ALL, problems::ProblemMsg::text, lang));
    out.extend(of(wizard::WizardMsg::ALL, wizard::WizardMsg::text, lang));
    out
}

/// Every message of the parts whose messages are each a whole text (no piece of punctuation or
/// of a sentence that runs into what follows) is in both languages: see [`check_texts`]. The
/// other parts check theirs in their own tests.
#[test]
fn every_message_of_the_whole_text_parts_has_both_languages() {
    fn check<M: Copy + std::fmt::Debug>(all: &[M], text: impl Fn(M, Lang) -> &'static str) {
        for m in all {
            check_texts(&format!("{m:?}"), text(*m, Lang::En), text(*m, Lang::Zh));
        }
    }
    check(cli::CliMsg::ALL, cli::CliMsg::text);
    check(help::HelpMsg::ALL, help::HelpMsg::text);
    check(estimate::EstimateMsg::ALL, estimate::EstimateMsg::text);
    check(guide::TableMsg::ALL, guide::TableMsg::text);
    check(home::HomeMsg::ALL, home::HomeMsg::text);
    check(measured::MeasMsg::ALL, measured::MeasMsg::text);
    check(wizard::WizardMsg::ALL, wizard::WizardMsg::text);
}

/// Every message of every part, by part and id, with its pieces in each language.
#[cfg(test)]
pub(crate) fn all_messages() -> Vec<(&'static str, &'static str, [&'static str; 2])> {
    type Messages = &'static [(&'static str, [&'static str; 2])];
    let parts: [(&str, Messages); 11] = [
        ("app", app::MESSAGES),
        ("calc", calc::MESSAGES),
        ("catalog", catalog::MESSAGES),
        ("cli", cli::MESSAGES),
        ("estimate", estimate::MESSAGES),
        ("guide", guide::MESSAGES),
        ("help", help::MESSAGES),
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

/// What `f` gives in English, then in Chinese: for tests that check both languages' words.
#[cfg(test)]
pub(crate) fn both<T>(f: impl Fn(Lang) -> T) -> [T; 2] {
    [f(Lang::En), f(Lang::Zh)]
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
