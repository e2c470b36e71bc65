//! The guide's chapters: which files they come from, their order, slugs and languages.
//!
//! Reading the files is the caller's job (a build script, the CLI); this module only turns
//! `(file name, source)` pairs into chapters.

use serde::{Deserialize, Serialize};

use crate::catalog::Source;
use crate::doc::{Block, Document, Inline};

pub mod live;
pub mod search;
pub mod table;

/// The slug of the sources page, which every language has and no chapter file may take.
pub const SOURCES_SLUG: &str = "sources";

/// The guide as the site receives it: the chapters with their live numbers resolved, and the
/// sources they may cite.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Guide {
    /// Every chapter, sorted by language then order.
    pub chapters: Vec<Chapter>,
    /// The sources the chapters cite (by `id`, from `content/data/sources.toml`), each once.
    pub sources: Vec<Source>,
    /// The project's own measurements as the sources page shows them, written by the web's
    /// build (which has the words); `None` from [`assemble`].
    #[serde(default)]
    pub measurements: Option<MeasurementsPage>,
    /// The day its live numbers and tables were worked out on: lifecycle stages and prices are
    /// as they stand that day. The pages built from it are prerendered on the same day.
    pub as_of: crate::date::Date,
}

/// The project's own measurements, one document per language, and the key of their source.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeasurementsPage {
    /// Their key in `sources.toml`.
    pub source: String,
    /// The English document.
    pub en: Document,
    /// The Chinese document.
    pub zh: Document,
}

impl MeasurementsPage {
    /// The document for a page in `lang` (the English for the pseudo-locale, which the web
    /// transforms where it loads the guide).
    pub fn doc(&self, lang: Lang) -> &Document {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => &self.zh,
            #[cfg(feature = "pseudo")]
            Lang::Pseudo => &self.en,
        }
    }
}

impl Guide {
    /// The chapters of one language, in order.
    pub fn chapters_in(&self, lang: Lang) -> impl Iterator<Item = &Chapter> {
        self.chapters.iter().filter(move |c| c.lang == lang)
    }

    /// The chapter with this language and slug.
    pub fn find(&self, lang: Lang, slug: &str) -> Option<&Chapter> {
        self.chapters_in(lang).find(|c| c.slug == slug)
    }

    /// The source with this key.
    pub fn source(&self, id: &str) -> Option<&Source> {
        self.sources.iter().find(|s| s.id == id)
    }
}

pub use crate::lang::Lang;

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

/// Parses the chapter files, resolves their live numbers against the dataset, and checks
/// everything a reader could follow: footnotes name a known source, in-site links reach a page
/// and anchor that exist, and both languages have the same chapters with the same anchors.
///
/// `files` are `(language, file name, source text)`. Returns the guide and the problems found,
/// each naming its file; a build should stop when the list is not empty.
#[cfg(feature = "markdown")]
pub fn assemble(
    files: &[(Lang, String, String)],
    data: &crate::dataset::Dataset,
    today: crate::date::Date,
) -> (Guide, Vec<String>) {
    let catalog = &data.catalog;
    let mut problems = Vec::new();
    let mut chapters = Vec::new();
    for (lang, name, source) in files {
        let at = format!("{}/{name}", lang.code());
        let (order, slug) = match split_file_name(name) {
            Ok(parts) => parts,
            Err(e) => {
                problems.push(format!("{at}: {e}"));
                continue;
            }
        };
        if slug == SOURCES_SLUG {
            problems.push(format!("{at}: the slug {SOURCES_SLUG:?} belongs to the sources page"));
        }
        let (mut doc, diagnostics) = crate::markdown::parse(source, &Default::default());
        problems.extend(diagnostics.iter().map(|d| format!("{at}: {d}")));
        for live in doc.live_mut() {
            match live::resolve(live, data, today) {
                // Chinese sets a percent sign against its figure ("81%"), English with a space,
                // and writes a date as 2026年8月20日.
                Ok(v) if *lang == Lang::Zh => {
                    live.value = Some(match v.parse::<crate::date::Date>() {
                        Ok(d) => format!("{}年{}月{}日", d.year(), d.month(), d.day()),
                        Err(_) => v.replace(" %", "%"),
                    })
                }
                Ok(v) => live.value = Some(v),
                Err(e) => {
                    problems.push(format!("{at}:{}: {{{{ {} }}}}: {e}", live.line, live.name))
                }
            }
        }
        for table in doc.live_tables_mut() {
            match table::generate(table, data, today) {
                Ok(t) => table.table = Some(t),
                Err(e) => {
                    problems.push(format!("{at}:{}: ```live {}```: {e}", table.line, table.name))
                }
            }
        }
        for key in doc.citations() {
            if !catalog.sources.iter().any(|s| s.id == key) {
                problems.push(format!("{at}: footnote [^{key}] names no source in sources.toml"));
            }
        }
        chapters.push(Chapter { lang: *lang, order, slug, doc });
    }
    sort(&mut chapters);
    let cited: Vec<&str> = chapters.iter().flat_map(|c| c.doc.citations()).collect();
    let sources =
        catalog.sources.iter().filter(|s| cited.contains(&s.id.as_str())).cloned().collect();
    let guide = Guide { chapters, sources, measurements: None, as_of: today };
    problems.extend(check_links(&guide, catalog));
    problems.extend(check_languages(&guide));
    (guide, problems)
}

