//! What a reader types, made readable: a Chinese input method gives full-width digits and
//! punctuation (`１，２００．５`, `５％`, `（…）`), and Chinese writes large numbers with 万 (10⁴)
//! and 亿 (10⁸). The readers of numbers (`calc`'s `read_*`, `sizing::parse_quantity`) fold the
//! text with [`normalise`] first and take a trailing run of multipliers with `split_multiplier`.

use std::borrow::Cow;

/// The text with full-width forms (U+FF01–U+FF5E) folded to their ASCII twins, the ideographic
/// space to a space and the ideographic full stop `。` to `.` (an input method in Chinese mode
/// types it for the decimal point). Borrowed when there is nothing to fold.
///
/// The ideographic comma `、` is left alone: it separates items of a list, never digits, so the
/// readers of lists take it themselves.
pub fn normalise(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| fold(c) != c) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(fold).collect())
}

fn fold(c: char) -> char {
    match c {
        '\u{ff01}'..='\u{ff5e}' => char::from_u32(u32::from(c) - 0xfee0).unwrap_or(c),
        '\u{3000}' => ' ',
        '。' => '.',
        _ => c,
    }
}

/// The power of ten of a Chinese multiplier: 百 10², 千 10³, 万 10⁴, 亿 10⁸.
fn multiplier(c: char) -> Option<u32> {
    match c {
        '百' => Some(2),
        '千' => Some(3),
        '万' => Some(4),
        '亿' => Some(8),
        _ => None,
    }
}

/// Whether `c` is a CJK ideograph: where the Chinese part of a number's text begins.
pub(crate) fn is_ideograph(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}')
}

/// Whether `text` starts with a Chinese multiplier.
pub(crate) fn starts_with_multiplier(text: &str) -> bool {
    text.chars().next().and_then(multiplier).is_some()
}

/// Splits `text` (already [`normalise`]d) where its first ideograph begins, and reads the run
/// of multipliers there: `"1.5万"` is `("1.5", 4, "")`, `"7亿个"` is `("7", 8, "个")`, `"8个"` is
/// `("8", 0, "个")`, and `"70B"` is `("70B", 0, "")`. Multipliers compound as Chinese writes them
/// (`万亿` 10¹², `千万` 10⁷). The rest is what follows the multipliers (a measure word such as
/// 个 or 张, a noun), for the caller to judge.
pub(crate) fn split_multiplier(text: &str) -> (&str, u32, &str) {
    let at = text.find(is_ideograph).unwrap_or(text.len());
    let (head, tail) = text.split_at(at);
    let end =
        tail.char_indices().find(|(_, c)| multiplier(*c).is_none()).map_or(tail.len(), |(i, _)| i);
    let (run, rest) = tail.split_at(end);
    let power = run.chars().filter_map(multiplier).fold(0u32, u32::saturating_add);
    (head, power, rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_width_forms_fold_to_ascii() {
        assert_eq!(normalise("１，２００．５"), "1,200.5");
        assert_eq!(normalise("５％"), "5%");
        assert_eq!(normalise("（３）\u{3000}ｄ"), "(3) d");
        assert_eq!(normalise("１。５"), "1.5");
        // Nothing to fold: no copy.
        assert!(matches!(normalise("70B tokens"), Cow::Borrowed(_)));
        // The ideographic comma and ideographs stay.
        assert_eq!(normalise("1、2 万"), "1、2 万");
    }

    #[test]
    fn multipliers_compound_and_the_rest_is_kept() {
        assert_eq!(split_multiplier("1.5万"), ("1.5", 4, ""));
        assert_eq!(split_multiplier("7亿个"), ("7", 8, "个"));
        assert_eq!(split_multiplier("2万亿"), ("2", 12, ""));
        assert_eq!(split_multiplier("3千万张图片"), ("3", 7, "张图片"));
        assert_eq!(split_multiplier("8个"), ("8", 0, "个"));
        assert_eq!(split_multiplier("70B"), ("70B", 0, ""));
        assert_eq!(split_multiplier("亿"), ("", 8, ""));
    }
}
