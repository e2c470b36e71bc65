//! Compiles the message files in `locales/<lang>/<part>.ftl` into typed Rust, one module per part.
//!
//! The files are Fluent, parsed by Fluent's own parser; what reaches the binary is the texts and
//! their pieces, with no parser or runtime. A message without placeholders becomes a variant of
//! the part's enum (`HomeMsg::DoorsTitle.text(lang)`); a message with placeholders becomes a
//! struct with one field per placeholder (`CompareText { region }.text(lang)`). A placeholder is
//! text, unless a plural selects on it, when it is a count. The enum's `from_id` finds a plain
//! message by its id, for code that derives ids (the CLI's help, `help.ftl`).
//!
//! The build fails, naming the file and the message, when a file does not parse, when a message
//! is in one language and not the other, when two languages disagree on a message's
//! placeholders (a translation may leave out one that the English comment names after
//! `Optional:`), or when a message uses what the compiler does not know (functions, attributes,
//! selectors other than plurals on a variable).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast;

/// The pseudo-locale's transform, the core's own file: the messages and the data's English are
/// transformed alike.
#[path = "../gpuplan-core/src/lang/pseudo.rs"]
#[allow(dead_code, unreachable_pub)]
mod pseudo;

/// The languages, in the order of `Lang`'s variants.
const LANGS: [&str; 2] = ["en", "zh"];

/// Each part of the product: its file name and the name of its enum of plain messages.
const PARTS: [(&str, &str); 11] = [
    ("app", "Msg"),
    ("calc", "CalcMsg"),
    ("catalog", "CatalogMsg"),
    ("cli", "CliMsg"),
    ("estimate", "EstimateMsg"),
    ("guide", "TableMsg"),
    ("help", "HelpMsg"),
    ("home", "HomeMsg"),
    ("measured", "MeasMsg"),
    ("problems", "ProblemMsg"),
    ("wizard", "WizardMsg"),
];

/// A piece of a compiled message.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    Text(String),
    Var(String),
    Plural { var: String, one: Vec<Piece>, other: Vec<Piece> },
}

/// One message in one language.
#[derive(Debug, Clone)]
struct Compiled {
    comment: Vec<String>,
    pieces: Vec<Piece>,
    /// Variables shown as text.
    shown: BTreeSet<String>,
    /// Variables a plural selects on.
    counted: BTreeSet<String>,
}

/// One language's file for a part.
struct File {
    about: Vec<String>,
    messages: BTreeMap<String, Compiled>,
    order: Vec<String>,
}

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=../gpuplan-core/src/lang/pseudo.rs");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    // Feature `pseudo`: a third table, `Lang::Pseudo`, made from the English files.
    let with_pseudo = std::env::var_os("CARGO_FEATURE_PSEUDO").is_some();
    let mut problems = Vec::new();
    for (part, enum_name) in PARTS {
        let mut files: Vec<File> = LANGS
            .iter()
            .map(|lang| {
                let path = format!("locales/{lang}/{part}.ftl");
                println!("cargo:rerun-if-changed={path}");
                read(&path, &mut problems)
            })
            .collect();
        check_same(part, &files, &mut problems);
        for id in &files[0].order {
            if vars_of(&files, id).len() > 10 {
                problems.push(format!("locales/*/{part}.ftl: {id} has more than 10 placeholders"));
            }
        }
        if with_pseudo {
            let english = pseudo_file(&files[0]);
            files.push(english);
        }
        let code = generate(enum_name, &files);
        std::fs::write(Path::new(&out).join(format!("{part}.rs")), code)
            .expect("OUT_DIR is writable");
    }
    if !problems.is_empty() {
        panic!("the message files have {} problem(s):\n{}", problems.len(), problems.join("\n"));
    }
}

