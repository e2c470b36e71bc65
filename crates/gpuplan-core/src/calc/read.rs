//! Reading a form's text fields: counts with units (`70B`, `2T`, `8k`), percentages (`5%`),
//! durations (`10min`, `2h`, `3d`) and US dollars (`$1,200.50`), each within bounds, and the
//! [`Reader`] that collects every bad field of a form at once.
//!
//! Each reader also takes what a Chinese reader types: full-width digits and punctuation
//! (`１，２００．５`, `５％`; see [`crate::input::normalise`]), the multipliers 万 (10⁴) and 亿
//! (10⁸) in counts and amounts (`7亿`, `1.5万`), `美元` for dollars, and 分钟, 小时, 天, 周 and 月
//! for durations.

use rust_decimal::Decimal;

use super::{Answer, Field, FieldError, Input, Measure, Problem, ferr, value};
use crate::catalog::Catalog;
use crate::cost::analysis::HOURS_PER_MONTH;
use crate::input::{normalise, split_multiplier};
use crate::sizing;

/// Why a field's text could not be read. Its `Display` is the English wording, for logs and
/// tests; a page words the variant itself, in its reader's language (`gpuplan_i18n::problems`).
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

/// A percentage: `5%` or `5` both mean five per cent (`５％` too). Returns the fraction (0.05).
pub fn read_percent(text: &str, max_percent: f64) -> Result<f64, ReadError> {
    let folded = normalise(text);
    let t = folded.trim().trim_end_matches('%').trim();
    let v: f64 = t.parse().map_err(|_| ReadError::NotAPercentage)?;
    if !v.is_finite() || v < 0.0 {
        return Err(ReadError::NegativePercentage);
    }
    if v > max_percent {
        return Err(ReadError::PercentAtMost(max_percent));
    }
    Ok(v / 100.0)
}

/// The units of a duration, in hours each, longest name first where one ends another.
/// A month (`月`, `个月`) is [`HOURS_PER_MONTH`] hours, the month every price in gpuplan uses.
const DURATION_UNITS: &[(&str, f64)] = &[
    ("min", 1.0 / 60.0),
    ("m", 1.0 / 60.0),
    ("h", 1.0),
    ("d", 24.0),
    ("分钟", 1.0 / 60.0),
    ("分", 1.0 / 60.0),
    ("小时", 1.0),
    ("天", 24.0),
    ("星期", 168.0),
    ("周", 168.0),
    ("月", HOURS_PER_MONTH as f64),
];

/// A duration: a number, then a unit or `default_hours` a unit when there is none; in hours.
fn read_duration(text: &str, default_hours: f64, max_hours: f64) -> Result<f64, ReadError> {
    let t = normalise(text).trim().to_ascii_lowercase();
    let (number, scale) = DURATION_UNITS
        .iter()
        .find_map(|(unit, hours)| t.strip_suffix(unit).map(|n| (n, *hours)))
        .unwrap_or((t.as_str(), default_hours));
    // "1.5 个月", "3个小时": the measure word before the unit.
    let number = number.trim_end().trim_end_matches('个').trim();
    let v = chinese_number(number).ok_or(ReadError::NotADuration)?;
    let h = v * scale;
    if !h.is_finite() || h < 0.0 {
        return Err(ReadError::NegativeDuration);
    }
    if h > max_hours {
        return Err(ReadError::HoursAtMost(max_hours));
    }
    Ok(h)
}

/// A number, with a trailing run of Chinese multipliers (`1.5万`) and nothing after them.
fn chinese_number(text: &str) -> Option<f64> {
    let (number, power, rest) = split_multiplier(text);
    if !rest.is_empty() {
        return None;
    }
    let v: f64 = number.trim().parse().ok()?;
    Some(v * 10f64.powi(i32::try_from(power).ok()?))
}

/// A duration in hours: `90min`, `1.5h`, `2d`, or a bare number of hours; in Chinese `90分钟`,
/// `2小时`, `3 天`, `2周`, `1.5 个月` (a month is [`HOURS_PER_MONTH`] hours).
pub fn read_hours(text: &str, max_hours: f64) -> Result<f64, ReadError> {
    read_duration(text, 1.0, max_hours)
}

