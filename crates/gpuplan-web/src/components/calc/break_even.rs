//! The break-even calculator's result: each commitment's monthly cost and break-even, cost
//! against utilisation and against months, and the prices used.

use gpuplan_core::calc::break_even::BreakEvenOutput;
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format::usd;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use yew::prelude::*;

use super::plot;
use crate::components::chart::{LineChart, Marker, Series};

/// Cost against utilisation and against months.
pub(super) fn charts(o: &BreakEvenOutput, lang: Lang) -> Html {
    let r = &o.result;
    let t = |m: CalcMsg| m.text(lang);
    let money = |d: Decimal| usd(d, lang);
    let pct = calc::utilisation_pct;
    let payg_name = calc::model(PricingModel::Payg, lang);
    let payg_month = r.payg_hourly * Decimal::from(730);
    let mut util = vec![Series {
        name: payg_name.into(),
        points: r
            .payg_by_utilisation
            .iter()
            .map(|(p, v)| (f64::from(*p), plot(v), format!("{p}% → {}", money(*v))))
            .collect(),
    }];
    let mut markers = Vec::new();
    for c in &r.commitments {
        let m = c.monthly.to_f64().unwrap_or(f64::NAN);
        util.push(Series {
            name: calc::model(c.model, lang).into(),
            points: vec![(0.0, m, money(c.monthly)), (100.0, m, money(c.monthly))],
        });
        if let Some(u) = c.break_even_utilisation.and_then(|u| u.to_f64()) {
            markers.push(Marker { x: u * 100.0, label: t(CalcMsg::BreakEvenMarker).into() });
        }
    }
    let names: Vec<&str> = std::iter::once(payg_name)
        .chain(r.commitments.iter().map(|c| calc::model(c.model, lang)))
        .collect();
    let months: Vec<Series> = names
        .iter()
        .enumerate()
        .map(|(i, name)| Series {
            name: (*name).to_owned(),
            points: r
                .by_months
                .iter()
                .filter_map(|(m, costs)| {
                    costs
                        .get(i)
                        .map(|v| (f64::from(*m), plot(v), calc::month_point(*m, &money(*v), lang)))
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
                .map(|m| Marker { x: m, label: t(CalcMsg::PaysFromHere).into() })
        })
        .collect();
    let summary = if r.commitments.is_empty() {
        calc::payg_only_summary(&money(payg_month), lang)
    } else {
        let each: Vec<String> = r
            .commitments
            .iter()
            .map(|c| {
                calc::commitment_summary(
                    calc::model(c.model, lang),
                    &money(c.monthly),
                    c.break_even_utilisation.map(pct).as_deref(),
                    lang,
                )
            })
            .collect();
        calc::sentences(&each, lang)
    };
    html! {
        <>
            <LineChart id="be-util" title={t(CalcMsg::UtilisationChart)} x_label={t(CalcMsg::UtilisationAxis)}
                y_label={t(CalcMsg::CostPerMonthUsd)} series={util} {markers} summary={summary.clone()} {lang} />
            <LineChart id="be-months" title={t(CalcMsg::MonthsChart)} x_label={t(CalcMsg::Months)}
                y_label={t(CalcMsg::CumulativeCostUsd)} series={months} markers={month_markers}
                summary={calc::months_summary(&summary, lang)} {lang} />
        </>
    }
}
