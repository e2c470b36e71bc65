//! Numbers, money, dates and durations written for a reader's language. Money is exact
//! (`Decimal` in, text out); durations are physical estimates and come in as floats.
//!
//! Chinese pages write US dollars as `1,234.56 美元` everywhere, dates as `2026年8月20日`, and
//! durations in 分钟, 小时 and 天.

use gpuplan_core::catalog::view::format_amount;
use gpuplan_core::cost::{Currency, Locale, format_money};
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

use crate::Lang;

/// The money locale of a language.
pub fn locale(lang: Lang) -> Locale {
    match lang {
        Lang::En => Locale::En,
        Lang::Zh => Locale::Zh,
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => Locale::En,
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
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => d.to_string(),
    }
}

/// A duration given in hours, in the unit that reads best: minutes under an hour, hours under
/// two days, then days with the hours beside them. Not finite reads "never".
/// Figures carry thousands separators: `1,157.8 days (27,786 h)`, `1,157.8 天（27,786 小时）`.
pub fn hours(h: f64, lang: Lang) -> String {
    use crate::app::{DurationDaysHours, DurationH, DurationMin};
    if !h.is_finite() {
        crate::Msg::DurationNever.text(lang).to_owned()
    } else if h >= 48.0 {
        DurationDaysHours { days: &number(h / 24.0, 1), hours: &number(h, 0) }.text(lang)
    } else if h >= 1.0 {
        DurationH { hours: &number(h, 2) }.text(lang)
    } else {
        DurationMin { minutes: &number(h * 60.0, 1) }.text(lang)
    }
}

/// A wall time in the unit a planner thinks in: hours under two days, days under two months,
/// months under two years, then years (a month is 730 hours, a year 8,760), with thousands
/// separators (`1,234 years`).
pub fn duration(h: f64, lang: Lang) -> String {
    use crate::app::{DurationDays, DurationHours, DurationMonths, DurationYears};
    let figure = |value: f64| if value >= 10.0 { number(value, 0) } else { number(value, 1) };
    if !h.is_finite() {
        crate::Msg::DurationNever.text(lang).to_owned()
    } else if h < 48.0 {
        DurationHours { value: &figure(h) }.text(lang)
    } else if h < 2.0 * 730.0 {
        DurationDays { value: &figure(h / 24.0) }.text(lang)
    } else if h < 2.0 * 8760.0 {
        DurationMonths { value: &figure(h / 730.0) }.text(lang)
    } else {
        DurationYears { value: &figure(h / 8760.0) }.text(lang)
    }
}

/// A whole number with thousands separators: `12,345`.
pub fn count(n: u64) -> String {
    grouped("", &n.to_string())
}

/// `sign`, then the unsigned number `text` (`1234.5`) with its whole part's digits grouped by
/// thousands: `-1,234.5`.
fn grouped(sign: &str, text: &str) -> String {
    let (whole, frac) = text.split_once('.').map_or((text, None), |(w, f)| (w, Some(f)));
    let mut out = String::with_capacity(sign.len() + text.len() + whole.len() / 3);
    out.push_str(sign);
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if let Some(f) = frac {
        out.push('.');
        out.push_str(f);
    }
    out
}

/// A number with `decimals` places and thousands separators: `30,548`, `1,234.5`.
pub fn number(x: f64, decimals: usize) -> String {
    if !x.is_finite() {
        return format!("{x}");
    }
    let text = format!("{:.*}", decimals, x.abs());
    // No "-0.00": a minus only where a digit is not zero.
    let negative = x < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
    grouped(if negative { "-" } else { "" }, &text)
}

/// An exact decimal as it is, without trailing zeros, with thousands separators: `20,000`,
/// `12.5`.
pub fn decimal(d: Decimal) -> String {
    let text = d.normalize().to_string();
    let (sign, digits) = text.strip_prefix('-').map_or(("", text.as_str()), |t| ("-", t));
    grouped(sign, digits)
}

/// A percentage with `decimals` places: `35 %` in English, `35%` in Chinese.
pub fn percent(x: f64, decimals: usize, lang: Lang) -> String {
    let n = number(x, decimals);
    match lang {
        Lang::En => format!("{n} %"),
        Lang::Zh => format!("{n}%"),
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => format!("{n} %"),
    }
}

