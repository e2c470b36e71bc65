//! Text tables whose Chinese lines up: a CJK character takes two columns of a terminal.

use gpuplan_i18n::is_cjk;

/// The columns `s` takes in a terminal: two for each CJK character, one for any other.
pub(crate) fn width(s: &str) -> usize {
    s.chars().map(|c| if is_cjk(c) { 2 } else { 1 }).sum()
}

/// `s` padded with spaces to `w` columns, on the right (`left` aligned) or on the left.
pub(crate) fn pad(s: &str, w: usize, left: bool) -> String {
    let fill = " ".repeat(w.saturating_sub(width(s)));
    if left { format!("{s}{fill}") } else { format!("{fill}{s}") }
}

/// Rows as a table: each column as wide as its widest cell, two spaces between columns, the
/// columns `right` names aligned right, trailing spaces trimmed.
pub(crate) fn table<R: AsRef<[String]>>(rows: &[R], right: &[usize]) -> Vec<String> {
    let columns = rows.iter().map(|r| r.as_ref().len()).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|i| rows.iter().filter_map(|r| r.as_ref().get(i)).map(|c| width(c)).max().unwrap_or(0))
        .collect();
    rows.iter()
        .map(|row| {
            let cells: Vec<String> = row
                .as_ref()
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(i, (c, w))| pad(c, *w, !right.contains(&i)))
                .collect();
            cells.join("  ").trim_end().to_owned()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chinese_cells_line_up_by_terminal_columns() {
        assert_eq!(width("规格 ab"), 7);
        assert_eq!(pad("规格", 6, true), "规格  ");
        assert_eq!(pad("7", 3, false), "  7");
        let rows = vec![
            vec!["规格".to_owned(), "n".to_owned()],
            vec!["abcdef".to_owned(), "12".to_owned()],
        ];
        assert_eq!(table(&rows, &[1]), ["规格     n", "abcdef  12"]);
    }
}
