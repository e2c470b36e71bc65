//! Money: a decimal amount in a currency, converted only at a rate the user gives, and formatted
//! for English or Chinese readers.
//!
//! Rounding rule: amounts are exact until shown. [`format_money`] rounds half to even ("banker's
//! rounding") to the currency's usual places (2, or 0 for JPY) and groups thousands with commas.

use std::fmt;

use rust_decimal::Decimal;

pub use crate::decimal::format_decimal;
use serde::{Deserialize, Serialize};

/// An ISO 4217 currency code: three uppercase ASCII letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Currency([u8; 3]);

impl Currency {
    /// US dollars, the currency of every price in the data.
    pub const USD: Currency = Currency(*b"USD");

    /// The code as text.
    pub fn code(&self) -> &str {
        std::str::from_utf8(&self.0).unwrap_or("???")
    }

    /// Places shown for this currency.
    pub fn decimals(self) -> u32 {
        if self.code() == "JPY" { 0 } else { 2 }
    }
}

/// Text that is not a currency code: it holds the text read, cut to 12 characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a currency code such as USD or EUR")]
pub struct CurrencyError(pub String);

impl TryFrom<String> for Currency {
    type Error = CurrencyError;

    fn try_from(s: String) -> Result<Currency, CurrencyError> {
        match s.as_bytes() {
            [a, b, c] if [a, b, c].iter().all(|x| x.is_ascii_uppercase()) => {
                Ok(Currency([*a, *b, *c]))
            }
            _ => Err(CurrencyError(s.chars().take(12).collect())),
        }
    }
}

impl From<Currency> for String {
    fn from(c: Currency) -> String {
        c.code().to_owned()
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// How numbers and currencies are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Locale {
    /// `$1,234.56`, `€1,234.56`, `1,234.56 CHF`.
    #[default]
    En,
    /// `1,234.56 美元`, `1,234.56 欧元`, `1,234.56 CHF`.
    Zh,
}

/// Formats money for a reader, with the currency's usual places.
pub fn format_money(amount: Decimal, currency: Currency, locale: Locale) -> String {
    let number = format_decimal(amount, currency.decimals());
    match locale {
        Locale::En => match currency.code() {
            "USD" => prefixed("$", &number),
            "EUR" => prefixed("€", &number),
            "GBP" => prefixed("£", &number),
            "CNY" | "JPY" => prefixed("¥", &number),
            code => format!("{number} {code}"),
        },
        Locale::Zh => {
            let unit = match currency.code() {
                "USD" => "美元",
                "EUR" => "欧元",
                "GBP" => "英镑",
                "CNY" => "元",
                "JPY" => "日元",
                code => return format!("{number} {code}"),
            };
            format!("{number} {unit}")
        }
    }
}

fn prefixed(symbol: &str, number: &str) -> String {
    match number.strip_prefix('-') {
        Some(n) => format!("-{symbol}{n}"),
        None => format!("{symbol}{number}"),
    }
}
