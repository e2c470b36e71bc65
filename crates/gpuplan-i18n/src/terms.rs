//! One term per concept: the checks that hold the product's words to its glossary,
//! `locales/glossary.toml`.
//!
//! The glossary file gives, for each concept, the English and the Chinese term and the other
//! words for it that the product does not use; the guide's glossary chapter
//! (`content/guide/{en,zh}/09-glossary.md`) defines the terms for readers. The file is read by
//! the tests only, so none of it reaches the binary. They check that every entry with an anchor
//! heads its glossary chapter entry, that no message (`locales/{en,zh}/*.ftl`) and no chapter
//! (`content/guide/{en,zh}/*.md`) uses a word the glossary avoids, naming the file, the line
//! and the term to use, and that every Chinese term is in use somewhere.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use serde::Deserialize;

    use crate::Lang;

    /// The glossary file.
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Glossary {
        term: Vec<Entry>,
    }

    /// One concept.
    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Entry {
        concept: String,
        anchor: Option<String>,
        en: String,
        zh: String,
        en_avoid: Vec<String>,
        zh_avoid: Vec<String>,
        note: String,
    }

    impl Entry {
        fn term(&self, lang: Lang) -> &str {
            match lang {
                Lang::En => &self.en,
                Lang::Zh => &self.zh,
                #[cfg(feature = "pseudo")]
                Lang::Pseudo => &self.en,
            }
        }

        fn avoid(&self, lang: Lang) -> &[String] {
            match lang {
                Lang::En => &self.en_avoid,
                Lang::Zh => &self.zh_avoid,
                #[cfg(feature = "pseudo")]
                Lang::Pseudo => &self.en_avoid,
            }
        }
    }

    /// The repository's root.
    fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    fn glossary() -> Glossary {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/glossary.toml");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        toml::from_str(&text).unwrap_or_else(|e| panic!("locales/glossary.toml: {e}"))
    }

    /// The files of one kind in one language, sorted: (path from the root, text).
    fn files(dir: &str, ext: &str) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = std::fs::read_dir(root().join(dir))
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .map(|p| {
                let name = format!("{dir}/{}", p.file_name().unwrap_or_default().to_string_lossy());
                let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{name}: {e}"));
                (name, text)
            })
            .collect();
        out.sort();
        out
    }

    /// Every message file and chapter of a language, each reduced to the words a reader sees:
    /// what is not shown is blanked out, so lines keep their numbers.
    fn shown_files(lang: Lang) -> Vec<(String, String)> {
        let l = lang.code();
        let ftl = files(&format!("crates/gpuplan-i18n/locales/{l}"), "ftl");
        let md = files(&format!("content/guide/{l}"), "md");
        assert!(
            ftl.len() >= 10 && md.len() >= 9,
            "{l}: {} message files, {} chapters",
            ftl.len(),
            md.len()
        );
        let ftl = ftl.into_iter().map(|(n, t)| (n, shown_ftl(&t)));
        ftl.chain(md.into_iter().map(|(n, t)| (n, shown_md(&t)))).collect()
    }

    /// A message file's shown text: no comments, no message ids, no variant keys, no variable
    /// names.
    fn shown_ftl(text: &str) -> String {
        let lines = text.lines().map(|line| {
            let trimmed = line.trim_start();
            if trimmed.starts_with('#') {
                return String::new();
            }
            let mut line = line.to_owned();
            // `id =` at the start of a line.
            let id_end = line.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'));
            if let Some(end) = id_end.filter(|&e| e > 0) {
                let after = line[end..].trim_start();
                if after.starts_with('=') {
                    let eq = line.len() - after.len();
                    blank(&mut line, 0, eq + 1);
                }
            }
            // `[one]` or `*[other]` opening a variant.
            let indent = line.len() - trimmed.len();
            if (trimmed.starts_with('[') || trimmed.starts_with("*["))
                && let Some(close) = line[indent..].find(']')
            {
                blank(&mut line, indent, indent + close + 1);
            }
            // `$name` in a placeholder or a selector.
            while let Some(at) = line.find('$') {
                let len = line[at + 1..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                    .unwrap_or(line.len() - at - 1);
                blank(&mut line, at, at + 1 + len);
            }
            line
        });
        lines.collect::<Vec<_>>().join("\n")
    }

    /// A chapter's shown text: no fenced blocks (calculators, generated tables), no directives
    /// (`{{ … }}`), footnote keys, inline code, link targets or heading anchors.
    fn shown_md(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut fenced = false;
        for line in text.split_inclusive('\n') {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                out.extend(line.chars().map(|c| if c == '\n' { c } else { ' ' }));
            } else if fenced {
                out.extend(line.chars().map(|c| if c == '\n' { c } else { ' ' }));
            } else {
                out.push_str(line);
            }
        }
        for (open, close) in [("{{", "}}"), ("[^", "]"), ("](", ")"), ("{#", "}"), ("`", "`")] {
            let mut from = 0;
            while let Some(i) = out[from..].find(open).map(|i| i + from) {
                let Some(j) = out[i + open.len()..].find(close) else { break };
                let end = i + open.len() + j + close.len();
                // A link's text is shown: keep its `]`, drop the target.
                let start = if open == "](" { i + 1 } else { i };
                blank(&mut out, start, end);
                from = end;
            }
        }
        out
    }

    /// Replaces `s[from..to]` with spaces, keeping newlines (and so line numbers) and the length
    /// in bytes (and so the positions after it).
    fn blank(s: &mut String, from: usize, to: usize) {
        let spaced: String = s[from..to]
            .chars()
            .map(|c| if c == '\n' { "\n".to_owned() } else { " ".repeat(c.len_utf8()) })
            .collect();
        s.replace_range(from..to, &spaced);
    }

    /// Where `text` uses `word`, in bytes: a Latin word as a word of its own (any case, a plural
    /// `s` allowed), and not where it is part of one of the `fine` terms (买还是租 in 购买还是租用).
    fn uses(text: &str, word: &str, fine: &[&str]) -> Vec<usize> {
        let latin = word.is_ascii();
        let (hay, needle) = if latin {
            (text.to_ascii_lowercase(), word.to_ascii_lowercase())
        } else {
            (text.to_owned(), word.to_owned())
        };
        let bytes = hay.as_bytes();
        let wordy =
            |i: usize| bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_');
        let covered = |at: usize| {
            fine.iter().filter(|f| f.contains(word)).any(|f| {
                text.match_indices(*f).any(|(j, _)| j <= at && at + word.len() <= j + f.len())
            })
        };
        hay.match_indices(&needle)
            .map(|(at, _)| at)
            .filter(|&at| {
                if !latin {
                    return true;
                }
                let end = at + needle.len();
                let before = at > 0 && wordy(at - 1);
                // A plural s ends the word too: "VMs" is "VM".
                let plural = bytes.get(end) == Some(&b's') && !wordy(end + 1);
                let after = wordy(end) && !plural;
                !before && !after
            })
            .filter(|&at| !covered(at))
            .collect()
    }

    /// The glossary itself: ids, terms and notes present, no concept or anchor twice, no term
    /// among its own avoided words.
    #[test]
    fn the_glossary_is_well_formed() {
        let g = glossary();
        assert!(g.term.len() >= 25, "{} entries", g.term.len());
        let mut concepts: Vec<&str> = g.term.iter().map(|t| t.concept.as_str()).collect();
        let mut anchors: Vec<&str> = g.term.iter().filter_map(|t| t.anchor.as_deref()).collect();
        for t in &g.term {
            let c = &t.concept;
            assert!(!c.is_empty() && !t.en.is_empty() && !t.zh.is_empty(), "{c}: a term missing");
            assert!(!t.note.trim().is_empty(), "{c}: no note for translators");
            for lang in Lang::ALL {
                for w in t.avoid(lang) {
                    assert!(!w.trim().is_empty() && w != t.term(lang), "{c}: avoids {w:?}");
                }
            }
        }
        let n = (concepts.len(), anchors.len());
        concepts.sort_unstable();
        concepts.dedup();
        anchors.sort_unstable();
        anchors.dedup();
        assert_eq!(n, (concepts.len(), anchors.len()), "a concept or an anchor twice");
    }

    /// Every entry with an anchor heads that glossary chapter entry, in each language.
    #[test]
    fn every_term_heads_its_glossary_entry() {
        let g = glossary();
        for lang in Lang::ALL {
            let l = lang.code();
            let path = root().join(format!("content/guide/{l}/09-glossary.md"));
            let chapter =
                std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
            for t in &g.term {
                let Some(anchor) = &t.anchor else { continue };
                let heading = chapter
                    .lines()
                    .find(|h| h.starts_with("### ") && h.ends_with(&format!("{{#{anchor}}}")));
                let heading = heading.unwrap_or_else(|| panic!("{l}: no glossary entry #{anchor}"));
                let term = t.term(lang);
                let named = match lang {
                    Lang::Zh => heading.contains(term),
                    _ => heading.to_lowercase().contains(&term.to_lowercase()),
                };
                assert!(named, "{l} glossary #{anchor}: {heading:?} does not name {term:?}");
            }
        }
    }

    /// No message and no chapter uses a word the glossary avoids; the failure names the file,
    /// the line and the term to use.
    #[test]
    fn the_messages_and_chapters_use_the_glossary_terms() {
        let g = glossary();
        let mut found = Vec::new();
        for lang in Lang::ALL {
            let fine: Vec<&str> = g.term.iter().map(|t| t.term(lang)).collect();
            for (name, text) in shown_files(lang) {
                for (n, line) in text.lines().enumerate() {
                    for t in &g.term {
                        for word in t.avoid(lang) {
                            if !uses(line, word, &fine).is_empty() {
                                let term = t.term(lang);
                                found
                                    .push(format!("{name}:{}: says {word:?}; use {term:?}", n + 1));
                            }
                        }
                    }
                }
            }
        }
        assert!(found.is_empty(), "words the glossary avoids:\n{}", found.join("\n"));
    }

    /// The compiled catalog agrees: no plain message, as the build compiled it, uses an avoided
    /// word (a check on the reading of the files above).
    #[test]
    fn the_compiled_catalog_uses_the_glossary_terms() {
        let g = glossary();
        for lang in Lang::ALL {
            let fine: Vec<&str> = g.term.iter().map(|t| t.term(lang)).collect();
            for (name, text) in crate::all_texts(lang) {
                for t in &g.term {
                    for word in t.avoid(lang) {
                        let term = t.term(lang);
                        assert!(
                            uses(text, word, &fine).is_empty(),
                            "{name} says {word}, not {term}: {text}"
                        );
                    }
                }
            }
        }
    }

    /// Every Chinese term is in use in a message or a chapter: the glossary holds no dead entry.
    #[test]
    fn every_chinese_term_is_in_use() {
        let g = glossary();
        let files = shown_files(Lang::Zh);
        for t in &g.term {
            let used = files.iter().any(|(_, text)| text.contains(&t.zh));
            assert!(used, "{}: no Chinese message or chapter says {:?}", t.concept, t.zh);
        }
    }

    /// The reading of the files and the matching of words, on small cases.
    #[test]
    fn the_checks_read_what_a_reader_sees() {
        // A Latin word is a word of its own, in any case and with a plural s.
        assert_eq!(uses("每 VM 小时", "VM", &[]), vec![4]);
        assert_eq!(uses("83 台 VMs", "VM", &[]).len(), 1);
        assert!(uses("NVMe 与 NC40ads_VMx、per_vm", "VM", &[]).is_empty());
        assert_eq!(uses("A Pricing Option", "pricing option", &[]).len(), 1);
        // A word inside the right term is fine; the word on its own is not.
        assert!(uses("“购买还是租用”计算器", "买还是租", &["购买还是租用"]).is_empty());
        assert_eq!(uses("“买还是租”计算器", "买还是租", &["购买还是租用"]).len(), 1);
        // Messages: comments, ids, variant keys and variables are not shown.
        let ftl = "# per VM\nper-vm = 每台虚拟机\nn = { $per_vm ->\n    [one] 一台 VM\n   *[other] 多台\n}\n";
        let shown = shown_ftl(ftl);
        assert_eq!(shown.lines().count(), ftl.lines().count());
        assert!(!shown.contains("per") && !shown.contains("one") && shown.contains("一台 VM"));
        // Chapters: directives, footnote keys, code, link targets, anchors and fenced blocks are
        // not shown; a link's text is; what follows a blanked span keeps its place.
        let md = "## 计费 {#vm}\n见 [VM 页](https://x/vm) `VM`[^vm-1] {{ price model=vm }}\n```calc x\nsize = VM\n```\n";
        let shown = shown_md(md);
        assert_eq!(shown.lines().count(), md.lines().count());
        assert_eq!(shown.matches("VM").count(), 1, "{shown}");
        let md = "`代码` 与 `VM` 之后的 VM\n";
        assert_eq!(uses(&shown_md(md), "VM", &[]).len(), 1);
        assert_eq!(shown_md(md).len(), md.len());
    }
}
