//! The estimate builder's form: the estimate's settings and lines as text fields, read into the
//! CLI's [`Estimate`] format with every bad field named (`currency`, `lines[2].count`, the same
//! paths the estimate engine uses), and written back from an estimate (a shared link, a saved
//! state, a row added from the decision wizard). Also the result's exports as CSV and Markdown.

use rust_decimal::Decimal;

use super::{Answer, Field, FieldError, Input, Problem, ReadError, ferr, set_text, value};
use crate::catalog::{Os, PricingModel};
use crate::cost::estimate::{Estimate, LineInput, Payment};
use crate::cost::money::Currency;

/// The form: settings and lines, each a list of `(field, text)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EstimateForm {
    /// Currency, rate, months, hours a month, discount.
    pub settings: Vec<(String, String)>,
    /// The lines.
    pub lines: Vec<LineForm>,
}

/// One line of the form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineForm {
    /// `compute`, `disk`, `blob`, `snapshot`, `egress` or `inter-region`.
    pub kind: String,
    /// Its fields.
    pub fields: Vec<(String, String)>,
}

const CURRENCIES: &[&str] = &["USD", "EUR", "GBP", "CNY", "JPY"];
const OS: &[&str] = &["linux", "windows"];
const MODELS: &[&str] = &[
    PricingModel::Payg.as_str(),
    PricingModel::Spot.as_str(),
    PricingModel::LowPriority.as_str(),
    PricingModel::SavingsPlan1y.as_str(),
    PricingModel::SavingsPlan3y.as_str(),
    PricingModel::Reservation1y.as_str(),
    PricingModel::Reservation3y.as_str(),
    PricingModel::DevTest.as_str(),
];
const PAYMENT: &[&str] = &["upfront", "monthly"];
const DISK_FAMILIES: &[&str] = &["premium-ssd", "standard-ssd", "standard-hdd", "premium-ssd-v2"];
const BLOB_TIERS: &[&str] = &["hot", "cool", "cold", "archive"];
const SNAPSHOT_FAMILIES: &[&str] = &["standard-hdd", "standard-ssd", "premium-ssd"];
const ROUTING: &[&str] = &["microsoft", "internet"];

/// The kinds of line, in the order the page offers them (their names are the edge's).
pub const LINE_KINDS: [&str; 6] = ["compute", "disk", "blob", "snapshot", "egress", "inter-region"];

const fn f(key: &'static str, default: &'static str, input: Input) -> Field {
    Field { key, default, input, main: true }
}

/// The settings' fields.
pub fn setting_fields() -> &'static [Field] {
    const S: &[Field] = &[
        f("currency", "USD", Input::Choice(CURRENCIES)),
        f("rate", "", Input::Text),
        f("months", "12", Input::Text),
        f("hours_per_month", "730", Input::Text),
        f("discount_pct", "0", Input::Text),
    ];
    S
}

/// A line kind's fields; empty for an unknown kind.
pub fn line_fields(kind: &str) -> &'static [Field] {
    const USER: Field = f("user_price", "", Input::Text);
    const COMPUTE: &[Field] = &[
        f("size", "Standard_ND96isr_H100_v5", Input::Size),
        f("region", "westeurope", Input::Region),
        f("count", "1", Input::Text),
        f("os", "linux", Input::Choice(OS)),
        f("model", "payg", Input::Choice(MODELS)),
        f("hours_per_month", "", Input::Text),
        f("payment", "upfront", Input::Choice(PAYMENT)),
        USER,
    ];
    const DISK: &[Field] = &[
        f("region", "westeurope", Input::Region),
        f("family", "premium-ssd", Input::Choice(DISK_FAMILIES)),
        f("tier", "P30", Input::Text),
        f("size_gib", "", Input::Text),
        f("iops", "", Input::Text),
        f("mbps", "", Input::Text),
        f("count", "1", Input::Text),
        USER,
    ];
    const BLOB: &[Field] = &[
        f("region", "westeurope", Input::Region),
        f("tier", "hot", Input::Choice(BLOB_TIERS)),
        f("gb", "1000", Input::Text),
        f("months", "", Input::Text),
        USER,
    ];
    const SNAPSHOT: &[Field] = &[
        f("region", "westeurope", Input::Region),
        f("family", "standard-hdd", Input::Choice(SNAPSHOT_FAMILIES)),
        f("gb", "100", Input::Text),
        USER,
    ];
    const EGRESS: &[Field] = &[
        f("region", "northeurope", Input::Region),
        f("routing", "internet", Input::Choice(ROUTING)),
        f("gb_per_month", "500", Input::Text),
        USER,
    ];
    const INTER: &[Field] = &[
        f("from", "westeurope", Input::Region),
        f("to", "northeurope", Input::Region),
        f("gb_per_month", "100", Input::Text),
        USER,
    ];
    match kind {
        "compute" => COMPUTE,
        "disk" => DISK,
        "blob" => BLOB,
        "snapshot" => SNAPSHOT,
        "egress" => EGRESS,
        "inter-region" => INTER,
        _ => &[],
    }
}