/// A duration in days: as [`read_hours`], but a bare number is days. At most `max_days`; the
/// error states the bound in hours, as [`read_hours`] does.
pub fn read_days(text: &str, max_days: f64) -> Result<f64, ReadError> {
    read_duration(text, 24.0, max_days * 24.0).map(|h| h / 24.0)
}

/// An amount of US dollars: `1200`, `1,200.50`, `$1200`, `1200 USD`; in Chinese also `US$1,200`,
/// `1,200 美元`, `1.5万`, `3万美元`. Exact.
pub fn read_usd(text: &str, max: Decimal) -> Result<Decimal, ReadError> {
    let folded = normalise(text);
    let t = folded.trim();
    let t = t.strip_prefix("US").filter(|r| r.starts_with('$')).unwrap_or(t);
    let t = t.trim_start_matches('$').trim_end_matches("USD");
    let t = t.trim_end().trim_end_matches("美元").trim_end_matches("美金").trim();
    let t = t.replace([',', '_'], "");
    let (number, power, rest) = split_multiplier(&t);
    if !rest.is_empty() {
        return Err(ReadError::NotAnAmount);
    }
    let v: Decimal = number.trim().parse().map_err(|_| ReadError::NotAnAmount)?;
    let v = scale_decimal(v, power).ok_or(ReadError::AmountAtMost(max))?;
    if v.is_sign_negative() && !v.is_zero() {
        return Err(ReadError::Negative);
    }
    if v > max {
        return Err(ReadError::AmountAtMost(max));
    }
    Ok(v)
}

/// `v` × 10^`power`, exactly; `None` past what a decimal holds.
pub(crate) fn scale_decimal(v: Decimal, power: u32) -> Option<Decimal> {
    (0..power).try_fold(v, |acc, _| acc.checked_mul(Decimal::TEN))
}

