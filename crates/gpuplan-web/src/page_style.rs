//! The house style of every page as the build writes it, read as a reader reads it (native
//! tests only).
//!
//! Every route of [`prerender::paths`] (the home page, each chapter and sources page, the
//! catalog and every size, the calculators, the estimate, the wizard, search and the not-found
//! page, in both languages), and the not-found page at a `/zh/…` address, where the reading script
//! shows its Chinese page, is rendered as the build renders it: Yew's server renderer, then
//! [`prerender::page`] around it with the site's template, `site/index.html`. Its shown words are
//! read with `scraper` ([`shown`]): the window title, the description, the text of each block of
//! the body (not scripts, styles or templates; each piece of code and each address left out) and
//! the `title`, `alt`, `aria-label` and `placeholder` attributes.
//!
//! Words in Chinese (on a Chinese page, not under an element whose `lang` names another
//! language) are held to every [`Rule`]. Words in English are held to [`Rule::SourceId`] only:
//! an English page names a region by its code on purpose (`gpuplan_i18n::catalog::region_ref`),
//! and writes `50k`, `35 %` and ISO dates.

use std::collections::{BTreeMap, HashMap};

use crate::router::Routable as _;
use gpuplan_core::guide::Lang;
use scraper::{ElementRef, Html, Node};
use serde::Deserialize;

use crate::prerender;
use crate::route::{Page, Route};
use crate::test_html::selector;

/// A rule of the house style.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rule {
    /// A word the glossary (`crates/gpuplan-i18n/locales/glossary.toml`) avoids (`zh_avoid`): a
    /// Latin word as a word of its own (NVMe is not "VM"), a word inside the glossary's own term
    /// allowed (买还是租 inside 购买还是租用).
    Glossary,
    /// A percentage with a space before `%` (`35 %`), or with a full-width `％`: Chinese writes
    /// `35%`.
    Percent,
    /// A number in e-notation (`1.2e23`, `5e-4`): Chinese writes `1.2×10²³`.
    ENotation,
    /// A multiplier letter after digits (`50k`, `1.28M`, `7B`, `2T`, `4K`): Chinese writes 万 and
    /// 亿, or the number in full. A model's name as the data defines it (`Llama 3.1 8B`, in
    /// `content/data/models.toml`) is a name, not a number ([`model_names`]); so are digits
    /// joined to a name by a hyphen (`Qwen2.5-72B`, `gpt-oss-20b`).
    Multiplier,
    /// A number of five or more digits without thousands separators (`80000`): `80,000`. Not
    /// digits that are part of a name, an id or a code (next to a Latin letter, `_`, `.`, `-`,
    /// `/`, `:`, `#`, `@`), years (four digits) or anything in code or an address.
    Separators,
    /// A date as ISO writes it (`2026-08-20`, `2026/08/20`, a month `2026-08`): Chinese writes
    /// `2026年8月20日`. Code and addresses may hold ISO dates.
    IsoDate,
    /// A Chinese date set otherwise than `2026年8月20日`: a space before 年, 月 or 日
    /// (`2023 年`, `2026年 8 月`) or a month or day with a leading zero (`2026年08月`); or a
    /// date with an English month (`March 2024`, `September 30`).
    DateForm,
    /// US dollars not written `1,234.56 美元`: a `$`, `USD` without 美元 beside it, 美元 right
    /// after a digit (`100美元`), or 美金.
    Money,
    /// An internal source id (an `id` of `content/data/sources.toml`, `prices-karpenter`) shown
    /// as words: a source is named by its title. Inside a source's title that holds the id as a
    /// name of its own (the source `PC2`, titled `Paderborn PC2 wiki: …`) it is that name.
    SourceId,
    /// A region code (a `name` of `content/data/regions.toml`, `westeurope`) shown without its
    /// Chinese name right before it in full-width brackets: `西欧（westeurope）`.
    RegionCode,
    /// A region's code after its Chinese name in other than full-width brackets
    /// (`西欧 (westeurope)`): `西欧（westeurope）`.
    RegionBrackets,
}

impl Rule {
    const ALL: [Rule; 11] = [
        Rule::Glossary,
        Rule::Percent,
        Rule::ENotation,
        Rule::Multiplier,
        Rule::Separators,
        Rule::IsoDate,
        Rule::DateForm,
        Rule::Money,
        Rule::SourceId,
        Rule::RegionCode,
        Rule::RegionBrackets,
    ];
}

/// A page that breaks a rule: where, which rule, and the words around it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Finding {
    route: String,
    rule: Rule,
    /// The piece of the page ([`Shown::place`]).
    place: String,
    /// The words around the break, the break itself in ⟦ ⟧.
    snippet: String,
}

// ---------------------------------------------------------------------------------------------
// The data the rules read.