fn defaults(fields: &[Field]) -> Vec<(String, String)> {
    fields.iter().map(|f| (f.key.to_owned(), f.default.to_owned())).collect()
}

/// An exact decimal with an optional unit: `1,200.5`, `50k`, `2M`; full-width forms
/// (`１，２００`) and the Chinese multipliers (`5万`, `1.5亿`) read too.
pub fn read_decimal(text: &str) -> Result<Decimal, ReadError> {
    let t = crate::input::normalise(text).trim().replace([',', '_'], "");
    let (t, power, rest) = crate::input::split_multiplier(&t);
    if !rest.is_empty() {
        return Err(ReadError::NotANumber);
    }
    let (number, scale) = match t.chars().last() {
        Some('k' | 'K') => (t.get(..t.len() - 1).unwrap_or_default(), Decimal::from(1_000)),
        Some('M') => (t.get(..t.len() - 1).unwrap_or_default(), Decimal::from(1_000_000)),
        Some('B' | 'G') => {
            (t.get(..t.len() - 1).unwrap_or_default(), Decimal::from(1_000_000_000u64))
        }
        Some('T') => {
            (t.get(..t.len() - 1).unwrap_or_default(), Decimal::from(1_000_000_000_000u64))
        }
        _ => (t, Decimal::ONE),
    };
    let v: Decimal = number.trim().parse().map_err(|_| ReadError::NotANumber)?;
    v.checked_mul(scale)
        .and_then(|v| super::read::scale_decimal(v, power))
        .ok_or(ReadError::TooLarge)
}

impl LineForm {
    /// A new line of `kind` with its defaults.
    pub fn new(kind: &str) -> LineForm {
        LineForm { kind: kind.to_owned(), fields: defaults(line_fields(kind)) }
    }

    /// Sets a field's text (cut to [`super::MAX_VALUE_CHARS`]).
    pub fn set(&mut self, key: &str, value: String) {
        set_text(&mut self.fields, key, &value);
    }
}

fn num(errors: &mut Vec<FieldError>, path: String, text: &str, required: bool) -> Option<Decimal> {
    if text.is_empty() {
        if required {
            errors.push(ferr(&path, Problem::Needed));
        }
        return None;
    }
    match read_decimal(text) {
        Ok(v) => Some(v),
        Err(e) => {
            errors.push(ferr(&path, e));
            None
        }
    }
}

impl Default for EstimateForm {
    fn default() -> Self {
        EstimateForm { settings: defaults(setting_fields()), lines: vec![LineForm::new("compute")] }
    }
}

impl EstimateForm {
    /// Sets a setting's text (cut to [`super::MAX_VALUE_CHARS`]).
    pub fn set(&mut self, key: &str, value: String) {
        set_text(&mut self.settings, key, &value);
    }

    /// Reads the form into an estimate, or names every bad field.
    pub fn to_estimate(&self) -> Answer<Estimate> {
        let mut errors = Vec::new();
        let s = &self.settings;
        let currency = Currency::try_from(value(s, "currency").to_owned());
        let rate = num(&mut errors, "rate".into(), value(s, "rate"), false);
        let months = num(&mut errors, "months".into(), value(s, "months"), true);
        let hours = num(&mut errors, "hours_per_month".into(), value(s, "hours_per_month"), true);
        let discount = num(&mut errors, "discount_pct".into(), value(s, "discount_pct"), true);
        let mut lines = Vec::new();
        for (i, l) in self.lines.iter().enumerate() {
            lines.extend(line_input(i, l, &mut errors));
        }
        let currency = match currency {
            Ok(c) => Some(c),
            Err(e) => {
                errors.push(ferr("currency", e));
                None
            }
        };
        match (currency, months, hours, discount) {
            (Some(currency), Some(months), Some(hours_per_month), Some(discount_pct))
                if errors.is_empty() =>
            {
                Ok(Estimate {
                    version: 1,
                    currency,
                    rate,
                    months,
                    hours_per_month,
                    discount_pct,
                    lines,
                })
            }
            _ => Err(errors),
        }
    }

