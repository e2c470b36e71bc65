//! Exact decimals from JSON numbers.

use std::str::FromStr;

use rust_decimal::Decimal;
use serde_json::Value;

/// Reads a JSON number as an exact decimal, through the shortest text that reads back as the
/// same binary number (so `110.272` stays `110.272`). Numbers with more than 15 significant
/// digits cannot be told apart from their neighbours after JSON parsing, so they are refused.
pub fn exact_decimal(v: &Value) -> Result<Decimal, String> {
    let Value::Number(n) = v else { return Err("must be a number".into()) };
    let text = n.to_string();
    let digits: String = text
        .split(['e', 'E'])
        .next()
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    if digits.trim_start_matches('0').trim_end_matches('0').len() > 15 {
        return Err(format!("{text} has more than 15 significant digits"));
    }
    let parsed = if text.contains(['e', 'E']) {
        Decimal::from_scientific(&text)
    } else {
        Decimal::from_str(&text)
    };
    parsed.map_err(|e| format!("{text}: {e}"))
}