/// What the rules check against: the glossary, the source ids, the region codes with their
/// Chinese names, and the data's model names.
struct Style {
    /// Every (avoided word, the term to use).
    avoid_zh: Vec<(String, String)>,
    /// Every Chinese term of the glossary.
    terms_zh: Vec<String>,
    /// Every source's id, and the titles of sources that hold it as a word of their own (the
    /// source `PC2` and the title `Paderborn PC2 wiki: …`): there it is a name, not the id.
    source_ids: HashMap<String, Vec<String>>,
    /// (code, Chinese name).
    regions: HashMap<String, Option<&'static str>>,
    /// Names the data gives models, as a page may write them: [`model_names`].
    models: Vec<String>,
}

#[derive(Deserialize)]
struct Glossary {
    term: Vec<Term>,
}

#[derive(Deserialize)]
struct Term {
    zh: String,
    zh_avoid: Vec<String>,
}

#[derive(Deserialize)]
struct Sources {
    source: Vec<Id>,
}

#[derive(Deserialize)]
struct Id {
    id: String,
    title: String,
    /// Our Chinese title, where we wrote one.
    title_zh: Option<String>,
}

#[derive(Deserialize)]
struct Regions {
    region: Vec<RegionName>,
}

#[derive(Deserialize)]
struct RegionName {
    name: String,
}

fn read<T: for<'de> Deserialize<'de>>(path: &str) -> T {
    let full = format!("{}/../../{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{path}: {e}"));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

impl Style {
    fn load() -> Style {
        let glossary: Glossary = read("crates/gpuplan-i18n/locales/glossary.toml");
        let sources: Sources = read("content/data/sources.toml");
        let regions: Regions = read("content/data/regions.toml");
        let avoid_zh = glossary
            .term
            .iter()
            .flat_map(|t| t.zh_avoid.iter().map(|w| (w.clone(), t.zh.clone())))
            .collect();
        let sizing = &crate::catalog_data::dataset().expect("the embedded dataset").sizing;
        let names = sizing
            .llm_models
            .iter()
            .map(|m| m.name.as_str())
            .chain(sizing.runs.iter().map(|r| r.name.as_str()))
            .chain(sizing.cv_models.iter().map(|m| m.name.as_str()));
        Style {
            avoid_zh,
            terms_zh: glossary.term.iter().map(|t| t.zh.clone()).collect(),
            source_ids: sources
                .source
                .iter()
                .map(|s| {
                    let alone = HashMap::from([(s.id.clone(), Vec::new())]);
                    let titles = sources
                        .source
                        .iter()
                        .flat_map(|t| std::iter::once(&t.title).chain(t.title_zh.as_ref()));
                    let titled = titles.filter(|t| {
                        let c: Vec<char> = t.chars().collect();
                        !source_ids(&c, &alone).is_empty()
                    });
                    (s.id.clone(), titled.cloned().collect())
                })
                .collect(),
            regions: regions
                .region
                .into_iter()
                .map(|r| {
                    let zh = gpuplan_i18n::catalog::region_zh(&r.name);
                    (r.name, zh)
                })
                .collect(),
            models: model_names(names),
        }
    }
}

/// The names the data gives models, and each cut after every multiplier in it, so that a page
/// may name a model as the data does or by its family and size alone: `Llama 3 8B pretraining`
/// gives itself and `Llama 3 8B`; `DeepSeek-V3 pretraining (671B total, 37B active)` gives itself
/// and its beginnings up to `671B` and `37B`. These are the only places a multiplier letter
/// after digits is allowed on a Chinese page ([`Rule::Multiplier`]).
fn model_names<'a>(names: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut out = Vec::new();
    for name in names {
        out.push(name.to_owned());
        let c: Vec<char> = name.chars().collect();
        for m in multipliers(&c) {
            out.push(c[..m.1].iter().collect());
        }
    }
    out.sort();
    out.dedup();
    out
}

// ---------------------------------------------------------------------------------------------
// What a reader sees.

/// Elements whose text is code, not words.
const CODE: &[&str] = &["code", "pre", "kbd", "samp", "var"];
/// Elements whose text is not shown.
const HIDDEN: &[&str] = &["script", "style", "template"];
/// Elements inside a line of text: no break before or after them.
const INLINE: &[&str] = &[
    "a", "abbr", "b", "bdi", "bdo", "cite", "data", "dfn", "em", "i", "mark", "q", "s", "small",
    "span", "strong", "sub", "sup", "time", "u", "wbr",
];
/// Attributes whose value is shown (as a tooltip, to a screen reader, in an empty field).
const SHOWN_ATTRS: &[&str] = &["title", "alt", "aria-label", "placeholder"];
/// What stands for a piece of code or a web address in the shown text.
const LEFT_OUT: char = '⌷';

/// A piece of a page that a reader sees.
#[derive(Debug)]
pub(crate) struct Shown {
    /// Where: the block it is the text of (`p`, `td`, `li.source`, `cite`), or the attribute
    /// (`td[title]`), the window title (`title`) or the description (`meta[description]`).
    pub(crate) place: String,
    /// In a language other than Chinese: under an element whose `lang` is not `zh…`.
    pub(crate) foreign: bool,
    /// Its text, each piece of code and each address replaced by [`LEFT_OUT`].
    pub(crate) text: String,
}