/// The pseudo-locale's file for a part, from the English one: each message's text with its
/// letters accented, in brackets and padded ([`pseudo::localize`]); placeholders and plurals
/// as they are. A message without a Latin letter (a dash) stays as it is.
fn pseudo_file(english: &File) -> File {
    fn letters(pieces: &[Piece], out: &mut Vec<Piece>) {
        for p in pieces {
            match p {
                Piece::Text(t) => push_text(out, &pseudo::letters(t)),
                Piece::Var(v) => out.push(Piece::Var(v.clone())),
                Piece::Plural { var, one, other } => {
                    let (mut o, mut m) = (Vec::new(), Vec::new());
                    letters(one, &mut o);
                    letters(other, &mut m);
                    out.push(Piece::Plural { var: var.clone(), one: o, other: m });
                }
            }
        }
    }
    /// The length of the text as written with the plural's other form.
    fn length(pieces: &[Piece]) -> usize {
        pieces
            .iter()
            .map(|p| match p {
                Piece::Text(t) => t.chars().count(),
                Piece::Var(_) => 0,
                Piece::Plural { other, .. } => length(other),
            })
            .sum()
    }
    fn has_letter(pieces: &[Piece]) -> bool {
        pieces.iter().any(|p| match p {
            Piece::Text(t) => t.chars().any(|c| c.is_ascii_alphabetic()),
            Piece::Var(_) => false,
            Piece::Plural { one, other, .. } => has_letter(one) || has_letter(other),
        })
    }
    let mut messages = BTreeMap::new();
    for (id, m) in &english.messages {
        let mut c = m.clone();
        if has_letter(&m.pieces) {
            let mut pieces = vec![Piece::Text(pseudo::OPEN.to_string())];
            letters(&m.pieces, &mut pieces);
            push_text(&mut pieces, &pseudo::padding(length(&m.pieces)));
            push_text(&mut pieces, &pseudo::CLOSE.to_string());
            c.pieces = pieces;
        }
        messages.insert(id.clone(), c);
    }
    File { about: english.about.clone(), messages, order: english.order.clone() }
}

fn read(path: &str, problems: &mut Vec<String>) -> File {
    let mut file = File { about: Vec::new(), messages: BTreeMap::new(), order: Vec::new() };
    let source = match std::fs::read_to_string(path) {
        Ok(s) => s,
        Err(e) => {
            problems.push(format!("{path}: cannot be read: {e}"));
            return file;
        }
    };
    let resource = match fluent_syntax::parser::parse(source.as_str()) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                let line = source[..e.pos.start.min(source.len())].lines().count().max(1);
                problems.push(format!("{path}:{line}: {:?}", e.kind));
            }
            r
        }
    };
    let mut terms = BTreeMap::new();
    for entry in &resource.body {
        if let ast::Entry::Term(t) = entry {
            terms.insert(t.id.name, &t.value);
        }
    }
    for entry in &resource.body {
        match entry {
            ast::Entry::ResourceComment(c) => {
                file.about.extend(c.content.iter().map(|s| s.to_string()))
            }
            ast::Entry::Message(m) => {
                let id = m.id.name.to_owned();
                let here = format!("{path}: {id}");
                if !m.attributes.is_empty() {
                    problems.push(format!("{here}: attributes are not supported"));
                }
                let Some(value) = &m.value else {
                    problems.push(format!("{here}: has no value"));
                    continue;
                };
                let mut c = Compiled {
                    comment: m
                        .comment
                        .as_ref()
                        .map(|c| c.content.iter().map(|s| s.to_string()).collect())
                        .unwrap_or_default(),
                    pieces: Vec::new(),
                    shown: BTreeSet::new(),
                    counted: BTreeSet::new(),
                };
                c.pieces = pattern(value, &terms, &mut c, &here, problems);
                if file.messages.insert(id.clone(), c).is_some() {
                    problems.push(format!("{here}: defined twice"));
                } else {
                    file.order.push(id);
                }
            }
            ast::Entry::Junk { content } => {
                problems.push(format!("{path}: cannot parse {content:?}"))
            }
            _ => {}
        }
    }
    file
}

fn pattern(
    p: &ast::Pattern<&str>,
    terms: &BTreeMap<&str, &ast::Pattern<&str>>,
    c: &mut Compiled,
    here: &str,
    problems: &mut Vec<String>,
) -> Vec<Piece> {
    let mut out = Vec::new();
    for element in &p.elements {
        match element {
            ast::PatternElement::TextElement { value } => push_text(&mut out, value),
            ast::PatternElement::Placeable { expression } => {
                expression_pieces(expression, terms, c, here, problems, &mut out)
            }
        }
    }
    out
}

