//! Full-text search over the guide, in both languages.
//!
//! The unit of a result is a section: the text from one heading of level 2 or 3 to the next
//! (a chapter's opening text is its own section). Matching is by substring, so that Chinese,
//! written without spaces between words, needs no word segmentation: `竞价` finds every section
//! that contains those two characters. A query of several words (split on white space) finds
//! the sections that contain all of them. ASCII letters match without regard to case; other
//! scripts match exactly.

use serde::{Deserialize, Serialize};

use super::{Chapter, Lang, block_text};
use crate::doc::{Block, plain_text};

/// The searchable text of one section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// The chapter's language.
    pub lang: Lang,
    /// The chapter's slug.
    pub slug: String,
    /// The chapter's title.
    pub chapter_title: String,
    /// The section heading's anchor; `None` for a chapter's opening text.
    pub anchor: Option<String>,
    /// The section's heading (the chapter title for the opening text).
    pub title: String,
    /// The section's plain text.
    pub text: String,
    /// `text` with ASCII letters lowercased: the same bytes at the same offsets.
    folded: String,
    folded_title: String,
}

/// A piece of a result's snippet; `mark` is set on the parts that match the query.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Segment {
    /// The text.
    pub text: String,
    /// Whether it matches a query term.
    pub mark: bool,
}

/// One section that matches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit<'a> {
    /// The section.
    pub section: &'a Section,
    /// Higher is better: matches in the heading count most, then the number of matches.
    pub score: u32,
    /// A short passage around the first match, with every match marked.
    pub snippet: Vec<Segment>,
    /// The section's heading, with every match marked.
    pub title: Vec<Segment>,
}

/// The longest query the search accepts, in characters; longer ones are cut.
pub const MAX_QUERY_CHARS: usize = 200;

/// The sections of every chapter, for [`search`].
pub fn sections(chapters: &[Chapter]) -> Vec<Section> {
    let mut out = Vec::new();
    for c in chapters {
        let mut current = Section::new(c, None, c.doc.title.clone());
        for block in &c.doc.blocks {
            match block {
                Block::Heading { level: 2 | 3, id, content } => {
                    out.push(std::mem::replace(
                        &mut current,
                        Section::new(c, Some(id.clone()), plain_text(content)),
                    ));
                }
                Block::Heading { level: 1, .. } => {}
                other => block_text(other, &mut current.text),
            }
        }
        out.push(current);
    }
    for s in &mut out {
        s.folded = s.text.to_ascii_lowercase();
        s.folded_title = s.title.to_ascii_lowercase();
    }
    out.retain(|s| !s.text.is_empty() || s.anchor.is_some());
    out
}

impl Section {
    fn new(c: &Chapter, anchor: Option<String>, title: String) -> Self {
        Section {
            lang: c.lang,
            slug: c.slug.clone(),
            chapter_title: c.doc.title.clone(),
            anchor,
            title,
            text: String::new(),
            folded: String::new(),
            folded_title: String::new(),
        }
    }
}

/// The terms of a query: cut to [`MAX_QUERY_CHARS`], ASCII-lowercased, split on white space,
/// each term once.
pub fn terms(query: &str) -> Vec<String> {
    let cut: String = query.chars().take(MAX_QUERY_CHARS).collect();
    let mut out: Vec<String> = Vec::new();
    for t in cut.to_ascii_lowercase().split_whitespace() {
        if !out.iter().any(|o| o == t) {
            out.push(t.to_owned());
        }
    }
    out
}

/// The sections that contain every term of `query`, best first, at most `limit` of them.
/// An empty query finds nothing.
pub fn search<'a>(sections: &'a [Section], query: &str, limit: usize) -> Vec<Hit<'a>> {
    let terms = terms(query);
    if terms.is_empty() {
        return Vec::new();
    }
    let mut hits: Vec<Hit<'a>> = sections
        .iter()
        .filter_map(|s| {
            let mut score = 0u32;
            for t in &terms {
                let in_title = s.folded_title.contains(t.as_str());
                let n = count(&s.folded, t);
                if n == 0 && !in_title {
                    return None;
                }
                score = score.saturating_add(n).saturating_add(if in_title { 10 } else { 0 });
            }
            Some(Hit {
                section: s,
                score,
                snippet: snippet(s, &terms),
                title: marked(&s.title, &s.folded_title, &terms),
            })
        })
        .collect();
    // Stable: equal scores keep the guide's order (language, chapter, section).
    hits.sort_by_key(|h| std::cmp::Reverse(h.score));
    hits.truncate(limit);
    hits
}

