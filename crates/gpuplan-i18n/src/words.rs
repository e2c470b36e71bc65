//! What the compiled message files need at run time: a message's pieces, the values given for
//! its placeholders, and the function that puts them together. `build.rs` writes the rest.

use crate::Lang;

/// A value given for a placeholder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg<'a> {
    /// Text, already written in the reader's language.
    Text(&'a str),
    /// A count: it chooses a plural and is written with the language's digit grouping.
    Count(u64),
}

/// The index of a language in the compiled tables, which follow `Lang`'s order.
pub(crate) fn index(lang: Lang) -> usize {
    lang as usize
}

/// The text at `i` of a language's joined plain texts, which start at `starts[i]` and end where
/// the next begins (empty if the table is short, which the build does not let happen).
pub(crate) fn slice<T: Copy + Into<u32>>(
    joined: &'static str,
    starts: &[T],
    i: usize,
) -> &'static str {
    let at = |j: usize| starts.get(j).map(|&s| s.into() as usize);
    match (at(i), at(i + 1)) {
        (Some(a), Some(b)) => joined.get(a..b).unwrap_or(""),
        _ => "",
    }
}

/// Placeholder marks in a compiled message (see `encode` in `build.rs`).
const VAR: char = '\u{1}';
const PLURAL: char = '\u{2}';
const OTHER: char = '\u{3}';
const END: char = '\u{4}';

/// A compiled message with its placeholders filled in: text as written, `VAR` and an index for a
/// placeholder's value, `PLURAL` and a count's index before the "one" text, `OTHER` before the
/// other text and `END` after it.
pub(crate) fn render(pattern: &str, args: &[Arg<'_>], lang: Lang) -> String {
    let mut out = String::with_capacity(pattern.len() + 16);
    let arg = |c: Option<char>| c.and_then(|c| c.to_digit(10)).and_then(|i| args.get(i as usize));
    // Inside a plural: whether the text being read is the branch the count chose.
    let mut keep = true;
    let mut chose_one = false;
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            VAR => match arg(chars.next()) {
                Some(Arg::Text(t)) if keep => out.push_str(t),
                Some(Arg::Count(n)) if keep => out.push_str(&crate::format::count(*n)),
                _ => {}
            },
            PLURAL => {
                let n = match arg(chars.next()) {
                    Some(Arg::Count(n)) => *n,
                    _ => u64::MAX,
                };
                chose_one = crate::locale::is_plural_one(n, lang);
                keep = chose_one;
            }
            OTHER => keep = !chose_one,
            END => keep = true,
            c if keep => out.push(c),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text a compiled message writes, both plural forms included, a placeholder as `_`.
    fn texts(pattern: &str, out: &mut String) {
        let mut chars = pattern.chars();
        while let Some(c) = chars.next() {
            match c {
                VAR => {
                    chars.next();
                    out.push('_');
                }
                PLURAL => {
                    chars.next();
                }
                OTHER | END => {}
                c => out.push(c),
            }
        }
    }

    #[test]
    fn every_message_is_written_in_its_own_language() {
        let all = crate::all_messages();
        assert!(all.len() > 600, "{}", all.len());
        for (part, id, [en, zh]) in all {
            let (mut e, mut z) = (String::new(), String::new());
            texts(en, &mut e);
            texts(zh, &mut z);
            assert!(!e.chars().any(crate::is_cjk), "{part}/{id}: the English has Chinese: {e}");
            let letters = |s: &str| s.chars().any(|c| c.is_alphabetic());
            if letters(&e) {
                assert!(
                    z.chars().any(crate::is_cjk) || e == z,
                    "{part}/{id}: the Chinese has no Chinese: {z}"
                );
            }
        }
    }

    #[test]
    fn placeholders_and_plurals_are_filled_in() {
        const EN: &str = "\u{1}0 runs \u{1}1 \u{2}1VM\u{3}VMs\u{4}";
        let one = render(EN, &[Arg::Text("East US"), Arg::Count(1)], Lang::En);
        let many = render(EN, &[Arg::Text("East US"), Arg::Count(12_000)], Lang::En);
        assert_eq!(one, "East US runs 1 VM");
        assert_eq!(many, "East US runs 12,000 VMs");
        assert_eq!(render(EN, &[Arg::Text("x"), Arg::Count(1)], Lang::Zh), "x runs 1 VMs");
        assert_eq!(slice("abcde", &[0u16, 2, 2, 5], 0), "ab");
        assert_eq!(slice("abcde", &[0u16, 2, 2, 5], 1), "");
        assert_eq!(slice("abcde", &[0u16, 2, 2, 5], 2), "cde");
        assert_eq!(slice("abcde", &[0u16, 2, 2, 5], 3), "");
    }
}
