//! Each calculator's result: one view module per calculator (`spot.rs`, …), each computing its
//! calculator with the core and rendering figures, the prices used (with date and source) and
//! charts; and the parts they share. Money is formatted from exact decimals; chart positions are
//! floats for drawing only. Every word is the page's language's (`gpuplan_i18n::calc`), and every
//! figure the same in both languages: only the words and the way money and dates are written
//! differ.

use gpuplan_core::calc::{FieldError, Kind, PriceUsed};
use gpuplan_core::catalog::coverage;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::date::Date;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format;
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
    /// The day prices and lifecycle stages are judged on.
    pub today: Date,
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

/// An exact amount from the analyses, as a float for drawing only.
fn plot(d: &Decimal) -> f64 {
    d.to_f64().unwrap_or(f64::NAN)
}

/// A result's figure rows ([`gpuplan_i18n::calc`]'s `*_figures`), as a definition list.
fn figures(rows: calc::Figures) -> Html {
    html! {
        <dl class="figures">
            { for rows.into_iter().map(|(k, v)| html! { <><dt>{ k }</dt><dd>{ v }</dd></> }) }
        </dl>
    }
}

fn prices_used(prices: &[PriceUsed], lang: Lang) -> Html {
    prices_used_on(prices, lang, crate::catalog_data::today())
}

/// The prices a result used, each with its snapshot's date (marked when older than
/// `coverage::STALE_AFTER_DAYS` on `today`) and a link to its source.
fn prices_used_on(prices: &[PriceUsed], lang: Lang, today: Date) -> Html {
    if prices.is_empty() {
        return Html::default();
    }
    let items: Html = prices
        .iter()
        .map(|p| {
            let href = format!("guide/{}/sources#src-{}", lang.code(), p.source);
            // The source by its short name in the reader's language, never its key.
            let source = crate::catalog_data::catalog().map_or_else(
                |_| p.source.clone(),
                |c| gpuplan_i18n::catalog::source_ref(c, &p.source, lang),
            );
            let what = calc::price_what(&p.item, lang);
            let line = calc::price_line(&what, &p.usd.to_string(), &format::date(p.as_of, lang), lang);
            html! {
                <li>
                    { line }
                    if coverage::is_stale(p.as_of, today) {
                        <span class="old-mark">{ calc::older_than(coverage::STALE_AFTER_DAYS, lang) }</span>
                    }
                    <a {href}>{ source }</a>{ CalcMsg::CloseParen.text(lang) }
                </li>
            }
        })
        .collect();
    html! {
        <details class="prices-used">
            <summary>{ CalcMsg::PricesUsed.text(lang) }</summary>
            <ul>{ items }</ul>
        </details>
    }
}

/// The parts of a memory breakdown, named in `lang`; `last` names the activations' part.
fn memory_parts(m: &gpuplan_core::sizing::MemoryBreakdown, last: CalcMsg, lang: Lang) -> Vec<Part> {
    vec![
        Part { name: CalcMsg::Weights.text(lang).into(), value: m.weights_gb },
        Part { name: CalcMsg::Gradients.text(lang).into(), value: m.gradients_gb },
        Part { name: CalcMsg::OptimizerState.text(lang).into(), value: m.optimizer_gb },
        Part { name: last.text(lang).into(), value: m.activations_gb },
    ]
    .into_iter()
    .filter(|p| p.value > 0.0)
    .collect()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