/// What a reader of the page `html` sees: the window title, the description, the text of each
/// block of the body (a `<cite>`, a cited title, is a piece of its own) and the shown attributes;
/// code and addresses each replaced by [`LEFT_OUT`].
pub(crate) fn shown(html: &str) -> Vec<Shown> {
    let doc = Html::parse_document(html);
    let root = doc.root_element();
    let mut out = Vec::new();
    for t in root.select(&selector("head > title")) {
        out.push(Shown { place: "title".to_owned(), foreign: false, text: t.text().collect() });
    }
    for m in root.select(&selector("meta[name=description]")) {
        let text = m.attr("content").unwrap_or_default().to_owned();
        out.push(Shown { place: "meta[description]".to_owned(), foreign: false, text });
    }
    for body in root.select(&selector("body")) {
        let mut rest = String::new();
        walk(body, ("body", false), &mut rest, &mut out);
        out.push(Shown { place: "body".to_owned(), foreign: false, text: rest });
    }
    out.into_iter()
        .map(|s| Shown { text: without_addresses(s.text.trim()), ..s })
        .filter(|s| !s.text.trim().is_empty())
        .collect()
}

/// What a block or an attribute is called in a finding: its element's name and first class.
fn describe(el: ElementRef<'_>) -> String {
    let e = el.value();
    match e.classes().next() {
        Some(class) => format!("{}.{class}", e.name()),
        None => e.name().to_owned(),
    }
}

/// Appends the shown text under `el` to `line`, the text of the block `within` (its description
/// and whether it is foreign), and each block under it and each shown attribute to `out`. A
/// `<noscript>`'s content is read as the HTML it is.
fn walk(el: ElementRef<'_>, within: (&str, bool), line: &mut String, out: &mut Vec<Shown>) {
    let e = el.value();
    let name = e.name();
    if HIDDEN.contains(&name) {
        return;
    }
    let foreign = e.attr("lang").map_or(within.1, |l| !l.starts_with("zh"));
    let here = describe(el);
    for a in SHOWN_ATTRS {
        if let Some(v) = e.attr(a) {
            out.push(Shown { place: format!("{here}[{a}]"), foreign, text: v.to_owned() });
        }
    }
    if CODE.contains(&name) {
        line.push(LEFT_OUT);
        return;
    }
    // A block, a cited title and words in another language are pieces of their own.
    let block = !INLINE.contains(&name) || name == "cite" || foreign != within.1;
    if block {
        line.push(' ');
    }
    let mut own = String::new();
    let (text, within) = if block { (&mut own, (here.as_str(), foreign)) } else { (line, within) };
    for c in el.children() {
        if let Some(child) = ElementRef::wrap(c) {
            walk(child, within, text, out);
        } else if let Node::Text(t) = c.value() {
            if name == "noscript" {
                let inner = Html::parse_fragment(t);
                walk(inner.root_element(), within, text, out);
            } else {
                text.push_str(t);
            }
        }
    }
    if block {
        out.push(Shown { place: here, foreign, text: own });
    }
}