/// A large number written short, to at most two decimals: `1.28M`, `50k` in English; `128万`,
/// `5万`, `8.4亿` in Chinese. Below a thousand (English) or ten thousand (Chinese) it is written
/// in full.
pub fn compact(v: f64, lang: Lang) -> String {
    let units: &[(f64, &str)] = match lang {
        Lang::En => &[(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")],
        Lang::Zh => &[(1e12, "万亿"), (1e8, "亿"), (1e4, "万")],
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => &[(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")],
    };
    let a = v.abs();
    let (n, unit) = units.iter().find(|(u, _)| a >= *u).map_or((v, ""), |(u, name)| (v / u, *name));
    let s = format!("{n:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    format!("{s}{unit}")
}

/// A very large or small quantity in scientific form: `8.400e23` in English, `8.400×10²³` in
/// Chinese.
pub fn scientific(x: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{x:.3e}"),
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => format!("{x:.3e}"),
        Lang::Zh => {
            let e = format!("{x:.3e}");
            let Some((mantissa, exp)) = e.split_once('e') else { return e };
            let sup: String = exp
                .chars()
                .map(|c| match c {
                    '-' => '⁻',
                    d => ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹']
                        [d.to_digit(10).unwrap_or(0) as usize],
                })
                .collect();
            format!("{mantissa}×10{sup}")
        }
    }
}

/// A share as the coverage tables write it: `49 %` / `49%`, `< 1 %` / `<1%` when something
/// is priced but less than half a per cent, `–` when nothing is sold.
pub fn share(s: gpuplan_core::catalog::coverage::Share, lang: Lang) -> String {
    use gpuplan_core::catalog::coverage::Share;
    match s {
        Share::NoneSold => "–".to_owned(),
        Share::UnderOne => match lang {
            Lang::En => "< 1 %".to_owned(),
            Lang::Zh => "<1%".to_owned(),
            #[cfg(feature = "pseudo")]
            Lang::Pseudo => "< 1 %".to_owned(),
        },
        Share::Percent(p) => percent(p as f64, 0, lang),
    }
}

/// A count of GPUs, exactly: `8`, `1,024`, or `1/3` for a third of a GPU.
pub fn gpus(g: gpuplan_core::catalog::GpuCount) -> String {
    if g.den <= 1 { count(u64::from(g.num)) } else { format!("{}/{}", g.num, g.den) }
}

/// A region's name with its code: `East US (eastus)`, `美国东部（eastus）`.
pub fn region(name: &str, code: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{name} ({code})"),
        Lang::Zh => format!("{name}（{code}）"),
        #[cfg(feature = "pseudo")]
        Lang::Pseudo => format!("{name} ({code})"),
    }
}

/// A figure in a sentence about a reader's input (the core's field errors and notices,
/// [`crate::problems`]).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Figure {
    /// A whole number: `100000`; `100,000`.
    Whole(u64),
    /// A bound as readers type it: `2T`, `1.5B`, `744` (the core's `short`); `2万亿`, `15亿`.
    Bound(f64),
    /// A number as the core's `Display` writes it: `1000000000000000`; `1000万亿`.
    Number(f64),
    /// An amount of dollars: `1000000000`; `1,000,000,000.00 美元`.
    Dollars(Decimal),
    /// An exact amount: `1000000`; `1,000,000`.
    Amount(Decimal),
}

impl Figure {
    /// A whole number of any integer type (the largest `u64` past it, which no count reaches).
    pub(crate) fn whole(n: impl TryInto<u64>) -> Figure {
        Figure::Whole(n.try_into().unwrap_or(u64::MAX))
    }

    /// The figure as `lang` writes it in those sentences.
    ///
    /// English writes it as the core's `Display` does (`100000`, `2T`, `1000000000`): English
    /// pages show the core's own wording, which the tests pin (`english_is_the_cores_wording`).
    /// Chinese groups digits by thousands and writes large bounds in 万 and 亿.
    pub(crate) fn text(self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::En, Figure::Whole(n)) => n.to_string(),
            (Lang::En, Figure::Bound(v)) => gpuplan_core::calc::short(v),
            (Lang::En, Figure::Number(v)) => v.to_string(),
            (Lang::En, Figure::Dollars(d) | Figure::Amount(d)) => d.to_string(),
            (Lang::Zh, Figure::Whole(n)) => count(n),
            (Lang::Zh, Figure::Bound(v) | Figure::Number(v)) => short_zh(v),
            (Lang::Zh, Figure::Dollars(d)) => usd(d, lang),
            (Lang::Zh, Figure::Amount(d)) => format_amount(d, d.scale()),
            // The pseudo-locale writes figures as English does.
            #[cfg(feature = "pseudo")]
            (Lang::Pseudo, figure) => figure.text(Lang::En),
        }
    }
}