fn count(haystack: &str, needle: &str) -> u32 {
    u32::try_from(haystack.matches(needle).count()).unwrap_or(u32::MAX)
}

/// Characters of context kept before and after the first match.
const BEFORE: usize = 40;
const AFTER: usize = 120;

/// A passage of the section around the first match of any term, with the matches marked.
fn snippet(s: &Section, terms: &[String]) -> Vec<Segment> {
    let first = terms.iter().filter_map(|t| s.folded.find(t.as_str())).min();
    let Some(first) = first else {
        // The terms matched the heading only: show the start of the text.
        let text: String = s.text.chars().take(BEFORE + AFTER).collect();
        return vec![Segment { text, mark: false }];
    };
    let start = back_chars(&s.text, first, BEFORE);
    let end = forward_chars(&s.text, first, AFTER);
    let mut out = Vec::new();
    if start > 0 {
        out.push(Segment { text: "…".into(), mark: false });
    }
    out.extend(marked(
        s.text.get(start..end).unwrap_or_default(),
        s.folded.get(start..end).unwrap_or_default(),
        terms,
    ));
    if end < s.text.len() {
        out.push(Segment { text: "…".into(), mark: false });
    }
    out
}

/// `original` cut into segments with every match of a term marked; `folded` is `original` with
/// ASCII letters lowercased (same bytes, same offsets).
fn marked(original: &str, folded: &str, terms: &[String]) -> Vec<Segment> {
    // Byte ranges of every match, merged where they overlap.
    let mut ranges: Vec<(usize, usize)> = terms
        .iter()
        .flat_map(|t| folded.match_indices(t.as_str()).map(|(i, m)| (i, i + m.len())))
        .collect();
    ranges.sort_unstable();
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for (a, b) in ranges {
        match merged.last_mut() {
            Some(last) if a <= last.1 => last.1 = last.1.max(b),
            _ => merged.push((a, b)),
        }
    }
    let mut out = Vec::new();
    let mut at = 0;
    for (a, b) in merged {
        if a > at {
            out.push(Segment { text: original.get(at..a).unwrap_or_default().into(), mark: false });
        }
        out.push(Segment { text: original.get(a..b).unwrap_or_default().into(), mark: true });
        at = b;
    }
    if at < original.len() {
        out.push(Segment { text: original.get(at..).unwrap_or_default().into(), mark: false });
    }
    out
}

/// The byte offset `n` characters before `at` (or 0).
fn back_chars(s: &str, at: usize, n: usize) -> usize {
    s.get(..at)
        .and_then(|head| head.char_indices().rev().nth(n.saturating_sub(1)))
        .map_or(0, |(i, _)| i)
}

/// The byte offset `n` characters after `at` (or the end).
fn forward_chars(s: &str, at: usize, n: usize) -> usize {
    s.get(at..).and_then(|tail| tail.char_indices().nth(n)).map_or(s.len(), |(i, _)| at + i)
}

#[cfg(all(test, feature = "markdown"))]
mod tests {
    use super::*;
    use crate::markdown;

    fn chapter(lang: Lang, slug: &str, md: &str) -> Chapter {
        Chapter {
            lang,
            order: 1,
            slug: slug.into(),
            doc: markdown::parse(md, &Default::default()).0,
        }
    }

    fn sample() -> Vec<Section> {
        sections(&[
            chapter(
                Lang::En,
                "costs",
                "# Costs\n\nOpening words.\n\n## Spot {#spot}\n\nSpot VMs are **evicted** at short notice.\n\n## Reserved {#reserved}\n\nA commitment for one or three years; Spot is not reservable.\n",
            ),
            chapter(
                Lang::Zh,
                "costs",
                "# 成本\n\n开篇。\n\n## 竞价实例 {#spot}\n\n竞价（Spot）虚拟机可能在短时间通知后被收回。\n\n## 预留 {#reserved}\n\n承诺一年或三年。\n",
            ),
        ])
    }