/// `text` with each address replaced by [`LEFT_OUT`]: a web address (`https://…` up to a space
/// or a character that is not ASCII), a repository path (Latin letters, digits and `_.-/{},~+`
/// with a `/` between two letters or digits, and a file's extension or two `/`:
/// `articles/virtual-machines/spot-vms.md`, `content/data/raw/api/`) and a commit (seven to
/// forty hex digits after `提交 `, `@ ` or `commit `). The rules do not read addresses: a code
/// or a date in one is fine.
fn without_addresses(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let starts = |i: usize, p: &str| c[i..].iter().take(p.chars().count()).copied().eq(p.chars());
    while i < c.len() {
        // A web address.
        if starts(i, "https://") || starts(i, "http://") {
            let mut j = i;
            while j < c.len() && !c[j].is_whitespace() && c[j].is_ascii() {
                j += 1;
            }
            out.push(LEFT_OUT);
            i = j;
            continue;
        }
        // A commit.
        let after_marker = ["提交 ", "@ ", "commit "].iter().any(|m| {
            let n = m.chars().count();
            i >= n && c[i - n..i].iter().copied().eq(m.chars())
        });
        if after_marker {
            let j = (i..c.len()).find(|&j| !c[j].is_ascii_hexdigit()).unwrap_or(c.len());
            if (7..=40).contains(&(j - i)) && !c.get(j).is_some_and(|&x| word(x)) {
                out.push(LEFT_OUT);
                i = j;
                continue;
            }
        }
        // A repository path.
        let path_char = |x: char| word(x) || "_.-/{},~+".contains(x);
        if (i == 0 || !path_char(c[i - 1])) && path_char(c[i]) {
            let j = (i..c.len()).find(|&j| !path_char(c[j])).unwrap_or(c.len());
            let chunk = &c[i..j];
            let inner_slash = (1..chunk.len().saturating_sub(1))
                .any(|k| chunk[k] == '/' && word(chunk[k - 1]) && word(chunk[k + 1]));
            let slashes = chunk.iter().filter(|&&x| x == '/').count();
            let extension = chunk.iter().rposition(|&x| x == '.').is_some_and(|d| {
                d + 1 < chunk.len() && chunk[d + 1..].iter().all(|x| x.is_ascii_alphabetic())
            });
            let letter = chunk.iter().any(char::is_ascii_alphabetic);
            if inner_slash && letter && (extension || slashes >= 2) {
                out.push(LEFT_OUT);
                i = j;
                continue;
            }
            out.extend(chunk);
            i = j;
            continue;
        }
        out.push(c[i]);
        i += 1;
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The rules, on the shown text as characters. Each finder gives the spans it finds, in
// characters.

type Span = (usize, usize);

fn word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn digit(c: Option<&char>) -> bool {
    c.is_some_and(char::is_ascii_digit)
}

/// The end of the run of digits starting at `i`.
fn digits_end(c: &[char], i: usize) -> usize {
    let mut j = i;
    while digit(c.get(j)) {
        j += 1;
    }
    j
}

/// Where numbers start: a digit not after a Latin letter, a digit, `_` or `.` (a name or the
/// fraction of a number), nor after a `-` that joins it to one (`Qwen2.5-72B`, `gpt-oss-20b`).
fn number_starts(c: &[char]) -> impl Iterator<Item = usize> + '_ {
    (0..c.len()).filter(|&i| {
        let joined = i >= 2 && c[i - 1] == '-' && word(c[i - 2]);
        c[i].is_ascii_digit() && (i == 0 || !(word(c[i - 1]) || c[i - 1] == '.' || joined))
    })
}

/// The end of the number at `i`: digits, thousands groups and a fraction.
fn number_end(c: &[char], i: usize) -> usize {
    let mut j = digits_end(c, i);
    while matches!(c.get(j), Some(',' | '.')) && digit(c.get(j + 1)) {
        j = digits_end(c, j + 1);
    }
    j
}

/// `35 %`, `35％`.
fn percents(c: &[char]) -> Vec<Span> {
    let spaces = [' ', '\u{a0}', '\u{2009}', '\u{202f}', '\u{3000}'];
    let mut out = Vec::new();
    for i in (0..c.len()).filter(|&i| c[i].is_ascii_digit()) {
        if c.get(i + 1) == Some(&'％') {
            out.push((i, i + 2));
        } else if c.get(i + 1).is_some_and(|s| spaces.contains(s))
            && matches!(c.get(i + 2), Some('%' | '％'))
        {
            out.push((i, i + 3));
        }
    }
    out
}

/// `1.2e23`, `5e-4`, `3E+8`.
fn e_notation(c: &[char]) -> Vec<Span> {
    let mut out = Vec::new();
    for i in number_starts(c) {
        let mut j = number_end(c, i);
        if !matches!(c.get(j), Some('e' | 'E')) {
            continue;
        }
        j += 1;
        if matches!(c.get(j), Some('+' | '-')) {
            j += 1;
        }
        if !digit(c.get(j)) {
            continue;
        }
        j = digits_end(c, j);
        if !c.get(j).is_some_and(|&x| word(x)) {
            out.push((i, j));
        }
    }
    out
}

/// `50k`, `1.28M`, `7B`, `2T`, `4K`: a number, then one of those letters ending the word.
fn multipliers(c: &[char]) -> Vec<Span> {
    let mut out = Vec::new();
    for i in number_starts(c) {
        let j = number_end(c, i);
        if matches!(c.get(j), Some('k' | 'K' | 'M' | 'B' | 'T'))
            && !c.get(j + 1).is_some_and(|&x| word(x))
        {
            out.push((i, j + 1));
        }
    }
    out
}

/// `80000`, `123456.7`: five or more digits with no separator, not part of a name, an id or a
/// code, and not after a minus that is part of one.
fn unseparated(c: &[char]) -> Vec<Span> {
    let joined = |x: char| word(x) || ".,-/:#@".contains(x);
    let mut out = Vec::new();
    for i in (0..c.len()).filter(|&i| c[i].is_ascii_digit()) {
        if i > 0 && c[i - 1].is_ascii_digit() {
            continue;
        }
        let j = digits_end(c, i);
        if j - i < 5 {
            continue;
        }
        let before = i.checked_sub(1).map(|k| c[k]);
        let part_of_name = match before {
            // A minus sign, unless the dash joins an id (`arxiv-2310`).
            Some('-') => i >= 2 && joined(c[i - 2]),
            Some(x) => joined(x) && x != ',',
            None => false,
        };
        let after = c.get(j).copied();
        let then_name = after.is_some_and(|x| word(x) || "-/:#@".contains(x));
        if !part_of_name && !then_name {
            out.push((i, j));
        }
    }
    out
}

/// `2026-08-20`, `2026/08/20`, `2026-08`: four digits, two, two, joined by `-` or `/`, or a year
/// (1900–2099) and a month (01–12), not part of an id.
fn iso_dates(c: &[char]) -> Vec<Span> {
    let mut out = Vec::new();
    let n = |i: usize, len: usize| (i..i + len).all(|k| digit(c.get(k)));
    for i in 0..c.len() {
        if i > 0 && (word(c[i - 1]) || matches!(c[i - 1], '-' | '/' | '.')) {
            continue;
        }
        if !n(i, 4) || !matches!(c.get(i + 4), Some('-' | '/')) || !n(i + 5, 2) {
            continue;
        }
        let sep = c[i + 4];
        let ends = |j: usize| match c.get(j) {
            Some(&x) if word(x) => false,
            Some('-' | '/') => !digit(c.get(j + 1)),
            _ => true,
        };
        if c.get(i + 7) == Some(&sep) && n(i + 8, 2) && ends(i + 10) {
            out.push((i, i + 10));
            continue;
        }
        let num = |from: usize, len: usize| {
            c[from..from + len].iter().collect::<String>().parse::<u32>().unwrap_or(0)
        };
        let (year, month) = (num(i, 4), num(i + 5, 2));
        if sep == '-' && (1900..2100).contains(&year) && (1..=12).contains(&month) && ends(i + 7) {
            out.push((i, i + 7));
        }
    }
    out
}

/// `2026 年`, `2026年 8 月`, `2026年08月`, `8 月 20 日`, `March 2024`, `Mar 3`: a Chinese date set
/// otherwise than `2026年8月20日`, or an English month with a number.
fn date_forms(c: &[char]) -> Vec<Span> {
    let mut out = Vec::new();
    let spaces = |mut j: usize| {
        while c.get(j) == Some(&' ') {
            j += 1;
        }
        j
    };
    for i in number_starts(c) {
        let j = digits_end(c, i);
        let len = j - i;
        let k = spaces(j);
        let unit = c.get(k).copied();
        match unit {
            // A year of four digits, with a space before 年.
            Some('年') if len == 4 => {
                let year: u32 = c[i..j].iter().collect::<String>().parse().unwrap_or(0);
                if (1900..2100).contains(&year) && k > j {
                    out.push((i, k + 1));
                }
            }
            // A month or a day after a year or a month: no space, no leading zero.
            Some('月' | '日') if len <= 2 => {
                let mut b = i;
                while b > 0 && c[b - 1] == ' ' {
                    b -= 1;
                }
                let after_unit = b > 0 && matches!(c[b - 1], '年' | '月');
                let zero = len == 2 && c[i] == '0';
                if after_unit && (b < i || k > j || zero) {
                    out.push((b - 1, k + 1));
                }
            }
            _ => {}
        }
    }
    // English months with a number.
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let text: String = c.iter().collect();
    for m in MONTHS {
        for (byte, _) in text.match_indices(m) {
            let at = text[..byte].chars().count();
            let end = at + m.chars().count();
            if at > 0 && word(c[at - 1]) || c.get(end).is_some_and(|&x| word(x)) {
                continue;
            }
            let k = spaces(end);
            if k > end && digit(c.get(k)) {
                out.push((at, digits_end(c, k)));
            }
        }
    }
    out
}

/// `$`, `USD` with no 美元 within eight characters, `100美元`, 美金.
fn money(c: &[char]) -> Vec<Span> {
    let mut out = Vec::new();
    let text: String = c.iter().collect();
    let near = |i: usize, j: usize| {
        let from = i.saturating_sub(8);
        let to = (j + 8).min(c.len());
        c[from..to].iter().collect::<String>().contains("美元")
    };
    for i in 0..c.len() {
        if matches!(c[i], '$' | '＄') {
            let j = if digit(c.get(i + 1)) { number_end(c, i + 1) } else { i + 1 };
            out.push((i, j));
        }
        let alone = (i == 0 || !word(c[i - 1])) && c.get(i + 3).is_none_or(|&x| !word(x));
        if c[i..].starts_with(&['U', 'S', 'D']) && alone && !near(i, i + 3) {
            out.push((i, i + 3));
        }
        if c[i].is_ascii_digit() && c[i + 1..].starts_with(&['美', '元']) {
            out.push((i, i + 3));
        }
    }
    for (byte, _) in text.match_indices("美金") {
        let at = text[..byte].chars().count();
        out.push((at, at + 2));
    }
    out
}

/// The words of `c` that an id or a code could be: runs of Latin letters, digits, `_`, `-` and
/// `.` between them, without a `-` or `.` at either end.
fn tokens(c: &[char]) -> Vec<Span> {
    let inner = |x: char| word(x) || x == '-' || x == '.';
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if !word(c[i]) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < c.len() && inner(c[j]) {
            j += 1;
        }
        let mut end = j;
        while end > i && !word(c[end - 1]) {
            end -= 1;
        }
        out.push((i, end));
        i = j;
    }
    out
}

