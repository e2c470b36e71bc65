//! The Spot calculator's result: the verdict, where the eviction rate came from, figures, cost
//! and time against the eviction rate, and the prices used.

use gpuplan_core::calc::spot::{EvictionOrigin, SpotOutput};
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format::{self, hours, usd};
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use super::plot;
use crate::components::chart::{LineChart, Marker, Series};
use crate::components::spot_evictions::Origin;

/// Where the Spot result's eviction rate came from, in words: the band, the export's origin and
/// date, the end of the band used and its range.
fn eviction_source(o: &SpotOutput, origin: Option<&Origin>, lang: Lang) -> Html {
    let pct = |x: f64| format!("{:.2}%", x * 100.0);
    let text = match &o.eviction_origin {
        EvictionOrigin::Typed => return Html::default(),
        EvictionOrigin::NotInExport { rows } => calc::not_in_export(*rows, lang),
        EvictionOrigin::Export { band, sku, location, as_of } => {
            let from = match origin {
                Some(Origin::File(name)) => calc::from_file(name, lang),
                _ => CalcMsg::FromPasted.text(lang).to_owned(),
            };
            let dated = as_of.map_or(CalcMsg::DateNotGiven.text(lang).to_owned(), |d| {
                calc::dated(&format::date(d, lang), lang)
            });
            let plan = if band.at_least {
                calc::band_lower_plan(band.chance_per_hour * 100.0, &pct(band.rate_per_hour), lang)
            } else {
                calc::band_upper_plan(
                    band.chance_per_hour * 100.0,
                    &pct(band.rate_per_hour),
                    &pct(band.range_per_hour.0),
                    &pct(band.range_per_hour.1.unwrap_or(band.rate_per_hour)),
                    lang,
                )
            };
            let mtbi = if band.mtbi_hours.is_finite() {
                calc::mtbi(&hours(band.mtbi_hours, lang), lang)
            } else {
                String::new()
            };
            calc::eviction_from_export(
                &calc::EvictionFromExport {
                    from: &from,
                    dated: &dated,
                    band: &band.band.to_string(),
                    sku,
                    location,
                    plan: &plan,
                    mtbi: &mtbi,
                },
                lang,
            )
        }
    };
    html! { <p class="eviction-source">{ text }</p> }
}

/// Before the figures: the verdict, and where the eviction rate came from.
pub(super) fn lead(o: &SpotOutput, lang: Lang, origin: Option<&Origin>) -> Html {
    let r = &o.result;
    let saving = r.payg_cost - r.spot_cost;
    let verdict = if saving > Decimal::ZERO {
        calc::spot_verdict(&usd(saving, lang), true, lang)
    } else {
        calc::spot_verdict(&usd(-saving, lang), false, lang)
    };
    html! {
        <>
            <p class="verdict">{ verdict }</p>
            { eviction_source(o, origin, lang) }
        </>
    }
}

/// Cost and time against the eviction rate.
pub(super) fn charts(o: &SpotOutput, lang: Lang) -> Html {
    let r = &o.result;
    let t = |m: CalcMsg| m.text(lang);
    let money = |d: Decimal| usd(d, lang);
    let payg = r.payg_cost.to_f64().unwrap_or(f64::NAN);
    let cost = Series {
        name: t(CalcMsg::ExpectedSpotCost).into(),
        points: r
            .curve
            .iter()
            .map(|(x, _, c)| (x * 100.0, plot(c), calc::rate_point(x * 100.0, &money(*c), lang)))
            .collect(),
    };
    let flat = Series {
        name: calc::model(PricingModel::Payg, lang).into(),
        points: r
            .curve
            .iter()
            .map(|(x, _, _)| {
                (x * 100.0, payg, calc::rate_point(x * 100.0, &money(r.payg_cost), lang))
            })
            .collect(),
    };
    let time = Series {
        name: t(CalcMsg::ExpectedSpotTime).into(),
        points: r
            .curve
            .iter()
            .map(|(x, w, _)| (x * 100.0, *w, calc::rate_point(x * 100.0, &hours(*w, lang), lang)))
            .collect(),
    };
    let mut markers =
        vec![Marker { x: o.eviction_rate * 100.0, label: t(CalcMsg::YourRate).into() }];
    if let Some(b) = r.break_even_eviction_rate {
        markers.push(Marker { x: b * 100.0, label: t(CalcMsg::BreakEvenMarker).into() });
    }
    let summary = calc::spot_summary(
        o.eviction_rate * 100.0,
        &money(r.spot_cost),
        &hours(r.expected_wall_hours, lang),
        &money(r.payg_cost),
        r.break_even_eviction_rate.map(|b| b * 100.0),
        lang,
    );
    let time_summary = calc::spot_time_summary(
        &hours(r.solve_hours, lang),
        &hours(r.expected_wall_hours, lang),
        lang,
    );
    html! {
        <>
            <LineChart id="spot-cost" title={t(CalcMsg::SpotCostChart)} x_label={t(CalcMsg::EvictionsAxis)}
                y_label={t(CalcMsg::CostUsd)} series={vec![cost, flat]} markers={markers.clone()} summary={summary} {lang} />
            <LineChart id="spot-time" title={t(CalcMsg::SpotTimeChart)} x_label={t(CalcMsg::EvictionsAxis)}
                y_label={t(CalcMsg::WallTimeHours)} series={vec![time]} {markers}
                summary={time_summary} {lang} />
        </>
    }
}
