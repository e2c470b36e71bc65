//! Each calculator's result, by one path: the core computes it ([`Kind::compute_with`]), and
//! `view` renders its figures and notes (`gpuplan_i18n::calc::figures` and `notes`, the CLI's
//! rows too), what is particular to it (its charts; Spot's verdict), and the prices used (with
//! date and source). The modules (`spot.rs`, …) hold only the particular parts, reached from one
//! match on [`Outcome`]: a calculator without a module shows its figures, notes and prices.
//! Money is formatted from exact decimals; chart positions are floats for drawing only. Every
//! word is the page's language's, and every figure the same in both languages: only the words
//! and the way money and dates are written differ.

use gpuplan_core::calc::spot::SpotEvictions;
use gpuplan_core::calc::{Extra, FieldError, Kind, Outcome, PriceUsed};
use gpuplan_core::catalog::coverage;
use gpuplan_core::cost::eviction::BandEnd;
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

mod break_even;
mod buy_or_rent;
mod cv;
mod governance;
mod inference;
mod mixed_fleet;
mod spot;
mod training;

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

/// Computes `kind` from `state` and renders its result, or returns the field errors.
pub fn compute(
    kind: Kind,
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    let evictions =
        cx.evictions.map(|e| SpotEvictions { table: &e.parsed, date: &e.date, end: BandEnd::High });
    kind.compute_with(state, c, cx.today, &Extra { evictions }).map(|o| view(&o, cx))
}

/// What a result shows besides its figures, notes and prices: before the figures (Spot's
/// verdict) and after them (charts).
#[derive(Default)]
struct Particular {
    lead: Html,
    charts: Html,
}

/// A calculator's particular parts; a calculator without a view module has none.
#[allow(unreachable_patterns, reason = "the last arm serves a calculator added without a view")]
fn particular(o: &Outcome, cx: &Context<'_>) -> Particular {
    let lang = cx.lang;
    let charts = |charts: Html| Particular { lead: Html::default(), charts };
    match o {
        Outcome::Training(o) | Outcome::FineTuning(o) => charts(training::charts(o, lang)),
        Outcome::Cv(o) => charts(cv::charts(o, lang)),
        Outcome::Inference(o) => charts(inference::charts(o, lang)),
        Outcome::Spot(o) => Particular {
            lead: spot::lead(o, lang, cx.evictions.map(|e| &e.origin)),
            charts: spot::charts(o, lang),
        },
        Outcome::BreakEven(o) => charts(break_even::charts(o, lang)),
        Outcome::MixedFleet(o) => charts(mixed_fleet::charts(o, lang)),
        Outcome::BuyOrRent(o) => charts(buy_or_rent::charts(o, lang)),
        Outcome::Governance(o) => charts(governance::charts(o, lang)),
        _ => Particular::default(),
    }
}

/// A result: its particular lead, figures, notes, charts and the prices used.
fn view(o: &Outcome, cx: &Context<'_>) -> Html {
    let lang = cx.lang;
    let Particular { lead, charts } = particular(o, cx);
    let notes = calc::notes(o, lang).into_iter().map(|n| {
        let class = if n.caution { "notice" } else { "calc-note" };
        html! { <p {class}>{ n.text }</p> }
    });
    html! {
        <>
            { lead }
            { figures(calc::figures(o, lang)) }
            { for notes }
            { charts }
            { prices_used(o.prices_used(), lang) }
        </>
    }
}

/// An exact amount from the analyses, as a float for drawing only.
fn plot(d: &Decimal) -> f64 {
    d.to_f64().unwrap_or(f64::NAN)
}

/// A result's figure rows ([`gpuplan_i18n::calc::figures`]), as a definition list.
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