/// Where `c` names a source by its id, but inside a title that holds the id as a name.
fn source_ids(c: &[char], ids: &HashMap<String, Vec<String>>) -> Vec<Span> {
    tokens(c)
        .into_iter()
        .filter(|&(i, j)| {
            let t: String = c[i..j].iter().collect();
            ids.get(&t).is_some_and(|titles| !inside_name(c, (i, j), titles))
        })
        .collect()
}

/// Where `c` shows a region's code other than as `西欧（westeurope）`: (span, whether its Chinese
/// name is before it in other brackets, `西欧 (westeurope)`).
fn region_codes(c: &[char], regions: &HashMap<String, Option<&str>>) -> Vec<(Span, bool)> {
    let mut out = Vec::new();
    for (i, j) in tokens(c) {
        let t: String = c[i..j].iter().collect();
        let Some(zh) = regions.get(&t) else { continue };
        // Chinese region names are short: what stands right before and after the code.
        let before: String = c[i.saturating_sub(16)..i].iter().collect();
        let after: String = c[j..(j + 1).min(c.len())].iter().collect();
        let Some(zh) = zh else {
            out.push(((i, j), false));
            continue;
        };
        if before.ends_with(&format!("{zh}（")) && after.starts_with('）') {
            continue;
        }
        let trimmed = before.trim_end_matches([' ', '(', '（']).trim_end();
        let other_brackets = trimmed.ends_with(zh) && before.len() > trimmed.len();
        out.push(((i, j), other_brackets));
    }
    out
}