/// A bound as Chinese writes it: `2万亿`, `15亿`, `1000万`, `65,536`, `744`; in 万 or 亿 only
/// when that takes at most two decimals (`65,536`, not `6.5536万`), digits grouped from a
/// thousand on.
fn short_zh(v: f64) -> String {
    for (unit, name) in [(1e12, "万亿"), (1e8, "亿"), (1e4, "万")] {
        let n = v / unit;
        if n >= 1.0 && (n * 100.0).fract() == 0.0 {
            return format!("{n}{name}");
        }
    }
    if v >= 1e3 && v.fract() == 0.0 && v < 1e15 {
        // A whole number below 10¹⁵ is exact in a u64.
        return count(v as u64);
    }
    format!("{v}")
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
        // 10,810,200 h ÷ 8,760 = 1,234 years.
        assert_eq!(crate::both(|lang| duration(10_810_200.0, lang)), ["1,234 years", "1,234 年"]);
    }

    #[test]
    fn money_dates_and_durations_in_both_languages() {
        let d = |s: &str| s.parse::<Decimal>().unwrap_or_default();
        assert_eq!(crate::both(|lang| usd(d("1234.565"), lang)), ["$1,234.56", "1,234.56 美元"]);
        let day = Date::new(2026, 8, 20);
        assert_eq!(day.map(|x| date(x, Lang::Zh)).as_deref(), Some("2026年8月20日"));
        assert_eq!(day.map(|x| date(x, Lang::En)).as_deref(), Some("2026-08-20"));
        assert_eq!(hours(0.5, Lang::Zh), "30.0 分钟");
        assert_eq!(hours(3.0, Lang::Zh), "3.00 小时");
        assert_eq!(crate::both(|lang| hours(72.0, lang)), ["3.0 days (72 h)", "3.0 天（72 小时）"]);
        assert_eq!(hours(f64::INFINITY, Lang::Zh), "永不");
        // Thousands separators in every figure: 27,786 h is 1,157.8 days.
        assert_eq!(
            crate::both(|lang| hours(27_786.0, lang)),
            ["1,157.8 days (27,786 h)", "1,157.8 天（27,786 小时）"]
        );
        assert_eq!(hours(47.5, Lang::En), "47.50 h");
        assert_eq!(count(1_234_567), "1,234,567");
        assert_eq!(count(999), "999");
    }

    #[test]
    fn numbers_percentages_and_large_figures_follow_each_languages_style() {
        assert_eq!(number(30_548.0, 0), "30,548");
        assert_eq!(number(-1_234.56, 1), "-1,234.6");
        assert_eq!(number(0.004, 2), "0.00");
        assert_eq!(percent(35.0, 0, Lang::En), "35 %");
        assert_eq!(percent(20.44, 1, Lang::Zh), "20.4%");
        assert_eq!(compact(1_280_000.0, Lang::En), "1.28M");
        assert_eq!(compact(50_000.0, Lang::En), "50k");
        assert_eq!(compact(1_280_000.0, Lang::Zh), "128万");
        assert_eq!(compact(50_000.0, Lang::Zh), "5万");
        assert_eq!(compact(840_000_000.0, Lang::Zh), "8.4亿");
        assert_eq!(compact(2e12, Lang::Zh), "2万亿");
        assert_eq!(compact(744.0, Lang::Zh), "744");
        assert_eq!(crate::both(|lang| scientific(8.4e23, lang)), ["8.400e23", "8.400×10²³"]);
        assert_eq!(region("东亚", "eastasia", Lang::Zh), "东亚（eastasia）");
        use gpuplan_core::catalog::coverage::Share;
        assert_eq!(crate::both(|lang| share(Share::Percent(49), lang)), ["49 %", "49%"]);
        assert_eq!(share(Share::UnderOne, Lang::Zh), "<1%");
        assert_eq!(share(Share::NoneSold, Lang::Zh), "–");
    }
}
