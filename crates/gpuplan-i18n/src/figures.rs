//! Reads a text the product wrote back, for tests that check that the English and the Chinese of
//! one result show the same figures ([`figures`]) and that a Chinese text has no stray English
//! ([`stray_latin`]). For tests only: the product never reads its own words back.

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

/// Every region's name that holds a digit ("East US 2", "美国东部 2"), in both languages, the
/// longest first: names to pass to [`figures`], whose digits are not figures.
pub fn numbered_region_names(catalog: &gpuplan_core::catalog::Catalog) -> Vec<String> {
    let mut names: Vec<String> = catalog
        .regions
        .iter()
        .flat_map(|r| {
            crate::Lang::ALL
                .map(|lang| crate::catalog::region_name(&r.name, &r.display_name, lang).to_owned())
        })
        .filter(|n| n.chars().any(char::is_numeric))
        .collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names
}

/// Latin words a Chinese text keeps, in the CLI and on the pages: product and model names, GPU
/// generations, techniques by their papers' names, units and currency codes.
pub const LATIN_KEPT: &[&str] = &[
    "Azure",
    "Volta",
    "Ampere",
    "Hopper",
    "Blackwell",
    "CDNA",
    "NVIDIA",
    "AMD",
    "GPU",
    "CPU",
    "vCPU",
    "Spot",
    "Blob",
    "HDD",
    "Resource",
    "Graph",
    "InfiniBand",
    "NVLink",
    "Young",
    "Daly",
    "ZeRO",
    "FSDP",
    "LoRA",
    "QLoRA",
    "MFU",
    "PUE",
    "TDP",
    "IT",
    "KV",
    "token",
    "JSON",
    "CSV",
    "BF16",
    "FP16",
    "FP8",
    "INT8",
    "INT4",
    "B",
    "GB",
    "TB",
    "GiB",
    "W",
    "kWh",
    "USD",
    "k",
];

/// Units written right after a number ("70B", "4k", "10min").
const NUMBER_UNITS: &[&str] = &["B", "T", "M", "k", "min", "h"];

/// The Latin tokens of `s`: runs of ASCII letters, digits and `_` that hold a letter.
pub fn latin_tokens(s: &str) -> Vec<&str> {
    s.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|t| t.chars().any(|c| c.is_ascii_alphabetic()))
        .collect()
}

