//! The frame's words (banner, navigation, theme menu, footer, crash banner) and those of the
//! small pages every part shares: home, search, the calculators' index, not found.

use crate::{Lang, format};

include!(concat!(env!("OUT_DIR"), "/app.rs"));

/// The search page's line under the field: a hint before typing, then how many sections match
/// (`limit` is the most it shows: that many may mean more).
pub fn search_summary(lang: Lang, query: &str, hits: usize, limit: usize) -> String {
    if query.is_empty() {
        return Msg::SearchHint.text(lang).to_owned();
    }
    match hits {
        0 => SearchNone { query }.text(lang),
        n if n == limit && n != 1 => SearchFirst { n: &format::count(n as u64) }.text(lang),
        n => SearchCount { n: n as u64 }.text(lang),
    }
}

/// A placeholder where a chapter names a calculator the product does not have yet: its title and
/// the words before its settings.
pub fn coming_soon(lang: Lang, name: &str) -> (String, &'static str) {
    (ComingSoon { name }.text(lang), Msg::ComingSoonSettings.text(lang))
}

/// A page's window title: its own title, then the site's name (`Sources · gpuplan`,
/// `资料来源 · gpuplan`). The home page's is [`Msg::SiteTitle`].
pub fn page_title(page: &str) -> String {
    format!("{page} · gpuplan")
}

/// A page's `<meta name="description">` from a longer text (a chapter's first paragraph): its
/// whitespace folded and, when longer than a search result shows (200 characters in English,
/// 120 in Chinese), its whole sentences that fit, or else its start with "…".
pub fn description(text: &str, lang: Lang) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let max = match lang {
        Lang::Zh => 120,
        // English, and the pseudo-locale, which is English transformed.
        _ => 200,
    };
    if text.chars().count() <= max {
        return text;
    }
    // Sentence ends within the limit: "。", "？", "！" anywhere; ".", "?", "!" before a space.
    let chars: Vec<char> = text.chars().collect();
    let end = (0..max).rev().find(|&i| {
        let c = chars.get(i).copied().unwrap_or(' ');
        matches!(c, '。' | '？' | '！')
            || (matches!(c, '.' | '?' | '!') && chars.get(i + 1).is_none_or(|n| *n == ' '))
    });
    match end {
        Some(i) => chars.iter().take(i + 1).collect(),
        None => {
            let cut: String = chars.iter().take(max - 1).collect();
            format!("{}…", cut.trim_end())
        }
    }
}

/// A footnote marker's tooltip: the source's number and title.
pub fn footnote(lang: Lang, n: usize, title: &str) -> String {
    Footnote { n: &format::count(n as u64), title }.text(lang)
}

/// A table's scrolling box's accessible name, from its column headings: `Table: Size, GPUs`
/// (the box takes focus, so that a keyboard can scroll a table wider than a phone).
pub fn table_region(columns: &[String], lang: Lang) -> String {
    TableRegion { columns: &columns.join(crate::catalog::list_sep(lang)) }.text(lang)
}