/// Every in-site link and same-page anchor must reach something.
#[cfg(feature = "markdown")]
fn check_links(guide: &Guide, catalog: &crate::catalog::Catalog) -> Vec<String> {
    let mut problems = Vec::new();
    for c in &guide.chapters {
        let at = format!("{}/{}", c.lang.code(), c.slug);
        let anchors = c.doc.anchors();
        for target in c.doc.links() {
            let problem = match target {
                crate::doc::LinkTarget::External(_) => None,
                crate::doc::LinkTarget::Anchor(id) => {
                    (!anchors.contains(&id.as_str())).then(|| format!("#{id}: no such heading"))
                }
                crate::doc::LinkTarget::Internal(path) => {
                    internal_link_problem(guide, catalog, path)
                }
            };
            if let Some(p) = problem {
                problems.push(format!("{at}: link {p}"));
            }
        }
    }
    problems
}

#[cfg(feature = "markdown")]
fn internal_link_problem(
    guide: &Guide,
    catalog: &crate::catalog::Catalog,
    path: &str,
) -> Option<String> {
    let (route, anchor) = path.split_once('#').unwrap_or((path, ""));
    let (route, query) = route.split_once('?').unwrap_or((route, ""));
    let route = route.trim_matches('/');
    let parts: Vec<&str> = route.split('/').collect();
    let ok = match parts.as_slice() {
        [""] | ["catalog"] | ["search"] => anchor.is_empty(),
        ["calc"] => anchor.is_empty() && query.is_empty(),
        ["calc", name] => anchor.is_empty() && calculator_query_ok(name, query),
        ["catalog", size] => anchor.is_empty() && catalog.size(size).is_some(),
        ["guide", lang, slug] => match Lang::from_code(lang) {
            Some(_) if *slug == SOURCES_SLUG => {
                anchor.is_empty()
                    || anchor
                        .strip_prefix("src-")
                        .is_some_and(|k| catalog.sources.iter().any(|s| s.id == k))
            }
            Some(l) => guide
                .find(l, slug)
                .is_some_and(|c| anchor.is_empty() || c.doc.anchors().contains(&anchor)),
            None => false,
        },
        _ => false,
    };
    (!ok).then(|| format!("{path}: no such page or anchor"))
}

/// Whether `calc/NAME?QUERY` opens a calculator that exists with fields it has: each pair of the
/// query is `NAME.field=value` for one of its fields, with a value, as the calculator's page
/// reads its address.
#[cfg(feature = "markdown")]
fn calculator_query_ok(name: &str, query: &str) -> bool {
    let Some(kind) = crate::calc::Kind::from_name(name) else { return false };
    let prefix = format!("{name}.");
    query.split('&').filter(|p| !p.is_empty()).all(|pair| {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let field = key.strip_prefix(prefix.as_str()).unwrap_or_default();
        !value.is_empty() && kind.fields().iter().any(|f| f.key == field)
    })
}

