//! The break-even calculator's result: each commitment's monthly cost and break-even, cost
//! against utilisation and against months, and the prices used.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::break_even::BreakEvenOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use super::{Context, figures, plot, prices_used, usd};
use crate::components::chart::{LineChart, Marker, Series};

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    gpuplan_core::calc::break_even::break_even(state, c).map(|o| break_even(&o, cx.lang))
}

fn break_even(o: &BreakEvenOutput, lang: Lang) -> Html {
    let r = &o.result;
    let payg_month = r.payg_hourly * Decimal::from(730);
    let mut rows = vec![("Pay-as-you-go, used all month", usd(payg_month))];
    let commitment_rows: Vec<(String, String)> = r
        .commitments
        .iter()
        .map(|c| {
            let at = c.break_even_utilisation.map_or("never, at any use".to_owned(), |u| {
                format!(
                    "pays above {}% use",
                    gpuplan_core::catalog::view::format_amount(u * Decimal::from(100), 0)
                )
            });
            (c.model.label().to_owned(), format!("{} a month; {at}", usd(c.monthly)))
        })
        .collect();
    rows.extend(commitment_rows.iter().map(|(k, v)| (k.as_str(), v.clone())));
    let none = r.commitments.is_empty().then(|| html! {
        <p class="notice">{ "The snapshot has no savings-plan or reservation price for this size in this region, so only pay-as-you-go is drawn. Try a region in Europe, where the snapshot has one-year savings-plan prices." }</p>
    });
    let mut util = vec![Series {
        name: "Pay-as-you-go".into(),
        points: r
            .payg_by_utilisation
            .iter()
            .map(|(p, v)| (f64::from(*p), plot(v), format!("{p}% → {}", usd(*v))))
            .collect(),
    }];
    let mut markers = Vec::new();
    for c in &r.commitments {
        let m = c.monthly.to_f64().unwrap_or(f64::NAN);
        util.push(Series {
            name: c.model.label().into(),
            points: vec![(0.0, m, usd(c.monthly)), (100.0, m, usd(c.monthly))],
        });
        if let Some(u) = c.break_even_utilisation.and_then(|u| u.to_f64()) {
            markers.push(Marker { x: u * 100.0, label: "break-even".into() });
        }
    }
    let names: Vec<String> = std::iter::once("Pay-as-you-go".to_owned())
        .chain(r.commitments.iter().map(|c| c.model.label().to_owned()))
        .collect();
    let months: Vec<Series> = names
        .iter()
        .enumerate()
        .map(|(i, name)| Series {
            name: name.clone(),
            points: r
                .by_months
                .iter()
                .filter_map(|(m, costs)| {
                    costs
                        .get(i)
                        .map(|v| (f64::from(*m), plot(v), format!("month {m} → {}", usd(*v))))
                })
                .collect(),
        })
        .collect();
    let month_markers: Vec<Marker> = r
        .commitments
        .iter()
        .filter_map(|c| {
            c.break_even_months
                .and_then(|m| m.to_f64())
                .map(|m| Marker { x: m, label: "pays from here".into() })
        })
        .collect();
    let summary = if r.commitments.is_empty() {
        format!(
            "Pay-as-you-go costs {} a month at full use; no commitment is priced here.",
            usd(payg_month)
        )
    } else {
        r.commitments
            .iter()
            .map(|c| {
                format!(
                    "{} costs {} a month whatever the use{}.",
                    c.model.label(),
                    usd(c.monthly),
                    c.break_even_utilisation.map_or(String::new(), |u| format!(
                        " and beats pay-as-you-go above {}% use",
                        gpuplan_core::catalog::view::format_amount(u * Decimal::from(100), 0)
                    ))
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    html! {
        <>
            { figures(rows) }
            { for none }
            <LineChart id="be-util" title="Monthly cost against utilisation" x_label="Utilisation (% of hours)"
                y_label="Cost per month (USD)" series={util} {markers} summary={summary.clone()} />
            <LineChart id="be-months" title="Cumulative cost against months of full use" x_label="Months"
                y_label="Cumulative cost (USD)" series={months} markers={month_markers}
                summary={format!("Cumulative cost for each option; commitments are paid by whole terms. {summary}")} />
            { prices_used(&o.prices, lang) }
        </>
    }
}