    /// The form showing `e`.
    pub fn from_estimate(e: &Estimate) -> EstimateForm {
        let t = |d: Decimal| d.normalize().to_string();
        let o = |d: Option<Decimal>| d.map(t).unwrap_or_default();
        let mut settings = defaults(setting_fields());
        set_text(&mut settings, "currency", e.currency.code());
        set_text(&mut settings, "rate", &o(e.rate));
        set_text(&mut settings, "months", &t(e.months));
        set_text(&mut settings, "hours_per_month", &t(e.hours_per_month));
        set_text(&mut settings, "discount_pct", &t(e.discount_pct));
        let lines = e
            .lines
            .iter()
            .map(|line| {
                let (kind, pairs) = line_pairs(line);
                let mut l = LineForm::new(kind);
                // A line-level discount has no field of its own: it is the estimate's.
                for (k, v) in pairs {
                    l.set(k, v);
                }
                l
            })
            .collect();
        EstimateForm { settings, lines }
    }
}

/// The `i`th line of the form as the estimate's line, its bad fields named in `errors`.
fn line_input(i: usize, l: &LineForm, errors: &mut Vec<FieldError>) -> Option<LineInput> {
    let p = |k: &str| format!("lines[{i}].{k}");
    let g = |k: &str| value(&l.fields, k).to_owned();
    let user_price = num(errors, p("user_price"), value(&l.fields, "user_price"), false);
    match l.kind.as_str() {
        "compute" => {
            let count = num(errors, p("count"), value(&l.fields, "count"), true);
            let hours =
                num(errors, p("hours_per_month"), value(&l.fields, "hours_per_month"), false);
            let os = if g("os") == "windows" { Os::Windows } else { Os::Linux };
            let model = PricingModel::parse(&g("model"));
            if model.is_none() {
                errors.push(ferr(&p("model"), Problem::NotAPricingModel));
            }
            let payment =
                if g("payment") == "monthly" { Payment::Monthly } else { Payment::Upfront };
            count.zip(model).map(|(count, model)| LineInput::Compute {
                size: g("size"),
                region: g("region"),
                count,
                os,
                model,
                hours_per_month: hours,
                discount_pct: None,
                payment,
                user_price,
            })
        }
        "disk" => {
            let count = num(errors, p("count"), value(&l.fields, "count"), true);
            let size_gib = num(errors, p("size_gib"), value(&l.fields, "size_gib"), false);
            let iops = num(errors, p("iops"), value(&l.fields, "iops"), false);
            let mbps = num(errors, p("mbps"), value(&l.fields, "mbps"), false);
            let tier = Some(g("tier")).filter(|t| !t.is_empty());
            count.map(|count| LineInput::Disk {
                region: g("region"),
                family: g("family"),
                tier,
                size_gib,
                iops,
                mbps,
                count,
                user_price,
            })
        }
        "blob" => {
            let gb = num(errors, p("gb"), value(&l.fields, "gb"), true);
            let months = num(errors, p("months"), value(&l.fields, "months"), false);
            gb.map(|gb| LineInput::Blob {
                region: g("region"),
                tier: g("tier"),
                gb,
                months,
                user_price,
            })
        }
        "snapshot" => {
            let gb = num(errors, p("gb"), value(&l.fields, "gb"), true);
            gb.map(|gb| LineInput::Snapshot {
                region: g("region"),
                family: g("family"),
                gb,
                user_price,
            })
        }
        "egress" => {
            let gb = num(errors, p("gb_per_month"), value(&l.fields, "gb_per_month"), true);
            gb.map(|gb_per_month| LineInput::Egress {
                region: g("region"),
                routing: g("routing"),
                gb_per_month,
                user_price,
            })
        }
        "inter-region" => {
            let gb = num(errors, p("gb_per_month"), value(&l.fields, "gb_per_month"), true);
            gb.map(|gb_per_month| LineInput::InterRegion {
                from: g("from"),
                to: g("to"),
                gb_per_month,
                user_price,
            })
        }
        other => {
            errors.push(ferr(
                &format!("lines[{i}]"),
                Problem::NotALineKind(other.chars().take(20).collect()),
            ));
            None
        }
    }
}