/// Where `text` uses the glossary's avoided `word`: a Latin word as a word of its own, in any
/// case and with a plural `s`; not where it is part of one of the `fine` terms. In characters.
fn avoided(c: &[char], word_: &str, fine: &[String]) -> Vec<Span> {
    let w: Vec<char> = word_.chars().collect();
    let latin = word_.is_ascii();
    let eq = |a: char, b: char| if latin { a.eq_ignore_ascii_case(&b) } else { a == b };
    let mut out = Vec::new();
    for i in 0..c.len() {
        if c.len() - i < w.len() || !w.iter().zip(&c[i..]).all(|(a, b)| eq(*a, *b)) {
            continue;
        }
        let end = i + w.len();
        if latin {
            let before = i > 0 && word(c[i - 1]);
            let plural = c.get(end) == Some(&'s') && !c.get(end + 1).is_some_and(|&x| word(x));
            let after = c.get(end).is_some_and(|&x| word(x)) && !plural;
            if before || after {
                continue;
            }
        }
        let covered = fine.iter().filter(|f| f.contains(word_)).any(|f| {
            let f: Vec<char> = f.chars().collect();
            (i.saturating_sub(f.len())..=i).any(|s| c[s..].starts_with(&f) && end <= s + f.len())
        });
        if !covered {
            out.push((i, end));
        }
    }
    out
}

/// Whether the span lies inside one of `names` written in `c`.
fn inside_name(c: &[char], span: Span, names: &[String]) -> bool {
    names.iter().any(|name| {
        let n: Vec<char> = name.chars().collect();
        let from = span.1.saturating_sub(n.len());
        (from..=span.0).any(|s| c[s..].starts_with(&n) && span.1 <= s + n.len())
    })
}

/// `c[span]` with a few characters either side, the span in ⟦ ⟧, line breaks as ⏎.
fn snippet(c: &[char], (i, j): Span) -> String {
    let from = i.saturating_sub(16);
    let to = (j + 16).min(c.len());
    let piece = |a: usize, b: usize| -> String {
        c[a..b].iter().map(|&x| if x == '\n' { '⏎' } else { x }).collect()
    };
    format!("{}⟦{}⟧{}", piece(from, i), piece(i, j), piece(j, to))
}

/// Every break of the rules for `lang` in one shown text.
fn check(style: &Style, lang: Lang, text: &str) -> Vec<(Rule, String)> {
    let c: Vec<char> = text.chars().collect();
    let mut out: Vec<(Rule, Span)> = Vec::new();
    let mut glossary: Vec<(String, &String)> = Vec::new();
    out.extend(source_ids(&c, &style.source_ids).into_iter().map(|s| (Rule::SourceId, s)));
    if lang == Lang::Zh {
        let lower = text.to_ascii_lowercase();
        let avoid = style.avoid_zh.iter().filter(|(w, _)| lower.contains(&w.to_ascii_lowercase()));
        for (w, term) in avoid {
            for span in avoided(&c, w, &style.terms_zh) {
                glossary.push((snippet(&c, span), term));
            }
        }
        out.extend(percents(&c).into_iter().map(|s| (Rule::Percent, s)));
        out.extend(e_notation(&c).into_iter().map(|s| (Rule::ENotation, s)));
        out.extend(
            multipliers(&c)
                .into_iter()
                .filter(|s| !inside_name(&c, *s, &style.models))
                .map(|s| (Rule::Multiplier, s)),
        );
        out.extend(unseparated(&c).into_iter().map(|s| (Rule::Separators, s)));
        out.extend(iso_dates(&c).into_iter().map(|s| (Rule::IsoDate, s)));
        out.extend(date_forms(&c).into_iter().map(|s| (Rule::DateForm, s)));
        out.extend(money(&c).into_iter().map(|s| (Rule::Money, s)));
        for (s, brackets) in region_codes(&c, &style.regions) {
            out.push((if brackets { Rule::RegionBrackets } else { Rule::RegionCode }, s));
        }
    }
    let found = out.into_iter().map(|(rule, s)| (rule, snippet(&c, s)));
    let glossary =
        glossary.into_iter().map(|(s, term)| (Rule::Glossary, format!("{s} (say {term})")));
    found.chain(glossary).collect()
}

