//! Exact decimals from JSON numbers, and the one display rounding (half to even, thousands
//! grouped) that money and the catalog's figures share.

use std::str::FromStr;

use rust_decimal::{Decimal, RoundingStrategy};
use serde_json::Value;

/// Why a JSON value is not an exact decimal.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DecimalError {
    /// The value is not a JSON number.
    #[error("must be a number")]
    NotANumber,
    /// The number, as its text, has more than 15 significant digits.
    #[error("{0} has more than 15 significant digits")]
    TooPrecise(String),
    /// The number, as its text, does not fit a decimal.
    #[error("{text}: {source}")]
    OutOfRange {
        /// The number's shortest text.
        text: String,
        /// The decimal reader's error.
        source: rust_decimal::Error,
    },
}

/// Reads a JSON number as an exact decimal, through the shortest text that reads back as the
/// same binary number (so `110.272` stays `110.272`). Numbers with more than 15 significant
/// digits cannot be told apart from their neighbours after JSON parsing, so they are refused.
pub fn exact_decimal(v: &Value) -> Result<Decimal, DecimalError> {
    let Value::Number(n) = v else { return Err(DecimalError::NotANumber) };
    let text = n.to_string();
    let digits: String = text
        .split(['e', 'E'])
        .next()
        .unwrap_or_default()
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    if digits.trim_start_matches('0').trim_end_matches('0').len() > 15 {
        return Err(DecimalError::TooPrecise(text));
    }
    let parsed = if text.contains(['e', 'E']) {
        Decimal::from_scientific(&text)
    } else {
        Decimal::from_str(&text)
    };
    parsed.map_err(|source| DecimalError::OutOfRange { text, source })
}

/// Groups the integer part of an already-rounded decimal text with commas.
fn group(text: &str) -> String {
    let (sign, digits) = text.strip_prefix('-').map_or(("", text), |d| ("-", d));
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    let mut out = String::from(sign);
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push('.');
        out.push_str(frac);
    }
    out
}

/// Formats an amount: rounded half to even to `decimals` places, thousands grouped.
pub fn format_decimal(amount: Decimal, decimals: u32) -> String {
    let rounded = amount.round_dp_with_strategy(decimals, RoundingStrategy::MidpointNearestEven);
    group(&format!("{rounded:.prec$}", prec = decimals as usize))
}