fn expression_pieces(
    e: &ast::Expression<&str>,
    terms: &BTreeMap<&str, &ast::Pattern<&str>>,
    c: &mut Compiled,
    here: &str,
    problems: &mut Vec<String>,
    out: &mut Vec<Piece>,
) {
    match e {
        ast::Expression::Inline(inline) => inline_pieces(inline, terms, c, here, problems, out),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                problems.push(format!("{here}: a selector must be a variable"));
                return;
            };
            let (mut one, mut other) = (None, None);
            for v in variants {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => *name,
                    ast::VariantKey::NumberLiteral { value } => value,
                };
                let pieces = pattern(&v.value, terms, c, here, problems);
                match key {
                    "one" => one = Some(pieces),
                    "other" if v.default => other = Some(pieces),
                    _ => problems.push(format!("{here}: variant [{key}] is not a plural category this project knows (one, *other)")),
                }
            }
            let Some(other) = other else {
                problems.push(format!("{here}: a plural needs a default *[other]"));
                return;
            };
            let nested = |p: &Vec<Piece>| p.iter().any(|x| matches!(x, Piece::Plural { .. }));
            if nested(&other) || one.as_ref().is_some_and(nested) {
                problems.push(format!("{here}: a plural inside a plural is not supported"));
            }
            c.counted.insert(id.name.to_owned());
            out.push(Piece::Plural {
                var: id.name.to_owned(),
                one: one.unwrap_or_else(|| other.clone()),
                other,
            });
        }
    }
}

fn inline_pieces(
    inline: &ast::InlineExpression<&str>,
    terms: &BTreeMap<&str, &ast::Pattern<&str>>,
    c: &mut Compiled,
    here: &str,
    problems: &mut Vec<String>,
    out: &mut Vec<Piece>,
) {
    match inline {
        ast::InlineExpression::StringLiteral { value } => push_text(out, &unescape(value)),
        ast::InlineExpression::VariableReference { id } => {
            c.shown.insert(id.name.to_owned());
            out.push(Piece::Var(id.name.to_owned()));
        }
        ast::InlineExpression::TermReference { id, attribute: None, arguments: None } => {
            match terms.get(id.name) {
                Some(value) => {
                    for piece in pattern(value, terms, c, here, problems) {
                        match piece {
                            Piece::Text(t) => push_text(out, &t),
                            other => out.push(other),
                        }
                    }
                }
                None => problems.push(format!("{here}: no term -{}", id.name)),
            }
        }
        ast::InlineExpression::Placeable { expression } => {
            expression_pieces(expression, terms, c, here, problems, out)
        }
        other => problems.push(format!("{here}: {other:?} is not supported")),
    }
}

fn push_text(out: &mut Vec<Piece>, text: &str) {
    // The compiled form marks placeholders with these characters; text cannot hold them.
    let text: String = text.chars().filter(|c| !('\u{1}'..='\u{4}').contains(c)).collect();
    let text = text.as_str();
    if let Some(Piece::Text(last)) = out.last_mut() {
        last.push_str(text);
    } else {
        out.push(Piece::Text(text.to_owned()));
    }
}