/// A bound as readers write it: `2T`, `1.5B`, `10M`, `744`.
pub fn short(v: f64) -> String {
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
    /// The form's declared fields, whose measures [`Reader::number`] reads by.
    fields: &'static [Field],
    pub(crate) errors: Vec<FieldError>,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(state: &'a [(String, String)]) -> Self {
        Reader { state, fields: &[], errors: Vec::new() }
    }

    /// A reader of a form declared by `fields`: [`Reader::number`] and [`Reader::usd`] read
    /// each field by its declared unit and limits.
    pub(crate) fn of(state: &'a [(String, String)], fields: &'static [Field]) -> Self {
        Reader { state, fields, errors: Vec::new() }
    }

    /// The declared measure of `key`; a key declared without one reads as a count of zero or
    /// more.
    fn measure(&self, key: &str) -> Measure {
        match self.fields.iter().find(|f| f.key == key).map(|f| f.input) {
            Some(Input::Number(m)) => m,
            _ => Measure { unit: super::Unit::Count, min: 0.0, max: f64::MAX },
        }
    }

    pub(crate) fn get<T, E: Into<Problem>>(
        &mut self,
        key: &str,
        f: impl FnOnce(&str) -> Result<T, E>,
    ) -> Option<T> {
        let text = value(self.state, key);
        if text.is_empty() {
            self.errors.push(ferr(key, Problem::Needed));
            return None;
        }
        match f(text) {
            Ok(v) => Some(v),
            Err(e) => {
                self.errors.push(ferr(key, e));
                None
            }
        }
    }

    pub(crate) fn optional<T, E: Into<Problem>>(
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

    /// A field read by its declared unit, within its declared limits (a percentage as a
    /// fraction, a duration in hours).
    pub(crate) fn number(&mut self, key: &str) -> Option<f64> {
        let m = self.measure(key);
        self.get(key, |t| m.read(t))
    }

    /// [`Reader::number`], where an empty field is `Some(None)`.
    pub(crate) fn number_opt(&mut self, key: &str) -> Option<Option<f64>> {
        let m = self.measure(key);
        self.optional(key, |t| m.read(t))
    }

    /// A field of dollars, exact, at most its declared limit.
    pub(crate) fn usd(&mut self, key: &str) -> Option<Decimal> {
        let m = self.measure(key);
        self.get(key, |t| m.read_usd(t))
    }

    /// [`Reader::usd`], where an empty field is `Some(None)`.
    pub(crate) fn usd_opt(&mut self, key: &str) -> Option<Option<Decimal>> {
        let m = self.measure(key);
        self.optional(key, |t| m.read_usd(t))
    }

    /// The errors so far, if any: for `?` before a step that needs every field read.
    pub(crate) fn check(&mut self) -> Answer<()> {
        if self.errors.is_empty() { Ok(()) } else { Err(std::mem::take(&mut self.errors)) }
    }

    pub(crate) fn size<'c>(&mut self, c: &'c Catalog) -> Option<&'c crate::catalog::Size> {
        self.get("size", |s| c.size(s).ok_or_else(|| Problem::UnknownSize(s.to_owned())))
    }

    pub(crate) fn region(&mut self, c: &Catalog) -> Option<String> {
        self.get("region", |r| {
            c.regions
                .iter()
                .any(|x| x.name == r)
                .then(|| r.to_owned())
                .ok_or_else(|| Problem::UnknownRegion(r.to_owned()))
        })
    }

    pub(crate) fn choice(&mut self, key: &str, options: &'static [&'static str]) -> Option<String> {
        self.get(key, |v| {
            options.contains(&v).then(|| v.to_owned()).ok_or(Problem::NotOneOf(options))
        })
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn usd(s: &str) -> Decimal {
        s.parse().unwrap()
    }

    #[test]
    fn full_width_and_chinese_counts_read() {
        assert_eq!(read_quantity("１２３", 1.0, 1e6), Ok(123.0));
        assert_eq!(read_quantity("１，２００．５", 1.0, 1e6), Ok(1200.5));
        assert_eq!(read_quantity("7亿", 1.0, 1e14), Ok(7e8));
        assert_eq!(read_quantity("１．５万", 1.0, 1e14), Ok(15_000.0));
        assert_eq!(read_quantity("3千", 1.0, 1e14), Ok(3_000.0));
        assert_eq!(read_quantity("5百万", 1.0, 1e14), Ok(5e6));
        // The bounds hold after the multiplier.
        assert_eq!(read_quantity("2万", 1.0, 10_000.0), Err(ReadError::AtMost(10_000.0)));
    }

    #[test]
    fn full_width_percentages_read() {
        assert_eq!(read_percent("５％", 100.0), Ok(0.05));
        assert_eq!(read_percent("１２．５ ％", 100.0), Ok(0.125));
        assert_eq!(read_percent("１５０％", 100.0), Err(ReadError::PercentAtMost(100.0)));
    }

    #[test]
    fn chinese_durations_read() {
        let h = |t: &str| read_hours(t, 1e6);
        assert_eq!(h("2小时"), Ok(2.0));
        assert_eq!(h("3个小时"), Ok(3.0));
        assert_eq!(h("3 天"), Ok(72.0));
        assert_eq!(h("90分钟"), Ok(1.5));
        assert_eq!(h("30分"), Ok(0.5));
        assert_eq!(h("2周"), Ok(336.0));
        assert_eq!(h("1星期"), Ok(168.0));
        // A month is 730 hours: 1.5 months, 1,095 hours.
        assert_eq!(h("1.5 个月"), Ok(1095.0));
        assert_eq!(h("2月"), Ok(1460.0));
        assert_eq!(h("１０ｍｉｎ"), Ok(10.0 / 60.0));
        assert_eq!(h("１．５ｈ"), Ok(1.5));
        assert_eq!(h("1万小时"), Ok(10_000.0));
        assert_eq!(h("两天"), Err(ReadError::NotADuration));
        assert_eq!(read_hours("2天", 24.0), Err(ReadError::HoursAtMost(24.0)));
        // Days: a bare number is days.
        assert_eq!(read_days("30", 3650.0), Ok(30.0));
        assert_eq!(read_days("30d", 3650.0), Ok(30.0));
        assert_eq!(read_days("30D", 3650.0), Ok(30.0));
        assert_eq!(read_days("2周", 3650.0), Ok(14.0));
        assert_eq!(read_days("36小时", 3650.0), Ok(1.5));
        assert_eq!(read_days("4000", 3650.0), Err(ReadError::HoursAtMost(87_600.0)));
    }

    #[test]
    fn chinese_amounts_read_exactly() {
        let max = Decimal::from(1_000_000_000u64);
        assert_eq!(read_usd("1.5万", max), Ok(Decimal::from(15_000)));
        assert_eq!(read_usd("3万美元", max), Ok(Decimal::from(30_000)));
        assert_eq!(read_usd("1,200 美元", max), Ok(Decimal::from(1_200)));
        assert_eq!(read_usd("5 美金", max), Ok(Decimal::from(5)));
        assert_eq!(read_usd("US$1,200", max), Ok(Decimal::from(1_200)));
        assert_eq!(read_usd("＄１，２００．５０", max), Ok(usd("1200.50")));
        assert_eq!(read_usd("１，２００．５", max), Ok(usd("1200.5")));
        assert_eq!(read_usd("0.12345亿", max), Ok(Decimal::from(12_345_000)));
        assert_eq!(read_usd("20亿", max), Err(ReadError::AmountAtMost(max)));
        assert_eq!(read_usd("-3万", max), Err(ReadError::Negative));
        assert_eq!(read_usd("3万5千", max), Err(ReadError::NotAnAmount));
        assert_eq!(read_usd("3 欧元", max), Err(ReadError::NotAnAmount));
    }

    /// Each character as a Chinese input method may type it: printable ASCII moved to its
    /// full-width twin, the space to the ideographic space; `mask` picks which characters.
    fn widen(ascii: &str, mask: u64) -> String {
        ascii
            .chars()
            .enumerate()
            .map(|(i, c)| {
                if mask >> (i % 64) & 1 == 0 {
                    c
                } else if c == ' ' {
                    '\u{3000}'
                } else if ('!'..='~').contains(&c) {
                    char::from_u32(u32::from(c) + 0xfee0).unwrap()
                } else {
                    c
                }
            })
            .collect()
    }

    fn same_reading(ascii: &str, wide: &str) -> Result<(), TestCaseError> {
        let max = Decimal::from(1_000_000_000u64);
        prop_assert_eq!(read_quantity(ascii, 0.0, 1e15).ok(), read_quantity(wide, 0.0, 1e15).ok());
        prop_assert_eq!(read_percent(ascii, 1000.0).ok(), read_percent(wide, 1000.0).ok());
        prop_assert_eq!(read_hours(ascii, 1e6).ok(), read_hours(wide, 1e6).ok());
        prop_assert_eq!(read_days(ascii, 1e4).ok(), read_days(wide, 1e4).ok());
        prop_assert_eq!(read_usd(ascii, max).ok(), read_usd(wide, max).ok());
        prop_assert_eq!(
            super::super::estimate_form::read_decimal(ascii).ok(),
            super::super::estimate_form::read_decimal(wide).ok()
        );
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

        /// Inputs shaped like what the readers accept (with units, separators, signs).
        #[test]
        fn a_full_width_rendering_reads_as_its_ascii_text(
            ascii in " ?(US)?\\$?-?[0-9]{1,4}(,[0-9]{3})?(\\.[0-9]{1,3})?(e[0-9])? ?(k|K|M|m|B|G|T|%|h|min|d|D|USD|tokens)? ?",
            mask in any::<u64>(),
        ) {
            let wide = widen(&ascii, mask);
            same_reading(&ascii, &wide)?;
            same_reading(&ascii, &widen(&ascii, u64::MAX))?;
        }

        /// Any printable ASCII at all, accepted or not.
        #[test]
        fn any_ascii_reads_the_same_in_full_width(ascii in "[ -~]{0,20}", mask in any::<u64>()) {
            same_reading(&ascii, &widen(&ascii, mask))?;
        }

        /// 万 and 亿 scale exactly: a whole number of 万 dollars is that many ten-thousands.
        #[test]
        fn wan_and_yi_scale_counts_and_amounts(n in 0u32..100_000, cents in 0u32..100) {
            let max = Decimal::from(u64::MAX);
            let amount = Decimal::new(i64::from(n) * 100 + i64::from(cents), 2);
            prop_assert_eq!(
                read_usd(&format!("{amount}万美元"), max),
                Ok(amount * Decimal::from(10_000))
            );
            prop_assert_eq!(
                read_usd(&format!("{amount}亿"), max),
                Ok(amount * Decimal::from(100_000_000))
            );
            prop_assert_eq!(read_quantity(&format!("{n}亿"), 0.0, 1e15), Ok(f64::from(n) * 1e8));
            prop_assert_eq!(read_quantity(&format!("{n} 万"), 0.0, 1e15), Ok(f64::from(n) * 1e4));
        }
    }
}
