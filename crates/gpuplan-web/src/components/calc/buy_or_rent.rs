//! The buy-or-rent calculator's result: owning and running costs, the month buying pays back
//! against each way of renting, the cumulative costs, and the prices used.

use gpuplan_core::calc::buy_or_rent::BuyOutput;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format::usd;
use rust_decimal::Decimal;
use yew::prelude::*;

use super::plot;
use crate::components::chart::{LineChart, Marker, Series};

/// Cumulative costs of buying and of each way of renting.
pub(super) fn charts(o: &BuyOutput, lang: Lang) -> Html {
    let r = &o.result;
    let t = |m: CalcMsg| m.text(lang);
    let money = |d: Decimal| usd(d, lang);
    let mut series = vec![Series {
        name: t(CalcMsg::BuyingSeries).into(),
        points: r
            .cumulative
            .iter()
            .map(|(m, own, _)| {
                (f64::from(*m), plot(own), calc::month_point(*m, &money(*own), lang))
            })
            .collect(),
    }];
    for (i, (m, _, _)) in r.break_even.iter().enumerate() {
        series.push(Series {
            name: calc::renting(calc::model(*m, lang), lang),
            points: r
                .cumulative
                .iter()
                .filter_map(|(month, _, rents)| {
                    rents.get(i).map(|v| {
                        (f64::from(*month), plot(v), calc::month_point(*month, &money(*v), lang))
                    })
                })
                .collect(),
        });
    }
    let markers: Vec<Marker> = r
        .break_even
        .iter()
        .filter_map(|(m, _, month)| {
            month.as_ref().map(|x| Marker {
                x: plot(x),
                label: calc::break_even_against(calc::model(*m, lang), lang),
            })
        })
        .collect();
    let each: Vec<String> = r
        .break_even
        .iter()
        .map(|(m, _, month)| {
            calc::buy_summary(calc::model(*m, lang), month.as_ref().map(plot), lang)
        })
        .collect();
    let summary = calc::sentences(&each, lang);
    html! {
        <>
            <LineChart id="buy-cum" title={t(CalcMsg::BuyChart)} x_label={t(CalcMsg::Months)}
                y_label={t(CalcMsg::CumulativeCostUsd)} {series} {markers} {summary} {lang} />
        </>
    }
}