/// A Fluent string literal's value, its escapes undone.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(n @ ('u' | 'U')) => {
                let digits: String = chars.by_ref().take(if n == 'u' { 4 } else { 6 }).collect();
                out.extend(u32::from_str_radix(&digits, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// Checks that every language has the same messages with the same placeholders.
fn check_same(part: &str, files: &[File], problems: &mut Vec<String>) {
    let (first, rest) = files.split_first().expect("at least one language");
    for (file, lang) in rest.iter().zip(&LANGS[1..]) {
        for id in first.messages.keys() {
            if !file.messages.contains_key(id) {
                problems.push(format!(
                    "locales/{lang}/{part}.ftl: {id} is missing (it is in locales/{}/{part}.ftl)",
                    LANGS[0]
                ));
            }
        }
        for (id, m) in &file.messages {
            let Some(base) = first.messages.get(id) else {
                problems.push(format!(
                    "locales/{lang}/{part}.ftl: {id} is not in locales/{}/{part}.ftl",
                    LANGS[0]
                ));
                continue;
            };
            let vars = |m: &Compiled| m.shown.union(&m.counted).cloned().collect::<BTreeSet<_>>();
            // A translation may leave out a placeholder the first language's comment names as
            // optional ("Optional: $why"), for a detail only that language can show.
            let optional = |v: &String| {
                base.comment
                    .iter()
                    .any(|l| l.starts_with("Optional:") && l.contains(&format!("${v}")))
            };
            let same =
                vars(m).is_subset(&vars(base)) && vars(base).difference(&vars(m)).all(optional);
            if !same {
                problems.push(format!(
                    "locales/{lang}/{part}.ftl: {id} has placeholders {:?}, locales/{}/{part}.ftl has {:?}",
                    vars(m),
                    LANGS[0],
                    vars(base)
                ));
            }
        }
    }
}

/// The Rust name of a message id: `doors-title` → `DoorsTitle`, `catalog--min-vram` →
/// `CatalogMinVram`.
fn camel(id: &str) -> String {
    id.split(['-', '_'])
        .filter(|w| !w.is_empty())
        .map(|w| w[..1].to_uppercase() + &w[1..])
        .collect()
}

fn doc(out: &mut String, lines: &[String], indent: &str) {
    for l in lines {
        // Translators' comments are prose, not rustdoc links: brackets stay brackets.
        let l = l.replace('[', "\\[").replace(']', "\\]");
        let _ = writeln!(out, "{indent}///{}{l}", if l.is_empty() { "" } else { " " });
    }
}

fn generate(enum_name: &str, files: &[File]) -> String {
    let first = &files[0];
    let mut out = String::from(
        "// Generated by build.rs from locales/*/*.ftl. Edit those files, not this one.\n\n",
    );
    let plain: Vec<&String> = first.order.iter().filter(|id| is_plain(files, id)).collect();
    doc(&mut out, &first.about, "");
    let _ = writeln!(out, "#[derive(Debug, Clone, Copy, PartialEq, Eq)]\npub enum {enum_name} {{");
    for id in &plain {
        doc(&mut out, &first.messages[*id].comment, "    ");
        let _ = writeln!(out, "    {},", camel(id));
    }
    out.push_str("}\n\n");
    let all: Vec<String> = plain.iter().map(|id| format!("{enum_name}::{}", camel(id))).collect();
    // Each language's plain texts, one string and the offsets where each text starts: fewer
    // pointers in the binary than a table of `&str`, and the texts compress together.
    let tables: Vec<(String, String)> = files
        .iter()
        .map(|file| {
            let mut joined = String::new();
            let mut offsets = vec![0usize];
            for id in &plain {
                if let Some([Piece::Text(t)]) = file.messages.get(*id).map(|m| m.pieces.as_slice())
                {
                    joined.push_str(t);
                }
                offsets.push(joined.len());
            }
            let offsets: Vec<String> = offsets.iter().map(ToString::to_string).collect();
            (format!("{joined:?}"), offsets.join(", "))
        })
        .collect();
    let wide = tables.iter().any(|(j, _)| j.len() > usize::from(u16::MAX));
    let offset_type = if wide { "u32" } else { "u16" };
    let texts: Vec<String> = tables.iter().map(|(j, _)| j.clone()).collect();
    let offsets: Vec<String> = tables.iter().map(|(_, o)| format!("&[{o}]")).collect();
    let ids: Vec<String> = plain.iter().map(|id| format!("{id:?}")).collect();
    let _ = writeln!(
        out,
        "impl {enum_name} {{\n    /// The message whose id is `id` (`doors-title`), for code that derives the id.\n    \
         pub fn from_id(id: &str) -> Option<Self> {{\n        const IDS: [&str; {}] = [{}];\n        \
         IDS.iter().position(|i| *i == id).map(|i| Self::ALL[i])\n    }}\n}}\n",
        ids.len(),
        ids.join(", ")
    );
    let _ = writeln!(
        out,
        "impl {enum_name} {{\n    /// Every message, in the file's order.\n    pub const ALL: &'static [{enum_name}] = &[{}];\n\n    \
         /// The message in `lang`.\n    pub fn text(self, lang: crate::Lang) -> &'static str {{\n        \
         const TEXTS: [&str; {n}] = [{}];\n        \
         const STARTS: [&[{offset_type}]; {n}] = [{}];\n        \
         let i = crate::words::index(lang);\n        \
         crate::words::slice(TEXTS[i], STARTS[i], self as usize)\n    }}\n}}\n",
        all.join(", "),
        texts.join(", "),
        offsets.join(", "),
        n = files.len(),
    );
    let mut registry = Vec::new();
    for id in &first.order {
        if !is_plain(files, id) {
            generate_struct(&mut out, id, files);
        }
        let patterns: Vec<String> = files
            .iter()
            .take(LANGS.len())
            .map(|f| {
                f.messages
                    .get(id)
                    .map(|m| format!("{:?}", encode(&m.pieces, &vars_of(files, id))))
                    .unwrap_or_else(|| "\"\"".to_owned())
            })
            .collect();
        registry.push(format!("({id:?}, [{}])", patterns.join(", ")));
    }
    let _ = writeln!(
        out,
        "/// Every message of this part, by id, in each language, as [`crate::words::render`] reads\n\
         /// it: for tests that read them all.\n#[cfg(test)]\n\
         pub(crate) const MESSAGES: &[(&str, [&str; {}])] = &[{}];",
        LANGS.len(),
        registry.join(", ")
    );
    out
}

/// A message with no placeholder in any language.
fn is_plain(files: &[File], id: &str) -> bool {
    files
        .iter()
        .all(|f| f.messages.get(id).is_none_or(|m| m.shown.is_empty() && m.counted.is_empty()))
}

/// A message's variables, in order of first use in the first language, each with whether it
/// is a count.
fn vars_of(files: &[File], id: &str) -> Vec<(String, bool)> {
    let mut vars: Vec<(String, bool)> = Vec::new();
    fn walk(pieces: &[Piece], vars: &mut Vec<(String, bool)>) {
        for p in pieces {
            match p {
                Piece::Text(_) => {}
                Piece::Var(v) => {
                    if !vars.iter().any(|(n, _)| n == v) {
                        vars.push((v.clone(), false));
                    }
                }
                Piece::Plural { var, one, other } => {
                    if !vars.iter().any(|(n, _)| n == var) {
                        vars.push((var.clone(), true));
                    }
                    walk(one, vars);
                    walk(other, vars);
                }
            }
        }
    }
    for f in files {
        if let Some(m) = f.messages.get(id) {
            walk(&m.pieces, &mut vars);
        }
    }
    let counted: BTreeSet<&String> =
        files.iter().filter_map(|f| f.messages.get(id)).flat_map(|m| m.counted.iter()).collect();
    for (name, count) in &mut vars {
        *count = counted.contains(name);
    }
    vars
}

/// A message's pieces as one string, the way [`words::render`] reads it: text as written, a
/// placeholder as `\u{1}` and its index, a plural as `\u{2}` and its count's index, the "one"
/// text, `\u{3}`, the other text, `\u{4}`.
fn encode(pieces: &[Piece], vars: &[(String, bool)]) -> String {
    let index = |v: &str| {
        let i = vars.iter().position(|(n, _)| n == v).unwrap_or(0);
        char::from_digit(u32::try_from(i).unwrap_or(0), 10).unwrap_or('0')
    };
    let mut out = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Var(v) => {
                out.push('\u{1}');
                out.push(index(v));
            }
            Piece::Plural { var, one, other } => {
                out.push('\u{2}');
                out.push(index(var));
                out.push_str(&encode(one, vars));
                out.push('\u{3}');
                out.push_str(&encode(other, vars));
                out.push('\u{4}');
            }
        }
    }
    out
}