// ---------------------------------------------------------------------------------------------
// The pages.

/// A route's page as the build writes it: the app rendered at `path` in the site's template.
pub(crate) fn built_page(template: &str, path: &str) -> String {
    let body = prerender::render(path, "/");
    let today = Some(crate::catalog_data::today());
    // How the page loads the app does not change its words: every page is built as an app page.
    prerender::page(template, path, today, &body, prerender::AppLoad::AtOnce, "")
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The kind of page at `path`, for the count of pages checked.
pub(crate) fn kind(path: &str) -> &'static str {
    match Page::recognize(path).map(|p| p.route) {
        Some(Route::Home) => "home",
        Some(Route::Chapter { slug, .. }) if slug == gpuplan_core::guide::SOURCES_SLUG => "sources",
        Some(Route::Chapter { .. }) => "chapter",
        Some(Route::Catalog) => "catalog",
        Some(Route::Size { .. }) => "size",
        Some(Route::Calculators) => "calculators",
        Some(Route::Calculator { .. }) => "calculator",
        Some(Route::Estimate) => "estimate",
        Some(Route::Wizard) => "wizard",
        Some(Route::Search) => "search",
        Some(Route::NotFound) | None => "not found",
    }
}

/// The language of the page at `path`.
pub(crate) fn lang(path: &str) -> Lang {
    crate::i18n::lang_of(Page::recognize(path).as_ref())
}

/// The address of the Chinese not-found page: the build writes one not-found page, whose Chinese
/// page the reading script shows at any unknown `/zh/…` address, so that is how it is checked.
const ZH_NOT_FOUND: &str = "/zh/no-such-page";

/// Every page of the build, and the Chinese not-found page, with every break of its rules;
/// the pages shared among the machine's cores.
fn findings(style: &Style) -> (BTreeMap<(Lang, &'static str), usize>, Vec<Finding>) {
    crate::catalog_data::fix_build_date_for_tests();
    let template = concat!(env!("CARGO_MANIFEST_DIR"), "/../../site/index.html");
    let template = std::fs::read_to_string(template).expect("site/index.html");
    let mut paths = prerender::paths().expect("the route list");
    paths.push(ZH_NOT_FOUND.to_owned());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    let mut kinds = BTreeMap::new();
    let mut found = Vec::new();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let (paths, template) = (&paths, &template);
                scope.spawn(move || {
                    let mine = paths.iter().skip(t).step_by(threads);
                    mine.map(|path| (path, findings_on(style, template, path))).collect::<Vec<_>>()
                })
            })
            .collect();
        for worker in workers {
            for (path, f) in worker.join().expect("a page's check") {
                *kinds.entry((lang(path), kind(path))).or_insert(0) += 1;
                found.extend(f);
            }
        }
    });
    found.sort();
    found.dedup();
    (kinds, found)
}

/// Every break of the rules on the page at `path`.
fn findings_on(style: &Style, template: &str, path: &str) -> Vec<Finding> {
    let lang = lang(path);
    let mut found = Vec::new();
    for piece in shown(&built_page(template, path)) {
        // Words in another language keep that language's rules.
        let words = if piece.foreign { Lang::En } else { lang };
        for (rule, snippet) in check(style, words, &piece.text) {
            let (route, place) = (path.to_owned(), piece.place.clone());
            found.push(Finding { route, rule, place, snippet });
        }
    }
    found
}

/// Every Chinese page keeps the glossary's terms and the Chinese style of numbers, dates and
/// money, and names sources and regions; no page names a source by its internal id.
#[test]
fn every_page_keeps_the_house_style() {
    let started = std::time::Instant::now();
    let style = Style::load();
    let (kinds, found) = findings(&style);
    let zh: usize = kinds.iter().filter(|((l, _), _)| *l == Lang::Zh).map(|(_, n)| n).sum();
    println!("pages checked: {kinds:?} ({zh} Chinese)");
    for kind in ["home", "chapter", "sources", "catalog", "size", "calculators", "calculator"] {
        for lang in Lang::ALL {
            assert!(kinds.contains_key(&(lang, kind)), "no {kind} page in {lang:?}");
        }
    }
    for kind in ["estimate", "wizard", "search", "not found"] {
        assert!(kinds.contains_key(&(Lang::Zh, kind)), "no Chinese {kind} page");
    }
    let mut report = String::new();
    for rule in Rule::ALL {
        let of_rule: Vec<_> = found.iter().filter(|f| f.rule == rule).collect();
        if of_rule.is_empty() {
            continue;
        }
        report.push_str(&format!("\n{rule:?}: {} breaks\n", of_rule.len()));
        for f in of_rule {
            report.push_str(&format!("  {} [{}] {}\n", f.route, f.place, f.snippet));
        }
    }
    println!("checked in {:.1} s", started.elapsed().as_secs_f64());
    assert!(report.is_empty(), "pages break the house style:{report}");
}

