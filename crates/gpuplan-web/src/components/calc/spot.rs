//! The Spot calculator's result: the verdict, where the eviction rate came from, figures, cost
//! and time against the eviction rate, and the prices used.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::spot::{EvictionOrigin, SpotEvictions, SpotOutput};
use gpuplan_core::cost::eviction::BandEnd;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use super::{Context, figures, hours, plot, prices_used, usd};
use crate::components::chart::{LineChart, Marker, Series};
use crate::components::spot_evictions::Origin;

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    let given =
        cx.evictions.map(|e| SpotEvictions { table: &e.parsed, date: &e.date, end: BandEnd::High });
    gpuplan_core::calc::spot::spot_with(state, c, given)
        .map(|o| spot(&o, cx.lang, cx.evictions.map(|e| &e.origin)))
}

/// Where the Spot result's eviction rate came from, in words: the band, the export's origin and
/// date, the end of the band used and its range.
fn eviction_source(o: &SpotOutput, origin: Option<&Origin>) -> Html {
    let pct = |x: f64| format!("{:.2}%", x * 100.0);
    let text = match &o.eviction_origin {
        EvictionOrigin::Typed => return Html::default(),
        EvictionOrigin::NotInExport { rows } => format!(
            "Your Resource Graph export ({rows} rows) has no row for this size and region: the eviction rate you typed is used."
        ),
        EvictionOrigin::Export { band, sku, location, as_of } => {
            let from = match origin {
                Some(Origin::File(name)) => format!("file “{name}”"),
                _ => "pasted".to_owned(),
            };
            let dated = as_of.map_or("date not given".to_owned(), |d| format!("dated {d}"));
            let plan = if band.at_least {
                format!(
                    "The band has no upper end, so the plan uses its lower end: a {:.0}% chance of eviction within an hour, at least {} evictions per VM-hour. The real cost may be higher.",
                    band.chance_per_hour * 100.0,
                    pct(band.rate_per_hour)
                )
            } else {
                format!(
                    "Planned at the band's upper end, to be safe: a {:.0}% chance of eviction within an hour, {} evictions per VM-hour (the band spans {} to {}).",
                    band.chance_per_hour * 100.0,
                    pct(band.rate_per_hour),
                    pct(band.range_per_hour.0),
                    pct(band.range_per_hour.1.unwrap_or(band.rate_per_hour))
                )
            };
            let mtbi = if band.mtbi_hours.is_finite() {
                format!(" One interruption every {} per VM on average.", hours(band.mtbi_hours))
            } else {
                String::new()
            };
            format!(
                "Eviction rate from your Resource Graph export ({from}, {dated}): band {} for {sku} in {location}. {plan}{mtbi}",
                band.band
            )
        }
    };
    html! { <p class="eviction-source">{ text }</p> }
}

fn spot(o: &SpotOutput, lang: Lang, origin: Option<&Origin>) -> Html {
    let r = &o.result;
    let saving = r.payg_cost - r.spot_cost;
    let verdict = if saving > Decimal::ZERO {
        format!("Spot saves {} against pay-as-you-go at this eviction rate.", usd(saving))
    } else {
        format!("Spot costs {} more than pay-as-you-go at this eviction rate.", usd(-saving))
    };
    let rows = vec![
        ("Expected Spot cost", usd(r.spot_cost)),
        ("Pay-as-you-go cost, uninterrupted", usd(r.payg_cost)),
        ("Work time without interruptions", hours(r.solve_hours)),
        ("Expected time on Spot", hours(r.expected_wall_hours)),
        ("Checkpoint every (Young)", hours(r.young_interval_hours)),
        ("Checkpoint every (Daly)", hours(r.daly_interval_hours)),
        (
            "Spot stops paying above",
            r.break_even_eviction_rate
                .map_or("never cheaper, even without evictions".to_owned(), |x| {
                    format!("{:.2}% evictions per hour", x * 100.0)
                }),
        ),
    ];
    let payg = r.payg_cost.to_f64().unwrap_or(f64::NAN);
    let cost = Series {
        name: "Expected Spot cost".into(),
        points: r
            .curve
            .iter()
            .map(|(x, _, c)| (x * 100.0, plot(c), format!("{:.1}%/h → {}", x * 100.0, usd(*c))))
            .collect(),
    };
    let flat = Series {
        name: "Pay-as-you-go".into(),
        points: r
            .curve
            .iter()
            .map(|(x, _, _)| {
                (x * 100.0, payg, format!("{:.1}%/h → {}", x * 100.0, usd(r.payg_cost)))
            })
            .collect(),
    };
    let time = Series {
        name: "Expected time on Spot".into(),
        points: r
            .curve
            .iter()
            .map(|(x, w, _)| (x * 100.0, *w, format!("{:.1}%/h → {}", x * 100.0, hours(*w))))
            .collect(),
    };
    let mut markers = vec![Marker { x: o.eviction_rate * 100.0, label: "your rate".into() }];
    if let Some(b) = r.break_even_eviction_rate {
        markers.push(Marker { x: b * 100.0, label: "break-even".into() });
    }
    let summary = format!(
        "At {:.1}% evictions per hour Spot is expected to cost {} and take {}, against {} for pay-as-you-go. {}",
        o.eviction_rate * 100.0,
        usd(r.spot_cost),
        hours(r.expected_wall_hours),
        usd(r.payg_cost),
        r.break_even_eviction_rate.map_or(String::new(), |b| format!(
            "Above {:.2}% per hour pay-as-you-go is cheaper.",
            b * 100.0
        ))
    );
    html! {
        <>
            <p class="verdict">{ verdict }</p>
            { eviction_source(o, origin) }
            { figures(rows) }
            <LineChart id="spot-cost" title="Expected cost against eviction rate" x_label="Evictions per VM-hour (%)"
                y_label="Cost (USD)" series={vec![cost, flat]} markers={markers.clone()} summary={summary} />
            <LineChart id="spot-time" title="Expected time against eviction rate" x_label="Evictions per VM-hour (%)"
                y_label="Wall time (hours)" series={vec![time]} {markers}
                summary={format!("Without evictions the work takes {}; at your rate, {}.", hours(r.solve_hours), hours(r.expected_wall_hours))} />
            { prices_used(&o.prices, lang) }
        </>
    }
}
