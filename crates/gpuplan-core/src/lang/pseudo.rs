//! The pseudo-locale's transform (feature `pseudo`, tests only): English with every letter
//! replaced by an accented look-alike, about 35 % longer, in brackets. `[Çļéåŕ ƒîļţéŕš ŏñé]`
//! reads as "Clear filters" to a developer, while any text that did not pass through the
//! message catalog stays plain and is found by a test. Chrome, Android and Firefox find
//! hard-coded strings this way.
//!
//! The same file is compiled into `gpuplan-i18n`'s build script (`#[path]`), which transforms
//! the English message files with it: one transform for messages and data.

/// The accented look-alike of each ASCII letter, `a` to `z` then `A` to `Z`.
const LOWER: [char; 26] = [
    'á', 'ƀ', 'ç', 'ð', 'é', 'ƒ', 'ĝ', 'ĥ', 'î', 'ĵ', 'ķ', 'ļ', 'ɱ', 'ñ', 'ö', 'þ', 'ǫ', 'ŕ', 'š',
    'ţ', 'û', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
];
const UPPER: [char; 26] = [
    'Å', 'Ɓ', 'Ç', 'Ð', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Î', 'Ĵ', 'Ķ', 'Ļ', 'Ṁ', 'Ñ', 'Ö', 'Þ', 'Ǫ', 'Ŕ', 'Š',
    'Ţ', 'Û', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
];

/// Words that pad a text to its pseudo length, already accented: Chrome pads with "one two
/// three", which a checker would take for English.
const PAD: [&str; 7] = ["ŏñé", "ţŵö", "ţĥŕéé", "ƒöûŕ", "ƒîṽé", "šîẋ", "šéṽéñ"];

/// How much longer a pseudo text is than its English, in percent: translations into German or
/// Finnish run about this much longer.
pub const GROWTH_PERCENT: usize = 35;

/// Opens a pseudo-localized text.
pub const OPEN: char = '[';
/// Closes a pseudo-localized text.
pub const CLOSE: char = ']';

/// `c`'s accented look-alike, or `c` itself when it is not an ASCII letter.
pub fn letter(c: char) -> char {
    let pick = |table: &[char; 26], base: u8| {
        u8::try_from(c)
            .ok()
            .and_then(|b| b.checked_sub(base))
            .and_then(|i| table.get(usize::from(i)))
            .copied()
            .unwrap_or(c)
    };
    match c {
        'a'..='z' => pick(&LOWER, b'a'),
        'A'..='Z' => pick(&UPPER, b'A'),
        _ => c,
    }
}

/// Whether `c` is one of the look-alikes [`letter`] writes.
pub fn is_pseudo_letter(c: char) -> bool {
    LOWER.contains(&c) || UPPER.contains(&c) || PAD.iter().any(|w| w.contains(c))
}

/// `text` with every ASCII letter replaced by its look-alike; everything else as it is.
pub fn letters(text: &str) -> String {
    text.chars().map(letter).collect()
}

/// The padding for a text of `chars` characters: pseudo words adding at least
/// [`GROWTH_PERCENT`] of its length, each after a space.
pub fn padding(chars: usize) -> String {
    let want = (chars * GROWTH_PERCENT).div_ceil(100);
    let mut out = String::new();
    let mut words = PAD.iter().cycle();
    while out.chars().count() < want {
        out.push(' ');
        out.push_str(words.next().copied().unwrap_or_default());
    }
    out
}

/// `text` pseudo-localized: in brackets, its letters replaced, padded. A text without a Latin
/// letter (a figure, a dash) is no word and stays as it is.
pub fn localize(text: &str) -> String {
    if !text.chars().any(|c| c.is_ascii_alphabetic()) {
        return text.to_owned();
    }
    format!("{OPEN}{}{}{CLOSE}", letters(text), padding(text.chars().count()))
}

/// [`localize`] for a text that must be returned as borrowed: the result is kept for the life
/// of the program, once per distinct text. For the pseudo-locale's tests only, where the data's
/// English is shown transformed through functions that return `&str`.
pub fn localize_static(text: &str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static DONE: OnceLock<Mutex<HashMap<String, &'static str>>> = OnceLock::new();
    let done = DONE.get_or_init(Default::default);
    // A poisoned lock still holds good entries: a panic elsewhere cannot leave one half-written.
    let mut done = done.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(s) = done.get(text) {
        return s;
    }
    let s: &'static str = Box::leak(localize(text).into_boxed_str());
    done.insert(text.to_owned(), s);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pseudo_text_keeps_its_figures_and_grows_in_brackets() {
        let en = "Clear 12 filters, $1,234.56";
        let p = localize(en);
        assert!(p.starts_with(OPEN) && p.ends_with(CLOSE), "{p}");
        assert!(!p.chars().any(|c| c.is_ascii_alphabetic()), "{p}");
        assert!(p.contains(" 12 ") && p.contains("$1,234.56"), "{p}");
        let grown = p.chars().count() - 2;
        assert!(grown * 100 >= en.chars().count() * (100 + GROWTH_PERCENT), "{p}");
        assert!(p.chars().filter(|c| c.is_alphabetic()).all(is_pseudo_letter), "{p}");
        assert_eq!(localize(" "), " ");
        assert_eq!(localize("– 12 %"), "– 12 %");
        assert!(std::ptr::eq(localize_static(en), localize_static(en)));
        assert_eq!(localize_static(en), p);
    }

    #[test]
    fn every_letter_has_its_own_look_alike() {
        let all: Vec<char> = ('a'..='z').chain('A'..='Z').map(letter).collect();
        let mut distinct = all.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 52);
        assert!(all.iter().all(|c| !c.is_ascii() && c.is_alphabetic()));
    }
}