/// The search page's notice that a long query was cut.
pub fn query_cut(lang: Lang, max: usize) -> String {
    QueryCut { max: &format::count(max as u64) }.text(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page's title names the page, then the site; a description keeps whole sentences that
    /// fit a search result, or cuts a long one with "…".
    #[test]
    fn page_titles_and_descriptions() {
        assert_eq!(page_title("资料来源"), "资料来源 · gpuplan");
        assert_eq!(page_title("Sources"), "Sources · gpuplan");
        assert_eq!(description(" A  short\ntext. ", Lang::En), "A short text.");
        let long = format!("{} Second sentence.", "Word ".repeat(30).trim_end());
        let first = "Word ".repeat(30).trim_end().to_owned();
        assert_eq!(description(&format!("{first}. {long}"), Lang::En), format!("{first}."));
        // No sentence end before the limit: the start, with "…", 200 characters in all.
        let cut = description(&"x".repeat(500), Lang::En);
        assert!(cut.ends_with('…') && cut.chars().count() == 200, "{cut}");
        let text = format!("{}。第二句。", "很".repeat(118));
        assert_eq!(description(&text, Lang::Zh), format!("{}。", "很".repeat(118)));
        // "2.5" is not a sentence end.
        let decimal = format!("It is 2.5 times {}", "faster ".repeat(40));
        assert!(description(&decimal, Lang::En).ends_with('…'));
    }

    #[test]
    fn the_search_lines_read_in_both_languages() {
        assert_eq!(search_summary(Lang::Zh, "逐出", 3, 20), "找到 3 个匹配的章节。");
        assert_eq!(search_summary(Lang::Zh, "x", 20, 20), "显示前 20 个匹配的章节。");
        assert_eq!(search_summary(Lang::Zh, "x", 0, 20), "没有章节包含“x”。");
        assert_eq!(search_summary(Lang::Zh, "x", 1, 20), "找到 1 个匹配的章节。");
        assert_eq!(search_summary(Lang::En, "x", 1, 20), "1 section matches.");
        assert_eq!(search_summary(Lang::En, "x", 3, 20), "3 sections match.");
        assert_eq!(search_summary(Lang::En, "x", 20, 20), "The first 20 matching sections.");
        assert_eq!(search_summary(Lang::En, "x", 0, 20), "No section contains “x”.");
        assert_eq!(search_summary(Lang::En, "x", 1_234, 5_000), "1,234 sections match.");
        assert_eq!(search_summary(Lang::Zh, "x", 1_234, 5_000), "找到 1,234 个匹配的章节。");
        assert_eq!(
            search_summary(Lang::En, "", 0, 20),
            "Type a word or phrase (for example: Spot, InfiniBand, reservation)."
        );
        assert_eq!(
            search_summary(Lang::Zh, "", 0, 20),
            "输入词语或短语，例如 Spot、InfiniBand、预留实例。"
        );
        assert_eq!(query_cut(Lang::Zh, 200), "搜索词只取前 200 个字符。");
        assert_eq!(
            query_cut(Lang::En, 200),
            "Only the first 200 characters of the query are used."
        );
        let cols = ["规格".to_owned(), "GPU".to_owned()];
        assert_eq!(table_region(&cols, Lang::Zh), "表格：规格、GPU");
        assert_eq!(table_region(&["Size".to_owned()], Lang::En), "Table: Size");
        let cols = ["Size".to_owned(), "GPUs".to_owned()];
        assert_eq!(table_region(&cols, Lang::En), "Table: Size, GPUs");
        let hint = |lang| search_summary(lang, "", 0, 20);
        crate::check_texts("hint", &hint(Lang::En), &hint(Lang::Zh));
    }

    #[test]
    fn the_placeholder_and_footnotes_read_in_both_languages() {
        assert_eq!(
            coming_soon(Lang::En, "egress"),
            ("Calculator “egress”: coming soon.".to_owned(), "Its settings here will be: ")
        );
        assert_eq!(
            coming_soon(Lang::Zh, "egress"),
            ("计算器“egress”尚未上线。".to_owned(), "这里的预设参数：")
        );
        assert_eq!(footnote(Lang::En, 3, "Azure pricing"), "Source 3: Azure pricing");
        assert_eq!(footnote(Lang::Zh, 3, "Azure 定价"), "资料来源 3：Azure 定价");
    }

    #[test]
    fn every_message_has_both_languages() {
        for m in Msg::ALL {
            let (en, zh) = (m.text(Lang::En), m.text(Lang::Zh));
            // The words before a placeholder's settings run into them: a space in English.
            let en = if *m == Msg::ComingSoonSettings { en.trim_end() } else { en };
            crate::check_texts(&format!("{m:?}"), en, zh);
        }
    }
}