fn generate_struct(out: &mut String, id: &str, files: &[File]) {
    let name = camel(id);
    let vars = vars_of(files, id);
    doc(out, &files[0].messages[id].comment, "");
    let fields: Vec<String> = vars
        .iter()
        .map(|(v, count)| {
            format!(
                "    /// `{{ ${v} }}`\n    pub {v}: {},",
                if *count { "u64" } else { "&'a str" }
            )
        })
        .collect();
    let lifetime = if vars.iter().any(|(_, c)| !c) { "<'a>" } else { "" };
    let args: Vec<String> = vars
        .iter()
        .map(|(v, count)| {
            if *count {
                format!("crate::words::Arg::Count(self.{v})")
            } else {
                format!("crate::words::Arg::Text(self.{v})")
            }
        })
        .collect();
    let patterns: Vec<String> =
        files.iter().map(|f| format!("{:?}", encode(&f.messages[id].pieces, &vars))).collect();
    let _ = writeln!(
        out,
        "#[derive(Debug, Clone, Copy, PartialEq, Eq)]\npub struct {name}{lifetime} {{\n{}\n}}\n\n\
         impl {name}{} {{\n    /// The message in `lang`.\n    pub fn text(&self, lang: crate::Lang) -> String {{\n        \
         const PATTERNS: [&str; {}] = [{}];\n        \
         crate::words::render(PATTERNS[crate::words::index(lang)], &[{}], lang)\n    }}\n}}\n",
        fields.join("\n"),
        if lifetime.is_empty() { "" } else { "<'_>" },
        files.len(),
        patterns.join(", "),
        args.join(", ")
    );
}
