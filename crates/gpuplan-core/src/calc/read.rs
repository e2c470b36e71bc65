//! Reading a form's text fields: counts with units (`70B`, `2T`, `8k`), percentages (`5%`),
//! durations (`10min`, `2h`, `3d`) and US dollars (`$1,200.50`), each within bounds, and the
//! [`Reader`] that collects every bad field of a form at once.

use rust_decimal::Decimal;

use super::{FieldError, ferr, value};
use crate::catalog::Catalog;
use crate::sizing;

/// Why a field's text could not be read. Its `Display` is the message shown beside the field.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReadError {
    /// Not a count with an optional unit.
    #[error(transparent)]
    Quantity(#[from] sizing::QuantityError),
    /// A count below its minimum.
    #[error("must be at least {}", short(*.0))]
    AtLeast(f64),
    /// A count above its maximum.
    #[error("must be at most {}", short(*.0))]
    AtMost(f64),
    /// Not a percentage.
    #[error("is not a percentage such as 5%")]
    NotAPercentage,
    /// A negative or non-finite percentage.
    #[error("must be a percentage of 0% or more")]
    NegativePercentage,
    /// A percentage above its maximum (in per cent).
    #[error("must be at most {}%", short(*.0))]
    PercentAtMost(f64),
    /// Not a duration.
    #[error("is not a duration such as 10min, 2h or 3d")]
    NotADuration,
    /// A negative or non-finite duration.
    #[error("must be a duration of zero or more")]
    NegativeDuration,
    /// A duration above its maximum (in hours).
    #[error("must be at most {} hours", short(*.0))]
    HoursAtMost(f64),
    /// Not an amount of dollars.
    #[error("is not an amount such as 1,200.50")]
    NotAnAmount,
    /// A negative amount.
    #[error("must not be negative")]
    Negative,
    /// An amount above its maximum.
    #[error("must be at most {0}")]
    AmountAtMost(Decimal),
    /// Not a number with an optional unit (the estimate form's figures).
    #[error("is not a number such as 1,200 or 50k")]
    NotANumber,
    /// A number too large once its unit is applied.
    #[error("is too large")]
    TooLarge,
}

/// A count with an optional unit (`70B`, `2T`, `8k`), between `min` and `max`.
pub fn read_quantity(text: &str, min: f64, max: f64) -> Result<f64, ReadError> {
    let v = sizing::parse_quantity(text)?;
    if v < min {
        Err(ReadError::AtLeast(min))
    } else if v > max {
        Err(ReadError::AtMost(max))
    } else {
        Ok(v)
    }
}

/// A percentage: `5%` or `5` both mean five per cent. Returns the fraction (0.05).
pub fn read_percent(text: &str, max_percent: f64) -> Result<f64, ReadError> {
    let t = text.trim().trim_end_matches('%').trim();
    let v: f64 = t.parse().map_err(|_| ReadError::NotAPercentage)?;
    if !v.is_finite() || v < 0.0 {
        return Err(ReadError::NegativePercentage);
    }
    if v > max_percent {
        return Err(ReadError::PercentAtMost(max_percent));
    }
    Ok(v / 100.0)
}

/// A duration in hours: `90min`, `1.5h`, `2d`, or a bare number of hours.
pub fn read_hours(text: &str, max_hours: f64) -> Result<f64, ReadError> {
    let t = text.trim().to_ascii_lowercase();
    let (number, scale) = if let Some(n) = t.strip_suffix("min") {
        (n, 1.0 / 60.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 1.0 / 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('d') {
        (n, 24.0)
    } else {
        (t.as_str(), 1.0)
    };
    let v: f64 = number.trim().parse().map_err(|_| ReadError::NotADuration)?;
    let h = v * scale;
    if !h.is_finite() || h < 0.0 {
        return Err(ReadError::NegativeDuration);
    }
    if h > max_hours {
        return Err(ReadError::HoursAtMost(max_hours));
    }
    Ok(h)
}

/// An amount of US dollars: `1200`, `1,200.50`, `$1200`, `1200 USD`. Exact.
pub fn read_usd(text: &str, max: Decimal) -> Result<Decimal, ReadError> {
    let t =
        text.trim().trim_start_matches('$').trim_end_matches("USD").trim().replace([',', '_'], "");
    let v: Decimal = t.parse().map_err(|_| ReadError::NotAnAmount)?;
    if v.is_sign_negative() && !v.is_zero() {
        return Err(ReadError::Negative);
    }
    if v > max {
        return Err(ReadError::AmountAtMost(max));
    }
    Ok(v)
}

fn short(v: f64) -> String {
    if v >= 1e12 {
        format!("{}T", v / 1e12)
    } else if v >= 1e9 {
        format!("{}B", v / 1e9)
    } else if v >= 1e6 {
        format!("{}M", v / 1e6)
    } else {
        format!("{v}")
    }
}

/// Collects field errors while reading a form.
pub(crate) struct Reader<'a> {
    state: &'a [(String, String)],
    pub(crate) errors: Vec<FieldError>,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(state: &'a [(String, String)]) -> Self {
        Reader { state, errors: Vec::new() }
    }

    pub(crate) fn get<T, E: std::fmt::Display>(
        &mut self,
        key: &str,
        f: impl FnOnce(&str) -> Result<T, E>,
    ) -> Option<T> {
        let text = value(self.state, key);
        if text.is_empty() {
            self.errors.push(ferr(key, "is needed"));
            return None;
        }
        match f(text) {
            Ok(v) => Some(v),
            Err(m) => {
                self.errors.push(ferr(key, m.to_string()));
                None
            }
        }
    }

    pub(crate) fn optional<T, E: std::fmt::Display>(
        &mut self,
        key: &str,
        f: impl FnOnce(&str) -> Result<T, E>,
    ) -> Option<Option<T>> {
        let text = value(self.state, key);
        if text.is_empty() {
            return Some(None);
        }
        self.get(key, f).map(Some)
    }

    pub(crate) fn size<'c>(&mut self, c: &'c Catalog) -> Option<&'c crate::catalog::Size> {
        self.get("size", |s| c.size(s).ok_or_else(|| format!("{s:?} is not a size in the catalog")))
    }

    pub(crate) fn region(&mut self, c: &Catalog) -> Option<String> {
        self.get("region", |r| {
            c.regions
                .iter()
                .any(|x| x.name == r)
                .then(|| r.to_owned())
                .ok_or_else(|| format!("{r:?} is not a region in the catalog"))
        })
    }

    pub(crate) fn choice(&mut self, key: &str, options: &[(&str, &str)]) -> Option<String> {
        self.get(key, |v| {
            options.iter().any(|(o, _)| *o == v).then(|| v.to_owned()).ok_or_else(|| {
                format!(
                    "must be one of {}",
                    options.iter().map(|(o, _)| *o).collect::<Vec<_>>().join(", ")
                )
            })
        })
    }
}
