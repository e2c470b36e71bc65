//! Numbers, money, dates and durations written for a reader's language. Money is exact
//! (`Decimal` in, text out); durations are physical estimates and come in as floats.
//!
//! Chinese pages write US dollars as `1,234.56 美元` everywhere, dates as `2026年8月20日`, and
//! durations in 分钟, 小时 and 天.

use gpuplan_core::cost::{Currency, Locale, format_money};
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

use crate::Lang;

/// The money locale of a language.
pub fn locale(lang: Lang) -> Locale {
    match lang {
        Lang::En => Locale::En,
        Lang::Zh => Locale::Zh,
    }
}

/// An amount of US dollars: `$1,234.56` or `1,234.56 美元`.
pub fn usd(amount: Decimal, lang: Lang) -> String {
    format_money(amount, Currency::USD, locale(lang))
}

/// A date: `2026-08-20` or `2026年8月20日`.
pub fn date(d: Date, lang: Lang) -> String {
    match lang {
        Lang::En => d.to_string(),
        Lang::Zh => format!("{}年{}月{}日", d.year(), d.month(), d.day()),
    }
}

/// A duration given in hours, in the unit that reads best: minutes under an hour, hours under
/// two days, then days with the hours beside them. Not finite reads "never".
pub fn hours(h: f64, lang: Lang) -> String {
    match lang {
        Lang::En if !h.is_finite() => "never".to_owned(),
        Lang::En if h >= 48.0 => format!("{:.1} days ({:.0} h)", h / 24.0, h),
        Lang::En if h >= 1.0 => format!("{h:.2} h"),
        Lang::En => format!("{:.1} min", h * 60.0),
        Lang::Zh if !h.is_finite() => "永不".to_owned(),
        Lang::Zh if h >= 48.0 => format!("{:.1} 天（{:.0} 小时）", h / 24.0, h),
        Lang::Zh if h >= 1.0 => format!("{h:.2} 小时"),
        Lang::Zh => format!("{:.1} 分钟", h * 60.0),
    }
}

/// A wall time in the unit a planner thinks in: hours under two days, days under two months,
/// months under two years, then years (a month is 730 hours, a year 8,760).
pub fn duration(h: f64, lang: Lang) -> String {
    let (value, en, zh) = if !h.is_finite() {
        return match lang {
            Lang::En => "never".to_owned(),
            Lang::Zh => "永不".to_owned(),
        };
    } else if h < 48.0 {
        (h, "hours", "小时")
    } else if h < 2.0 * 730.0 {
        (h / 24.0, "days", "天")
    } else if h < 2.0 * 8760.0 {
        (h / 730.0, "months", "个月")
    } else {
        (h / 8760.0, "years", "年")
    };
    let v = if value >= 10.0 { format!("{value:.0}") } else { format!("{value:.1}") };
    match lang {
        Lang::En => format!("{v} {en}"),
        Lang::Zh => format!("{v} {zh}"),
    }
}

/// A whole number with thousands separators: `12,345`.
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_use_the_planners_unit() {
        // 55,772 h ÷ 8,760 h a year = 6.37 years; 36 h stays in hours; 720 h ÷ 24 = 30 days;
        // 4,380 h ÷ 730 = 6 months.
        assert_eq!(duration(55_772.3, Lang::En), "6.4 years");
        assert_eq!(duration(36.0, Lang::En), "36 hours");
        assert_eq!(duration(720.0, Lang::En), "30 days");
        assert_eq!(duration(4380.0, Lang::Zh), "6.0 个月");
        assert_eq!(duration(f64::INFINITY, Lang::Zh), "永不");
    }

    #[test]
    fn money_dates_and_durations_in_both_languages() {
        let d = |s: &str| s.parse::<Decimal>().unwrap_or_default();
        assert_eq!(usd(d("1234.565"), Lang::En), "$1,234.56");
        assert_eq!(usd(d("1234.565"), Lang::Zh), "1,234.56 美元");
        let day = Date::new(2026, 8, 20);
        assert_eq!(day.map(|x| date(x, Lang::Zh)).as_deref(), Some("2026年8月20日"));
        assert_eq!(day.map(|x| date(x, Lang::En)).as_deref(), Some("2026-08-20"));
        assert_eq!(hours(0.5, Lang::Zh), "30.0 分钟");
        assert_eq!(hours(3.0, Lang::Zh), "3.00 小时");
        assert_eq!(hours(72.0, Lang::Zh), "3.0 天（72 小时）");
        assert_eq!(hours(72.0, Lang::En), "3.0 days (72 h)");
        assert_eq!(hours(f64::INFINITY, Lang::Zh), "永不");
        assert_eq!(count(1_234_567), "1,234,567");
        assert_eq!(count(999), "999");
    }
}
