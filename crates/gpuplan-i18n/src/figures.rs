//! Reads the figures back out of a text in either language's style, so that a test can check
//! that the English and the Chinese of one result show the same figures. For tests only: the
//! product never reads its own words back.

/// The figures in `text` by value, each to six significant digits, sorted: "24,171.13",
/// "8.400e23" and "8.400×10²³", "70B" and "700亿", "1.28M" and "128万" each read as the number
/// they write, so that the two languages' styles compare equal. Digits inside a Latin word
/// (`eastus2`, `H100`, `v5`) belong to a name, not a figure; so do the words of `names`
/// (Chinese region names such as `美国东部 2`), blanked out first.
pub fn figures(text: &str, names: &[String]) -> Vec<String> {
    let mut text = text.to_owned();
    for name in names {
        text = text.replace(name.as_str(), " ");
    }
    let chars: Vec<char> = text.chars().collect();
    let latin = |c: Option<&char>| c.is_some_and(|c| c.is_ascii_alphabetic() || *c == '_');
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || latin(i.checked_sub(1).and_then(|j| chars.get(j))) {
            // Skip a whole Latin word with its digits.
            if chars[i].is_ascii_alphanumeric() {
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            } else {
                i += 1;
            }
            continue;
        }
        let start = i;
        while i < chars.len()
            && (chars[i].is_ascii_digit()
                || (matches!(chars[i], '.' | ',')
                    && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
        {
            i += 1;
        }
        let digits: String = chars[start..i].iter().filter(|c| **c != ',').collect();
        let mut value: f64 = digits.parse().unwrap_or(f64::NAN);
        // A unit may follow after one space: "10 B", "100 亿".
        if chars.get(i) == Some(&' ')
            && chars.get(i + 1).is_some_and(|c| matches!(c, '万' | '亿' | 'B' | 'T' | 'M'))
            && !latin(chars.get(i + 2))
        {
            i += 1;
        }
        let rest: String = chars[i..].iter().take(4).collect();
        let after = |n: usize| chars.get(i + n);
        if rest.starts_with('e') && after(1).is_some_and(char::is_ascii_digit) {
            i += 1;
            let e0 = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let exp: String = chars[e0..i].iter().collect();
            value *= 10f64.powi(exp.parse().unwrap_or(0));
        } else if rest.starts_with("×10") {
            i += 3;
            let mut exp = String::new();
            while let Some(d) =
                chars.get(i).and_then(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().position(|s| s == *c))
            {
                exp.push(char::from_digit(d as u32, 10).unwrap_or('0'));
                i += 1;
            }
            value *= 10f64.powi(exp.parse().unwrap_or(0));
        } else if rest.starts_with("万亿") {
            value *= 1e12;
        } else if rest.starts_with('亿') {
            value *= 1e8;
        } else if rest.starts_with('万') {
            value *= 1e4;
        } else if let Some(unit) = after(0).filter(|_| !latin(after(1))) {
            value *= match unit {
                'T' => 1e12,
                'B' => 1e9,
                'M' => 1e6,
                'k' => 1e3,
                _ => 1.0,
            };
        }
        out.push(format!("{value:.5e}"));
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_languages_styles_read_as_the_same_figures() {
        let none: &[String] = &[];
        assert_eq!(
            figures("2026-08-20 $1,234.56, 8.400e23 FLOPs, 70B, 1.28M, 10 B", none),
            figures(
                "2026年8月20日 1,234.56 美元，8.400×10²³ 次浮点运算，700亿，128万，100 亿",
                none
            )
        );
        assert_ne!(figures("3 VMs", none), figures("4 台虚拟机", none));
        assert_eq!(figures("Standard_NC40ads_H100_v5 in eastus2", none), Vec::<String>::new());
        let names = ["美国东部 2".to_owned()];
        assert_eq!(figures("美国东部 2（eastus2）", &names), Vec::<String>::new());
    }
}
