//! The frame's words (banner, navigation, theme menu, footer, crash banner) and those of the
//! small pages every part shares: home, search, the calculators' index, not found.

use crate::Lang;

include!(concat!(env!("OUT_DIR"), "/app.rs"));

/// The search page's line under the field: a hint before typing, then how many sections match.
pub fn search_summary(lang: Lang, query: &str, hits: usize, limit: usize) -> String {
    match (lang, query.is_empty(), hits) {
        (Lang::En, true, _) => {
            "Type a word or phrase (for example: Spot, InfiniBand, reservation).".to_owned()
        }
        (Lang::En, false, 0) => format!("No section contains “{query}”."),
        (Lang::En, false, 1) => "1 section matches.".to_owned(),
        (Lang::En, false, n) if n == limit => format!("The first {n} matching sections."),
        (Lang::En, false, n) => format!("{n} sections match."),
        (Lang::Zh, true, _) => "输入一个词或短语（例如：Spot、InfiniBand、预留实例）。".to_owned(),
        (Lang::Zh, false, 0) => format!("没有章节包含“{query}”。"),
        (Lang::Zh, false, n) if n == limit => format!("前 {n} 个匹配的章节。"),
        (Lang::Zh, false, n) => format!("{n} 个章节匹配。"),
    }
}

/// A placeholder where a chapter names a calculator the product does not have yet: its title and
/// the words before its settings.
pub fn coming_soon(lang: Lang, name: &str) -> (String, &'static str) {
    match lang {
        Lang::En => (format!("Calculator “{name}”: coming soon."), "Its settings here will be: "),
        Lang::Zh => (format!("计算器“{name}”：尚未上线。"), "此处的预设参数："),
    }
}

/// A footnote marker's tooltip: the source's number and title.
pub fn footnote(lang: Lang, n: usize, title: &str) -> String {
    match lang {
        Lang::En => format!("Source {n}: {title}"),
        Lang::Zh => format!("来源 {n}：{title}"),
    }
}

/// A table's scrolling box's accessible name, from its column headings: `Table: Size, GPUs`
/// (the box takes focus, so that a keyboard can scroll a table wider than a phone).
pub fn table_region(columns: &[String], lang: Lang) -> String {
    match lang {
        Lang::En => format!("Table: {}", columns.join(", ")),
        Lang::Zh => format!("表格：{}", columns.join("、")),
    }
}

/// The search page's notice that a long query was cut.
pub fn query_cut(lang: Lang, max: usize) -> String {
    match lang {
        Lang::En => format!("Only the first {max} characters of the query are used."),
        Lang::Zh => format!("只使用查询的前 {max} 个字符。"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_lines_read_in_both_languages() {
        assert_eq!(search_summary(Lang::Zh, "逐出", 3, 20), "3 个章节匹配。");
        assert_eq!(search_summary(Lang::Zh, "x", 20, 20), "前 20 个匹配的章节。");
        assert_eq!(search_summary(Lang::Zh, "x", 0, 20), "没有章节包含“x”。");
        assert_eq!(search_summary(Lang::En, "x", 1, 20), "1 section matches.");
        assert_eq!(query_cut(Lang::Zh, 200), "只使用查询的前 200 个字符。");
        let cols = ["规格".to_owned(), "GPU".to_owned()];
        assert_eq!(table_region(&cols, Lang::Zh), "表格：规格、GPU");
        assert_eq!(table_region(&["Size".to_owned()], Lang::En), "Table: Size");
        let hint = |lang| search_summary(lang, "", 0, 20);
        crate::check_texts("hint", &hint(Lang::En), &hint(Lang::Zh));
    }

    #[test]
    fn every_message_has_both_languages() {
        for m in Msg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