/// The `(field, value)` pairs of a calculator link `calc/NAME?NAME.field=value&…`, as written,
/// or `None` when the path is not one. The guide's checks compare them with the figures a
/// chapter computes, so that a worked example's link opens the calculator on the same job.
pub fn calculator_link(path: &str) -> Option<(crate::calc::Kind, Vec<(String, String)>)> {
    let path = path.split_once('#').map_or(path, |(p, _)| p);
    let (route, query) = path.split_once('?').unwrap_or((path, ""));
    let name = route.trim_matches('/').strip_prefix("calc/")?;
    let kind = crate::calc::Kind::from_name(name)?;
    let prefix = format!("{name}.");
    let pairs = query
        .split('&')
        .filter(|p| !p.is_empty())
        .filter_map(|pair| {
            let (key, value) = pair.split_once('=')?;
            let field = key.strip_prefix(prefix.as_str())?;
            Some((field.to_owned(), value.to_owned()))
        })
        .collect();
    Some((kind, pairs))
}

/// Both languages must have the same chapters, in the same order, with the same anchors, so that
/// the language switch keeps the reader's place.
#[cfg(feature = "markdown")]
fn check_languages(guide: &Guide) -> Vec<String> {
    let mut problems = Vec::new();
    let en: Vec<&Chapter> = guide.chapters_in(Lang::En).collect();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let other: Vec<&Chapter> = guide.chapters_in(lang).collect();
        let names =
            |cs: &[&Chapter]| cs.iter().map(|c| (c.order, c.slug.clone())).collect::<Vec<_>>();
        if names(&en) != names(&other) {
            problems.push(format!(
                "{}: the chapters differ from English: {:?} against {:?}",
                lang.code(),
                names(&other),
                names(&en)
            ));
            continue;
        }
        // Section anchors: the title's (level 1) is never linked to and may differ.
        let sections = |c: &Chapter| -> Vec<String> {
            c.doc
                .blocks
                .iter()
                .filter_map(|b| match b {
                    Block::Heading { level: 2.., id, .. } => Some(id.clone()),
                    _ => None,
                })
                .collect()
        };
        for (a, b) in en.iter().zip(&other) {
            if sections(a) != sections(b) {
                problems.push(format!(
                    "{}/{}: the anchors differ from English: {:?} against {:?}",
                    lang.code(),
                    b.slug,
                    sections(b),
                    sections(a)
                ));
            }
        }
    }
    problems
}

/// The plain text of a block and everything inside it, paragraphs separated by a space.
pub fn block_text(block: &Block, out: &mut String) {
    let inl = |xs: &[Inline], out: &mut String| {
        if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
        out.push_str(&crate::doc::plain_text(xs));
    };
    match block {
        Block::Heading { content, .. } | Block::Paragraph(content) => inl(content, out),
        Block::List { items, .. } => items.iter().flatten().for_each(|b| block_text(b, out)),
        Block::Quote(bs) | Block::Callout { blocks: bs, .. } => {
            bs.iter().for_each(|b| block_text(b, out))
        }
        Block::Table { head, rows } => {
            head.iter().for_each(|c| inl(c, out));
            rows.iter().flatten().for_each(|c| inl(c, out));
        }
        Block::LiveTable(t) => {
            if let Some(w) = &t.worded {
                for c in w.rows.iter().flatten() {
                    if !out.is_empty() && !out.ends_with(' ') {
                        out.push(' ');
                    }
                    out.push_str(&c.text);
                }
                return;
            }
            let cells = t.table.iter().flat_map(|t| t.rows.iter().flatten());
            for cell in cells {
                if let crate::doc::Cell::Text { en, .. } | crate::doc::Cell::Link { text: en, .. } =
                    cell
                {
                    if !out.is_empty() && !out.ends_with(' ') {
                        out.push(' ');
                    }
                    out.push_str(en);
                }
            }
        }
        Block::Code { .. } | Block::Calculator(_) | Block::Rule => {}
    }
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
