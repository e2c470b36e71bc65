//! The buy-or-rent calculator's result: owning and running costs, the month buying pays back
//! against each way of renting, the cumulative costs, and the prices used.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::buy_or_rent::BuyOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use yew::prelude::*;

use super::{Context, figures, plot, prices_used, usd};
use crate::components::chart::{LineChart, Marker, Series};

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    gpuplan_core::calc::buy_or_rent::buy_or_rent(state, c).map(|o| buy(&o, cx.lang))
}

fn buy(o: &BuyOutput, lang: Lang) -> Html {
    let r = &o.result;
    let mut rows = vec![
        ("Hardware", usd(o.hardware)),
        ("Owning, per month (depreciation and running)", usd(r.owning_monthly)),
        ("Running, per month (power and hosting)", usd(r.running_monthly)),
    ];
    let be: Vec<(String, String)> = r
        .break_even
        .iter()
        .map(|(m, monthly, month)| {
            (
                format!("Renting: {}", m.label()),
                format!(
                    "{} a month; {}",
                    usd(*monthly),
                    month.as_ref().map_or("buying never pays back".to_owned(), |x| format!(
                        "buying pays back after {:.1} months",
                        plot(x)
                    ))
                ),
            )
        })
        .collect();
    rows.extend(be.iter().map(|(k, v)| (k.as_str(), v.clone())));
    let mut series = vec![Series {
        name: "Buying (hardware, then running)".into(),
        points: r
            .cumulative
            .iter()
            .map(|(m, own, _)| (f64::from(*m), plot(own), format!("month {m} → {}", usd(*own))))
            .collect(),
    }];
    for (i, (m, _, _)) in r.break_even.iter().enumerate() {
        series.push(Series {
            name: format!("Renting: {}", m.label()),
            points: r
                .cumulative
                .iter()
                .filter_map(|(month, _, rents)| {
                    rents.get(i).map(|v| {
                        (f64::from(*month), plot(v), format!("month {month} → {}", usd(*v)))
                    })
                })
                .collect(),
        });
    }
    let markers: Vec<Marker> = r
        .break_even
        .iter()
        .filter_map(|(m, _, month)| {
            month
                .as_ref()
                .map(|x| Marker { x: plot(x), label: format!("{} break-even", m.label()) })
        })
        .collect();
    let summary = r
        .break_even
        .iter()
        .map(|(m, _, month)| match month {
            Some(x) => {
                format!("Against {}, buying pays back after {:.1} months.", m.label(), plot(x))
            }
            None => format!("Against {}, buying never pays back.", m.label()),
        })
        .collect::<Vec<_>>()
        .join(" ");
    html! {
        <>
            { figures(rows) }
            { for o.notes.iter().map(|n| html! { <p class="calc-note">{ n.clone() }</p> }) }
            <LineChart id="buy-cum" title="Cumulative cost of buying and renting" x_label="Months"
                y_label="Cumulative cost (USD)" {series} {markers} {summary} />
            { prices_used(&o.prices, lang) }
        </>
    }
}
