//! Percent-encoding of a URL query value: every byte but RFC 3986's unreserved ASCII
//! (`A–Z a–z 0–9 - _ . ~`) becomes `%XX`. Used for the links the guide builds and the price
//! fetcher's `$filter`.

/// `s` percent-encoded for a query value.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3);
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_unreserved_ascii_passes() {
        assert_eq!(super::encode("a-Z_0.9~"), "a-Z_0.9~");
        assert_eq!(super::encode("eq 'VM' & $x"), "eq%20%27VM%27%20%26%20%24x");
        assert_eq!(super::encode("竞价"), "%E7%AB%9E%E4%BB%B7");
    }
}
