//! Each calculator's result: one view module per calculator (`spot.rs`, …), each computing its
//! calculator with the core and rendering figures, the prices used (with date and source) and
//! charts; and the parts they share. Money is formatted from exact decimals; chart positions are
//! floats for drawing only.

use gpuplan_core::calc::{FieldError, Kind, PriceUsed};
use gpuplan_core::cost::{Currency, Locale, format_money};
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use crate::components::chart::Part;
use crate::components::spot_evictions::Export;

pub mod break_even;
pub mod buy_or_rent;
pub mod cv;
pub mod fine_tuning;
pub mod governance;
pub mod inference;
pub mod mixed_fleet;
pub mod spot;
pub mod training;

/// What a result view needs besides the form: the page's language and, for Spot, the reader's
/// eviction-rate export.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The language of the page around the calculator.
    pub lang: Lang,
    /// The Spot calculator's eviction-rate export, if the reader gave one.
    pub evictions: Option<&'a Export>,
}

/// Computes `kind` from `state` and renders its result, or returns the field errors. One line a
/// calculator: the match is the web's list of calculators.
pub fn compute(
    kind: Kind,
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    match kind {
        Kind::Training => training::result(state, c, cx),
        Kind::FineTuning => fine_tuning::result(state, c, cx),
        Kind::Cv => cv::result(state, c, cx),
        Kind::Inference => inference::result(state, c, cx),
        Kind::Spot => spot::result(state, c, cx),
        Kind::BreakEven => break_even::result(state, c, cx),
        Kind::MixedFleet => mixed_fleet::result(state, c, cx),
        Kind::BuyOrRent => buy_or_rent::result(state, c, cx),
        Kind::Governance => governance::result(state, c, cx),
    }
}

fn usd(d: Decimal) -> String {
    format_money(d, Currency::USD, Locale::En)
}

/// An exact amount from the analyses, as a float for drawing only.
fn plot(d: &Decimal) -> f64 {
    d.to_f64().unwrap_or(f64::NAN)
}

fn hours(h: f64) -> String {
    if !h.is_finite() {
        "never".to_owned()
    } else if h >= 48.0 {
        format!("{:.1} days ({:.0} h)", h / 24.0, h)
    } else if h >= 1.0 {
        format!("{h:.2} h")
    } else {
        format!("{:.1} min", h * 60.0)
    }
}

fn figures(rows: Vec<(&str, String)>) -> Html {
    html! {
        <dl class="figures">
            { for rows.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
        </dl>
    }
}

fn prices_used(prices: &[PriceUsed], lang: Lang) -> Html {
    if prices.is_empty() {
        return Html::default();
    }
    let today = crate::catalog_data::today();
    let items: Html = prices
        .iter()
        .map(|p| {
            let href = format!("guide/{}/sources#src-{}", lang.code(), p.source);
            html! {
                <li>
                    { format!("{}: {} (snapshot {}, ", p.what, p.usd, p.as_of) }
                    if today.is_some_and(|t| gpuplan_core::catalog::coverage::is_stale(p.as_of, t)) {
                        <span class="old-mark">{ format!("more than {} days old, ", gpuplan_core::catalog::coverage::STALE_AFTER_DAYS) }</span>
                    }
                    <a {href}>{ format!("source {}", p.source) }</a>{ ")" }
                </li>
            }
        })
        .collect();
    html! {
        <details class="prices-used">
            <summary>{ "Prices used" }</summary>
            <ul>{ items }</ul>
        </details>
    }
}

fn memory_parts(m: &gpuplan_core::sizing::MemoryBreakdown, last: &str) -> Vec<Part> {
    vec![
        Part { name: "Weights".into(), value: m.weights_gb },
        Part { name: "Gradients".into(), value: m.gradients_gb },
        Part { name: "Optimizer state".into(), value: m.optimizer_gb },
        Part { name: last.into(), value: m.activations_gb },
    ]
    .into_iter()
    .filter(|p| p.value > 0.0)
    .collect()
}