/// The rules on small pages: each catches its break, and passes the forms the house style
/// writes, code, addresses, names and words in another language.
#[test]
fn each_rule_catches_its_break_and_passes_the_right_form() {
    let style = Style::load();
    let rules = |body: &str| -> Vec<Rule> {
        let html =
            format!("<!doctype html><html><head><title>t</title></head><body>{body}</body></html>");
        let pieces = shown(&html);
        let lang = |foreign: bool| if foreign { Lang::En } else { Lang::Zh };
        pieces
            .iter()
            .flat_map(|p| check(&style, lang(p.foreign), &p.text))
            .map(|(r, _)| r)
            .collect()
    };
    let breaks = [
        ("<p>按 VM 计费，归档层</p>", Rule::Glossary),
        ("<p>逐出率 35 %，或 35％</p>", Rule::Percent),
        ("<p>约 1.2e23 次浮点运算，5e-4</p>", Rule::ENotation),
        ("<p>50k 个 token，1.28M，7B 参数的模型，2T</p>", Rule::Multiplier),
        ("<p>80000 Mbps，-123456</p>", Rule::Separators),
        ("<p>截至 2026-08-20、2026/08/20、2026-08 的价格</p>", Rule::IsoDate),
        ("<p>2026 年 8 月 20 日，2026年08月，September 30, 2026</p>", Rule::DateForm),
        ("<p>$1,234.56，1,234.56 USD，100美元</p>", Rule::Money),
        ("<p>来源：prices-karpenter</p>", Rule::SourceId),
        ("<table><tr><td title=\"来源：prices-radar\">1</td></tr></table>", Rule::SourceId),
        ("<p>区域：westeurope；West Europe (westeurope)</p>", Rule::RegionCode),
        ("<select><option>西欧 (westeurope)</option></select>", Rule::RegionBrackets),
        ("<p>西欧(westeurope)，西欧（westeurope)</p>", Rule::RegionBrackets),
    ];
    for (body, rule) in breaks {
        let found = rules(body);
        assert!(!found.is_empty() && found.iter().all(|r| *r == rule), "{body}: {found:?}");
    }
    let caught: Vec<Rule> = breaks.iter().map(|(_, r)| *r).collect();
    assert!(Rule::ALL.iter().all(|r| caught.contains(r)), "a rule without a case");
    let pc2 = &style.source_ids["PC2"][0];
    let fine = [
        "<p>每台虚拟机每小时；NVMe 与 NC40ads；<code>VM</code>；购买还是租用</p>".to_owned(),
        "<p>逐出率 35%，1,234.56 美元，截至 2026年8月20日，2022年，1 年期</p>".to_owned(),
        "<p>西欧（westeurope）与西欧（<code>westeurope</code>）</p>".to_owned(),
        "<p><code>2026-08-20 $5 prices-karpenter westeurope</code></p>".to_owned(),
        "<p><a href=\"x\">https://example.com/2026-08-20/westeurope?v=1e5</a></p>".to_owned(),
        "<p>Azure/karpenter · articles/virtual-machines/spot-vms.md · 提交 02773904e1</p>"
            .to_owned(),
        "<p>规格文档页 @ 0156257884；Qwen/Qwen2.5-72B/index.md</p>".to_owned(),
        "<p>Llama 3.1 8B、Llama 3 8B、Mixtral 8x7B、gpt-oss-20b、Qwen2.5-72B</p>".to_owned(),
        "<p>Standard_ND96isr_H100_v5、80 GB、3.2 Tb/s、8.400×10²³、128万、8.4亿</p>".to_owned(),
        "<p>25,557,032 个参数，3350 GB/s，arXiv 2310.06825，Llama-2-70B</p>".to_owned(),
        "<p><cite lang=\"en\">Azure Reserved VM Instances, $10,000 (2020-10-01)</cite></p>"
            .to_owned(),
        format!("<p><cite>{pc2}</cite></p>"),
    ];
    for body in &fine {
        assert_eq!(rules(body), [], "{body}");
    }
    // English words keep English rules: a region's code and ISO dates are fine, a source's id
    // is not.
    assert_eq!(rules("<p lang=\"en\">eastus, 2026-08-20, 50k, 35 %</p>"), []);
    assert_eq!(rules("<p lang=\"en\">source prices-karpenter</p>"), [Rule::SourceId]);
    // What a reader sees: not scripts, styles, templates or the values of fields; the title,
    // the description and the shown attributes.
    let html = "<html><head><title>7B</title><meta name=\"description\" content=\"VM\"></head>\
                <body><script>var x = \"VM\";</script><style>p{}</style><template><p>VM</p></template>\
                <img alt=\"50k\"><input value=\"80000\" placeholder=\"2026-08-20\"></body></html>";
    let places: Vec<String> =
        shown(html).into_iter().map(|p| format!("{}: {}", p.place, p.text)).collect();
    assert_eq!(
        places,
        ["title: 7B", "meta[description]: VM", "img[alt]: 50k", "input[placeholder]: 2026-08-20"]
    );
}
