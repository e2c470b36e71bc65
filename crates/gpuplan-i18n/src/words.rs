//! What the compiled message files need at run time: a message's pieces, the values given for
//! its placeholders, and the function that puts them together. `build.rs` writes the rest.

use crate::Lang;

/// A piece of a message, as `build.rs` compiles it from the message files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// Text as written.
    Text(&'static str),
    /// The value of the placeholder at this index.
    Var(usize),
    /// One text or another, by the plural category of the count at `var`.
    Plural {
        /// The index of the count.
        var: usize,
        /// The text for a count in the category "one".
        one: &'static [Part],
        /// The text for any other count.
        other: &'static [Part],
    },
}

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

/// A message's pieces with the placeholders filled in.
pub(crate) fn render(parts: &[Part], args: &[Arg<'_>], lang: Lang) -> String {
    let mut out = String::new();
    put(&mut out, parts, args, lang);
    out
}

fn put(out: &mut String, parts: &[Part], args: &[Arg<'_>], lang: Lang) {
    for part in parts {
        match *part {
            Part::Text(t) => out.push_str(t),
            Part::Var(i) => match args.get(i) {
                Some(Arg::Text(t)) => out.push_str(t),
                Some(Arg::Count(n)) => out.push_str(&crate::format::count(*n)),
                None => {}
            },
            Part::Plural { var, one, other } => {
                let n = match args.get(var) {
                    Some(Arg::Count(n)) => *n,
                    _ => u64::MAX,
                };
                let parts = if crate::locale::is_plural_one(n, lang) { one } else { other };
                put(out, parts, args, lang);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text a message's pieces write, both plural forms included.
    fn texts(parts: &[Part], out: &mut String) {
        for p in parts {
            match p {
                Part::Text(t) => out.push_str(t),
                Part::Var(_) => out.push('_'),
                Part::Plural { one, other, .. } => {
                    texts(one, out);
                    texts(other, out);
                }
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
        const EN: &[Part] = &[
            Part::Var(0),
            Part::Text(" runs "),
            Part::Var(1),
            Part::Text(" "),
            Part::Plural { var: 1, one: &[Part::Text("VM")], other: &[Part::Text("VMs")] },
        ];
        let one = render(EN, &[Arg::Text("East US"), Arg::Count(1)], Lang::En);
        let many = render(EN, &[Arg::Text("East US"), Arg::Count(12_000)], Lang::En);
        assert_eq!(one, "East US runs 1 VM");
        assert_eq!(many, "East US runs 12,000 VMs");
        assert_eq!(render(EN, &[Arg::Text("x"), Arg::Count(1)], Lang::Zh), "x runs 1 VMs");
    }
}