/// `text` with every whole occurrence of `name` (not inside a longer Latin word) blanked out.
fn without(text: &str, name: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(name) {
        let (before, after) = (&rest[..at], &rest[at + name.len()..]);
        let whole = !word(before.chars().last()) && !word(after.chars().next());
        out.push_str(before);
        out.push_str(if whole { " " } else { name });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The Latin words of a Chinese text that it should not have: what is left once `names` (sizes,
/// regions, sources, what the reader gave; the longest first) are taken out, besides the words
/// of `allowed` (product names, units, codes), numbers with a unit and exponents. Sorted, each
/// once.
pub fn stray_latin(text: &str, names: &[String], allowed: &[&str]) -> Vec<String> {
    let mut text = text.to_owned();
    for n in names.iter().filter(|n| !n.is_empty()) {
        text = without(&text, n);
    }
    let mut bad: Vec<String> = latin_tokens(&text)
        .into_iter()
        .filter(|t| {
            let digits = t.trim_end_matches(|c: char| c.is_ascii_alphabetic());
            let unit = &t[digits.len()..];
            let number_unit = !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit())
                && NUMBER_UNITS.contains(&unit);
            // The exponent of a number in scientific notation: "8.400e23" gives "400e23".
            let exponent = t.split_once('e').is_some_and(|(a, b)| {
                !a.is_empty()
                    && !b.is_empty()
                    && a.chars().all(|c| c.is_ascii_digit())
                    && b.chars().all(|c| c.is_ascii_digit())
            });
            !(allowed.contains(t) || number_unit || exponent)
        })
        .map(str::to_owned)
        .collect();
    bad.sort();
    bad.dedup();
    bad
}

/// The words of a pseudo-locale text (feature `pseudo`) that did not pass through the message
/// catalog: Latin words without an accented look-alike letter
/// ([`gpuplan_core::lang::pseudo::is_pseudo_letter`]), once `names` (sizes, regions, GPUs,
/// cited works' titles, what the reader gave; the longest first) are taken out, besides the
/// words of `allowed` (units, product names), numbers with a unit, exponents and codes by their
/// shape (a digit or `_`, or all capitals: `eastus2`, `Standard_NC6s_v3`, `NVIDIA`). Sorted,
/// each once: a hard-coded English word is one of them.
#[cfg(feature = "pseudo")]
pub fn unlocalized(text: &str, names: &[String], allowed: &[&str]) -> Vec<String> {
    use gpuplan_core::lang::pseudo::is_pseudo_letter;
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut plain = String::with_capacity(text.len());
    let mut current = String::new();
    let flush = |current: &mut String, plain: &mut String| {
        if current.chars().any(is_pseudo_letter) {
            plain.push(' ');
        } else {
            plain.push_str(current);
        }
        current.clear();
    };
    for c in text.chars() {
        if word(c) {
            current.push(c);
        } else {
            flush(&mut current, &mut plain);
            plain.push(c);
        }
    }
    flush(&mut current, &mut plain);
    let code = |t: &str| {
        t.chars().any(|c| c.is_ascii_digit() || c == '_')
            || (t.len() > 1 && t.chars().all(|c| c.is_ascii_uppercase()))
    };
    stray_latin(&plain, names, allowed).into_iter().filter(|t| !code(t)).collect()
}

/// The names the data defines, which every language writes as they are: the catalog's sizes,
/// series, regions (code and name), GPUs (id and name), host CPUs the data words in one language
/// only, the titles of cited works without a Chinese title and the sources' repositories, and the
/// sizing models. Unsorted; the pseudo-locale's tests add their own and sort.
#[cfg(feature = "pseudo")]
pub fn data_names(d: &gpuplan_core::dataset::Dataset) -> Vec<String> {
    use crate::Lang;
    let c = &d.catalog;
    c.sizes
        .iter()
        .flat_map(|s| [s.name.clone(), s.gpu_name_in(Lang::Pseudo).to_owned()])
        .chain(c.series.iter().map(|s| s.id.clone()))
        // A host CPU is named as the docs name it, unless the data words it in Chinese too.
        .chain(c.series.iter().filter(|s| s.cpu_zh.is_none()).filter_map(|s| s.cpu.clone()))
        .chain(c.regions.iter().flat_map(|r| [r.name.clone(), r.display_name.clone()]))
        .chain(c.gpus.iter().flat_map(|g| [g.id.clone(), g.name_in(Lang::Pseudo).to_owned()]))
        .chain(c.sources.iter().filter(|s| s.title_zh.is_none()).map(|s| s.title.clone()))
        .chain(c.sources.iter().filter_map(|s| s.repo.clone()))
        .chain(d.sizing.llm_models.iter().map(|m| m.name.clone()))
        .chain(d.sizing.cv_models.iter().map(|m| m.name.clone()))
        .collect()
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

    #[test]
    fn stray_latin_keeps_names_units_and_allowed_words() {
        let names = ["Standard_NC40ads_H100_v5".to_owned(), "eastus".to_owned()];
        let text = "Standard_NC40ads_H100_v5 在 eastus：70B 参数，8.400e23，GPU，per hour";
        assert_eq!(stray_latin(text, &names, &["GPU"]), ["hour", "per"]);
        // A name inside a longer word is not a name: "eastus" in "eastus2".
        assert_eq!(stray_latin("eastus2", &names, &[]), ["eastus2"]);
    }

    #[cfg(feature = "pseudo")]
    #[test]
    fn unlocalized_flags_plain_english_and_passes_pseudo_names_and_codes() {
        use gpuplan_core::lang::pseudo::localize;
        let names = ["East US".to_owned()];
        let pseudo = localize("Clear the filters");
        let text = format!("{pseudo} East US eastus2 Standard_NC6s_v3 NVIDIA 70B GPU");
        assert_eq!(unlocalized(&text, &names, &["GPU"]), Vec::<String>::new());
        let text = format!("{pseudo} per hour in East US");
        assert_eq!(unlocalized(&text, &names, &[]), ["hour", "in", "per"]);
        // A message's placeholder filled with a plain word shows it, brackets or not.
        let filled = localize("Price in {region}").replace("{ŕéĝîöñ}", "Europe");
        assert_eq!(unlocalized(&filled, &names, &[]), ["Europe"]);
        // Every message in the pseudo-locale passes.
        for (name, text) in crate::all_texts(crate::Lang::Pseudo) {
            assert_eq!(unlocalized(text, &[], &[]), Vec::<String>::new(), "{name}: {text}");
        }
    }
}