/// A line's kind and its fields' texts, as the form writes them.
fn line_pairs(line: &LineInput) -> (&'static str, Vec<(&'static str, String)>) {
    let t = |d: Decimal| d.normalize().to_string();
    let o = |d: Option<Decimal>| d.map(t).unwrap_or_default();
    match line {
        LineInput::Compute {
            size,
            region,
            count,
            os,
            model,
            hours_per_month,
            payment,
            user_price,
            ..
        } => (
            "compute",
            vec![
                ("size", size.clone()),
                ("region", region.clone()),
                ("count", t(*count)),
                ("os", os.as_str().to_owned()),
                ("model", model.as_str().to_owned()),
                ("hours_per_month", o(*hours_per_month)),
                (
                    "payment",
                    if *payment == Payment::Monthly { "monthly" } else { "upfront" }.to_owned(),
                ),
                ("user_price", o(*user_price)),
            ],
        ),
        LineInput::Disk { region, family, tier, size_gib, iops, mbps, count, user_price } => (
            "disk",
            vec![
                ("region", region.clone()),
                ("family", family.clone()),
                ("tier", tier.clone().unwrap_or_default()),
                ("size_gib", o(*size_gib)),
                ("iops", o(*iops)),
                ("mbps", o(*mbps)),
                ("count", t(*count)),
                ("user_price", o(*user_price)),
            ],
        ),
        LineInput::Blob { region, tier, gb, months, user_price } => (
            "blob",
            vec![
                ("region", region.clone()),
                ("tier", tier.clone()),
                ("gb", t(*gb)),
                ("months", o(*months)),
                ("user_price", o(*user_price)),
            ],
        ),
        LineInput::Snapshot { region, family, gb, user_price } => (
            "snapshot",
            vec![
                ("region", region.clone()),
                ("family", family.clone()),
                ("gb", t(*gb)),
                ("user_price", o(*user_price)),
            ],
        ),
        LineInput::Egress { region, routing, gb_per_month, user_price } => (
            "egress",
            vec![
                ("region", region.clone()),
                ("routing", routing.clone()),
                ("gb_per_month", t(*gb_per_month)),
                ("user_price", o(*user_price)),
            ],
        ),
        LineInput::InterRegion { from, to, gb_per_month, user_price } => (
            "inter-region",
            vec![
                ("from", from.clone()),
                ("to", to.clone()),
                ("gb_per_month", t(*gb_per_month)),
                ("user_price", o(*user_price)),
            ],
        ),
    }
}

#[cfg(all(test, feature = "sources"))]
mod tests {
    use super::*;
    use crate::cost::estimate::{evaluate, parse};
    use crate::dataset::embedded;

    #[test]
    fn the_example_estimate_round_trips_through_the_form() {
        let json = include_str!("../../../../docs/examples/estimate.json");
        let e = parse(json).unwrap();
        let form = EstimateForm::from_estimate(&e);
        let back = form.to_estimate().unwrap();
        let c = embedded().unwrap();
        assert_eq!(
            evaluate(&back, &c.catalog, &c.rates, crate::date::test_day()),
            evaluate(&e, &c.catalog, &c.rates, crate::date::test_day())
        );
    }

    #[test]
    fn bad_fields_are_named_by_their_engine_paths() {
        let mut form = EstimateForm::default();
        form.set("months", "many".into());
        form.lines.push(LineForm::new("blob"));
        if let Some(l) = form.lines.get_mut(1) {
            l.set("gb", "".into());
        }
        if let Some(l) = form.lines.get_mut(0) {
            l.set("count", "2x".into());
        }
        let errors = form.to_estimate().err().unwrap_or_default();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, vec!["months", "lines[0].count", "lines[1].gb"]);
    }

    #[test]
    fn units_read_exactly() {
        assert_eq!(read_decimal("50k"), Ok(Decimal::from(50_000)));
        assert_eq!(read_decimal("1,200.25"), Ok(Decimal::new(120025, 2)));
        assert_eq!(read_decimal("0.1"), Ok(Decimal::new(1, 1)));
        assert!(read_decimal("1e999").is_err());
        assert!(read_decimal("").is_err());
    }
}
