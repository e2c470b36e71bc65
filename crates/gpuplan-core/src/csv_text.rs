//! CSV text for the exports (the catalog table, the estimate, an eviction export): RFC 4180
//! through the `csv` crate, every line ended by CRLF, a field quoted only when it has to be.

/// Rows of fields as CSV text, the header first. Writing into memory cannot fail, so a field the
/// writer refused (none can be, for text) would only be left out, never panic.
pub fn to_csv<R, F>(header: &[&str], rows: impl IntoIterator<Item = R>) -> String
where
    R: IntoIterator<Item = F>,
    F: AsRef<[u8]>,
{
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .quote_style(csv::QuoteStyle::Necessary)
        .from_writer(Vec::new());
    let _ = w.write_record(header);
    for row in rows {
        let _ = w.write_record(row);
    }
    let bytes = w.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::to_csv;

    #[test]
    fn quotes_only_what_needs_it_and_ends_lines_with_crlf() {
        let text = to_csv(
            &["name", "note"],
            [vec!["plain", "a, b"], vec!["say \"hi\"", "two\nlines"], vec!["=1+1", " padded "]],
        );
        assert_eq!(
            text,
            "name,note\r\nplain,\"a, b\"\r\n\"say \"\"hi\"\"\",\"two\nlines\"\r\n=1+1, padded \r\n"
        );
        // It reads back into the same fields.
        let mut r = csv::ReaderBuilder::new().has_headers(true).from_reader(text.as_bytes());
        let back: Vec<Vec<String>> = r
            .records()
            .map(|rec| rec.map(|x| x.iter().map(str::to_owned).collect()).unwrap_or_default())
            .collect();
        assert_eq!(back.get(1).and_then(|r| r.get(1)).map(String::as_str), Some("two\nlines"));
        assert_eq!(back.len(), 3);
    }
}