    #[test]
    fn sections_split_at_headings_and_keep_the_opening_text() {
        let s = sample();
        let names: Vec<(Lang, Option<&str>)> =
            s.iter().map(|x| (x.lang, x.anchor.as_deref())).collect();
        assert_eq!(
            names,
            vec![
                (Lang::En, None),
                (Lang::En, Some("spot")),
                (Lang::En, Some("reserved")),
                (Lang::Zh, None),
                (Lang::Zh, Some("spot")),
                (Lang::Zh, Some("reserved")),
            ]
        );
        assert_eq!(
            s.get(1).map(|x| x.text.as_str()),
            Some("Spot VMs are evicted at short notice.")
        );
    }

    #[test]
    fn chinese_terms_match_inside_unspaced_text() {
        let s = sample();
        let hits = search(&s, "竞价", 10);
        assert_eq!(hits.len(), 1);
        let hit = hits.first().map(|h| (h.section.lang, h.section.anchor.as_deref()));
        assert_eq!(hit, Some((Lang::Zh, Some("spot"))));
        let marked: Vec<&str> = hits
            .iter()
            .flat_map(|h| &h.snippet)
            .filter(|g| g.mark)
            .map(|g| g.text.as_str())
            .collect();
        assert_eq!(marked, vec!["竞价"]);
        let title: Vec<(&str, bool)> =
            hits.iter().flat_map(|h| &h.title).map(|g| (g.text.as_str(), g.mark)).collect();
        assert_eq!(title, vec![("竞价", true), ("实例", false)]);
        // A term in the middle of a run of characters is found too.
        assert_eq!(search(&s, "收回", 10).len(), 1);
    }

    #[test]
    fn english_is_case_blind_and_every_term_must_match() {
        let s = sample();
        let spot: Vec<(Lang, Option<&str>)> = search(&s, "SPOT", 10)
            .iter()
            .map(|h| (h.section.lang, h.section.anchor.as_deref()))
            .collect();
        // The heading match ranks the Spot section first; the Chinese text says "Spot" too.
        assert_eq!(spot.first(), Some(&(Lang::En, Some("spot"))));
        assert_eq!(spot.len(), 3);
        let both = search(&s, "spot commitment", 10);
        assert_eq!(both.len(), 1);
        assert_eq!(both.first().and_then(|h| h.section.anchor.as_deref()), Some("reserved"));
        assert!(search(&s, "spot zebra", 10).is_empty());
        assert!(search(&s, "   ", 10).is_empty());
    }

    #[test]
    fn snippets_keep_the_original_case_and_mark_each_match() {
        let s = sample();
        let hits = search(&s, "evicted notice", 10);
        let snippet = hits.first().map(|h| h.snippet.clone()).unwrap_or_default();
        let text: String = snippet.iter().map(|g| g.text.as_str()).collect();
        assert_eq!(text, "Spot VMs are evicted at short notice.");
        let marked: Vec<&str> =
            snippet.iter().filter(|g| g.mark).map(|g| g.text.as_str()).collect();
        assert_eq!(marked, vec!["evicted", "notice"]);
    }

    #[test]
    fn long_and_hostile_queries_are_safe() {
        let s = sample();
        let long = "竞".repeat(10_000);
        assert!(search(&s, &long, 10).is_empty());
        assert_eq!(terms(&long).first().map(|t| t.chars().count()), Some(MAX_QUERY_CHARS));
        for q in ["<script>alert(1)</script>", "\u{0}", "\u{FFFD}\u{FFFD}", "((((", "*", "💥"] {
            let _ = search(&s, q, 10);
        }
    }

    #[test]
    fn snippets_cut_long_sections_on_character_boundaries() {
        let body = "预留实例。".repeat(100) + "竞价" + &"节省计划。".repeat(100);
        let s = sections(&[chapter(Lang::Zh, "x", &format!("# T\n\n## A {{#a}}\n\n{body}\n"))]);
        let hits = search(&s, "竞价", 1);
        let snippet = hits.first().map(|h| h.snippet.clone()).unwrap_or_default();
        assert_eq!(snippet.first().map(|g| g.text.as_str()), Some("…"));
        assert_eq!(snippet.last().map(|g| g.text.as_str()), Some("…"));
        let chars: usize = snippet.iter().map(|g| g.text.chars().count()).sum();
        assert_eq!(chars, BEFORE + AFTER + 2);
    }
}
